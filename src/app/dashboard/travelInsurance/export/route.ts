import { impossibleDatesResponse, todayIn } from "@/lib/dates";
import { exportPolicies, policiesCsv, policyFiltersFrom } from "@/domains/insurance";
import { mayOpenPage, routeUser } from "@/server/access";
import { longReadDb } from "@/server/db";

/** The CSV of /dashboard/travelInsurance with the same filters and the same scope. */
export async function GET(request: Request) {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  // docs/SECURITY.md, "Impossible dates": 2026-02-31 is a 400 naming the parameter, not a database error.
  const badDates = impossibleDatesResponse(new URL(request.url).searchParams);
  if (badDates) return badDates;
  const { page: _page, ...filters } = policyFiltersFrom(Object.fromEntries(new URL(request.url).searchParams));
  const rows = mayOpenPage(actor.role, "travelInsurance")
    ? await exportPolicies(longReadDb(), { actor, filters })
    : null;
  if (!rows) return new Response("You do not have access to travel insurance policies.", { status: 403 });
  const day = todayIn("UTC");
  return new Response(policiesCsv(rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="staysia-policies-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
