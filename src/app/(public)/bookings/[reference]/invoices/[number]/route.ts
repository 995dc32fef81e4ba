import { z } from "zod";
import { findGuestInvoice, invoiceLocale, invoicePdf } from "@/domains/accounts";
import { bookingReferenceText } from "@/domains/bookings/inputs";
import { isLocale } from "@/lib/locales";
import { routeUser } from "@/server/access";
import { longDb } from "@/server/db";
import { pdfResponse, renderPdf } from "@/server/pdf";

const NOT_FOUND = "There is no such invoice among your bookings.";

/** `INV-3F2A9C1B-2026-000123`, `CN-STAYSIA-2026-000004` (invoices/numbering.ts); anything else is not one. */
const invoiceNumberText = z
  .string()
  .max(64)
  .transform((text) => text.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]+-[A-Z0-9]+-\d{4}-\d+$/));

/**
 * A booking's guest invoice or credit note (PDF), linked from the guest's /bookings: for the guest whose account
 * made the booking and for staff (the receipt's rule, `findGuestInvoice`); anyone else, a malformed reference or
 * number answer 404 alike. In the guest's language (`invoiceLocale`: the document is addressed to them), or the
 * one `?lang=` names.
 */
export async function GET(request: Request, { params }: { params: Promise<{ reference: string; number: string }> }) {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  const asked = await params;
  const reference = bookingReferenceText.safeParse(asked.reference);
  const number = invoiceNumberText.safeParse(asked.number);
  if (!reference.success || !number.success) return new Response(NOT_FOUND, { status: 404 });
  const found = await findGuestInvoice(longDb(), { actor, reference: reference.data, number: number.data });
  if (!found) return new Response(NOT_FOUND, { status: 404 });
  const lang = new URL(request.url).searchParams.get("lang");
  const locale = isLocale(lang) ? lang : await invoiceLocale(longDb(), found);
  return pdfResponse(await renderPdf(invoicePdf(found, locale)), `${found.invoice.number}.pdf`);
}
