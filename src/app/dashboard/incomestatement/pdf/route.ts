import { statementFileName, statementForRequest, statementPdfSpec } from "@/domains/accounts";
import { longDb } from "@/server/db";
import { pdfResponse, renderPdf } from "@/server/pdf";

/** The PDF of /dashboard/incomestatement: the same subject, months and scope. */
export async function GET(request: Request) {
  const now = new Date();
  const found = await statementForRequest(longDb(), request, now);
  if ("response" in found) return found.response;
  return pdfResponse(
    await renderPdf(statementPdfSpec(found.statement, now)),
    statementFileName(found.statement, "pdf"),
  );
}
