import { transactionsExportFile } from "@/domains/accounts";
import { mayOpenPage, moneyScopeOf, routeUser } from "@/server/access";
import { db } from "@/server/db";

/** The file of a finished transactions export (a long run), for the person who started it. */
export async function GET(request: Request, { params }: { params: Promise<{ runId: string }> }) {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  if (moneyScopeOf(actor).kind === "none" || !mayOpenPage(actor.role, "transactions"))
    return new Response("You do not have access to transactions.", { status: 403 });
  const { runId } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(runId)) return new Response("There is no such export.", { status: 404 });
  const file = await transactionsExportFile(db(), { actor, runId });
  if (file === "refused") return new Response("This export was made by someone else.", { status: 403 });
  if (!file) return new Response("There is no such export, or it is not ready.", { status: 404 });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
