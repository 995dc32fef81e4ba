import { insightsPeriodFrom, portfolioSummary, sortSummary, summaryCsv, summarySortFrom } from "@/domains/accounts";
import { InvalidCredentialsError, mayOpenPage, resolveActor } from "@/server/access";
import { db } from "@/server/db";

/** The CSV of /dashboard/insightsSummary: the same period, order and scope. */
export async function GET(request: Request) {
  let actor;
  try {
    actor = await resolveActor(request.headers);
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return new Response("Please sign in again.", { status: 401 });
    throw error;
  }
  if (actor.kind !== "user") return new Response("Please sign in.", { status: 401 });
  if (!mayOpenPage(actor.role, "insightsSummary")) return new Response("You do not have access to the summary.", { status: 403 });
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const { from, to, end } = insightsPeriodFrom(params, new Date(), { currencies: [] });
  const { sort, direction } = summarySortFrom(params);
  const rows = sortSummary(await portfolioSummary(db(), { actor, from, to: end }), sort, direction);
  return new Response(summaryCsv(rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="staysia-summary-${from}-to-${to}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
