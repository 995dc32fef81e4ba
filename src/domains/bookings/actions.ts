/**
 * What people do to a booking after checkout: cancel (with the refund its policy gives), accept or decline
 * a request, check in, check out, mark a no-show, record a bank transfer, and what the clock does (holds
 * and requests expire). Each goes through the lifecycle (`changeStatus`) with the booking row locked, and
 * writes its money in the same transaction; provider calls (refunds, voids, captures) follow the commit.
 */
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { planAddonsRefund, refundAddonsOfBooking } from "@/domains/addons";
import { postJournalEntry } from "@/domains/ledger";
import { OPEN_PAYMENT_STATUSES, paymentProviders, type PaymentProvider, type ProviderId, paysFor } from "@/domains/payments";
import { payments } from "@/domains/payments/schema";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { bookingRoleOf, type Actor, type BookingRole } from "@/server/access";
import type { Database, DbOrTx } from "@/server/db";
import { queueEmail } from "@/server/email";
import { env } from "@/server/env";
import { aborted, invalidArgument, notFound } from "@/server/functions";
import { reversePointsOnCancel } from "@/domains/airline";
import { guestEmail, supplierEmail } from "./emails";
import { planExtrasRefund, refundExtras } from "./extras";
import { refundTerms, saleRefundLines, splitRefund, splitSale, type RefundTerms } from "./money";
import {
  applyTransferReceived,
  emailFacts,
  ledgerParty,
  lockBooking,
  postSaleOnce,
  recordRefund,
  sendPendingRefunds,
  settlePayment,
  supplierAddresses,
  type Booking,
} from "./payment-sync";
import { journalEntries } from "@/domains/ledger/schema";
import { bookings, unitStates } from "./schema";
import { changeStatus, type StatusActor } from "./status-change";
import { units } from "@/domains/catalogue/schema";
import { properties } from "@/domains/catalogue/schema";

type Providers = Record<ProviderId, PaymentProvider>;

/** A booking locked for a change by someone who has a part in it; "not found" for anyone else. */
async function bookingFor(tx: DbOrTx, reference: string, actor: Actor) {
  const [found] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference));
  const locked = found ? await lockBooking(tx, found.id) : null;
  const role = locked ? bookingRoleOf(actor, locked.booking, locked.property) : null;
  if (!locked || !role) throw notFound("No booking with this reference is yours to change.");
  return { ...locked, role, statusActor: { kind: role, email: actor.kind === "user" ? actor.email : null } satisfies StatusActor };
}

async function salePosted(tx: DbOrTx, bookingId: string) {
  const [row] = await tx.select({ id: journalEntries.id }).from(journalEntries).where(and(eq(journalEntries.bookingId, bookingId), eq(journalEntries.kind, "booking_sale"))).limit(1);
  return Boolean(row);
}

async function capturedPayment(tx: DbOrTx, bookingId: string) {
  const [payment] = await tx.select().from(payments).where(and(paysFor("booking", bookingId), eq(payments.status, "captured"))).limit(1);
  return payment ?? null;
}

/** When the stay starts, as an instant: check-in time on the check-in day in the property's time zone. */
async function startsAtOf(tx: DbOrTx, booking: Booking): Promise<Date> {
  if (booking.startsAt) return booking.startsAt;
  const result = await tx.execute<{ starts_at: Date }>(
    sql`select ((${booking.checkIn}::date + p.check_in_time) at time zone p.time_zone) as starts_at from properties p where p.id = ${booking.propertyId}::uuid`,
  );
  return new Date(result.rows[0]!.starts_at);
}

export interface CancellationPlan {
  reference: string;
  currency: string;
  totalMinor: number;
  /** What goes back to the guest, in the booking's currency. */
  refundMinor: number;
  explanation: string;
  /** Whether the guest has been charged at all (a request is only authorised). */
  charged: boolean;
}

async function planCancellation(tx: DbOrTx, booking: Booking, property: { organisationId: string; managed: boolean }, role: BookingRole, now: Date): Promise<CancellationPlan & { percent: number; sold: boolean }> {
  const base = { reference: booking.reference, currency: booking.currency, totalMinor: booking.totalMinor };
  const sold = await salePosted(tx, booking.id);
  const captured = await capturedPayment(tx, booking.id);
  if (!captured) {
    return { ...base, refundMinor: 0, percent: 100, sold, charged: false, explanation: "Nothing has been charged: any authorisation on the card is released." };
  }
  if (!sold) {
    const outstanding = captured.capturedMinor - captured.refundedMinor;
    return { ...base, refundMinor: outstanding, percent: 100, sold, charged: true, explanation: "The host had not accepted yet: everything paid is refunded." };
  }
  const terms: RefundTerms =
    role === "guest"
      ? refundTerms(booking.cancellationPolicy ?? "moderate", await startsAtOf(tx, booking), now)
      : { percent: 100, explanation: role === "staff" ? "Cancelled by Staysia: a full refund." : "Cancelled by the host: a full refund." };
  const refund = splitRefund(splitSale(booking.priceLines, property.managed, BUSINESS_SETTINGS), terms.percent);
  // Extras (travel insurance) follow their own rule, whoever cancels.
  const extras = await planExtrasRefund(tx, booking, await startsAtOf(tx, booking), now);
  // Add-ons whose time is still ahead come back in full, whoever cancels; those already past stand.
  const addons = await planAddonsRefund(tx, booking.id, now);
  const extrasMinor = [...extras, ...addons].reduce((total, extra) => total + extra.refundMinor, 0);
  const explanation = [terms.explanation + (refund.taxMinor > 0 && terms.percent < 100 ? " Taxes are refunded in full." : ""), ...extras.map((extra) => extra.explanation), ...addons.map((addon) => addon.explanation)].join(" ");
  return { ...base, refundMinor: refund.totalMinor + extrasMinor, percent: terms.percent, sold, charged: true, explanation };
}

/** What cancelling would give back now, for the confirmation dialog. */
export async function previewCancellation(db: Database, reference: string, actor: Actor): Promise<CancellationPlan> {
  return db.transaction(async (tx) => {
    const { booking, property, role } = await bookingFor(tx, reference, actor);
    if (!["held", "requested", "confirmed"].includes(booking.status)) throw aborted("This booking can no longer be cancelled.");
    const { percent: _percent, sold: _sold, ...plan } = await planCancellation(tx, booking, property, role, new Date());
    return plan;
  });
}

export async function cancelBooking(db: Database, input: { reference: string; reason: string }, actor: Actor, providers: Providers = paymentProviders(db)) {
  const result = await db.transaction(async (tx) => {
    const { booking, property, role, statusActor } = await bookingFor(tx, input.reference, actor);
    const plan = await planCancellation(tx, booking, property, role, new Date());
    await changeStatus(tx, booking, "cancel", statusActor, input.reason);
    const captured = await capturedPayment(tx, booking.id);
    if (plan.sold && captured) {
      const now = new Date();
      const extras = await refundExtras(tx, booking, { tripStartsAt: await startsAtOf(tx, booking), now, paymentId: captured.id, provider: captured.provider, createdBy: statusActor.email });
      const addons = await refundAddonsOfBooking(tx, booking.id, { now, paymentId: captured.id, provider: captured.provider, createdBy: statusActor.email, why: `Cancelled with the stay's booking ${booking.reference}` });
      const extrasMinor = [...extras, ...addons].reduce((total, extra) => total + extra.refundMinor, 0);
      await reversePointsOnCancel(tx, booking.id, statusActor.email, plan.percent);
      const refund = splitRefund(splitSale(booking.priceLines, property.managed, BUSINESS_SETTINGS), plan.percent);
      // One refund to the guest's payment for the stay, its extras and add-ons; each part has its own journal entry.
      if (refund.totalMinor + extrasMinor > 0) await recordRefund(tx, captured, refund.totalMinor + extrasMinor, `cancel:${booking.id}`, `Cancelled by ${role}`);
      await postJournalEntry(tx, {
        kind: "refund",
        bookingId: booking.id,
        paymentId: captured.id,
        memo: `Cancellation of ${booking.reference} (${plan.percent}% refund)`,
        createdBy: statusActor.email,
        lines: saleRefundLines(ledgerParty(booking, property), captured.provider, refund),
      });
      await tx.update(bookings).set({ refundedMinor: refund.totalMinor + extrasMinor }).where(eq(bookings.id, booking.id));
    }
    const appUrl = env().APP_URL;
    const facts = emailFacts(booking, property);
    await queueEmail(tx, guestEmail("cancelled", facts, appUrl, { refundMinor: plan.refundMinor, note: plan.explanation }));
    for (const to of await supplierAddresses(tx, property.organisationId)) await queueEmail(tx, supplierEmail(to, "cancelled", facts, appUrl));
    return { bookingId: booking.id, plan };
  });
  await followPayments(db, result.bookingId, providers);
  const { percent: _percent, sold: _sold, ...plan } = result.plan;
  return { status: "cancelled" as const, ...plan };
}

/** After a commit that changed a booking: send recorded refunds, and settle its open payments (void, capture). */
async function followPayments(db: Database, bookingId: string, providers: Providers) {
  const rows = await db.select({ id: payments.id }).from(payments).where(paysFor("booking", bookingId)).orderBy(desc(payments.createdAt));
  for (const row of rows) {
    await sendPendingRefunds(db, { paymentId: row.id }, providers);
    await settlePayment(db, row.id, providers);
  }
}

export async function acceptBooking(db: Database, input: { reference: string }, actor: Actor, providers: Providers = paymentProviders(db)) {
  const bookingId = await db.transaction(async (tx) => {
    const { booking, property, statusActor } = await bookingFor(tx, input.reference, actor);
    await changeStatus(tx, booking, "accept", statusActor);
    // Paid ahead by bank transfer: the sale is made now. A card is captured after this commits.
    if (await capturedPayment(tx, booking.id)) await postSaleOnce(tx, booking, property, statusActor.email);
    await queueEmail(tx, guestEmail("confirmed", emailFacts(booking, property), env().APP_URL));
    return booking.id;
  });
  await followPayments(db, bookingId, providers);
  return { status: "confirmed" as const };
}

export async function declineBooking(db: Database, input: { reference: string; note: string }, actor: Actor, providers: Providers = paymentProviders(db)) {
  const bookingId = await db.transaction(async (tx) => {
    const { booking, property, statusActor } = await bookingFor(tx, input.reference, actor);
    await changeStatus(tx, booking, "decline", statusActor, input.note);
    const captured = await capturedPayment(tx, booking.id);
    await queueEmail(tx, guestEmail("declined", emailFacts(booking, property), env().APP_URL, { note: input.note, refundMinor: captured ? captured.capturedMinor - captured.refundedMinor : 0 }));
    return booking.id;
  });
  await followPayments(db, bookingId, providers);
  return { status: "declined" as const };
}

/** Today's date where the property is. */
async function todayAt(tx: DbOrTx, propertyId: string): Promise<string> {
  const result = await tx.execute<{ today: string }>(sql`select (now() at time zone p.time_zone)::date::text as today from properties p where p.id = ${propertyId}::uuid`);
  return result.rows[0]!.today;
}

/** Check in, check out or no-show: operations' (or an unmanaged property's supplier's) desk actions. */
export async function runStay(db: DbOrTx, input: { reference: string; action: "check_in" | "check_out" | "no_show" }, actor: Actor) {
  const { booking, statusActor } = await bookingFor(db, input.reference, actor);
  const today = await todayAt(db, booking.propertyId);
  if ((input.action === "check_in" || input.action === "no_show") && today < booking.checkIn) {
    throw invalidArgument(`This stay starts on ${booking.checkIn}: it cannot be ${input.action === "check_in" ? "checked in" : "marked as a no-show"} before then.`);
  }
  const updated = await changeStatus(db, booking, input.action, statusActor);
  if (input.action === "check_out") {
    // The room needs cleaning before the next guest: the inventory shows it until operations say it is ready.
    await db
      .insert(unitStates)
      .values({ unitId: booking.unitId, housekeeping: "cleaning", updatedBy: statusActor.email })
      .onConflictDoUpdate({ target: unitStates.unitId, set: { housekeeping: "cleaning", updatedAt: new Date(), updatedBy: statusActor.email } });
  }
  return { reference: updated.reference, status: updated.status };
}

/** Staff record that a guest's bank transfer arrived: the booking is confirmed (or its request sent). */
export async function markTransferReceived(db: DbOrTx, input: { reference: string }, actor: Actor) {
  const { booking } = await bookingFor(db, input.reference, actor);
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(paysFor("booking", booking.id), eq(payments.provider, "bank_transfer"), inArray(payments.status, ["pending"])))
    .orderBy(desc(payments.createdAt))
    .limit(1)
    .for("update");
  if (!payment) throw aborted("This booking has no bank transfer waiting.");
  if (booking.status !== "held") throw aborted(`This booking is ${booking.status}: a transfer can no longer confirm it. Refund the guest instead.`);
  await applyTransferReceived(db, payment);
  const [after] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
  return { reference: booking.reference, status: after!.status };
}

/** Operations set a unit's housekeeping state (the inventory page). */
export async function setUnitHousekeeping(db: DbOrTx, input: { unitId: string; housekeeping: "ready" | "cleaning" | "maintenance"; note: string }, actor: Actor) {
  const [unit] = await db
    .select({ id: units.id, organisationId: properties.organisationId, managed: properties.managed })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(eq(units.id, input.unitId));
  const role = unit ? bookingRoleOf(actor, { guestUserId: null }, unit) : null;
  if (!unit || !role) throw notFound("There is no such unit among the ones you run.");
  const by = actor.kind === "user" ? actor.email : null;
  await db
    .insert(unitStates)
    .values({ unitId: unit.id, housekeeping: input.housekeeping, note: input.note, updatedBy: by })
    .onConflictDoUpdate({ target: unitStates.unitId, set: { housekeeping: input.housekeeping, note: input.note, updatedAt: new Date(), updatedBy: by } });
  return { unitId: unit.id, housekeeping: input.housekeeping };
}

/**
 * The clock's part: held dates past their hold and requests past their answer time expire. A held booking's
 * payments are settled first, so a payment that went through at the last second confirms rather than expires.
 */
export async function expireStaleBookings(db: Database, now = new Date(), providers: Providers = paymentProviders(db)): Promise<number> {
  const stale = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(sql`(${bookings.status} = 'held' and ${bookings.holdExpiresAt} < ${now}) or (${bookings.status} = 'requested' and ${bookings.requestExpiresAt} < ${now})`)
    .limit(500);
  let expired = 0;
  for (const { id } of stale) {
    const open = await db.select({ id: payments.id }).from(payments).where(and(paysFor("booking", id), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])));
    for (const payment of open) await settlePayment(db, payment.id, providers);
    const done = await db.transaction(async (tx) => {
      const locked = await lockBooking(tx, id);
      if (!locked) return false;
      const { booking, property } = locked;
      const due = (booking.status === "held" && booking.holdExpiresAt && booking.holdExpiresAt < now) || (booking.status === "requested" && booking.requestExpiresAt && booking.requestExpiresAt < now);
      if (!due) return false;
      await changeStatus(tx, booking, "expire", { kind: "system", email: null });
      const captured = await capturedPayment(tx, booking.id);
      await queueEmail(tx, guestEmail("expired", emailFacts(booking, property), env().APP_URL, { refundMinor: captured ? captured.capturedMinor - captured.refundedMinor : 0 }));
      return true;
    });
    if (done) {
      expired++;
      await followPayments(db, id, providers);
    }
  }
  return expired;
}

/**
 * The reconciliation job: every payment still open with its provider after a while is settled again, and
 * refunds recorded but never sent are sent. After a crash between a provider call and our commit, this is
 * what leaves no captured payment without a booking.
 */
export async function reconcilePayments(db: Database, olderThan = new Date(Date.now() - 2 * 60_000), providers: Providers = paymentProviders(db)): Promise<number> {
  const open = await db
    .select({ id: payments.id })
    .from(payments)
    // Add-on orders' and StayInvest purchases' payments are settled by their domains' own jobs.
    .where(and(eq(payments.payableKind, "booking"), inArray(payments.status, [...OPEN_PAYMENT_STATUSES]), lt(payments.updatedAt, olderThan)))
    .limit(500);
  for (const { id } of open) await settlePayment(db, id, providers);
  await sendPendingRefunds(db, {}, providers);
  return open.length;
}
