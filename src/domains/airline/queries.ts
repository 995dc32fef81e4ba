/**
 * The airline partner's pages: bookings made through its storefront (`bookings.channel`), their revenue
 * and points, and the points ledger. Every query takes the actor and reads only the partner channel of
 * `airlineScopeOf`; the airline sees no guest contact details, only what its members' points need.
 */
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { airlineScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { byLabel, orderBySql, sortableIds, type ListOrder, type ListSort } from "@/server/db/list-order";
import { rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { SOLD as SOLD_STATUSES } from "@/domains/bookings";
import { parseDay } from "@/lib/dates";
import { partnerStatusWords, POINTS_KIND_LABELS } from "./rules";

export const PARTNER_PAGE_SIZE = 50;
export const PARTNER_BOOKING_STATUSES = [
  "held",
  "requested",
  "confirmed",
  "checked_in",
  "completed",
  "declined",
  "expired",
  "cancelled",
  "no_show",
] as const;

export interface PartnerFilters {
  /** Booked on (bookings) or recorded on (points), UTC days, both included. */
  from?: string;
  to?: string;
  status?: (typeof PARTNER_BOOKING_STATUSES)[number];
  member?: string;
  page: number;
}

export function partnerFiltersFrom(params: Record<string, string | string[] | undefined>): PartnerFilters {
  const one = (name: string) => (typeof params[name] === "string" ? (params[name] as string).trim() : undefined);
  // One reader of URL dates (lib/dates.ts): 2026-02-31 is not a day, though Date.parse reads it as 3 March.
  const day = (name: string) => parseDay(one(name));
  const status = one("status");
  const member = one("member")?.replace(/[\s-]/g, "").toUpperCase();
  const page = Number(one("page") ?? "1");
  return {
    from: day("from"),
    to: day("to"),
    status: (PARTNER_BOOKING_STATUSES as readonly string[]).includes(status ?? "")
      ? (status as PartnerFilters["status"])
      : undefined,
    member: member && /^[A-Z0-9]{1,10}$/.test(member) ? member : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function partnerFiltersQuery(filters: Omit<PartnerFilters, "page"> & { page?: number }): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && !(key === "page" && value === 1)) query.set(key, String(value));
  return query.toString();
}

function channelSql(actor: Actor): SQL | null {
  const scope = airlineScopeOf(actor);
  return scope.kind === "none" ? null : sql`b.channel = ${scope.channel}`;
}

const ROOM_REVENUE = sql`(select coalesce(sum((l->>'amountMinor')::bigint), 0) from jsonb_array_elements(b.price_lines) l where l->>'kind' = 'stay')`;
const POINTS = sql`(select coalesce(sum(ap.points), 0) from airline_points ap where ap.booking_id = b.id)`;

function bookingWhere(actor: Actor, filters: Omit<PartnerFilters, "page">): SQL | null {
  const channel = channelSql(actor);
  if (!channel) return null;
  const conditions: SQL[] = [channel];
  if (filters.from) conditions.push(sql`b.created_at >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`b.created_at < ${filters.to}::date + 1`);
  if (filters.status) conditions.push(sql`b.status = ${filters.status}`);
  if (filters.member) conditions.push(sql`b.partner_member_id = ${filters.member}`);
  return sql.join(conditions, sql` and `);
}

export interface PartnerBookingRow {
  reference: string;
  bookedAt: string;
  status: string;
  property: string;
  city: string;
  checkIn: string;
  checkOut: string;
  memberId: string | null;
  currency: string;
  totalMinor: number;
  roomRevenueMinor: number;
  points: number;
}

const BookingSqlRow = z.object({
  reference: sqlTypes.text,
  created_at: sqlTypes.timestamp,
  status: sqlTypes.text,
  title: sqlTypes.text,
  city: sqlTypes.text,
  check_in: sqlTypes.date,
  check_out: sqlTypes.date,
  partner_member_id: sqlTypes.text.nullable(),
  currency: sqlTypes.text,
  total_minor: sqlTypes.bigint,
  // sum() of bigint is numeric, which arrives as text.
  room_revenue: sqlTypes.numeric,
  // sum() of integer points is bigint.
  points: sqlTypes.bigint,
});
type BookingSqlRow = z.infer<typeof BookingSqlRow>;

const BOOKING_COLUMNS = sql`b.reference, b.created_at, b.status, p.title, p.city, b.check_in::text as check_in, b.check_out::text as check_out,
  b.partner_member_id, b.currency, b.total_minor, ${ROOM_REVENUE} as room_revenue, ${POINTS} as points`;

function bookingOf(row: BookingSqlRow): PartnerBookingRow {
  return {
    reference: row.reference,
    bookedAt: new Date(row.created_at).toISOString(),
    status: row.status,
    property: row.title,
    city: row.city,
    checkIn: row.check_in,
    checkOut: row.check_out,
    memberId: row.partner_member_id,
    currency: row.currency,
    totalMinor: row.total_minor,
    roomRevenueMinor: Number(row.room_revenue),
    points: row.points,
  };
}

export interface PartnerBookingList {
  rows: PartnerBookingRow[];
  total: number;
  page: number;
  pages: number;
  /** Revenue of the matching bookings that were sold (confirmed and later), per currency, and their points. */
  revenue: { currency: string; bookings: number; totalMinor: number; roomRevenueMinor: number }[];
  points: number;
}

const SOLD = sql`b.status in (${sql.join(
  SOLD_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

/**
 * The columns a page of partner bookings sorts by in the query (newest booked first without a sort): the stay
 * by check-in then check-out, revenue within a currency, the status by the words the page shows.
 */
const partnerBookingOrder: ListOrder<
  "reference" | "booked" | "stay" | "place" | "status" | "member" | "revenue" | "points"
> = {
  columns: {
    reference: sql`b.reference`,
    booked: sql`b.created_at`,
    stay: [sql`b.check_in`, sql`b.check_out`],
    place: [sql`p.title`, sql`p.city`],
    status: byLabel(
      sql`b.status`,
      Object.fromEntries(PARTNER_BOOKING_STATUSES.map((status) => [status, partnerStatusWords(status)])),
    ),
    member: sql`b.partner_member_id`,
    revenue: [sql`b.currency`, sql`b.total_minor`],
    points: POINTS,
  },
  fallback: sql`b.created_at desc, b.reference`,
  tieBreaker: sql`b.reference`,
};
export const PARTNER_BOOKING_SORTABLE = sortableIds(partnerBookingOrder);

export async function listPartnerBookings(
  db: DbOrTx,
  { actor, filters, sort }: { actor: Actor; filters: PartnerFilters; sort?: ListSort },
): Promise<PartnerBookingList | null> {
  const where = bookingWhere(actor, filters);
  if (!where) return null;
  const [count, revenue, points] = await Promise.all([
    rowOf(db, z.object({ total: sqlTypes.bigint }), sql`select count(*) as total from bookings b where ${where}`),
    rowsOf(
      db,
      // count(*) is bigint; sum() of bigint is numeric (text).
      z.object({ currency: sqlTypes.text, bookings: sqlTypes.bigint, total: sqlTypes.numeric, room: sqlTypes.numeric }),
      sql`select b.currency, count(*) as bookings, sum(b.total_minor) as total, sum(${ROOM_REVENUE}) as room from bookings b where ${where} and ${SOLD} group by b.currency order by b.currency`,
    ),
    rowOf(
      db,
      z.object({ points: sqlTypes.bigint.nullable() }),
      sql`select sum(ap.points) as points from airline_points ap join bookings b on b.id = ap.booking_id where ${where}`,
    ),
  ]);
  const total = count.total;
  const pages = Math.max(1, Math.ceil(total / PARTNER_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const rows = await rowsOf(
    db,
    BookingSqlRow,
    sql`select ${BOOKING_COLUMNS} from bookings b join properties p on p.id = b.property_id where ${where}
      ${orderBySql(partnerBookingOrder, sort)} limit ${PARTNER_PAGE_SIZE} offset ${(page - 1) * PARTNER_PAGE_SIZE}`,
  );
  return {
    rows: rows.map(bookingOf),
    total,
    page,
    pages,
    revenue: revenue.map((row) => ({
      currency: row.currency,
      bookings: row.bookings,
      totalMinor: Number(row.total),
      roomRevenueMinor: Number(row.room),
    })),
    points: points.points ?? 0,
  };
}

export async function exportPartnerBookings(
  db: DbOrTx,
  { actor, filters }: { actor: Actor; filters: Omit<PartnerFilters, "page"> },
): Promise<PartnerBookingRow[] | null> {
  const where = bookingWhere(actor, filters);
  if (!where) return null;
  const rows = await rowsOf(
    db,
    BookingSqlRow,
    sql`select ${BOOKING_COLUMNS} from bookings b join properties p on p.id = b.property_id where ${where} order by b.created_at desc, b.reference limit 100000`,
  );
  return rows.map(bookingOf);
}

export interface PointsRow {
  id: number;
  at: string;
  memberId: string;
  reference: string;
  kind: "earned" | "correction";
  points: number;
  reason: string;
  by: string | null;
}

function pointsWhere(actor: Actor, filters: Omit<PartnerFilters, "page" | "status">): SQL | null {
  const channel = channelSql(actor);
  if (!channel) return null;
  const conditions: SQL[] = [channel];
  if (filters.from) conditions.push(sql`ap.created_at >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`ap.created_at < ${filters.to}::date + 1`);
  if (filters.member) conditions.push(sql`ap.member_id = ${filters.member}`);
  return sql.join(conditions, sql` and `);
}

const PointsSqlRow = z.object({
  id: sqlTypes.bigint,
  created_at: sqlTypes.timestamp,
  member_id: sqlTypes.text,
  reference: sqlTypes.text,
  kind: z.enum(["earned", "correction"]),
  points: sqlTypes.int,
  reason: sqlTypes.text,
  created_by: sqlTypes.text.nullable(),
});
type PointsSqlRow = z.infer<typeof PointsSqlRow>;

const pointsOf = (row: PointsSqlRow): PointsRow => ({
  id: row.id,
  at: new Date(row.created_at).toISOString(),
  memberId: row.member_id,
  reference: row.reference,
  kind: row.kind,
  points: row.points,
  reason: row.reason,
  by: row.created_by,
});

export interface PointsList {
  rows: PointsRow[];
  total: number;
  page: number;
  pages: number;
  earned: number;
  corrected: number;
  members: number;
}

/** The columns a page of points sorts by in the query (newest first without a sort); the kind by its label. */
const pointsOrder: ListOrder<"at" | "member" | "reference" | "kind" | "reason" | "points"> = {
  columns: {
    at: sql`ap.created_at`,
    member: sql`ap.member_id`,
    reference: sql`b.reference`,
    kind: byLabel(sql`ap.kind`, POINTS_KIND_LABELS),
    reason: sql`ap.reason`,
    points: sql`ap.points`,
  },
  fallback: sql`ap.created_at desc, ap.id desc`,
  tieBreaker: sql`ap.id`,
};
export const POINTS_SORTABLE = sortableIds(pointsOrder);

export async function listPoints(
  db: DbOrTx,
  { actor, filters, sort }: { actor: Actor; filters: PartnerFilters; sort?: ListSort },
): Promise<PointsList | null> {
  const where = pointsWhere(actor, filters);
  if (!where) return null;
  const totals = await rowOf(
    db,
    // count() is bigint, and sum() of integer points too.
    z.object({
      total: sqlTypes.bigint,
      earned: sqlTypes.bigint.nullable(),
      corrected: sqlTypes.bigint.nullable(),
      members: sqlTypes.bigint,
    }),
    sql`select count(*) as total, sum(ap.points) filter (where ap.kind = 'earned') as earned, sum(ap.points) filter (where ap.kind = 'correction') as corrected,
      count(distinct ap.member_id) as members from airline_points ap join bookings b on b.id = ap.booking_id where ${where}`,
  );
  const total = totals.total;
  const pages = Math.max(1, Math.ceil(total / PARTNER_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const rows = await rowsOf(
    db,
    PointsSqlRow,
    sql`select ap.id, ap.created_at, ap.member_id, b.reference, ap.kind, ap.points, ap.reason, ap.created_by from airline_points ap join bookings b on b.id = ap.booking_id
      where ${where} ${orderBySql(pointsOrder, sort)} limit ${PARTNER_PAGE_SIZE} offset ${(page - 1) * PARTNER_PAGE_SIZE}`,
  );
  return {
    rows: rows.map(pointsOf),
    total,
    page,
    pages,
    earned: totals.earned ?? 0,
    corrected: totals.corrected ?? 0,
    members: totals.members,
  };
}

/** Every points row matching the filters, oldest first: the reconciliation file. */
export async function exportPoints(
  db: DbOrTx,
  { actor, filters }: { actor: Actor; filters: Omit<PartnerFilters, "page"> },
): Promise<PointsRow[] | null> {
  const where = pointsWhere(actor, filters);
  if (!where) return null;
  const rows = await rowsOf(
    db,
    PointsSqlRow,
    sql`select ap.id, ap.created_at, ap.member_id, b.reference, ap.kind, ap.points, ap.reason, ap.created_by from airline_points ap join bookings b on b.id = ap.booking_id
      where ${where} order by ap.created_at, ap.id limit 200000`,
  );
  return rows.map(pointsOf);
}
