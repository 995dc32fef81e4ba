/**
 * The demo's "other booking site": a calendar for a unit made from its own stays, served by the local route
 * /api/dev/demo-calendar/{unitId} (a local app only) and imported by the demo seed, so the channel manager shows
 * a working import out of the box: one reservation on free nights, one owner block far ahead, and one double
 * sale over the last night of the unit's next stay (a conflict for a person). Pure.
 */
import { addDays } from "@/lib/dates";

export function demoFeedEvents(today: string, stays: readonly { checkIn: string; checkOut: string }[]) {
  const sorted = [...stays].sort((a, b) => (a.checkIn < b.checkIn ? -1 : 1));
  const events: { uid: string; summary: string; from: string; to: string }[] = [];
  const next = sorted.find((stay) => stay.checkIn >= addDays(today, 2));
  if (next)
    events.push({
      uid: `demo-clash-${next.checkIn}@othersite.example`,
      summary: "Reserved (double sale)",
      from: addDays(next.checkOut, -1),
      to: next.checkOut,
    });
  // The first free nights a week or more ahead: up to three of them.
  let day = addDays(today, 7);
  for (let guard = 0; guard < 120; guard++) {
    const taken = sorted.find((stay) => stay.checkIn <= day && stay.checkOut > day);
    if (taken) {
      day = taken.checkOut;
      continue;
    }
    const following = sorted.find((stay) => stay.checkIn > day);
    const limit = following ? following.checkIn : addDays(day, 3);
    const to = limit < addDays(day, 3) ? limit : addDays(day, 3);
    events.push({ uid: `demo-stay-${day}@othersite.example`, summary: "Reserved", from: day, to });
    break;
  }
  events.push({
    uid: `demo-owner-${addDays(today, 200)}@othersite.example`,
    summary: "Not available",
    from: addDays(today, 200),
    to: addDays(today, 204),
  });
  return events;
}
