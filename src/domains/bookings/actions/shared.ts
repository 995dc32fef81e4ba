/**
 * What the operations on a booking after checkout share: the booking locked for whoever has a part in it, what
 * was captured and sold, when the stay starts, and the provider calls that follow a commit.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { journalEntries } from "@/domains/ledger/schema";
import { paysFor, type PaymentProvider, type ProviderId } from "@/domains/payments";
import { payments } from "@/domains/payments/schema";
import { bookingRoleOf, type Actor } from "@/server/access";
import { z } from "zod";
import type { Database, DbOrTx } from "@/server/db";
import { rowOf, sqlTypes } from "@/server/db/rows";
import { notFound } from "@/server/functions";
import { lockBooking, sendPendingRefunds, settlePayment, type Booking } from "../payment-sync";
import { bookings } from "../schema";
import type { StatusActor } from "../status-change";

export type Providers = Record<ProviderId, PaymentProvider>;

/** A booking locked for a change by someone who has a part in it; "not found" for anyone else. */
export async function bookingFor(tx: DbOrTx, reference: string, actor: Actor) {
  const [found] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference));
  const locked = found ? await lockBooking(tx, found.id) : null;
  const role = locked ? bookingRoleOf(actor, locked.booking, locked.property) : null;
  if (!locked || !role) throw notFound("No booking with this reference is yours to change.");
  return {
    ...locked,
    role,
    statusActor: { kind: role, email: actor.kind === "user" ? actor.email : null } satisfies StatusActor,
  };
}

export async function salePosted(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.bookingId, bookingId), eq(journalEntries.kind, "booking_sale")))
    .limit(1);
  return Boolean(row);
}

/** The captured payment of the booking's price, or of its deposit (docs/DEPOSITS.md); the balance is `capturedBalance`. */
export async function capturedPayment(tx: DbOrTx, bookingId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(paysFor("booking", bookingId), eq(payments.instalment, 1), eq(payments.status, "captured")))
    .limit(1);
  return payment ?? null;
}

/** The captured payment of a booking's balance (at most one: `payments_one_live_per_payable`). */
export async function capturedBalance(tx: DbOrTx, bookingId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(paysFor("booking", bookingId), eq(payments.instalment, 2), eq(payments.status, "captured")))
    .limit(1);
  return payment ?? null;
}

/** When the stay starts, as an instant: check-in time on the check-in day in the property's time zone. */
export async function startsAtOf(tx: DbOrTx, booking: Booking): Promise<Date> {
  if (booking.startsAt) return booking.startsAt;
  // A timestamptz arrives as PostgreSQL's text (sqlTypes), which Date reads.
  const row = await rowOf(
    tx,
    z.object({ starts_at: sqlTypes.timestamp }),
    sql`select ((${booking.checkIn}::date + p.check_in_time) at time zone p.time_zone) as starts_at from properties p where p.id = ${booking.propertyId}::uuid`,
  );
  return new Date(row.starts_at);
}

/** After a commit that changed a booking: send recorded refunds, and settle its open payments (void, capture). */
export async function followPayments(db: Database, bookingId: string, providers: Providers) {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(paysFor("booking", bookingId))
    .orderBy(desc(payments.createdAt));
  for (const row of rows) {
    await sendPendingRefunds(db, { paymentId: row.id }, providers);
    await settlePayment(db, row.id, providers);
  }
}
