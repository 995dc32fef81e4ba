import { impossibleDatesResponse, todayIn } from "@/lib/dates";
import { exportHostTransactions, hostTransactionFiltersFrom, hostTransactionsCsv } from "@/domains/accounts";
import { mayOpenPage, moneyScopeOf, routeUser } from "@/server/access";
import { longReadDb } from "@/server/db";

/** The CSV of /dashboard/hostTransactions with the same filters and the same scope. */
export async function GET(request: Request) {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  // docs/SECURITY.md, "Impossible dates": 2026-02-31 is a 400 naming the parameter, not a database error.
  const badDates = impossibleDatesResponse(new URL(request.url).searchParams);
  if (badDates) return badDates;
  if (moneyScopeOf(actor).kind === "none" || !mayOpenPage(actor.role, "hostTransactions"))
    return new Response("You do not have access to host transactions.", { status: 403 });
  const { page: _page, ...filters } = hostTransactionFiltersFrom(Object.fromEntries(new URL(request.url).searchParams));
  const rows = await exportHostTransactions(longReadDb(), { actor, filters });
  const day = todayIn("UTC");
  return new Response(hostTransactionsCsv(rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="staysia-host-transactions-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
