import { findSettlement, settlementPdf } from "@/domains/accounts";
import { decide, routeUser } from "@/server/access";
import { longDb } from "@/server/db";
import { pdfResponse, renderPdf } from "@/server/pdf";

/** A settlement's PDF in the viewer's money scope: another supplier's settlement answers 404, as a missing one. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  // Whoever sees money (staff, operators, accountants from their management page, suppliers their own):
  // findSettlement scopes the settlement itself.
  if (decide(actor, "seeMoney") !== "allowed")
    return new Response("You do not have access to settlements.", { status: 403 });
  const found = await findSettlement(longDb(), { actor, id: (await params).id });
  if (!found) return new Response("There is no such settlement among yours.", { status: 404 });
  return pdfResponse(await renderPdf(settlementPdf(found)), `${found.settlement.number}.pdf`);
}
