/** The PDF of an investor payout (its statement), from the same figures as its page. */
import { formatMonth } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import type { PdfDocumentSpec } from "@/server/pdf";
import { INVESTOR_PAYOUT_STATUS_LABELS } from "./payout-lifecycle";
import type { InvestorPayoutStatement } from "./payouts";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

/** A payout statement: who is paid, for which months and properties, where to, and when it was paid. */
export function investorPayoutPdf({ payout, lines, bank }: InvestorPayoutStatement): PdfDocumentSpec {
  const currency = payout.currency;
  const facts: [string, string][] = [
    ["Investor", `${payout.holderName} (${payout.holderEmail})`],
    ["Distributions through", formatMonth(payout.throughMonth, "en")],
    ["Status", INVESTOR_PAYOUT_STATUS_LABELS[payout.status]],
  ];
  if (bank) facts.push(["Paid to", `${bank.bankName} ${bank.accountMasked}`]);
  if (payout.approvedAt) facts.push(["Approved", payout.approvedAt.slice(0, 10)]);
  if (payout.paidAt) facts.push(["Paid", `${payout.paidAt.slice(0, 10)} · reference ${payout.reference}`]);
  return {
    title: "StayInvest payout",
    subtitle: `Distributions through ${formatMonth(payout.throughMonth, "en")}, ${currency}`,
    issuer: ["Staysia Sdn Bhd", "Kuala Lumpur, Malaysia"],
    facts,
    tables: [
      {
        heading: "Distributions paid",
        columns: [
          { label: "Month", width: 1.4 },
          { label: "Property", width: 3.2 },
          { label: "Units", width: 0.9, align: "right" },
          { label: currency, width: 1.6, align: "right" },
        ],
        rows: lines.map((line) => [
          formatMonth(line.month, "en"),
          line.property,
          String(line.units),
          money(line.amountMinor, currency),
        ]),
        totals: [["Total", "", "", money(payout.amountMinor, currency)]],
      },
    ],
    notes: [
      "Each month's distribution is the holders' share of the property's net operating income, split by units held.",
      "A payout gathers every distribution not yet paid through the month named; later months come with the next one.",
    ],
  };
}
