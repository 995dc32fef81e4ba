/** The PDF of a settlement (a payout statement) and the CSV of host transactions, from the same figures as the pages. */
import { formatMoney } from "@/lib/money";
import type { PdfDocumentSpec } from "@/server/pdf";
import { csvOf } from "@/lib/csv";
import { hostTransactionColumns } from "./host-transaction-columns";
import { monthLabel, type SettledKind } from "./figures";
import type { HostTransactionRow } from "./host-transactions";
import { SETTLEMENT_STATUS_LABELS, type FoundSettlement, type SettlementLine } from "./queries";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

export const SETTLEMENT_LINE_LABELS: Record<SettledKind, string> = {
  booking_sale: "Stay",
  refund: "Refund",
  opex: "Expense",
  addon_sale: "Add-on",
  addon_refund: "Add-on refund",
  insurance_sale: "Premium",
  insurance_refund: "Premium refund",
  deposit_return: "Deposit deduction",
};

/**
 * What a line is about: a stay's entries by booking and guest; anything else by its memo (which names the add-on
 * order or the policy), with the stay it came with.
 */
export function settlementLineText(line: Pick<SettlementLine, "kind" | "reference" | "guestName" | "memo">): string {
  if (line.kind === "booking_sale" || line.kind === "refund")
    return line.reference ? `${line.reference} · ${line.guestName ?? ""}` : line.memo;
  if (line.reference && !line.memo.includes(line.reference)) return `${line.memo} · ${line.reference}`;
  return line.memo;
}

export function settlementPdf({ settlement, lines, commissionInvoice }: FoundSettlement): PdfDocumentSpec {
  const currency = settlement.currency;
  const facts: [string, string][] = [
    ["Supplier", settlement.organisationName],
    ["Period", `${monthLabel(settlement.month)} (${settlement.periodStart} to ${settlement.periodEnd})`],
    ["Status", SETTLEMENT_STATUS_LABELS[settlement.status]],
  ];
  if (settlement.approvedAt) facts.push(["Approved", settlement.approvedAt.slice(0, 10)]);
  if (settlement.paidAt)
    facts.push(["Paid", `${settlement.paidAt.slice(0, 10)} · reference ${settlement.paymentReference}`]);
  if (commissionInvoice) facts.push(["Commission invoice", commissionInvoice.number]);
  return {
    title: `Settlement ${settlement.number}`,
    subtitle: `Payout statement for ${monthLabel(settlement.month)}, ${currency}`,
    issuer: ["Staysia Sdn Bhd", "Kuala Lumpur, Malaysia"],
    facts,
    tables: [
      {
        heading: "Summary",
        columns: [
          { label: "", width: 3 },
          { label: currency, width: 2, align: "right" },
        ],
        rows: [
          ["Gross sales", money(settlement.grossMinor, currency)],
          ["Refunds to guests", money(-settlement.refundsMinor, currency)],
          ["Commission", money(-settlement.commissionMinor, currency)],
          ["Management fee", money(-settlement.managementFeeMinor, currency)],
          ["Expenses charged (opex)", money(-settlement.opexMinor, currency)],
        ],
        totals: [["Net payable", money(settlement.netMinor, currency)]],
      },
      {
        heading: "Lines",
        columns: [
          { label: "Line", width: 1.1 },
          { label: "Booking / memo", width: 2.4 },
          { label: "Check-out / date", width: 1.3 },
          { label: "Gross", width: 1.3, align: "right" },
          { label: "Fee", width: 1.2, align: "right" },
          { label: "Refund / opex", width: 1.3, align: "right" },
          { label: "Payable", width: 1.4, align: "right" },
        ],
        rows: lines.map((line) => [
          SETTLEMENT_LINE_LABELS[line.kind],
          settlementLineText(line),
          line.checkOut ?? line.at.slice(0, 10),
          money(line.grossMinor, currency),
          money(-line.feeMinor, currency),
          money(-(line.refundsMinor + line.opexMinor), currency),
          money(line.payableMinor, currency),
        ]),
        totals: [
          [
            "Total",
            "",
            "",
            money(settlement.grossMinor, currency),
            money(-(settlement.commissionMinor + settlement.managementFeeMinor), currency),
            money(-(settlement.refundsMinor + settlement.opexMinor), currency),
            money(settlement.netMinor, currency),
          ],
        ],
      },
    ],
    notes: [
      "The net payable is what Staysia owes the supplier for these entries: minus the sum of their supplier-payable journal lines.",
      "Stays count in the month they checked out; cancellations, no-shows and expenses by their own date (UTC).",
      "Add-ons sold with a stay count with the stay, those bought alone once their day has come; insurance premiums by their own date.",
    ],
  };
}

/** The host transactions export: the page's own column list, so the file and the table cannot drift. */
export function hostTransactionsCsv(rows: HostTransactionRow[]): string {
  return csvOf(hostTransactionColumns, rows);
}
