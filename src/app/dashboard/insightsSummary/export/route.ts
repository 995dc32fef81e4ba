import { impossibleDatesResponse } from "@/lib/dates";
import { insightsPeriodFrom, portfolioSummary, sortSummary, summaryCsv, summarySortFrom } from "@/domains/accounts";
import { mayOpenPage, routeUser } from "@/server/access";
import { longReadDb } from "@/server/db";

/** The CSV of /dashboard/insightsSummary: the same period, order and scope. */
export async function GET(request: Request) {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  // docs/SECURITY.md, "Impossible dates": 2026-02-31 is a 400 naming the parameter, not a database error.
  const badDates = impossibleDatesResponse(new URL(request.url).searchParams);
  if (badDates) return badDates;
  if (!mayOpenPage(actor.role, "insightsSummary"))
    return new Response("You do not have access to the summary.", { status: 403 });
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const { from, to, end, asOf } = insightsPeriodFrom(params, new Date(), { currencies: [] });
  const { sort, direction } = summarySortFrom(params);
  const rows = sortSummary(await portfolioSummary(longReadDb(), { actor, from, to: end, asOf }), sort, direction);
  return new Response(summaryCsv(rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="staysia-summary-${from}-to-${to}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
