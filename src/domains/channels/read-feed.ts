/**
 * A feed's text as the nights it closes (ARCHITECTURE.md, Channels and monthly rentals): the events of the calendar (ical.ts) placed in the
 * property's time zone over the sync window, from today to IMPORT_HORIZON_DAYS ahead. Pure: the sync
 * (sync.ts) fetches the text and writes what this gives.
 */
import { addDays } from "@/lib/dates";
import { eventNights, ICalError, parseICalendar, type SkippedEvent } from "./ical";

/** How far ahead imported events close nights (a calendar of two years is what booking sites publish). */
export const IMPORT_HORIZON_DAYS = 730;

export interface ImportedEvent {
  uid: string;
  summary: string;
  startsOn: string;
  endsOn: string;
}

/** What a feed's text gave: the events with their nights, and the events skipped with their reasons. */
export interface ReadFeed {
  events: ImportedEvent[];
  skipped: SkippedEvent[];
}

/**
 * Reads a feed's text into events with nights in the property's zone, recurring events expanded over the sync
 * window (today to the horizon). An event that cannot be read is skipped with its reason and the others still
 * apply; a text that is not an iCalendar, or none of whose events can be read, throws ICalError in words.
 */
export function readFeed(text: string, timeZone: string, today: string): ReadFeed {
  const horizon = addDays(today, IMPORT_HORIZON_DAYS);
  const parsed = parseICalendar(text, { until: horizon });
  const skipped = [...parsed.skipped];
  const byUid = new Map<string, ImportedEvent>();
  let placed = 0;
  for (const event of parsed.events) {
    let nights: { from: string; to: string };
    try {
      nights = eventNights(event, timeZone);
    } catch (error) {
      if (!(error instanceof ICalError)) throw error;
      skipped.push({ uid: event.uid, summary: event.summary, reason: error.message });
      continue;
    }
    placed += 1;
    // Past stays close nothing; an event that starts beyond the horizon is read again when it comes near.
    if (nights.to <= today || nights.from >= horizon) continue;
    // An occurrence is known by its original start, so a moved one keeps its key (and its conflicts) from sync
    // to sync; some sites repeat a UID for separate stays: each keeps its own nights under a distinct key.
    const key = event.recurrenceId === null ? event.uid : `${event.uid}#${event.recurrenceId}`;
    const uid = byUid.has(key) ? `${key}#${nights.from}` : key;
    byUid.set(uid, { uid, summary: event.summary, startsOn: nights.from, endsOn: nights.to });
  }
  // A calendar none of whose events can be read is not applied at all: emptying the unit's blocks because the
  // other site changed its format would sell nights that are still taken there.
  if (placed === 0 && skipped.length > 0)
    throw new ICalError(
      skipped.length === 1
        ? skipped[0]!.reason
        : `None of its ${skipped.length} events could be read. ${skipped[0]!.reason}`,
    );
  return { events: [...byUid.values()], skipped };
}

/** The nights from today to the horizon that the events cover, each once, in order. */
export function nightsOf(events: readonly ImportedEvent[], today: string): string[] {
  const horizon = addDays(today, IMPORT_HORIZON_DAYS);
  const days = new Set<string>();
  for (const event of events) {
    for (
      let day = event.startsOn < today ? today : event.startsOn;
      day < event.endsOn && day < horizon;
      day = addDays(day, 1)
    )
      days.add(day);
  }
  return [...days].sort();
}
