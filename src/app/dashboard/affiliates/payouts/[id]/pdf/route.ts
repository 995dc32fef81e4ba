import { affiliatePayoutPdf, affiliatePayoutStatement } from "@/domains/marketing";
import { decide, routeUser } from "@/server/access";
import { longDb } from "@/server/db";
import { pdfResponse, renderPdf } from "@/server/pdf";

/** An affiliate statement's PDF, for those who run affiliates (staff and special users); others 403, a missing one 404. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  if (decide(actor, "manageContent") !== "allowed")
    return new Response("You do not have access to affiliate statements.", { status: 403 });
  const statement = await affiliatePayoutStatement(longDb(), { actor, payoutId: (await params).id });
  if (!statement) return new Response("There is no such statement.", { status: 404 });
  return pdfResponse(
    await renderPdf(affiliatePayoutPdf(statement)),
    `affiliate-statement-${statement.payout.month.slice(0, 7)}-${statement.payout.currency}.pdf`,
  );
}
