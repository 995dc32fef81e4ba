import { findSettlement, settlementPdf } from "@/domains/accounts";
import { decide, InvalidCredentialsError, resolveActor } from "@/server/access";
import { db } from "@/server/db";
import { pdfResponse, renderPdf } from "@/server/pdf";

/** A settlement's PDF in the viewer's money scope: another supplier's settlement answers 404, as a missing one. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  let actor;
  try {
    actor = await resolveActor(request.headers);
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return new Response("Please sign in again.", { status: 401 });
    throw error;
  }
  if (actor.kind !== "user") return new Response("Please sign in.", { status: 401 });
  // Whoever sees money (staff, operators, accountants from their management page, suppliers their own):
  // findSettlement scopes the settlement itself.
  if (decide(actor, "seeMoney") !== "allowed") return new Response("You do not have access to settlements.", { status: 403 });
  const found = await findSettlement(db(), { actor, id: (await params).id });
  if (!found) return new Response("There is no such settlement among yours.", { status: 404 });
  return pdfResponse(await renderPdf(settlementPdf(found)), `${found.settlement.number}.pdf`);
}
