/**
 * Reads of the supplier side: the listings table of /dashboard/listings (scoped, filtered, paged, with the
 * next 30 days' occupancy) and one listing for its editor. Every query takes the actor and applies its scope.
 */
import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { mayReviewListings, propertyScopeOf, type Actor } from "@/server/access";
import { z } from "zod";
import type { DbOrTx } from "@/server/db";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import { auditLog, organisations } from "@/server/db/schema";
import { LIVE_STATUSES_SQL } from "../availability";
import { fileUrl } from "../queries";
import {
  country,
  properties,
  propertyPhotos,
  propertyStatus,
  propertyTranslations,
  propertyType,
  unitKind,
} from "../schema";
import { managedByActor } from "../scope";
import { LISTING_STATUSES, type ListingStatus } from "./lifecycle";
import { missingOf } from "./state";
import { sellsUnitsSeparately, type ListingStepId, type MissingItem } from "./steps";
import { todayIn } from "@/lib/dates";

export const LISTINGS_PAGE_SIZE = 20;
/** The occupancy shown on the listings page looks this many days ahead. */
export const OCCUPANCY_DAYS = 30;

export interface ListingsFilters {
  status?: ListingStatus;
  organisationId?: string;
  city?: string;
  /** 1-based. */
  page: number;
}

export interface DashboardListing {
  id: string;
  title: string;
  type: (typeof properties.$inferSelect)["type"];
  status: ListingStatus;
  country: (typeof properties.$inferSelect)["country"];
  city: string;
  currency: string;
  organisationName: string;
  nightlyRateMinor: number | null;
  monthlyRateMinor: number | null;
  hourlyRateMinor: number | null;
  coverPhotoUrl: string | null;
  coverAlt: string;
  units: number;
  reviewNote: string | null;
  submittedAt: Date | null;
  /** Booked share of the next 30 days (nights, or open hours for day rooms), 0–1; null when nothing can be booked. */
  occupancy: number | null;
}

export interface DashboardListingsPage {
  listings: DashboardListing[];
  total: number;
  page: number;
  pageSize: number;
  /** Counts per status within the scope and the organisation/city filters, for the status tabs. */
  statusCounts: Record<ListingStatus, number>;
}

/**
 * A row of the listings table. The rates are bigints, which arrive as numbers (client.ts); submitted_at arrives
 * as PostgreSQL's text, which Date reads; the hours are float8.
 */
const Row = z.object({
  id: sqlTypes.uuid,
  title: sqlTypes.text,
  type: z.enum(propertyType.enumValues),
  status: z.enum(propertyStatus.enumValues),
  country: z.enum(country.enumValues),
  city: sqlTypes.text,
  currency: sqlTypes.text,
  organisation_name: sqlTypes.text,
  nightly_rate_minor: sqlTypes.bigint.nullable(),
  monthly_rate_minor: sqlTypes.bigint.nullable(),
  hourly_rate_minor: sqlTypes.bigint.nullable(),
  cover_key: sqlTypes.text.nullable(),
  cover_alt: sqlTypes.text.nullable(),
  units: sqlTypes.int,
  review_note: sqlTypes.text.nullable(),
  submitted_at: sqlTypes.timestamp.nullable(),
  booked_nights: sqlTypes.int,
  booked_hours: z.number(),
  open_hours: z.number().nullable(),
});
type Row = z.infer<typeof Row>;

function filtersSql(actor: Actor, filters: Omit<ListingsFilters, "page" | "status">): SQL {
  const conditions: SQL[] = [managedByActor(actor, "p")];
  if (filters.organisationId) conditions.push(sql`p.organisation_id = ${filters.organisationId}::uuid`);
  if (filters.city) conditions.push(sql`lower(p.city) = lower(${filters.city})`);
  return sql.join(conditions, sql` and `);
}

/**
 * How many listings wait for the actor's review (`in_review`, for whoever reviews: `mayReviewListings`) among
 * those `dashboardListings` shows, as a scalar SQL expression for the menu's count.
 */
export function listingsInReviewSql(actor: Actor): SQL {
  if (!mayReviewListings(actor)) return sql`0`;
  return sql`(select count(*)::int from properties p where ${managedByActor(actor, "p")} and p.status = 'in_review')`;
}

/** The properties in the actor's scope, a page at a time, drafts and listings awaiting review first. */
export async function dashboardListings(
  db: DbOrTx,
  options: { actor: Actor; filters: ListingsFilters },
): Promise<DashboardListingsPage> {
  const { actor, filters } = options;
  const base = filtersSql(actor, filters);
  const where = filters.status ? sql`${base} and p.status = ${filters.status}` : base;
  const offset = (Math.max(1, filters.page) - 1) * LISTINGS_PAGE_SIZE;

  const [rows, counts] = await Promise.all([
    rowsOf(
      db,
      Row,
      sql`
      select p.id, p.title, p.type, p.status, p.country, p.city, p.currency, o.name as organisation_name,
        p.nightly_rate_minor, p.monthly_rate_minor, p.hourly_rate_minor, p.review_note, p.submitted_at,
        cover.storage_key as cover_key, cover.alt as cover_alt,
        (select count(*)::int from units u where u.property_id = p.id and u.archived_at is null) as units,
        occupancy.booked_nights, occupancy.booked_hours,
        (extract(epoch from (p.closing_time - p.opening_time)) / 3600)::float8 as open_hours
      from properties p
      join organisations o on o.id = p.organisation_id
      left join lateral (
        select photo.storage_key, photo.alt from property_photos photo
        where photo.property_id = p.id order by photo.is_cover desc, photo.sort_order, photo.id limit 1
      ) cover on true
      left join lateral (
        -- Live bookings over the next 30 days, counted from today in the property's own time zone.
        select
          coalesce(sum(greatest(0, least(b.check_out, today.day + ${OCCUPANCY_DAYS}::int) - greatest(b.check_in, today.day)))
            filter (where b.stay_mode <> 'hourly'), 0)::int as booked_nights,
          coalesce(sum(extract(epoch from (least(b.ends_at, now() + make_interval(days => ${OCCUPANCY_DAYS}::int)) - greatest(b.starts_at, now()))) / 3600)
            filter (where b.stay_mode = 'hourly' and b.ends_at > now()), 0)::float8 as booked_hours
        from (select (now() at time zone p.time_zone)::date as day) today
        left join bookings b on b.property_id = p.id and b.status in (${LIVE_STATUSES_SQL})
          and b.check_out > today.day and b.check_in < today.day + ${OCCUPANCY_DAYS}::int
      ) occupancy on true
      where ${where}
      order by case p.status when 'in_review' then 0 when 'draft' then 1 when 'listed' then 2 else 3 end, p.updated_at desc, p.id
      limit ${LISTINGS_PAGE_SIZE} offset ${offset}
    `,
    ),
    rowsOf(
      db,
      z.object({ status: z.enum(propertyStatus.enumValues), count: sqlTypes.int }),
      sql`
      select p.status, count(*)::int as count from properties p where ${base} group by p.status
    `,
    ),
  ]);

  const statusCounts = Object.fromEntries(LISTING_STATUSES.map((status) => [status, 0])) as Record<
    ListingStatus,
    number
  >;
  for (const row of counts) statusCounts[row.status] = row.count;
  const total = filters.status
    ? statusCounts[filters.status]
    : Object.values(statusCounts).reduce((sum, count) => sum + count, 0);

  return {
    listings: rows.map((row) => ({
      id: row.id,
      title: row.title,
      type: row.type,
      status: row.status,
      country: row.country,
      city: row.city,
      currency: row.currency,
      organisationName: row.organisation_name,
      nightlyRateMinor: row.nightly_rate_minor,
      monthlyRateMinor: row.monthly_rate_minor,
      hourlyRateMinor: row.hourly_rate_minor,
      coverPhotoUrl: row.cover_key ? fileUrl(row.cover_key) : null,
      coverAlt: row.cover_alt ?? "",
      units: row.units,
      reviewNote: row.review_note,
      submittedAt: row.submitted_at ? new Date(row.submitted_at) : null,
      occupancy: occupancyOf(row),
    })),
    total,
    page: Math.max(1, filters.page),
    pageSize: LISTINGS_PAGE_SIZE,
    statusCounts,
  };
}

function occupancyOf(row: Row): number | null {
  if (row.units === 0) return null;
  if (row.type === "day_room") {
    if (!row.open_hours || row.open_hours <= 0) return null;
    return Math.min(1, row.booked_hours / (row.units * row.open_hours * OCCUPANCY_DAYS));
  }
  return Math.min(1, row.booked_nights / (row.units * OCCUPANCY_DAYS));
}

/** The choices of the staff filters: organisations and cities that have properties. */
export async function listingFilterChoices(db: DbOrTx, scope: { actor: Actor }) {
  if (propertyScopeOf(scope.actor).kind !== "all") return { organisations: [], cities: [] };
  const [orgRows, cityRows] = await Promise.all([
    db
      .selectDistinct({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .innerJoin(properties, eq(properties.organisationId, organisations.id))
      .orderBy(asc(organisations.name)),
    db
      .selectDistinct({ city: properties.city })
      .from(properties)
      .where(ne(properties.city, ""))
      .orderBy(asc(properties.city)),
  ]);
  return { organisations: orgRows, cities: cityRows.map((row) => row.city) };
}

/** The supplier organisations staff may create a listing for. */
export async function supplierOrganisations(db: DbOrTx, scope: { actor: Actor }) {
  if (propertyScopeOf(scope.actor).kind !== "all") return [];
  return db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.enabled, true), inArray(organisations.kind, ["property_owner", "third_party_host"])))
    .orderBy(asc(organisations.name));
}

/** A step is `todo` until saved once, then `done`, or `missing` while it lacks something review needs. */
export type StepState = "done" | "todo" | "missing";

export interface ListingForEditor {
  property: typeof properties.$inferSelect;
  organisationName: string;
  /** The units on sale, in order; `bookings` counts every booking on record, past ones and cancelled ones included. */
  units: {
    id: string;
    name: string;
    kind: "entire_place" | "room" | "bed";
    upcomingBookings: number;
    bookings: number;
  }[];
  /** Units taken off sale that keep their past bookings (`archiveUnit`), newest first; `restoreUnit` brings one back. */
  archivedUnits: { id: string; name: string; archivedOn: string }[];
  photos: { id: string; url: string; alt: string; width: number; height: number; isCover: boolean }[];
  missing: MissingItem[];
  steps: Record<ListingStepId, StepState>;
  /** The title and description in other languages, one per language the supplier wrote (Basics step). */
  translations: { locale: string; title: string; description: string }[];
}

/** Actions whose success means a step was saved at least once (read from the audit log). */
const STEP_OF_ACTION: Record<string, ListingStepId | "input"> = {
  createListing: "basics",
  updateListing: "input",
  saveListingUnits: "units",
  uploadListingPhoto: "photos",
  arrangeListingPhotos: "photos",
  submitListing: "review",
};

/** One listing with its units, photos and the state of each step; null outside the actor's scope. */
export async function listingForEditor(
  db: DbOrTx,
  options: { actor: Actor; propertyId: string },
): Promise<ListingForEditor | null> {
  if (!/^[0-9a-f-]{36}$/i.test(options.propertyId)) return null;
  const [found] = await db
    .select({ property: properties, organisationName: organisations.name })
    .from(properties)
    .innerJoin(organisations, eq(organisations.id, properties.organisationId))
    .where(and(eq(properties.id, options.propertyId), managedByActor(options.actor)));
  if (!found) return null;
  const { property } = found;

  const [unitRows, photoRows, missing, savedRows, translations] = await Promise.all([
    rowsOf(
      db,
      z.object({
        id: sqlTypes.uuid,
        name: sqlTypes.text,
        kind: z.enum(unitKind.enumValues),
        upcoming: sqlTypes.int,
        bookings: sqlTypes.int,
        archived_on: sqlTypes.date.nullable(),
      }),
      sql`
      select u.id, u.name, u.kind,
        (select count(*)::int from bookings b where b.unit_id = u.id and b.status in (${LIVE_STATUSES_SQL})
          and b.check_out >= ${todayIn(property.timeZone)}::date) as upcoming,
        (select count(*)::int from bookings b where b.unit_id = u.id) as bookings,
        to_char(u.archived_at at time zone ${property.timeZone}, 'YYYY-MM-DD') as archived_on
      from units u where u.property_id = ${property.id}::uuid order by u.archived_at desc nulls first, u.sort_order, u.id`,
    ),
    db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, property.id))
      .orderBy(asc(propertyPhotos.sortOrder), asc(propertyPhotos.id)),
    missingOf(db, property),
    db
      .selectDistinct({ action: auditLog.action, step: sql<string | null>`${auditLog.input}->>'step'` })
      .from(auditLog)
      .where(and(eq(auditLog.entity, `property:${property.id}`), eq(auditLog.outcome, "ok"))),
    db
      .select({
        locale: propertyTranslations.locale,
        title: propertyTranslations.title,
        description: propertyTranslations.description,
      })
      .from(propertyTranslations)
      .where(eq(propertyTranslations.propertyId, property.id)),
  ]);

  const saved = new Set<ListingStepId>();
  for (const row of savedRows) {
    const step = STEP_OF_ACTION[row.action];
    if (step === "input") {
      if (row.step) saved.add(row.step as ListingStepId);
    } else if (step) saved.add(step);
  }
  // An entire place has nothing to decide about its single unit.
  if (!sellsUnitsSeparately(property.type)) saved.add("units");
  const submittedOnce = property.status !== "draft" || property.submittedAt !== null;
  const steps = {} as Record<ListingStepId, StepState>;
  for (const step of ["basics", "location", "space", "units", "photos", "prices", "rules"] as const) {
    // A step not yet saved is still to do; once saved, it is done or it lacks something.
    if (!saved.has(step) && !submittedOnce) steps[step] = "todo";
    else steps[step] = missing.some((item) => item.step === step) ? "missing" : "done";
  }
  steps.review = property.status === "draft" ? (missing.length === 0 ? "todo" : "missing") : "done";

  return {
    property,
    organisationName: found.organisationName,
    units: unitRows
      .filter((row) => row.archived_on === null)
      .map((row) => ({
        id: row.id,
        name: row.name,
        kind: row.kind,
        upcomingBookings: row.upcoming,
        bookings: row.bookings,
      })),
    archivedUnits: unitRows.flatMap((row) =>
      row.archived_on === null ? [] : [{ id: row.id, name: row.name, archivedOn: row.archived_on }],
    ),
    photos: photoRows.map((photo) => ({
      id: photo.id,
      url: fileUrl(photo.storageKey),
      alt: photo.alt,
      width: photo.width,
      height: photo.height,
      isCover: photo.isCover,
    })),
    missing,
    steps,
    translations,
  };
}
