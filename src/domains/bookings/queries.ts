/**
 * A guest's view of their bookings (the public /bookings page): their own, a page at a time, and one found by
 * reference and email. Cancelling and changing come with checkout (the booking lifecycle).
 */
import { sql } from "drizzle-orm";
import { claimableGuestEmail, type Actor } from "@/server/access";
import { z } from "zod";
import type { DbOrTx } from "@/server/db";
import { maybeRowOf, rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { bookingStatus, stayMode } from "./schema";
import type { TaxBasis } from "@/domains/catalogue";

export type BookingStatus = (typeof bookingStatus.enumValues)[number];

export interface GuestBooking {
  reference: string;
  status: BookingStatus;
  stayMode: (typeof stayMode.enumValues)[number];
  checkIn: string;
  checkOut: string;
  /** Hourly stays: start and end as "HH:MM" in the property's time zone. */
  hours: { start: string; end: string } | null;
  guestName: string;
  guestCount: number;
  /** Each child's age; the rest of `guestCount` are adults (docs/OCCUPANCY.md). */
  childrenAges: number[];
  currency: string;
  totalMinor: number;
  /** Of the total, what the guest's referral credit paid (the card paid the rest). */
  referralCreditMinor: number;
  property: { id: string; title: string; city: string; country: string; listed: boolean; coverKey: string | null };
  /** What decided the stay's taxes (the nationality the guest gave, each rule's outcome); null where none applied. */
  taxBasis: TaxBasis | null;
  /** Made with the signed-in account (only the account that booked may cancel); set by `findGuestBookings`. */
  yours?: boolean;
  /** Something was paid for it (a captured payment), so it has a receipt; set by `findGuestBookings`. */
  paid?: boolean;
  /** The balance after a deposit (docs/DEPOSITS.md): null when the booking was paid in full at checkout. */
  balance: { minor: number; dueOn: string; paid: boolean; automatic: boolean } | null;
}

export const GUEST_BOOKINGS_PAGE_SIZE = 10;

// total_minor is a bigint, which arrives as a number (client.ts); the days come through `::text`.
const Row = z.object({
  reference: sqlTypes.text,
  status: z.enum(bookingStatus.enumValues),
  stay_mode: z.enum(stayMode.enumValues),
  check_in: sqlTypes.date,
  check_out: sqlTypes.date,
  start_time: sqlTypes.text.nullable(),
  end_time: sqlTypes.text.nullable(),
  guest_name: sqlTypes.text,
  guest_count: sqlTypes.int,
  children_ages: z.array(z.number()),
  currency: sqlTypes.text,
  total_minor: sqlTypes.bigint,
  referral_credit_minor: sqlTypes.bigint,
  property_id: sqlTypes.uuid,
  title: sqlTypes.text,
  city: sqlTypes.text,
  country: sqlTypes.text,
  listed: sqlTypes.boolean,
  cover_key: sqlTypes.text.nullable(),
  guest_user_id: sqlTypes.text.nullable(),
  paid: sqlTypes.boolean,
  tax_basis: z.custom<TaxBasis>((value) => typeof value === "object").nullable(),
  balance_minor: sqlTypes.bigint,
  balance_due_on: sqlTypes.date.nullable(),
  balance_paid: sqlTypes.boolean,
  balance_automatic: sqlTypes.boolean,
});
type Row = z.infer<typeof Row>;

const SELECT = sql`
  select b.reference, b.status, b.stay_mode, b.check_in::text as check_in, b.check_out::text as check_out,
    to_char(b.starts_at at time zone p.time_zone, 'HH24:MI') as start_time,
    to_char(b.ends_at at time zone p.time_zone, 'HH24:MI') as end_time,
    b.guest_name, b.guest_count, b.children_ages, b.currency, b.total_minor, b.referral_credit_minor,
    b.guest_user_id, b.tax_basis, b.balance_minor, b.balance_due_on::text as balance_due_on,
    b.balance_paid_at is not null as balance_paid, b.card_token is not null as balance_automatic,
    exists (select 1 from payments pay where pay.payable_kind = 'booking' and pay.payable_id = b.id
      and pay.captured_minor > 0) as paid,
    p.id as property_id, p.title, p.city, p.country::text as country, p.status = 'listed' as listed,
    (select photo.storage_key from property_photos photo where photo.property_id = p.id
      order by photo.is_cover desc, photo.sort_order asc limit 1) as cover_key
  from bookings b
  join properties p on p.id = b.property_id`;

function toGuestBooking(row: Row): GuestBooking {
  return {
    reference: row.reference,
    status: row.status,
    stayMode: row.stay_mode,
    checkIn: row.check_in,
    checkOut: row.check_out,
    hours: row.start_time && row.end_time ? { start: row.start_time, end: row.end_time } : null,
    guestName: row.guest_name,
    guestCount: row.guest_count,
    childrenAges: row.children_ages,
    currency: row.currency,
    totalMinor: row.total_minor,
    referralCreditMinor: row.referral_credit_minor,
    property: {
      id: row.property_id,
      title: row.title,
      city: row.city,
      country: row.country,
      listed: row.listed,
      coverKey: row.cover_key,
    },
    taxBasis: row.tax_basis,
    balance:
      row.balance_minor > 0 && row.balance_due_on
        ? {
            minor: row.balance_minor,
            dueOn: row.balance_due_on,
            paid: row.balance_paid,
            automatic: row.balance_automatic,
          }
        : null,
  };
}

/**
 * The signed-in guest's bookings: made by their account, or for their email address once it is verified
 * (`claimableGuestEmail`). Upcoming ones (not yet checked out) soonest first; past ones latest first.
 * Visitors have none.
 */
export async function findGuestBookings(
  db: DbOrTx,
  options: { actor: Actor; when: "upcoming" | "past"; page: number; today: string },
): Promise<{ bookings: GuestBooking[]; total: number }> {
  const { actor } = options;
  if (actor.kind !== "user") return { bookings: [], total: 0 };
  const claimable = claimableGuestEmail(actor);
  const mine = claimable
    ? sql`(b.guest_user_id = ${actor.userId} or lower(b.guest_email) = ${claimable})`
    : sql`b.guest_user_id = ${actor.userId}`;
  const period =
    options.when === "upcoming"
      ? sql`b.check_out > ${options.today}::date`
      : sql`b.check_out <= ${options.today}::date`;
  const order =
    options.when === "upcoming"
      ? sql`b.check_in asc, b.starts_at asc nulls first`
      : sql`b.check_in desc, b.starts_at desc nulls last`;
  const offset = (Math.max(1, options.page) - 1) * GUEST_BOOKINGS_PAGE_SIZE;
  const [rows, count] = await Promise.all([
    rowsOf(
      db,
      Row,
      sql`${SELECT} where ${mine} and ${period} and b.status <> 'held' order by ${order}, b.reference
      limit ${GUEST_BOOKINGS_PAGE_SIZE} offset ${offset}`,
    ),
    rowOf(
      db,
      z.object({ total: sqlTypes.int }),
      sql`select count(*)::int as total from bookings b where ${mine} and ${period} and b.status <> 'held'`,
    ),
  ]);
  return {
    bookings: rows.map((row) => ({
      ...toGuestBooking(row),
      yours: row.guest_user_id === actor.userId,
      paid: row.paid,
    })),
    total: count.total,
  };
}

/** One booking by its reference and the guest's email (both compared without case), or null. */
export async function findBookingByReference(
  db: DbOrTx,
  options: { actor: Actor; reference: string; email: string },
): Promise<GuestBooking | null> {
  const row = await maybeRowOf(
    db,
    Row,
    sql`${SELECT}
    where b.reference = ${options.reference.trim().toUpperCase()} and lower(b.guest_email) = ${options.email.trim().toLowerCase()}
    limit 1`,
  );
  return row ? toGuestBooking(row) : null;
}
