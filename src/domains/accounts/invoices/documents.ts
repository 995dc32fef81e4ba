/**
 * The PDF of an invoice or credit note, in the language of the one it is addressed to (docs/I18N.md): a guest's
 * invoice and the credit note that cancels it in the guest's (`invoiceLocale`), a supplier's commission invoice in
 * English, as the dashboards are. Our words come from the `pdf` catalogue, dates and money from
 * src/lib/format.ts, the booking's price lines as the checkout names them (price-line-words.ts); names, places and
 * a void's reason stay as written. The fonts draw Thai and Chinese (server/pdf-fonts.ts).
 */
import { priceLineWords } from "@/domains/bookings/components/price-line-words";
import { translatorFor } from "@/i18n/translator";
import { utcDayOf } from "@/lib/dates";
import { formatDay, formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import type { PdfDocumentSpec } from "@/server/pdf";
import type { FoundInvoice, InvoiceRow } from "./queries";

/** A guest invoice's stay line as issue.ts writes it: the price line, the place, the stay's days. */
const STAY_LINE = /^(.+?) · (.+), (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$/;

/** A guest's invoice, or the credit note of one (it carries the booking): the documents a guest receives. */
export function isGuestDocument(invoice: Pick<InvoiceRow, "kind" | "bookingReference">): boolean {
  return invoice.kind === "guest" || (invoice.kind === "credit_note" && invoice.bookingReference !== null);
}

export function invoicePdf(
  { invoice, lines, billToEmail, voidReason, stay }: FoundInvoice,
  locale: Locale = "en",
): PdfDocumentSpec {
  const t = translatorFor(locale, "pdf");
  const checkoutWords = translatorFor(locale, "checkout");
  const guestDocument = isGuestDocument(invoice);
  const priceLine = (label: string) =>
    priceLineWords(label, (key, values) => checkoutWords(`priceLine.${key}`, values));
  // A guest's lines are the booking's price lines as charged (English), said as the checkout says them; the stay's
  // line as issue.ts writes it ("2 nights · <place>, <check-in> to <check-out>") with its dates in the language.
  // English prints the lines as they were issued.
  const lineLabel = (label: string) => {
    if (!guestDocument || locale === "en") return label;
    const stay = STAY_LINE.exec(label);
    if (!stay) return priceLine(label);
    const [, price, place, checkIn, checkOut] = stay;
    const dates = t("invoice.stayValue", {
      checkIn: formatDay(checkIn!, locale),
      checkOut: formatDay(checkOut!, locale),
    });
    return `${priceLine(price!)} · ${place}, ${dates}`;
  };
  const currency = invoice.currency;
  const money = (amountMinor: number) =>
    formatMoney({ amountMinor, currency }, locale, { exact: true, currencyDisplay: "code" });
  const facts: [string, string][] = [
    [t("invoice.number"), invoice.number],
    [t("invoice.dateOfIssue"), formatDay(utcDayOf(new Date(invoice.issuedAt)), locale)],
    [t("invoice.issuedBy"), invoice.issuerName],
    [t("invoice.billTo"), billToEmail ? `${invoice.billToName} <${billToEmail}>` : invoice.billToName],
  ];
  if (invoice.bookingReference) facts.push([t("invoice.booking"), invoice.bookingReference]);
  if (stay)
    facts.push([
      t("invoice.stay"),
      t("invoice.stayValue", { checkIn: formatDay(stay.checkIn, locale), checkOut: formatDay(stay.checkOut, locale) }),
    ]);
  if (invoice.settlementNumber) facts.push([t("invoice.settlement"), invoice.settlementNumber]);
  if (invoice.kind === "credit_note" && invoice.relatedNumber)
    facts.push([t("invoice.creditsInvoice"), invoice.relatedNumber]);
  if (invoice.status === "void") {
    const status = invoice.relatedNumber
      ? t("invoice.voidCreditedBy", { number: invoice.relatedNumber })
      : t("invoice.void");
    facts.push([t("invoice.status"), voidReason ? t("invoice.voidReason", { status, reason: voidReason }) : status]);
  }
  const notes =
    invoice.kind === "guest"
      ? [t("invoice.guestNoteAgent"), t("invoice.guestNotePaid")]
      : invoice.kind === "commission"
        ? [t("invoice.commissionNote")]
        : [t("invoice.creditNoteNote")];
  const title =
    invoice.kind === "guest"
      ? t("invoice.guestTitle", { number: invoice.number })
      : invoice.kind === "commission"
        ? t("invoice.commissionTitle", { number: invoice.number })
        : t("invoice.creditNoteTitle", { number: invoice.number });
  return {
    title,
    subtitle: invoice.status === "void" ? t("invoice.void") : undefined,
    issuer: [invoice.issuerName],
    facts,
    tables: [
      {
        columns: [
          { label: t("invoice.description"), width: 5 },
          { label: t("invoice.quantity"), width: 0.8, align: "right" },
          { label: t("invoice.unitPrice"), width: 1.6, align: "right" },
          { label: t("invoice.amount"), width: 1.8, align: "right" },
        ],
        rows: lines.map((line) => [
          lineLabel(line.label),
          line.quantity === undefined ? "" : String(line.quantity),
          line.unitAmountMinor === undefined ? "" : money(line.unitAmountMinor),
          money(line.amountMinor),
        ]),
        totals: [[t("invoice.total"), "", "", money(invoice.totalMinor)]],
      },
    ],
    notes,
  };
}
