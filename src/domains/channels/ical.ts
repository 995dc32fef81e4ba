/**
 * The channel manager's iCalendar (RFC 5545) reader and writer. Reading stands on ical.js (Mozilla's parser:
 * content lines, folding, escaping, value types, RRULE iteration); this module adds what a calendar of nights
 * needs on top of it:
 *   - time zones: a TZID is read as an IANA name, else as a Windows name (Outlook and Exchange write "SE Asia
 *     Standard Time"; windows-iana maps it), else by the feed's own VTIMEZONE; UTC and floating times as they are;
 *   - recurrences: RRULE and RDATE expanded up to the caller's window end, EXDATE honoured, RECURRENCE-ID
 *     overrides moving or (STATUS:CANCELLED) removing one occurrence;
 *   - faults: each VEVENT is parsed on its own, so one event that cannot be read (a bad date, an unknown zone, a
 *     broken RRULE) is skipped with its reason while the rest of the feed applies. A document that is not an
 *     iCalendar at all (no BEGIN:VCALENDAR, cut short, components that do not nest) is an error in words.
 * Pure: no I/O.
 */
import ICAL from "ical.js";
import { findIana } from "windows-iana";
import { addDays, instantOf, localDateTimeIn, todayIn } from "@/lib/dates";
import { formatNumber } from "@/lib/format";

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

/** One stay-like event: a single event, or one occurrence of a recurring one. */
export interface ICalEvent {
  uid: string;
  /** For an occurrence of a recurring event, its original start as written ("2026-12-01", "2026-12-01T10:00:00"). */
  recurrenceId: string | null;
  summary: string;
  start: ICalTime;
  /** Exclusive end; null when the event gave neither DTEND nor DURATION. */
  end: ICalTime | null;
  /** A DURATION given instead of DTEND, in seconds (days count as 24 hours of wall-clock time). */
  durationSeconds: number | null;
}

/** An event the reader left out, and why in words (the channel manager lists them under the feed). */
export interface SkippedEvent {
  uid: string;
  summary: string;
  reason: string;
}

export interface ParsedCalendar {
  events: ICalEvent[];
  skipped: SkippedEvent[];
}

/** The largest number of events (occurrences included) read from one feed: a calendar of a unit has far fewer. */
export const MAX_EVENTS = 5_000;

/** Steps a recurrence may take before reaching the window's end (FREQ=MINUTELY over years is not a stay). */
const MAX_RECURRENCE_STEPS = 20_000;

/** RFC 5545 §3.1: a line that begins with a space or a tab continues the one before it. */
export function unfoldLines(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/)) {
    if ((raw.startsWith(" ") || raw.startsWith("\t")) && lines.length > 0) lines[lines.length - 1] += raw.slice(1);
    else if (raw.length > 0) lines.push(raw);
  }
  return lines;
}

/** Whether the runtime knows an IANA zone (not @date-fns/tz's tzOffset: it reads "+08:00" out of any text). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

// ---- Components -------------------------------------------------------------------------------------------

interface Block {
  name: "VEVENT" | "VTIMEZONE";
  lines: string[];
  /** Its BEGIN line among the unfolded lines, for messages. */
  line: number;
}

/**
 * The calendar's VEVENT and VTIMEZONE components as text, each to be parsed on its own. Only the nesting of
 * BEGIN and END is checked here: everything inside a component is ical.js's to read.
 */
function componentBlocks(text: string): Block[] {
  const lines = unfoldLines(text);
  if (lines[0]?.trim().toUpperCase() !== "BEGIN:VCALENDAR")
    throw new ICalError("This is not an iCalendar feed: it does not begin with BEGIN:VCALENDAR.");
  const blocks: Block[] = [];
  const stack: string[] = [];
  let current: Block | null = null;
  for (const [index, line] of lines.entries()) {
    const marker = /^(BEGIN|END):(.*)$/i.exec(line.trim());
    const component = marker?.[2]?.trim().toUpperCase() ?? "";
    if (marker?.[1]?.toUpperCase() === "BEGIN") {
      stack.push(component);
      if (stack.length === 2 && (component === "VEVENT" || component === "VTIMEZONE"))
        current = { name: component, lines: [], line: index + 1 };
    } else if (marker) {
      const open = stack.pop();
      if (open !== component)
        throw new ICalError(`Line ${index + 1} ends ${component} but ${open ?? "nothing"} is open.`);
      // Every component inside has ended, or the pop above would not have matched.
      if (stack.length === 0) return blocks;
    }
    current?.lines.push(line);
    if (marker && stack.length === 1 && current) {
      blocks.push(current);
      current = null;
      if (blocks.length > MAX_EVENTS * 2)
        throw new ICalError(`The feed has more than ${formatNumber(MAX_EVENTS, "en")} events.`);
    }
  }
  throw new ICalError("The feed is cut short: it does not end with END:VCALENDAR.");
}

/** A property's value as written (after the first colon outside quotes), for reporting what could not be read. */
function rawField(block: Block, name: string): string {
  const line = block.lines.find((candidate) => new RegExp(`^${name}[;:]`, "i").test(candidate));
  if (!line) return "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ":" && !quoted) return line.slice(i + 1).trim();
  }
  return "";
}

// ---- Time zones -------------------------------------------------------------------------------------------

/** The calendar date of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  return todayIn(timeZone, instant);
}

/**
 * The instant of a feed's wall-clock time (`2026-12-02T00:30:00`) in a time zone, read as RFC 5545 §3.3.5 says
 * (lib/dates.ts `instantOf`): a time skipped by a clock change moves forward, a repeated one is the first.
 */
export function instantOfLocal(dateTime: string, timeZone: string): Date {
  return instantOf(timeZone, dateTime.slice(0, 10), dateTime.slice(11, 19));
}

/** An IANA zone for a Windows zone name ("Singapore Standard Time" → Asia/Singapore), or null. */
export function ianaOfWindowsZone(name: string): string | null {
  const [iana] = findIana(name);
  return iana && isKnownTimeZone(iana) ? iana : null;
}

/**
 * How a TZID is read: as an IANA name (the zone database of the runtime is newer than any feed's VTIMEZONE),
 * as a Windows name, or by the feed's own VTIMEZONE definition for names that are neither.
 */
class FeedZones {
  private readonly described = new Map<string, ICAL.Timezone>();

  constructor(components: readonly ICAL.Component[]) {
    for (const component of components) {
      const tzid = component.getFirstPropertyValue("tzid");
      if (typeof tzid !== "string" || !tzid) continue;
      try {
        this.described.set(tzid, new ICAL.Timezone(component));
      } catch {
        // A zone that cannot be read fails only the events that use it (their TZID is then unknown).
      }
    }
  }

  resolve(tzid: string): { iana: string } | { described: ICAL.Timezone } {
    const name = tzid.replace(/^\//, "").trim();
    if (isKnownTimeZone(name)) return { iana: name };
    const windows = ianaOfWindowsZone(name);
    if (windows) return { iana: windows };
    const described = this.described.get(tzid);
    if (described) return { described };
    throw new ICalError(
      `uses the time zone "${tzid}", which is neither an IANA nor a Windows zone name, and the feed does not describe it.`,
    );
  }
}

// ---- Values -----------------------------------------------------------------------------------------------

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

function wallDateOf(time: ICAL.Time): string {
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

function wallDateTimeOf(time: ICAL.Time): string {
  return `${wallDateOf(time)}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Checks a date property's values as written (ical.js rolls 2026-02-31 over to 3 March, which for a calendar
 * of nights is a different stay): each must be a real date or date and time. `written` is the value as the
 * feed has it, for the message.
 */
function checkWritten(property: ICAL.Property, what: string, written: string): void {
  for (const value of property.jCal.slice(3)) {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})Z?)?$/.exec(String(value));
    if (!match)
      throw new ICalError(`${what} "${written}" is neither a date (20261224) nor a date and time (20261224T150000Z).`);
    const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
    if (!isRealDate(year!, month!, day!) || hour! > 23 || minute! > 59 || second! > 60)
      throw new ICalError(`${what} "${written}" is not a real date${match[4] === undefined ? "" : " and time"}.`);
  }
}

/** How a property's times are read: all-day, UTC, floating or in a zone. */
interface TimeForm {
  utc: boolean;
  tzid: string | null;
}

function formOf(property: ICAL.Property): TimeForm {
  const tzid = property.getParameter("tzid");
  const first = property.jCal[3];
  return {
    utc: typeof first === "string" && first.endsWith("Z"),
    tzid: typeof tzid === "string" && tzid ? tzid : null,
  };
}

function timeOf(time: ICAL.Time, form: TimeForm, zones: FeedZones): ICalTime {
  if (time.isDate) return { kind: "date", date: wallDateOf(time) };
  const dateTime = wallDateTimeOf(time);
  if (form.utc) return { kind: "instant", at: new Date(`${dateTime}Z`) };
  if (form.tzid === null) return { kind: "local", dateTime, timeZone: null };
  const zone = zones.resolve(form.tzid);
  if ("iana" in zone) return { kind: "local", dateTime, timeZone: zone.iana };
  const zoned = ICAL.Time.fromData(
    {
      year: time.year,
      month: time.month,
      day: time.day,
      hour: time.hour,
      minute: time.minute,
      second: time.second,
      isDate: false,
    },
    zone.described,
  );
  return { kind: "instant", at: new Date(zoned.toUnixTime() * 1000) };
}

/** What makes two starts the same occurrence (EXDATE and RECURRENCE-ID against the expanded ones). */
function occurrenceKey(time: ICalTime): string {
  if (time.kind === "date") return `date:${time.date}`;
  if (time.kind === "instant") return `at:${time.at.getTime()}`;
  if (time.timeZone === null) return `wall:${time.dateTime}`;
  return `at:${instantOfLocal(time.dateTime, time.timeZone).getTime()}`;
}

// ---- Events -----------------------------------------------------------------------------------------------

interface ReadEvent {
  uid: string;
  summary: string;
  cancelled: boolean;
  recurrenceKey: string | null;
  /** RECURRENCE-ID as written on its own clock ("2027-02-01T14:00:00"), for an override whose series lacks it. */
  recurrenceWritten: string | null;
  start: ICalTime;
  end: ICalTime | null;
  durationSeconds: number | null;
  startTime: ICAL.Time;
  startForm: TimeForm;
  /** DTEND − DTSTART on the wall clock, to place each occurrence's end. */
  span: ICAL.Duration | null;
  endForm: TimeForm | null;
  rule: ICAL.Recur | null;
  extraStarts: ICAL.Time[];
  excluded: Set<string>;
}

function readEvent(block: Block, zones: FeedZones): ReadEvent {
  const component = new ICAL.Component(ICAL.parse(block.lines.join("\r\n")) as unknown[]);
  const uid = String(component.getFirstPropertyValue("uid") ?? "").trim();
  if (!uid) throw new ICalError("It has no UID.");
  const status = String(component.getFirstPropertyValue("status") ?? "")
    .trim()
    .toUpperCase();
  const dtstart = component.getFirstProperty("dtstart");
  if (!dtstart) throw new ICalError("It has no DTSTART.");
  checkWritten(dtstart, "Its DTSTART", rawField(block, "DTSTART"));
  const startForm = formOf(dtstart);
  const startTime = dtstart.getFirstValue() as ICAL.Time;
  const start = withReason("Its DTSTART", () => timeOf(startTime, startForm, zones));
  const dtend = component.getFirstProperty("dtend");
  let end: ICalTime | null = null;
  let span: ICAL.Duration | null = null;
  let endForm: TimeForm | null = null;
  if (dtend) {
    checkWritten(dtend, "Its DTEND", rawField(block, "DTEND"));
    endForm = formOf(dtend);
    const endTime = dtend.getFirstValue() as ICAL.Time;
    end = withReason("Its DTEND", () => timeOf(endTime, endForm!, zones));
    if (end.kind === "date" && start.kind !== "date")
      throw new ICalError("It mixes a date and time start with an all-day end.");
    span = endTime.subtractDate(startTime);
  }
  const duration = component.getFirstPropertyValue("duration");
  let durationSeconds: number | null = null;
  if (!dtend && duration instanceof ICAL.Duration) {
    if (duration.isNegative) throw new ICalError("Its DURATION is negative.");
    durationSeconds = duration.toSeconds();
  }
  const recurrenceId = component.getFirstProperty("recurrence-id");
  let recurrenceKey: string | null = null;
  let recurrenceWritten: string | null = null;
  if (recurrenceId) {
    checkWritten(recurrenceId, "Its RECURRENCE-ID", rawField(block, "RECURRENCE-ID"));
    const form = formOf(recurrenceId);
    const time = recurrenceId.getFirstValue() as ICAL.Time;
    recurrenceKey = withReason("Its RECURRENCE-ID", () => occurrenceKey(timeOf(time, form, zones)));
    recurrenceWritten = time.isDate ? wallDateOf(time) : wallDateTimeOf(time);
  }
  const rule = component.getFirstPropertyValue("rrule");
  const extraStarts = component
    .getAllProperties("rdate")
    .flatMap((property) => property.getValues())
    .filter((value): value is ICAL.Time => value instanceof ICAL.Time);
  const excluded = new Set<string>();
  for (const property of component.getAllProperties("exdate")) {
    checkWritten(property, "Its EXDATE", property.jCal.slice(3).join(","));
    const form = formOf(property);
    for (const value of property.getValues() as ICAL.Time[])
      excluded.add(withReason("Its EXDATE", () => occurrenceKey(timeOf(value, form, zones))));
  }
  return {
    uid,
    summary: String(component.getFirstPropertyValue("summary") ?? "")
      .trim()
      .slice(0, 200),
    cancelled: status === "CANCELLED",
    recurrenceKey,
    recurrenceWritten,
    start,
    end,
    durationSeconds,
    startTime,
    startForm,
    span,
    endForm,
    rule: rule instanceof ICAL.Recur ? rule : null,
    extraStarts,
    excluded,
  };
}

/** Prefixes a zone's fault with the property it came from ("Its DTSTART uses the time zone …"). */
function withReason<T>(what: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ICalError && error.message.startsWith("uses "))
      throw new ICalError(`${what} ${error.message}`);
    throw error;
  }
}

function asEvent(event: ReadEvent, recurrenceId: string | null): ICalEvent {
  return {
    uid: event.uid,
    recurrenceId,
    summary: event.summary,
    start: event.start,
    end: event.end,
    durationSeconds: event.durationSeconds,
  };
}

/**
 * RFC 5545 §3.3.10: with a zoned DTSTART, UNTIL is written in UTC ("UNTIL=20270419T070000Z" for 15:00 in
 * Singapore). ical.js compares UNTIL with the wall-clock occurrences of a zone it does not know as if both were
 * on one clock, which would end a series early east of Greenwich; so UNTIL is moved onto the start's clock.
 */
function untilOnStartClock(rule: ICAL.Recur, form: TimeForm, zones: FeedZones): ICAL.Recur {
  const until = rule.until;
  if (!until || until.isDate || form.utc || form.tzid === null || until.zone?.tzid !== "UTC") return rule;
  const zone = zones.resolve(form.tzid);
  const at = new Date(until.toUnixTime() * 1000);
  let wall: Date;
  if ("iana" in zone) {
    const local = localDateTimeIn(zone.iana, at);
    wall = new Date(`${local.date}T${local.time}Z`);
  } else {
    const local = until.convertToZone(zone.described);
    wall = new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second));
  }
  const moved = rule.clone();
  moved.until = ICAL.Time.fromData({
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    isDate: false,
  });
  return moved;
}

/** A recurring event's occurrences that start on or before `until`, EXDATEs left out, in order. */
function expand(event: ReadEvent, until: string, zones: FeedZones): { key: string; event: ICalEvent }[] {
  const starts = new Map<string, ICAL.Time>();
  const add = (time: ICAL.Time) => {
    // The iterator hands back one Time it moves on each step: keep a copy.
    if (wallDateOf(time) <= until) starts.set(wallDateTimeOf(time), time.clone());
  };
  add(event.startTime);
  if (event.rule) {
    const iterator = untilOnStartClock(event.rule, event.startForm, zones).iterator(event.startTime);
    let steps = 0;
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (wallDateOf(next) > until) break;
      if (++steps > MAX_RECURRENCE_STEPS)
        throw new ICalError(`Its RRULE repeats more than ${formatNumber(MAX_RECURRENCE_STEPS, "en")} times.`);
      add(next);
    }
  }
  for (const extra of event.extraStarts) add(extra);
  const occurrences: { key: string; event: ICalEvent }[] = [];
  for (const time of [...starts.values()].sort((a, b) => a.compare(b))) {
    const start = timeOf(time, event.startForm, zones);
    const key = occurrenceKey(start);
    const onDate = time.isDate ? key : `date:${wallDateOf(time)}`;
    if (event.excluded.has(key) || event.excluded.has(onDate)) continue;
    let end: ICalTime | null = null;
    if (event.span && event.endForm) {
      const endTime = time.clone();
      endTime.addDuration(event.span);
      end = timeOf(endTime, event.endForm, zones);
    }
    const recurrenceId = time.isDate ? wallDateOf(time) : wallDateTimeOf(time);
    occurrences.push({ key, event: { ...asEvent(event, recurrenceId), start, end } });
  }
  return occurrences;
}

/**
 * Reads a calendar's events, recurring ones expanded to the occurrences that start by `until` (the end of the
 * caller's window). Cancelled events and occurrences are left out; an event that cannot be read is skipped
 * with its reason. A document that is not an iCalendar throws an ICalError in words.
 */
export function parseICalendar(text: string, options: { until: string }): ParsedCalendar {
  const blocks = componentBlocks(text);
  const skipped: SkippedEvent[] = [];
  const zones = new FeedZones(
    blocks.flatMap((block) => {
      if (block.name !== "VTIMEZONE") return [];
      try {
        return [new ICAL.Component(ICAL.parse(block.lines.join("\r\n")) as unknown[])];
      } catch {
        // A zone that cannot be read fails only the events that use it (their TZID is then unknown).
        return [];
      }
    }),
  );
  const masters: ReadEvent[] = [];
  const overrides = new Map<string, Map<string, ReadEvent>>();
  for (const block of blocks) {
    if (block.name !== "VEVENT") continue;
    try {
      const event = readEvent(block, zones);
      if (event.recurrenceKey === null) masters.push(event);
      else {
        const byKey = overrides.get(event.uid) ?? new Map<string, ReadEvent>();
        byKey.set(event.recurrenceKey, event);
        overrides.set(event.uid, byKey);
      }
    } catch (error) {
      skipped.push({
        uid: rawField(block, "UID"),
        summary: rawField(block, "SUMMARY").slice(0, 200),
        reason: `The event at line ${block.line} was skipped: ${reasonOf(error)}`,
      });
    }
  }
  const events: ICalEvent[] = [];
  const applied = new Set<ReadEvent>();
  for (const master of masters) {
    if (master.cancelled) {
      // A cancelled series takes its moved occurrences with it.
      for (const override of overrides.get(master.uid)?.values() ?? []) applied.add(override);
      continue;
    }
    const moved = overrides.get(master.uid);
    if (!master.rule && master.extraStarts.length === 0) {
      events.push(asEvent(master, null));
      continue;
    }
    try {
      for (const occurrence of expand(master, options.until, zones)) {
        const override = moved?.get(occurrence.key);
        if (override) applied.add(override);
        if (override?.cancelled) continue;
        events.push(override ? asEvent(override, occurrence.event.recurrenceId) : occurrence.event);
      }
    } catch (error) {
      skipped.push({
        uid: master.uid,
        summary: master.summary,
        reason: `The repeating event was skipped: ${reasonOf(error)}`,
      });
    }
  }
  // An occurrence moved in from outside the series' own dates (or whose series is missing) still blocks nights.
  for (const byKey of overrides.values())
    for (const override of byKey.values())
      if (!applied.has(override) && !override.cancelled) events.push(asEvent(override, override.recurrenceWritten));
  if (events.length > MAX_EVENTS)
    throw new ICalError(`The feed has more than ${formatNumber(MAX_EVENTS, "en")} events.`);
  return { events, skipped };
}

function reasonOf(error: unknown): string {
  if (error instanceof ICalError) return error.message;
  // ical.js says what it could not parse ("invalid frequency", "invalid line"): its words, as a sentence.
  const message = error instanceof Error ? error.message : String(error);
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}${message.endsWith(".") ? "" : "."}`;
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
  const startAt = instantOfEventTime(event.start, propertyZone);
  let endAt: Date;
  if (event.end && event.end.kind !== "date") endAt = instantOfEventTime(event.end, propertyZone);
  else endAt = new Date(startAt.getTime() + (event.durationSeconds ?? 0) * 1000);
  if (endAt < startAt) throw new ICalError(`The event ${event.uid} ends before it starts.`);
  const from = localDateOf(startAt, propertyZone);
  const to = localDateOf(endAt, propertyZone);
  return { from, to: to > from ? to : addDays(from, 1) };
}

function instantOfEventTime(time: Exclude<ICalTime, { kind: "date" }>, propertyZone: string): Date {
  return time.kind === "instant" ? time.at : instantOfLocal(time.dateTime, time.timeZone ?? propertyZone);
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
