/**
 * A small iCalendar (RFC 5545) reader and writer for the channel manager: just what booking sites' calendar
 * feeds use. Reading unfolds lines, reads VEVENTs (UID, SUMMARY, DTSTART, DTEND or DURATION, STATUS) with
 * DATE values, UTC DATE-TIMEs (`Z`), DATE-TIMEs with a TZID (an IANA zone) and floating DATE-TIMEs (the
 * property's own clock), and ignores every other property and component. Pure: no I/O.
 */
import { wallClock } from "@/lib/dates";

export class ICalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ICalError";
  }
}

/** A point in an event: an all-day date, an instant, or a wall-clock time in a zone (null: the property's). */
export type ICalTime =
  | { kind: "date"; date: string }
  | { kind: "instant"; at: Date }
  | { kind: "local"; dateTime: string; timeZone: string | null };

export interface ICalEvent {
  uid: string;
  summary: string;
  start: ICalTime;
  /** Exclusive end; null when the event gave neither DTEND nor DURATION. */
  end: ICalTime | null;
  /** A DURATION given instead of DTEND, in seconds (days count as 24 hours of wall-clock time). */
  durationSeconds: number | null;
}

/** The largest number of events read from one feed: a calendar of a unit has far fewer. */
export const MAX_EVENTS = 5_000;

interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** RFC 5545 §3.1: a line that begins with a space or a tab continues the one before it. */
export function unfoldLines(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/)) {
    if ((raw.startsWith(" ") || raw.startsWith("\t")) && lines.length > 0) lines[lines.length - 1] += raw.slice(1);
    else if (raw.length > 0) lines.push(raw);
  }
  return lines;
}

function parseContentLine(line: string, number: number): ContentLine {
  // The name and parameters end at the first colon outside double quotes.
  let inQuotes = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"') inQuotes = !inQuotes;
    else if (char === ":" && !inQuotes) {
      colon = i;
      break;
    }
  }
  if (colon <= 0)
    throw new ICalError(`Line ${number} is not an iCalendar line (expected NAME:value): "${line.slice(0, 60)}".`);
  const head = line.slice(0, colon);
  const value = line.slice(colon + 1);
  const parts = head.match(/(?:[^;"]|"[^"]*")+/g) ?? [];
  const name = (parts.shift() ?? "").toUpperCase();
  const params: Record<string, string> = {};
  for (const part of parts) {
    const equals = part.indexOf("=");
    if (equals > 0) params[part.slice(0, equals).toUpperCase()] = part.slice(equals + 1).replace(/^"|"$/g, "");
  }
  return { name, params, value };
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === "n" || char === "N" ? "\n" : char));
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

function parseTime(line: ContentLine, what: string): ICalTime {
  const value = line.value.trim();
  const dateOnly = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    if (!isRealDate(year, month, day)) throw new ICalError(`${what} "${value}" is not a real date.`);
    return { kind: "date", date: `${dateOnly[1]}-${dateOnly[2]}-${dateOnly[3]}` };
  }
  if (line.params.VALUE?.toUpperCase() === "DATE")
    throw new ICalError(`${what} "${value}" should be a date like 20261224.`);
  const dateTime = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(value);
  if (!dateTime)
    throw new ICalError(`${what} "${value}" is neither a date (20261224) nor a date and time (20261224T150000Z).`);
  const [year, month, day, hour, minute, second] = dateTime.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 60)
    throw new ICalError(`${what} "${value}" is not a real date and time.`);
  if (dateTime[7] === "Z")
    return { kind: "instant", at: new Date(Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59))) };
  const local = `${dateTime[1]}-${dateTime[2]}-${dateTime[3]}T${dateTime[4]}:${dateTime[5]}:${dateTime[6]}`;
  const tzid = line.params.TZID?.replace(/^\//, "") ?? null;
  if (tzid !== null && !isKnownTimeZone(tzid))
    throw new ICalError(`${what} uses the time zone "${tzid}", which is not a known IANA time zone.`);
  return { kind: "local", dateTime: local, timeZone: tzid };
}

/** RFC 5545 §3.3.6 durations such as P1D, P2W, PT36H, P1DT12H. */
export function parseDuration(value: string): number {
  const match = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value.trim());
  if (!match || value.trim() === "P" || value.trim().endsWith("T"))
    throw new ICalError(`DURATION "${value}" is not a duration like P1D or PT12H.`);
  if (match[1] === "-") throw new ICalError(`DURATION "${value}" is negative.`);
  const [weeks, days, hours, minutes, seconds] = match.slice(2).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return (((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds;
}

/**
 * Reads a calendar's events. A document that is not an iCalendar, or an event it cannot read (no UID, a bad
 * date), is an error in words: a feed is imported whole or not at all, so a half-read calendar never frees
 * dates that are still booked elsewhere. Cancelled events are left out.
 */
export function parseICalendar(text: string): ICalEvent[] {
  const lines = unfoldLines(text);
  if (lines[0]?.trim().toUpperCase() !== "BEGIN:VCALENDAR")
    throw new ICalError("This is not an iCalendar feed: it does not begin with BEGIN:VCALENDAR.");
  const events: ICalEvent[] = [];
  const stack: string[] = [];
  let current: { lines: ContentLine[]; startLine: number } | null = null;
  let ended = false;
  lines.forEach((raw, index) => {
    if (ended) return;
    const line = parseContentLine(raw, index + 1);
    if (line.name === "BEGIN") {
      const component = line.value.trim().toUpperCase();
      stack.push(component);
      if (component === "VEVENT" && stack.length === 2) current = { lines: [], startLine: index + 1 };
      return;
    }
    if (line.name === "END") {
      const component = line.value.trim().toUpperCase();
      const open = stack.pop();
      if (open !== component)
        throw new ICalError(`Line ${index + 1} ends ${component} but ${open ?? "nothing"} is open.`);
      if (component === "VEVENT" && current && stack.length === 1) {
        const event = readEvent(current);
        if (event) events.push(event);
        if (events.length > MAX_EVENTS)
          throw new ICalError(`The feed has more than ${MAX_EVENTS.toLocaleString("en")} events.`);
        current = null;
      }
      if (component === "VCALENDAR" && stack.length === 0) ended = true;
      return;
    }
    if (current && stack.length === 2) (current as { lines: ContentLine[] }).lines.push(line);
  });
  if (!ended) throw new ICalError("The feed is cut short: it does not end with END:VCALENDAR.");
  return events;
}

function readEvent(component: { lines: ContentLine[]; startLine: number }): ICalEvent | null {
  const first = (name: string) => component.lines.find((line) => line.name === name);
  const where = `The event at line ${component.startLine}`;
  const status = first("STATUS")?.value.trim().toUpperCase();
  if (status === "CANCELLED") return null;
  const uid = first("UID")?.value.trim();
  if (!uid) throw new ICalError(`${where} has no UID.`);
  const dtstart = first("DTSTART");
  if (!dtstart) throw new ICalError(`${where} (${uid}) has no DTSTART.`);
  const start = parseTime(dtstart, `${where}'s DTSTART`);
  const dtend = first("DTEND");
  const duration = first("DURATION");
  const end = dtend ? parseTime(dtend, `${where}'s DTEND`) : null;
  if (end && end.kind === "date" && start.kind !== "date")
    throw new ICalError(`${where} (${uid}) mixes a date and time start with an all-day end.`);
  return {
    uid,
    summary: unescapeText(first("SUMMARY")?.value ?? "")
      .trim()
      .slice(0, 200),
    start,
    end,
    durationSeconds: !end && duration ? parseDuration(duration.value) : null,
  };
}

// ---- Time zones -------------------------------------------------------------------------------------------

/** The calendar date of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  return wallClock(timeZone, instant).date;
}

/** The instant of a wall-clock time in a time zone (a time skipped by a clock change moves forward). */
export function instantOfLocal(dateTime: string, timeZone: string): Date {
  const wall = Date.parse(`${dateTime}Z`);
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const offset = wallClock(timeZone, new Date(guess)).wallMs - guess;
    const next = wall - offset;
    if (next === guess) break;
    guess = next;
  }
  return new Date(guess);
}

function instantOf(time: Exclude<ICalTime, { kind: "date" }>, propertyZone: string): Date {
  return time.kind === "instant" ? time.at : instantOfLocal(time.dateTime, time.timeZone ?? propertyZone);
}

export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * The nights an event blocks in the property's time zone, as [from, to) dates. All-day events block their
 * dates as given (DTEND exclusive; one day when it is missing). Timed events block every night from the date
 * they start on to the date they end on, in the property's zone; an event that starts and ends on one date
 * still blocks that date. So an event from 2026-12-01T16:30Z to 2026-12-02T16:30Z is 2 to 3 December in Kuala
 * Lumpur (UTC+8), not 1 to 2 December.
 */
export function eventNights(event: ICalEvent, propertyZone: string): { from: string; to: string } {
  if (event.start.kind === "date") {
    const from = event.start.date;
    let to: string;
    if (event.end?.kind === "date") to = event.end.date;
    else if (event.durationSeconds !== null) to = addDays(from, Math.max(1, Math.ceil(event.durationSeconds / 86_400)));
    else to = addDays(from, 1);
    if (to < from) throw new ICalError(`The event ${event.uid} ends (${to}) before it starts (${from}).`);
    return { from, to: to === from ? addDays(from, 1) : to };
  }
  const startAt = instantOf(event.start, propertyZone);
  let endAt: Date;
  if (event.end && event.end.kind !== "date") endAt = instantOf(event.end, propertyZone);
  else endAt = new Date(startAt.getTime() + (event.durationSeconds ?? 0) * 1000);
  if (endAt < startAt) throw new ICalError(`The event ${event.uid} ends before it starts.`);
  const from = localDateOf(startAt, propertyZone);
  const to = localDateOf(endAt, propertyZone);
  return { from, to: to > from ? to : addDays(from, 1) };
}

// ---- Writing ----------------------------------------------------------------------------------------------

function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (a CRLF and a space). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const chunks: string[] = [];
  let chunk = "";
  let size = 0;
  for (const char of line) {
    const length = new TextEncoder().encode(char).length;
    if (size + length > (chunks.length === 0 ? 75 : 74)) {
      chunks.push(chunk);
      chunk = "";
      size = 0;
    }
    chunk += char;
    size += length;
  }
  chunks.push(chunk);
  return chunks.join("\r\n ");
}

export interface ExportEvent {
  uid: string;
  summary: string;
  /** All-day nights: [from, to) as dates in the property's zone. */
  from: string;
  to: string;
}

const compactDate = (date: string) => date.replaceAll("-", "");

/** A calendar of all-day events (VALUE=DATE, DTEND exclusive: the check-out day), CRLF line ends. */
export function writeICalendar(options: {
  name: string;
  timeZone: string;
  events: readonly ExportEvent[];
  now: Date;
}): string {
  const stamp = options.now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Staysia//Channel manager//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
  ];
  for (const event of options.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(event.from)}`,
      `DTEND;VALUE=DATE:${compactDate(event.to)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
