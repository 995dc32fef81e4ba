/** The PDF of a paid booking's receipt, for its guest. */
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import { formatMoney } from "@/lib/money";
import { plural } from "@/lib/plural";
import type { PdfDocumentSpec } from "@/server/pdf";
import { PLATFORM_ISSUER_NAME } from "../invoices/numbering";
import type { BookingReceipt, ReceiptPayment } from "./queries";
import { utcDayOf } from "@/lib/dates";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

function paymentMethod(payment: ReceiptPayment): string {
  if (payment.provider === "bank_transfer")
    return payment.providerReference ? `Bank transfer, reference ${payment.providerReference}` : "Bank transfer";
  return payment.cardLast4 ? `Card ending ${payment.cardLast4}` : "Card";
}

export function bookingReceiptPdf(receipt: BookingReceipt, issuedAt: Date): PdfDocumentSpec {
  const { currency, property } = receipt;
  const country = COUNTRIES[property.country as CountryCode]?.name ?? property.country;
  const paidMinor = receipt.payments.reduce((total, payment) => total + payment.capturedMinor, 0);
  const refundedMinor = receipt.payments.reduce((total, payment) => total + payment.refundedMinor, 0);
  const facts: [string, string][] = [
    ["Booking", receipt.reference],
    ["Guest", `${receipt.guestName} <${receipt.guestEmail}>`],
    ["Stay", `${property.title}, ${[property.address, property.city, country].filter(Boolean).join(", ")}`],
    [
      "Dates",
      `${receipt.checkIn} to ${receipt.checkOut}, ${plural(receipt.guestCount, { one: "guest", other: "guests" })}`,
    ],
    ["Provided by", receipt.supplierName],
    ["Paid on", receipt.paidAt.slice(0, 10)],
  ];
  if (receipt.invoiceNumber) facts.push(["Invoice", receipt.invoiceNumber]);
  facts.push(["Receipt issued", utcDayOf(issuedAt)]);
  const totals: string[][] = [["Total paid", money(paidMinor, currency)]];
  if (refundedMinor > 0) totals.push(["Refunded to you", money(-refundedMinor, currency)]);
  return {
    title: `Receipt ${receipt.reference}`,
    subtitle: receipt.status === "cancelled" ? "The booking was cancelled: refunds are shown below." : undefined,
    issuer: [PLATFORM_ISSUER_NAME, "Kuala Lumpur, Malaysia"],
    facts,
    tables: [
      {
        heading: "What you paid for",
        columns: [
          { label: "Description", width: 5 },
          { label: "Amount", width: 2, align: "right" },
        ],
        rows: receipt.priceLines.map((line) => [line.label, money(line.amountMinor, currency)]),
        totals: [["Total", money(receipt.totalMinor, currency)]],
      },
      {
        heading: "Payment",
        columns: [
          { label: "Method", width: 5 },
          { label: "Refunded", width: 2, align: "right" },
          { label: "Paid", width: 2, align: "right" },
        ],
        rows: receipt.payments.map((payment) => [
          paymentMethod(payment),
          payment.refundedMinor ? money(-payment.refundedMinor, currency) : "",
          money(payment.capturedMinor, currency),
        ]),
        totals: totals.map(([label, amount]) => [label!, "", amount!]),
      },
    ],
    notes: [
      "Staysia collected this payment as the agent of the supplier who provides the stay; the tax invoice is issued in the supplier's name.",
    ],
  };
}
