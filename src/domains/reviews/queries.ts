import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { deskScopeSql } from "@/domains/bookings";
import { mayModerateReviews, propertyScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { reviewDaysLeft, reviewWindowOpen } from "./rules";
import type { SubRatingKey } from "./inputs";
import { reviewSide } from "./schema";
import { utcDayOf } from "@/lib/dates";

// Timestamps arrive as PostgreSQL's text (server/db/rows.ts), the dates cast to text; the averages are float8.
const StayToReviewRow = z.object({
  id: sqlTypes.uuid,
  reference: sqlTypes.text,
  guest_name: sqlTypes.text,
  property_name: sqlTypes.text,
  check_out: sqlTypes.date,
  completed_at: sqlTypes.timestamp,
});
const TotalRow = z.object({ total: sqlTypes.int });
const DashboardReviewRow = z.object({
  id: sqlTypes.uuid,
  side: z.enum(reviewSide.enumValues),
  property_name: sqlTypes.text,
  reference: sqlTypes.text.nullable(),
  author_name: sqlTypes.text,
  rating: sqlTypes.int,
  comment: sqlTypes.text,
  created_at: sqlTypes.timestamp,
  published_at: sqlTypes.timestamp.nullable(),
  reply: sqlTypes.text.nullable(),
  hidden_reason: sqlTypes.text.nullable(),
  reviewer: sqlTypes.boolean,
});
const GuestReviewStateRow = z.object({
  id: sqlTypes.uuid,
  reference: sqlTypes.text,
  status: sqlTypes.text,
  completed_at: sqlTypes.timestamp,
  written: sqlTypes.boolean,
  published: sqlTypes.boolean,
});
const ReviewSummaryRow = z.object({
  count: sqlTypes.int,
  average: z.number().nullable(),
  cleanliness: z.number().nullable(),
  accuracy: z.number().nullable(),
  location: z.number().nullable(),
  value: z.number().nullable(),
  communication: z.number().nullable(),
});
const ProductReviewRow = z.object({
  id: sqlTypes.uuid,
  author_name: sqlTypes.text,
  rating: sqlTypes.int,
  comment: sqlTypes.text,
  published_at: sqlTypes.timestamp,
  reply: sqlTypes.text.nullable(),
  replied_at: sqlTypes.timestamp.nullable(),
});

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * The properties whose guests an actor reviews, as a condition on `properties p`: the same people as
 * `reviewSideOf`'s supplier side (their organisation's unmanaged places; operations and special users the managed
 * ones). Staff and operators moderate and write none: `false`.
 */
export function reviewerScopeSql(actor: Actor): SQL {
  const scope = propertyScopeOf(actor);
  if (scope.kind === "organisation") return sql`(p.organisation_id = ${scope.organisationId}::uuid and not p.managed)`;
  if (scope.kind === "managed") return sql`p.managed`;
  return sql`false`;
}

/** Completed stays whose guest the actor has not reviewed yet, within the 14 days and before publication. */
const waitingForSupplierSql = (actor: Actor, now: Date) => sql`
  b.status = 'completed' and ${reviewerScopeSql(actor)}
  and b.status_changed_at + make_interval(days => 14) > ${now.toISOString()}::timestamptz
  and not exists (select 1 from reviews r where r.booking_id = b.id
    and (r.side = 'supplier' or r.published_at is not null))`;

/** The dashboard menu's count of stays waiting for the actor's review (domains/dashboard-waiting.ts). */
export function waitingGuestReviewsSql(actor: Actor): SQL {
  return sql`(select count(*)::int from bookings b join properties p on p.id = b.property_id
    where ${waitingForSupplierSql(actor, new Date())})`;
}

export interface StayToReview {
  bookingId: string;
  reference: string;
  guestName: string;
  propertyName: string;
  checkOut: string;
  daysLeft: number;
}

/** The stays waiting for the supplier's review of their guest, the ones whose days run out first on top. */
export async function staysToReview(db: DbOrTx, scope: { actor: Actor; now: Date }): Promise<StayToReview[]> {
  const rows = await rowsOf(
    db,
    StayToReviewRow,
    sql`
    select b.id, b.reference, b.guest_name, p.title as property_name, b.check_out::text, b.status_changed_at as completed_at
    from bookings b join properties p on p.id = b.property_id
    where ${waitingForSupplierSql(scope.actor, scope.now)}
    order by b.status_changed_at, b.reference
    limit 200`,
  );
  return rows.map((row) => ({
    bookingId: row.id,
    reference: row.reference,
    guestName: row.guest_name,
    propertyName: row.property_name,
    checkOut: row.check_out,
    daysLeft: reviewDaysLeft(toDate(row.completed_at), scope.now),
  }));
}

export interface DashboardReview {
  id: string;
  side: "guest" | "supplier";
  propertyName: string;
  reference: string | null;
  authorName: string;
  rating: number;
  comment: string;
  writtenAt: string;
  publishedAt: string | null;
  reply: string | null;
  hiddenReason: string | null;
  mayReply: boolean;
  mayHide: boolean;
}

export const DASHBOARD_REVIEWS_PAGE_SIZE = 25;

/** The reviews of the places in the actor's scope, newest first, with what the actor may do to each. */
export async function dashboardReviews(
  db: DbOrTx,
  scope: { actor: Actor; page: number },
): Promise<{ rows: DashboardReview[]; total: number; pages: number; page: number }> {
  // The dashboard reads the reviews of the properties the viewer may see: the desks' property scope (staff all).
  const where = sql`${deskScopeSql(scope.actor)} and r.booking_id is not null`;
  const { total } = await rowOf(
    db,
    TotalRow,
    sql`select count(*)::int as total from reviews r
      join properties p on p.id = r.property_id where ${where}`,
  );
  const pages = Math.max(1, Math.ceil(total / DASHBOARD_REVIEWS_PAGE_SIZE));
  const page = Math.min(Math.max(1, scope.page), pages);
  const result = await rowsOf(
    db,
    DashboardReviewRow,
    sql`
    select r.id, r.side, p.title as property_name, b.reference, r.author_name, r.rating, r.comment, r.created_at,
      r.published_at, r.reply, r.hidden_reason, ${reviewerScopeSql(scope.actor)} as reviewer
    from reviews r join properties p on p.id = r.property_id left join bookings b on b.id = r.booking_id
    where ${where}
    order by r.created_at desc, r.id
    limit ${DASHBOARD_REVIEWS_PAGE_SIZE} offset ${(page - 1) * DASHBOARD_REVIEWS_PAGE_SIZE}`,
  );
  const moderator = mayModerateReviews(scope.actor);
  return {
    total,
    pages,
    page,
    rows: result.map((row) => ({
      id: row.id,
      side: row.side,
      propertyName: row.property_name,
      reference: row.reference,
      authorName: row.author_name,
      rating: row.rating,
      comment: row.comment,
      writtenAt: utcDayOf(toDate(row.created_at)),
      publishedAt: row.published_at ? utcDayOf(toDate(row.published_at)) : null,
      reply: row.reply,
      hiddenReason: row.hidden_reason,
      mayReply: row.reviewer && row.side === "guest" && row.published_at !== null && row.reply === null,
      mayHide: moderator && row.hidden_reason === null,
    })),
  };
}

export interface GuestReviewState {
  bookingId: string;
  /** The guest may write their review now (completed, within 14 days, not written, nothing published). */
  canReview: boolean;
  written: boolean;
  published: boolean;
  daysLeft: number;
}

/** For the guest's own completed bookings among `references`: whether each waits for their review. */
export async function guestReviewStates(
  db: DbOrTx,
  scope: { actor: Actor; references: string[]; now: Date },
): Promise<Map<string, GuestReviewState>> {
  const states = new Map<string, GuestReviewState>();
  if (scope.actor.kind !== "user" || scope.references.length === 0) return states;
  const result = await rowsOf(
    db,
    GuestReviewStateRow,
    sql`
    select b.id, b.reference, b.status, b.status_changed_at as completed_at,
      exists (select 1 from reviews r where r.booking_id = b.id and r.side = 'guest') as written,
      exists (select 1 from reviews r where r.booking_id = b.id and r.published_at is not null) as published
    from bookings b
    where b.guest_user_id = ${scope.actor.userId} and b.status = 'completed'
      and b.reference in (${sql.join(
        scope.references.map((reference) => sql`${reference}`),
        sql`, `,
      )})`,
  );
  for (const row of result) {
    const completedAt = toDate(row.completed_at);
    const open = reviewWindowOpen({ status: row.status, completedAt }, scope.now);
    states.set(row.reference, {
      bookingId: row.id,
      canReview: open && !row.written && !row.published,
      written: row.written,
      published: row.published,
      daysLeft: reviewDaysLeft(completedAt, scope.now),
    });
  }
  return states;
}

export interface PublicReview {
  id: string;
  authorName: string;
  rating: number;
  comment: string;
  publishedAt: string;
  reply: string | null;
  repliedAt: string | null;
}

export interface PropertyReviews {
  count: number;
  average: number;
  /** Each part's average over the reviews that rate it (older reviews rate only the stay). */
  parts: Record<SubRatingKey, number | null>;
  rows: PublicReview[];
  page: number;
  pages: number;
}

export const PRODUCT_REVIEWS_PAGE_SIZE = 5;

/**
 * What the product page shows: the guests' published reviews that staff have not hidden (the ones the property's
 * kept rating counts), their averages and one page of them, newest first, with the supplier's replies.
 */
export async function propertyReviews(
  db: DbOrTx,
  scope: { propertyId: string; page: number },
): Promise<PropertyReviews> {
  const shown = sql`r.property_id = ${scope.propertyId}::uuid and r.side = 'guest'
    and r.published_at is not null and r.hidden_at is null`;
  const summary = await rowOf(
    db,
    ReviewSummaryRow,
    sql`select count(*)::int as count, avg(r.rating)::float8 as average,
        avg(r.cleanliness)::float8 as cleanliness, avg(r.accuracy)::float8 as accuracy,
        avg(r.location)::float8 as location, avg(r.value)::float8 as value,
        avg(r.communication)::float8 as communication
      from reviews r where ${shown}`,
  );
  const count = summary.count;
  const pages = Math.max(1, Math.ceil(count / PRODUCT_REVIEWS_PAGE_SIZE));
  const page = Math.min(Math.max(1, scope.page), pages);
  const rows = await rowsOf(
    db,
    ProductReviewRow,
    sql`select r.id, r.author_name, r.rating, r.comment, r.published_at, r.reply, r.replied_at
    from reviews r where ${shown}
    order by r.published_at desc, r.id
    limit ${PRODUCT_REVIEWS_PAGE_SIZE} offset ${(page - 1) * PRODUCT_REVIEWS_PAGE_SIZE}`,
  );
  const day = (value: string) => utcDayOf(toDate(value));
  return {
    count,
    average: summary.average ?? 0,
    parts: {
      cleanliness: summary.cleanliness ?? null,
      accuracy: summary.accuracy ?? null,
      location: summary.location ?? null,
      value: summary.value ?? null,
      communication: summary.communication ?? null,
    },
    page,
    pages,
    rows: rows.map((row) => ({
      id: row.id,
      authorName: row.author_name,
      rating: row.rating,
      comment: row.comment,
      publishedAt: day(row.published_at),
      reply: row.reply,
      repliedAt: row.replied_at ? day(row.replied_at) : null,
    })),
  };
}
