/** The PDF of a paid booking's receipt, for its guest, in the guest's language (docs/I18N.md). */
import { priceLineWords } from "@/domains/bookings/components/price-line-words";
import { translatorFor } from "@/i18n/translator";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import { formatDay, formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import type { PdfDocumentSpec } from "@/server/pdf";
import { PLATFORM_ISSUER_NAME } from "../invoices/numbering";
import type { BookingReceipt, ReceiptPayment } from "./queries";
import { utcDayOf } from "@/lib/dates";
import { occupancyInWords } from "@/domains/catalogue";

type ReceiptWords = ReturnType<typeof translatorFor<"pdf">>;

function paymentMethod(payment: ReceiptPayment, t: ReceiptWords): string {
  if (payment.provider === "bank_transfer")
    return payment.providerReference
      ? t("receipt.bankTransferReference", { reference: payment.providerReference })
      : t("receipt.bankTransfer");
  return payment.cardLast4 ? t("receipt.cardEnding", { last4: payment.cardLast4 }) : t("receipt.card");
}

/**
 * The receipt in `locale` (the guest's: the route reads the request's language or `?lang=`): our words from the
 * `pdf` catalogue, dates and money by src/lib/format.ts; what the guest, the host and the booking say (names, the
 * place, its price lines as charged) as they were written. The fonts draw Thai and Chinese (server/pdf-fonts.ts).
 */
export function bookingReceiptPdf(receipt: BookingReceipt, issuedAt: Date, locale: Locale = "en"): PdfDocumentSpec {
  const t = translatorFor(locale, "pdf");
  const checkoutWords = translatorFor(locale, "checkout");
  // The price lines as charged, named as the checkout names them (price-line-words.ts).
  const lineLabel = (label: string) =>
    priceLineWords(label, (key, values) => checkoutWords(`priceLine.${key}`, values));
  const money = (amountMinor: number, currency: string) =>
    formatMoney({ amountMinor, currency }, locale, { exact: true, currencyDisplay: "code" });
  const { currency, property } = receipt;
  // A country we operate in by its name in the language; another code as stored.
  const country = property.country in COUNTRIES ? t(`country.${property.country as CountryCode}`) : property.country;
  const paidMinor = receipt.payments.reduce((total, payment) => total + payment.capturedMinor, 0);
  const refundedMinor = receipt.payments.reduce((total, payment) => total + payment.refundedMinor, 0);
  const facts: [string, string][] = [
    [t("receipt.booking"), receipt.reference],
    [t("receipt.guest"), `${receipt.guestName} <${receipt.guestEmail}>`],
    [t("receipt.stay"), `${property.title}, ${[property.address, property.city, country].filter(Boolean).join(", ")}`],
    [
      t("receipt.dates"),
      t("receipt.datesValue", {
        checkIn: formatDay(receipt.checkIn, locale),
        checkOut: formatDay(receipt.checkOut, locale),
        count: receipt.guestCount,
      }),
    ],
    // Who stayed, adults and children with their ages (docs/OCCUPANCY.md): an extra person's line above names its rule.
    [t("receipt.guests"), occupancyInWords(locale, receipt)],
    [t("receipt.providedBy"), receipt.supplierName],
    [t("receipt.paidOn"), formatDay(receipt.paidAt.slice(0, 10), locale)],
  ];
  if (receipt.invoiceNumber) facts.push([t("receipt.invoice"), receipt.invoiceNumber]);
  facts.push([t("receipt.issued"), formatDay(utcDayOf(issuedAt), locale)]);
  const totals: string[][] = [[t("receipt.totalPaid"), money(paidMinor, currency)]];
  if (refundedMinor > 0) totals.push([t("receipt.refundedToYou"), money(-refundedMinor, currency)]);
  return {
    title: t("receipt.title", { reference: receipt.reference }),
    subtitle: receipt.status === "cancelled" ? t("receipt.cancelled") : undefined,
    issuer: [PLATFORM_ISSUER_NAME, t("receipt.issuerPlace")],
    facts,
    tables: [
      {
        heading: t("receipt.whatYouPaidFor"),
        columns: [
          { label: t("receipt.description"), width: 5 },
          { label: t("receipt.amount"), width: 2, align: "right" },
        ],
        rows: receipt.priceLines.map((line) => [lineLabel(line.label), money(line.amountMinor, currency)]),
        totals: [[t("receipt.total"), money(receipt.totalMinor, currency)]],
      },
      {
        heading: t("receipt.payment"),
        columns: [
          { label: t("receipt.method"), width: 5 },
          { label: t("receipt.refunded"), width: 2, align: "right" },
          { label: t("receipt.paid"), width: 2, align: "right" },
        ],
        rows: receipt.payments.map((payment) => [
          paymentMethod(payment, t),
          payment.refundedMinor ? money(-payment.refundedMinor, currency) : "",
          money(payment.capturedMinor, currency),
        ]),
        totals: totals.map(([label, amount]) => [label!, "", amount!]),
      },
    ],
    notes: [t("receipt.agentNote")],
  };
}
