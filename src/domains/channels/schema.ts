import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "@/domains/bookings/schema";
import { units } from "@/domains/catalogue/schema";
import { authUsers } from "@/server/db/identity-schema";
import type { SkippedEvent } from "./ical";

/**
 * A unit's iCal export: the secret token of its feed URL (/api/ical/{token}). Revoking deletes the row (the
 * old URL answers 404); regenerating replaces the token.
 */
export const channelExports = pgTable("channel_exports", {
  unitId: uuid("unit_id")
    .primaryKey()
    .references(() => units.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: text("created_by").references(() => authUsers.id, { onDelete: "set null" }),
});

export const channelSyncStatus = pgEnum("channel_sync_status", ["ok", "error"]);

/** An external calendar imported into a unit, with the result of its last sync. */
export const channelFeeds = pgTable(
  "channel_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    /** What the supplier calls it ("Airbnb", "Booking.com"). */
    name: text("name").notNull(),
    url: text("url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").references(() => authUsers.id, { onDelete: "set null" }),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    lastStatus: channelSyncStatus("last_status"),
    /** Events read by the last sync that worked; the nights they block are in channel_feed_days. */
    lastEventCount: integer("last_event_count"),
    /** The last failure in words (empty after a sync that worked). */
    lastError: text("last_error").notNull().default(""),
    /**
     * The events the last sync that worked left out, with the reason in words (an unreadable date, an unknown
     * time zone, a broken RRULE): the rest of the feed applied, and the channel manager lists these under it.
     * The first MAX_REPORTED_SKIPS only; lastSkippedCount counts them all.
     */
    lastSkippedEvents: jsonb("last_skipped_events").$type<SkippedEvent[]>().notNull().default([]),
    lastSkippedCount: integer("last_skipped_count").notNull().default(0),
  },
  (t) => [index("channel_feeds_unit_idx").on(t.unitId), unique("channel_feeds_unit_url").on(t.unitId, t.url)],
);

/** The events of a feed's last good sync (what the page lists), replaced whole on each sync. */
export const channelFeedEvents = pgTable(
  "channel_feed_events",
  {
    feedId: uuid("feed_id")
      .notNull()
      .references(() => channelFeeds.id, { onDelete: "cascade" }),
    uid: text("uid").notNull(),
    summary: text("summary").notNull().default(""),
    /** Nights blocked in the property's time zone: [startsOn, endsOn). */
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.feedId, t.uid] }),
    check("channel_feed_events_ordered", sql`${t.endsOn} > ${t.startsOn}`),
  ],
);

/**
 * The nights a feed closed in the rate calendar (calendar_days, reason external_channel). A sync compares them
 * with the feed's new nights: nights no longer in the feed (nor in another feed of the unit) open again.
 */
export const channelFeedDays = pgTable(
  "channel_feed_days",
  {
    feedId: uuid("feed_id")
      .notNull()
      .references(() => channelFeeds.id, { onDelete: "cascade" }),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => units.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.day] }), index("channel_feed_days_unit_idx").on(t.unitId, t.day)],
);

/**
 * An imported event over a live booking of ours: both sites sold the same nights. The booking stays; a person
 * decides (cancels one of the two) and marks the conflict resolved. One row per feed, event and booking.
 */
export const channelConflicts = pgTable(
  "channel_conflicts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    feedId: uuid("feed_id")
      .notNull()
      .references(() => channelFeeds.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    eventUid: text("event_uid").notNull(),
    summary: text("summary").notNull().default(""),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    detectedAt: timestamp("detected_at", { withTimezone: true }).notNull().defaultNow(),
    /** Seen again by the latest sync (a conflict that is gone from the feed stays listed until resolved). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => authUsers.id, { onDelete: "set null" }),
    resolution: text("resolution").notNull().default(""),
  },
  (t) => [
    unique("channel_conflicts_once").on(t.feedId, t.eventUid, t.bookingId),
    index("channel_conflicts_open_idx")
      .on(t.feedId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
