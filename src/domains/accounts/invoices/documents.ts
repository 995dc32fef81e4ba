/** The PDF of an invoice or credit note. */
import { formatMoney } from "@/lib/money";
import type { PdfDocumentSpec } from "@/server/pdf";
import { INVOICE_KIND_LABELS, type FoundInvoice } from "./queries";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

export function invoicePdf({ invoice, lines, billToEmail, voidReason, stay }: FoundInvoice): PdfDocumentSpec {
  const currency = invoice.currency;
  const facts: [string, string][] = [
    ["Number", invoice.number],
    ["Date of issue", invoice.issuedAt.slice(0, 10)],
    ["Issued by", invoice.issuerName],
    ["Bill to", billToEmail ? `${invoice.billToName} <${billToEmail}>` : invoice.billToName],
  ];
  if (invoice.bookingReference) facts.push(["Booking", invoice.bookingReference]);
  if (stay) facts.push(["Stay", `${stay.checkIn} to ${stay.checkOut}`]);
  if (invoice.settlementNumber) facts.push(["Settlement", invoice.settlementNumber]);
  if (invoice.kind === "credit_note" && invoice.relatedNumber) facts.push(["Credits invoice", invoice.relatedNumber]);
  if (invoice.status === "void")
    facts.push([
      "Status",
      `VOID${invoice.relatedNumber ? `, credited by ${invoice.relatedNumber}` : ""}${voidReason ? ` (${voidReason})` : ""}`,
    ]);
  const notes =
    invoice.kind === "guest"
      ? [
          "Issued in the name of the supplier, who provides the stay; Staysia collects the payment as its agent.",
          "Paid in full at booking.",
        ]
      : invoice.kind === "commission"
        ? ["Deducted from the settlement's payout: nothing further to pay."]
        : ["This credit note cancels the invoice it names."];
  return {
    title: `${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`,
    subtitle: invoice.status === "void" ? "VOID" : undefined,
    issuer: [invoice.issuerName],
    facts,
    tables: [
      {
        columns: [
          { label: "Description", width: 5 },
          { label: "Qty", width: 0.8, align: "right" },
          { label: "Unit price", width: 1.6, align: "right" },
          { label: "Amount", width: 1.8, align: "right" },
        ],
        rows: lines.map((line) => [
          line.label,
          line.quantity === undefined ? "" : String(line.quantity),
          line.unitAmountMinor === undefined ? "" : money(line.unitAmountMinor, currency),
          money(line.amountMinor, currency),
        ]),
        totals: [["Total", "", "", money(invoice.totalMinor, currency)]],
      },
    ],
    notes,
  };
}
