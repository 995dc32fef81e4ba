import { demoCalendar } from "@/domains/channels";
import { db } from "@/server/db";

/**
 * The demo's external calendar (see channels/demo-feed.ts): GET /api/dev/demo-calendar/{unitId}.ics. Only
 * where private feed addresses are allowed (a local app); elsewhere it does not exist.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ unitId: string }> }) {
  const { unitId } = await params;
  const text = await demoCalendar(db(), unitId.replace(/\.ics$/, ""));
  if (text === null)
    return new Response("Not found\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(text, {
    headers: { "content-type": "text/calendar; charset=utf-8", "cache-control": "no-store" },
  });
}
