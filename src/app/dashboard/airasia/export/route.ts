import { impossibleDatesResponse, todayIn } from "@/lib/dates";
import { exportPartnerBookings, partnerBookingsCsv, partnerFiltersFrom } from "@/domains/airline";
import { mayOpenPage, routeUser } from "@/server/access";
import { longReadDb } from "@/server/db";

/** The CSV of /dashboard/airasia with the same filters and the same scope. */
export async function GET(request: Request) {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  // docs/SECURITY.md, "Impossible dates": 2026-02-31 is a 400 naming the parameter, not a database error.
  const badDates = impossibleDatesResponse(new URL(request.url).searchParams);
  if (badDates) return badDates;
  const { page: _page, ...filters } = partnerFiltersFrom(Object.fromEntries(new URL(request.url).searchParams));
  const rows = mayOpenPage(actor.role, "airasia")
    ? await exportPartnerBookings(longReadDb(), { actor, filters })
    : null;
  if (!rows) return new Response("You do not have access to partner bookings.", { status: 403 });
  const day = todayIn("UTC");
  return new Response(partnerBookingsCsv(rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="airasia-bookings-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
