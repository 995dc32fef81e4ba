import { statementCsv, statementFileName, statementForRequest } from "@/domains/accounts";
import { longReadDb } from "@/server/db";

/** The CSV of /dashboard/incomestatement: the same subject, months and scope. */
export async function GET(request: Request) {
  const found = await statementForRequest(longReadDb(), request, new Date());
  if ("response" in found) return found.response;
  return new Response(statementCsv(found.statement), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${statementFileName(found.statement, "csv")}"`,
      "cache-control": "private, no-store",
    },
  });
}
