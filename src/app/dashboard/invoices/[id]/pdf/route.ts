import { findInvoice, invoicePdf } from "@/domains/accounts";
import { InvalidCredentialsError, mayOpenPage, resolveActor } from "@/server/access";
import { db } from "@/server/db";
import { pdfResponse, renderPdf } from "@/server/pdf";

/** An invoice's or credit note's PDF, authorised like the invoices page: outside the viewer's scope it is 404. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  let actor;
  try {
    actor = await resolveActor(request.headers);
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return new Response("Please sign in again.", { status: 401 });
    throw error;
  }
  if (actor.kind !== "user") return new Response("Please sign in.", { status: 401 });
  if (!mayOpenPage(actor.role, "invoices")) return new Response("You do not have access to invoices.", { status: 403 });
  const found = await findInvoice(db(), { actor, id: (await params).id });
  if (!found) return new Response("There is no such invoice among yours.", { status: 404 });
  return pdfResponse(await renderPdf(invoicePdf(found)), `${found.invoice.number}.pdf`);
}
