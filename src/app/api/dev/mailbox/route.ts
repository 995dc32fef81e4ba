import { z } from "zod";
import { db } from "@/server/db";
import { readMailbox } from "@/server/email";
import { env, mailboxEnabled } from "@/server/env";

const query = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** The outbox as JSON, for tests (development and TEST_MODE only; a 404 anywhere else). */
export async function GET(request: Request) {
  if (!mailboxEnabled(env())) return new Response("Not found", { status: 404 });
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: "Use ?to=<email>&limit=<1-100>" }, { status: 400 });
  const emails = await readMailbox(db(), parsed.data);
  return Response.json({ emails }, { headers: { "cache-control": "no-store" } });
}
