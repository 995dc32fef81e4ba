import { insightsPeriodFrom, portfolioSummary, sortSummary, summaryCsv, summarySortFrom } from "@/domains/accounts";
import { mayOpenPage, routeUser } from "@/server/access";
import { longDb } from "@/server/db";

/** The CSV of /dashboard/insightsSummary: the same period, order and scope. */
export async function GET(request: Request) {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  if (!mayOpenPage(actor.role, "insightsSummary")) return new Response("You do not have access to the summary.", { status: 403 });
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const { from, to, end } = insightsPeriodFrom(params, new Date(), { currencies: [] });
  const { sort, direction } = summarySortFrom(params);
  const rows = sortSummary(await portfolioSummary(longDb(), { actor, from, to: end }), sort, direction);
  return new Response(summaryCsv(rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="staysia-summary-${from}-to-${to}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
