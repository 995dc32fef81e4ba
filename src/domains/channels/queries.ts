import { sql } from "drizzle-orm";
import { z } from "zod";
import { managedByActor } from "@/domains/catalogue";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import { exportPath } from "./exports";
import type { SkippedEvent } from "./ical";
import { channelSyncStatus } from "./schema";

/** A list of dates or ids as one array parameter (drizzle expands a JS array into a row otherwise). */
function pgArray(values: readonly string[]): string {
  return `{${values.join(",")}}`;
}

export const CHANNEL_UNITS_PAGE_SIZE = 20;

export interface ChannelFeedView {
  id: string;
  name: string;
  url: string;
  lastSyncedAt: string | null;
  lastStatus: "ok" | "error" | null;
  lastEventCount: number | null;
  lastError: string;
  blockedNights: number;
  /** The events the last sync that worked left out, with why (the first MAX_REPORTED_SKIPS), and how many in all. */
  skippedEvents: SkippedEvent[];
  skippedCount: number;
  events: { uid: string; summary: string; startsOn: string; endsOn: string }[];
}

export interface ChannelConflictView {
  id: string;
  feedName: string;
  eventSummary: string;
  startsOn: string;
  endsOn: string;
  bookingReference: string;
  bookingStatus: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  detectedAt: string;
  /** Still in the feed at its last sync (a conflict gone from the feed stays until someone resolves it). */
  current: boolean;
}

export interface ChannelUnitView {
  unitId: string;
  unitName: string;
  propertyId: string;
  propertyTitle: string;
  city: string;
  timeZone: string;
  exportPath: string | null;
  feeds: ChannelFeedView[];
  conflicts: ChannelConflictView[];
}

/**
 * How many calendar conflicts wait for the actor (open ones, on the units `channelManagerView` shows), as a
 * scalar SQL expression for the menu's count.
 */
export function openConflictsSql(actor: Actor) {
  return sql`(select count(*)::int from channel_conflicts c join channel_feeds f on f.id = c.feed_id
    join units u on u.id = f.unit_id and u.archived_at is null join properties p on p.id = u.property_id
    where ${managedByActor(actor, "p")} and p.status <> 'draft' and c.resolved_at is null)`;
}

/**
 * The channel manager page: the units in the actor's property scope (suppliers their organisation's, staff
 * all), each with its export URL, its feeds and their last result, and its open conflicts. Units with feeds or
 * conflicts come first.
 */
// The page's units with the window count(*) over ()::int; dates cast to text, timestamps arrive as text.
const ChannelUnitRow = z.object({
  unit_id: sqlTypes.uuid,
  unit_name: sqlTypes.text,
  property_id: sqlTypes.uuid,
  title: sqlTypes.text,
  city: sqlTypes.text,
  time_zone: sqlTypes.text,
  token: sqlTypes.text.nullable(),
  total: sqlTypes.int,
});
const ChannelFeedRow = z.object({
  id: sqlTypes.uuid,
  unit_id: sqlTypes.uuid,
  name: sqlTypes.text,
  url: sqlTypes.text,
  last_synced_at: sqlTypes.timestamp.nullable(),
  last_status: z.enum(channelSyncStatus.enumValues).nullable(),
  last_event_count: sqlTypes.int.nullable(),
  last_error: sqlTypes.text,
  last_skipped_events: z.array(z.object({ uid: z.string(), summary: z.string(), reason: z.string() })),
  last_skipped_count: sqlTypes.int,
  nights: sqlTypes.int,
});
const ChannelEventRow = z.object({
  feed_id: sqlTypes.uuid,
  uid: sqlTypes.text,
  summary: sqlTypes.text,
  starts_on: sqlTypes.date,
  ends_on: sqlTypes.date,
});
const ChannelConflictRow = z.object({
  id: sqlTypes.uuid,
  unit_id: sqlTypes.uuid,
  feed_name: sqlTypes.text,
  summary: sqlTypes.text,
  starts_on: sqlTypes.date,
  ends_on: sqlTypes.date,
  reference: sqlTypes.text,
  status: sqlTypes.text,
  guest_name: sqlTypes.text,
  check_in: sqlTypes.date,
  check_out: sqlTypes.date,
  detected_at: sqlTypes.timestamp,
  current: sqlTypes.boolean,
});

export async function channelManagerView(db: DbOrTx, { actor, page }: { actor: Actor; page: number }) {
  const scope = managedByActor(actor, "p");
  const offset = (page - 1) * CHANNEL_UNITS_PAGE_SIZE;
  const units = await rowsOf(
    db,
    ChannelUnitRow,
    sql`
    select u.id as unit_id, u.name as unit_name, p.id as property_id, p.title, p.city, p.time_zone, x.token,
      count(*) over ()::int as total
    from units u join properties p on p.id = u.property_id and u.archived_at is null
    left join channel_exports x on x.unit_id = u.id
    where ${scope} and p.status <> 'draft'
    order by exists (select 1 from channel_feeds f where f.unit_id = u.id) desc, x.token is null, p.title, u.sort_order, u.id
    limit ${CHANNEL_UNITS_PAGE_SIZE} offset ${offset}`,
  );
  const total = units[0]?.total ?? 0;
  const unitIds = units.map((row) => row.unit_id);
  const [feeds, events, conflicts] = unitIds.length
    ? await Promise.all([
        rowsOf(
          db,
          ChannelFeedRow,
          sql`
          select f.id, f.unit_id, f.name, f.url, f.last_synced_at, f.last_status, f.last_event_count, f.last_error,
            f.last_skipped_events, f.last_skipped_count,
            (select count(*)::int from channel_feed_days d where d.feed_id = f.id
              and d.day >= (now() at time zone p.time_zone)::date) as nights
          from channel_feeds f join units u on u.id = f.unit_id join properties p on p.id = u.property_id where f.unit_id = any(${pgArray(unitIds)}::uuid[]) order by f.created_at, f.id`,
        ),
        rowsOf(
          db,
          ChannelEventRow,
          sql`
          select e.feed_id, e.uid, e.summary, e.starts_on::text, e.ends_on::text
          from channel_feed_events e join channel_feeds f on f.id = e.feed_id
          where f.unit_id = any(${pgArray(unitIds)}::uuid[]) order by e.starts_on, e.uid`,
        ),
        rowsOf(
          db,
          ChannelConflictRow,
          sql`
          select c.id, f.unit_id, f.name as feed_name, c.summary, c.starts_on::text, c.ends_on::text, b.reference, b.status,
            b.guest_name, b.check_in::text, b.check_out::text, c.detected_at,
            exists (select 1 from channel_feed_events e where e.feed_id = c.feed_id and e.uid = c.event_uid) as current
          from channel_conflicts c join channel_feeds f on f.id = c.feed_id join bookings b on b.id = c.booking_id
          where f.unit_id = any(${pgArray(unitIds)}::uuid[]) and c.resolved_at is null
          order by c.starts_on, c.id`,
        ),
      ])
    : [[], [], []];
  const rows: ChannelUnitView[] = units.map((unit) => ({
    unitId: unit.unit_id,
    unitName: unit.unit_name,
    propertyId: unit.property_id,
    propertyTitle: unit.title,
    city: unit.city,
    timeZone: unit.time_zone,
    exportPath: unit.token ? exportPath(unit.token) : null,
    feeds: feeds
      .filter((feed) => feed.unit_id === unit.unit_id)
      .map((feed) => ({
        id: feed.id,
        name: feed.name,
        url: feed.url,
        lastSyncedAt: feed.last_synced_at ? new Date(feed.last_synced_at).toISOString() : null,
        lastStatus: feed.last_status,
        lastEventCount: feed.last_event_count,
        lastError: feed.last_error,
        blockedNights: feed.nights,
        skippedEvents: feed.last_skipped_events,
        skippedCount: feed.last_skipped_count,
        events: events
          .filter((event) => event.feed_id === feed.id)
          .map((event) => ({
            uid: event.uid,
            summary: event.summary,
            startsOn: event.starts_on,
            endsOn: event.ends_on,
          })),
      })),
    conflicts: conflicts
      .filter((conflict) => conflict.unit_id === unit.unit_id)
      .map((conflict) => ({
        id: conflict.id,
        feedName: conflict.feed_name,
        eventSummary: conflict.summary,
        startsOn: conflict.starts_on,
        endsOn: conflict.ends_on,
        bookingReference: conflict.reference,
        bookingStatus: conflict.status,
        guestName: conflict.guest_name,
        checkIn: conflict.check_in,
        checkOut: conflict.check_out,
        detectedAt: new Date(conflict.detected_at).toISOString(),
        current: conflict.current,
      })),
  }));
  return { units: rows, total, page, pages: Math.max(1, Math.ceil(total / CHANNEL_UNITS_PAGE_SIZE)) };
}

export type ChannelManagerData = Awaited<ReturnType<typeof channelManagerView>>;
