import { bookingReceiptPdf, findBookingReceipt } from "@/domains/accounts";
import { bookingReferenceText } from "@/domains/bookings/inputs";
import { isLocale, LOCALE_COOKIE, LOCALE_HEADER, resolveLocale, type Locale } from "@/lib/locales";
import { routeUser } from "@/server/access";
import { longDb } from "@/server/db";
import { pdfResponse, renderPdf } from "@/server/pdf";

const NOT_FOUND = "There is no paid booking with this reference among yours.";

/**
 * A paid booking's receipt (PDF), linked from the guest's /bookings: for the guest who booked and staff
 * (`mayReadBookingReceipt`, read by `findBookingReceipt`); anyone else, an unpaid booking and a malformed
 * reference answer 404 alike, so the answer never says whether someone else's booking exists. In the request's
 * language (docs/I18N.md), or the one `?lang=` names (a link shared, a language other than the page's).
 */
export async function GET(request: Request, { params }: { params: Promise<{ reference: string }> }) {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  const reference = bookingReferenceText.safeParse((await params).reference);
  if (!reference.success) return new Response(NOT_FOUND, { status: 404 });
  const receipt = await findBookingReceipt(longDb(), { actor, reference: reference.data });
  if (!receipt) return new Response(NOT_FOUND, { status: 404 });
  const locale = receiptLocale(request);
  return pdfResponse(
    await renderPdf(bookingReceiptPdf(receipt, new Date(), locale)),
    `receipt-${receipt.reference}.pdf`,
  );
}

/** `?lang=` when it names a language, else the request's language by src/lib/locales.ts's order. */
function receiptLocale(request: Request): Locale {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  if (isLocale(asked)) return asked;
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(request.headers.get("cookie") ?? "")?.[1];
  return resolveLocale({
    segment: request.headers.get(LOCALE_HEADER),
    cookie,
    path: url.pathname,
    acceptLanguage: request.headers.get("accept-language"),
  });
}
