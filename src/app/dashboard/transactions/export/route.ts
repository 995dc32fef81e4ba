import { impossibleDatesResponse, todayIn } from "@/lib/dates";
import { exportTransactions, transactionFiltersFrom, transactionsCsv } from "@/domains/accounts";
import { mayOpenPage, moneyScopeOf, routeUser } from "@/server/access";
import { longReadDb } from "@/server/db";

/** The CSV of /dashboard/transactions with the same filters and the same scope. */
export async function GET(request: Request) {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  // docs/SECURITY.md, "Impossible dates": 2026-02-31 is a 400 naming the parameter, not a database error.
  const badDates = impossibleDatesResponse(new URL(request.url).searchParams);
  if (badDates) return badDates;
  const scope = moneyScopeOf(actor);
  if (scope.kind === "none" || !mayOpenPage(actor.role, "transactions"))
    return new Response("You do not have access to transactions.", { status: 403 });
  const { page: _page, ...filters } = transactionFiltersFrom(Object.fromEntries(new URL(request.url).searchParams));
  const rows = await exportTransactions(longReadDb(), { actor, filters });
  const day = todayIn("UTC");
  return new Response(transactionsCsv(rows, { supplierView: scope.kind === "organisation" }), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="staysia-transactions-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
