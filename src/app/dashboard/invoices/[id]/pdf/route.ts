import { findInvoice, invoiceLocale, invoicePdf } from "@/domains/accounts";
import { isLocale } from "@/lib/locales";
import { mayOpenPage, routeUser } from "@/server/access";
import { longDb } from "@/server/db";
import { pdfResponse, renderPdf } from "@/server/pdf";

/**
 * An invoice's or credit note's PDF, authorised like the invoices page: outside the viewer's scope it is 404. In
 * its addressee's language (a guest's invoice and its credit note in the guest's: `invoiceLocale`), or the one
 * `?lang=` names (staff reading a Thai guest's invoice in English).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  if (!mayOpenPage(actor.role, "invoices")) return new Response("You do not have access to invoices.", { status: 403 });
  const found = await findInvoice(longDb(), { actor, id: (await params).id });
  if (!found) return new Response("There is no such invoice among yours.", { status: 404 });
  const asked = new URL(request.url).searchParams.get("lang");
  const locale = isLocale(asked) ? asked : await invoiceLocale(longDb(), found);
  return pdfResponse(await renderPdf(invoicePdf(found, locale)), `${found.invoice.number}.pdf`);
}
