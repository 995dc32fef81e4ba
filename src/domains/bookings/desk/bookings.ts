/**
 * The operations desk's booking lists (`/dashboard/managedBookings`, `/dashboard/unmanagedBookings`): the
 * bookings of managed (or unmanaged) properties in the viewer's property scope, filtered as the URL says,
 * soonest check-in first, a page at a time, each with the desk actions the viewer may take on it now.
 */
import { sql, type SQL } from "drizzle-orm";
import { bookingRoleOf, PERMISSIONS, type Actor } from "@/server/access";
import { z } from "zod";
import type { DbOrTx } from "@/server/db";
import { rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { byLabel, orderBySql, sortableIds, type ListOrder, type ListSort } from "@/server/db/list-order";
import { BOOKING_STATUS_LABELS } from "../labels";
import { bookingChannel, bookingStatus, stayMode } from "../schema";
import type { BookingStatus } from "../queries";
import { DESK_CHANNEL_LABELS, type DeskChannel, type DeskFilters } from "./filters";
import { deskActionsFor, type DeskAction } from "./rules";
import { deskScopeSql, localToday } from "./scope";

export const DESK_PAGE_SIZE = 50;

export type PaymentState =
  | "none"
  | "transfer_waiting"
  | "pending"
  | "awaiting_confirmation"
  | "authorised"
  | "paid"
  | "partly_refunded"
  | "refunded"
  | "declined"
  | "released";

/** Where a booking's latest payment stands, in the desk's words. */
export function paymentStateOf(
  payment: { provider: string; status: string; capturedMinor: number; refundedMinor: number } | null,
): PaymentState {
  if (!payment) return "none";
  switch (payment.status) {
    case "pending":
      return payment.provider === "bank_transfer" ? "transfer_waiting" : "pending";
    case "requires_action":
      return "awaiting_confirmation";
    case "authorised":
      return "authorised";
    case "captured":
      if (payment.refundedMinor <= 0) return "paid";
      return payment.refundedMinor >= payment.capturedMinor ? "refunded" : "partly_refunded";
    case "failed":
      return "declined";
    default:
      return "released";
  }
}

/** One stay as the desk shows it, with the actions the viewer may take on it now. */
export interface DeskStay {
  reference: string;
  guestName: string;
  guestCount: number;
  /** Each child's age; the rest of `guestCount` are adults (docs/OCCUPANCY.md). */
  childrenAges: number[];
  status: BookingStatus;
  stayMode: "nightly" | "monthly" | "hourly";
  checkIn: string;
  checkOut: string;
  /** Hourly stays: start and end as "HH:MM" in the property's time zone. */
  hours: { start: string; end: string } | null;
  channel: DeskChannel;
  currency: string;
  totalMinor: number;
  /**
   * A stay sold with a deposit (docs/DEPOSITS.md): the balance left after it, the day it is due (the property's) and
   * whether it is paid. Null for a stay paid in full.
   */
  balance: { minor: number; dueOn: string; paid: boolean } | null;
  payment: PaymentState;
  property: { id: string; title: string; city: string };
  unit: { id: string; name: string };
  /** Today where the property is. */
  today: string;
  actions: DeskAction[];
}

/**
 * A row of `staySelect`. The money columns are bigints, which arrive as numbers (client.ts); the days come
 * through `::text`, and the payment's provider and status as text (`LATEST_PAYMENT`).
 */
export const StayRow = z.object({
  reference: sqlTypes.text,
  guest_name: sqlTypes.text,
  guest_count: sqlTypes.int,
  children_ages: z.array(z.number()),
  guest_user_id: sqlTypes.text.nullable(),
  status: z.enum(bookingStatus.enumValues),
  stay_mode: z.enum(stayMode.enumValues),
  check_in: sqlTypes.date,
  check_out: sqlTypes.date,
  start_time: sqlTypes.text.nullable(),
  end_time: sqlTypes.text.nullable(),
  channel: z.enum(bookingChannel.enumValues),
  currency: sqlTypes.text,
  total_minor: sqlTypes.bigint,
  balance_minor: sqlTypes.bigint,
  balance_due_on: sqlTypes.date.nullable(),
  balance_paid: sqlTypes.boolean,
  property_id: sqlTypes.uuid,
  title: sqlTypes.text,
  city: sqlTypes.text,
  organisation_id: sqlTypes.uuid,
  managed: sqlTypes.boolean,
  unit_id: sqlTypes.uuid,
  unit_name: sqlTypes.text,
  today: sqlTypes.date,
  pay_provider: sqlTypes.text.nullable(),
  pay_status: sqlTypes.text.nullable(),
  pay_captured: sqlTypes.bigint.nullable(),
  pay_refunded: sqlTypes.bigint.nullable(),
});
export type StayRow = z.infer<typeof StayRow>;

/** The columns of a desk stay, over `bookings b`, `properties p`, `units u` and the latest payment `pay`. */
export function staySelect(now: Date): SQL {
  return sql`b.reference, b.guest_name, b.guest_count, b.children_ages, b.guest_user_id, b.status, b.stay_mode,
    b.check_in::text as check_in, b.check_out::text as check_out,
    to_char(b.starts_at at time zone p.time_zone, 'HH24:MI') as start_time,
    to_char(b.ends_at at time zone p.time_zone, 'HH24:MI') as end_time,
    b.channel, b.currency, b.total_minor,
    b.balance_minor, b.balance_due_on::text as balance_due_on, b.balance_paid_at is not null as balance_paid,
    p.id as property_id, p.title, p.city, p.organisation_id, p.managed, u.id as unit_id, u.name as unit_name,
    ${localToday(now)}::text as today,
    pay.provider as pay_provider, pay.status as pay_status, pay.captured_minor as pay_captured, pay.refunded_minor as pay_refunded`;
}

/** The latest payment of booking `b`, as `pay`. */
export const LATEST_PAYMENT = sql`left join lateral (
    select provider::text, status::text, captured_minor, refunded_minor from payments
    where payments.payable_kind = 'booking' and payments.payable_id = b.id order by created_at desc limit 1
  ) pay on true`;

export function toDeskStay(row: StayRow, actor: Actor): DeskStay {
  const payment = row.pay_status
    ? paymentStateOf({
        provider: row.pay_provider ?? "",
        status: row.pay_status,
        capturedMinor: row.pay_captured ?? 0,
        refundedMinor: row.pay_refunded ?? 0,
      })
    : "none";
  const role = bookingRoleOf(
    actor,
    { guestUserId: row.guest_user_id },
    { organisationId: row.organisation_id, managed: row.managed },
  );
  return {
    reference: row.reference,
    guestName: row.guest_name,
    guestCount: row.guest_count,
    childrenAges: row.children_ages,
    status: row.status,
    stayMode: row.stay_mode,
    checkIn: row.check_in,
    checkOut: row.check_out,
    hours: row.start_time && row.end_time ? { start: row.start_time, end: row.end_time } : null,
    channel: row.channel,
    currency: row.currency,
    totalMinor: row.total_minor,
    balance:
      row.balance_minor > 0 && row.balance_due_on
        ? { minor: row.balance_minor, dueOn: row.balance_due_on, paid: row.balance_paid }
        : null,
    payment,
    property: { id: row.property_id, title: row.title, city: row.city },
    unit: { id: row.unit_id, name: row.unit_name },
    today: row.today,
    actions: deskActionsFor(
      { status: row.status, checkIn: row.check_in },
      {
        today: row.today,
        role,
        mayMarkTransfers: PERMISSIONS.staff(actor),
        transferWaiting: payment === "transfer_waiting",
      },
    ),
  };
}

/** Which desk: the bookings of managed properties, or of the others. */
export type DeskKind = "managed" | "unmanaged";

function deskConditions(actor: Actor, desk: DeskKind, filters: Omit<DeskFilters, "page">, now: Date): SQL {
  const conditions: SQL[] = [deskScopeSql(actor), desk === "managed" ? sql`p.managed` : sql`not p.managed`];
  if (filters.from) conditions.push(sql`b.check_out > ${filters.from}::date`);
  if (filters.to) conditions.push(sql`b.check_in <= ${filters.to}::date`);
  if (!filters.from && !filters.to) conditions.push(sql`b.check_out > ${localToday(now)}`);
  if (filters.status) conditions.push(sql`b.status = ${filters.status}`);
  if (filters.channel) conditions.push(sql`b.channel = ${filters.channel}`);
  if (filters.propertyId) conditions.push(sql`p.id = ${filters.propertyId}::uuid`);
  return sql.join(conditions, sql` and `);
}

export interface DeskPage {
  rows: DeskStay[];
  total: number;
  page: number;
  pages: number;
}

/**
 * The columns a desk page sorts by in the query (soonest check-in first without a sort): the stay by its
 * check-in then its start hour, the property then the unit, totals within a currency, status and channel by
 * the label the desk shows. The payment column is worked out after the query, so it does not sort.
 */
const deskOrder: ListOrder<"reference" | "guest" | "place" | "stay" | "status" | "channel" | "total"> = {
  columns: {
    reference: sql`b.reference`,
    guest: sql`b.guest_name`,
    place: [sql`p.title`, sql`u.name`],
    stay: [sql`b.check_in`, sql`b.starts_at`],
    status: byLabel(
      sql`b.status`,
      Object.fromEntries(Object.entries(BOOKING_STATUS_LABELS).map(([status, { label }]) => [status, label])),
    ),
    channel: byLabel(sql`b.channel`, DESK_CHANNEL_LABELS),
    total: [sql`b.currency`, sql`b.total_minor`],
  },
  fallback: sql`b.check_in, b.starts_at nulls first, b.reference`,
  tieBreaker: sql`b.reference`,
};
export const DESK_SORTABLE = sortableIds(deskOrder);

/** A page of the desk's bookings (soonest check-in first unless `sort` asks otherwise), with the count of everything the filters match. */
export async function listDeskBookings(
  db: DbOrTx,
  {
    actor,
    desk,
    filters,
    sort,
    now = new Date(),
  }: { actor: Actor; desk: DeskKind; filters: DeskFilters; sort?: ListSort; now?: Date },
): Promise<DeskPage> {
  const where = deskConditions(actor, desk, filters, now);
  const offset = (filters.page - 1) * DESK_PAGE_SIZE;
  const [page, count] = await Promise.all([
    rowsOf(
      db,
      StayRow,
      sql`
      select ${staySelect(now)}
      from bookings b
      join properties p on p.id = b.property_id
      join units u on u.id = b.unit_id
      ${LATEST_PAYMENT}
      where ${where}
      ${orderBySql(deskOrder, sort)}
      limit ${DESK_PAGE_SIZE} offset ${offset}`,
    ),
    rowOf(
      db,
      z.object({ total: sqlTypes.int }),
      sql`
      select count(*)::int as total from bookings b join properties p on p.id = b.property_id where ${where}`,
    ),
  ]);
  const total = count.total;
  return {
    rows: page.map((row) => toDeskStay(row, actor)),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / DESK_PAGE_SIZE)),
  };
}

/** The properties a filter offers: the managed (or unmanaged, or all) ones in the viewer's scope. */
export async function deskPropertyChoices(db: DbOrTx, { actor, desk }: { actor: Actor; desk: DeskKind | "all" }) {
  const kind = desk === "all" ? sql`true` : desk === "managed" ? sql`p.managed` : sql`not p.managed`;
  return rowsOf(
    db,
    z.object({ id: sqlTypes.uuid, title: sqlTypes.text, city: sqlTypes.text }),
    sql`
    select p.id, p.title, p.city from properties p
    where ${deskScopeSql(actor)} and ${kind}
    order by p.title, p.id limit 2000`,
  );
}
