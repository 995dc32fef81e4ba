import { findOpex, readReceipt } from "@/domains/accounts";
import { mayOpenPage, routeUser } from "@/server/access";
import { db } from "@/server/db";

/** An expense's receipt, for whoever may see the expense (its money scope); private, never cached. */
export async function GET(request: Request) {
  const actor = await routeUser(request);
  if (actor instanceof Response) return actor;
  if (!mayOpenPage(actor.role, "opex")) return new Response("You do not have access to expenses.", { status: 403 });
  const expense = await findOpex(db(), { actor, id: new URL(request.url).searchParams.get("id") ?? "" });
  const bytes = expense?.receiptKey ? await readReceipt(expense.receiptKey) : null;
  if (!expense?.receipt || !bytes) return new Response("There is no such receipt.", { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": expense.receipt.type,
      "content-disposition": `attachment; filename="${expense.receipt.name.replace(/[^A-Za-z0-9._-]/g, "-")}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
