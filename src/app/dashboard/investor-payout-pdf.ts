import { investorPayoutPdf, investorPayoutStatement } from "@/domains/invest";
import { decide, routeUser } from "@/server/access";
import { longDb } from "@/server/db";
import { pdfResponse, renderPdf } from "@/server/pdf";

/**
 * An investor payout's PDF, for finance (from their page) or its investor (from the portfolio): the statement is
 * read in the viewer's scope, so a payout that is not theirs, or a draft for its investor, answers 404 as a
 * missing one does.
 */
export async function investorPayoutPdfResponse(request: Request, id: string): Promise<Response> {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  if (decide(actor, "seeInvestorPayouts") !== "allowed")
    return new Response("You do not have access to investor payouts.", { status: 403 });
  const statement = await investorPayoutStatement(longDb(), { actor, payoutId: id });
  if (!statement) return new Response("There is no such payout among yours.", { status: 404 });
  return pdfResponse(
    await renderPdf(investorPayoutPdf(statement)),
    `stayinvest-payout-${statement.payout.throughMonth}-${statement.payout.currency}.pdf`,
  );
}
