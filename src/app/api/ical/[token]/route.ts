import { exportCalendar } from "@/domains/channels";
import { db } from "@/server/db";

/**
 * A unit's iCal export for other booking sites: GET /api/ical/{token}.ics. The secret token is the credential
 * (booking sites fetch without signing in); an unknown or revoked one answers 404 like any missing page.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const calendar = await exportCalendar(db(), token.replace(/\.ics$/, ""));
  if (!calendar)
    return new Response("Not found\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(calendar.text, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="calendar.ics"',
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
    },
  });
}
