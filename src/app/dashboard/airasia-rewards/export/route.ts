import { impossibleDatesResponse, todayIn } from "@/lib/dates";
import { exportPoints, partnerFiltersFrom, pointsReconciliationCsv } from "@/domains/airline";
import { mayOpenPage, routeUser } from "@/server/access";
import { longReadDb } from "@/server/db";

/** The points reconciliation file the airline loads, with the page's filters and scope. */
export async function GET(request: Request) {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  // docs/SECURITY.md, "Impossible dates": 2026-02-31 is a 400 naming the parameter, not a database error.
  const badDates = impossibleDatesResponse(new URL(request.url).searchParams);
  if (badDates) return badDates;
  const {
    page: _page,
    status: _status,
    ...filters
  } = partnerFiltersFrom(Object.fromEntries(new URL(request.url).searchParams));
  const rows = mayOpenPage(actor.role, "airasia-rewards") ? await exportPoints(longReadDb(), { actor, filters }) : null;
  if (!rows) return new Response("You do not have access to partner points.", { status: 403 });
  const day = todayIn("UTC");
  return new Response(pointsReconciliationCsv(rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="airasia-points-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
