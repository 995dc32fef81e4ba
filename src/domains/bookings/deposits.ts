/**
 * A booking's balance (docs/DEPOSITS.md): the part of the price left after the deposit, charged on its due day to
 * the card kept at checkout (or paid by a second bank transfer), reminded a few days before, payable early by the
 * guest from /bookings. When the automatic charge is declined (or a transfer has not arrived by the day after), the
 * booking is cancelled under the policy it was sold with and the guest is told.
 *
 * The balance is charged once: one live balance attempt per booking (`payments_one_live_per_payable` on the
 * instalment), the job's attempt keyed by the booking (`balance-auto:<id>`, unique at the provider and in
 * `payments`), a guest's attempt keyed by their call's idempotency key, and the booking locked while an attempt is
 * opened. The payment's capture (`bookingPayable`, payment-sync.ts) marks the balance paid and posts the sale.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  ALREADY_IN_PROGRESS,
  authoriseAttempt,
  IN_FLIGHT_MS,
  LIVE_PAYMENT_STATUSES,
  openAttempt,
  paymentProviders,
  paysFor,
  type CardDetails,
  type PaymentProvider,
  type ProviderId,
} from "@/domains/payments";
import { payments } from "@/domains/payments/schema";
import type { UserActor } from "@/server/access";
import type { Database, DbOrTx } from "@/server/db";
import { queueEmail } from "@/server/email";
import { env } from "@/server/env";
import { aborted, notFound } from "@/server/functions";
import { todayIn } from "@/lib/dates";
import { cancelLocked } from "./actions/cancel";
import { followPayments } from "./actions/shared";
import { balanceDue, reminderDue } from "./deposits-plan";
import { guestEmail } from "./emails";
import { emailFacts, lockBooking, settlePayment, bookingPayable, type Booking } from "./payment-sync";
import { bookings } from "./schema";
import type { StatusActor } from "./status-change";

type Providers = Record<ProviderId, PaymentProvider>;
const SYSTEM: StatusActor = { kind: "system", email: null };

/** How a balance is paid: the card kept at checkout, another card the guest gives, or a bank transfer. */
export type BalanceChoice =
  { method: "kept_card" } | { method: "card"; card: CardDetails } | { method: "bank_transfer" };

export interface BalanceOutcome {
  reference: string;
  /** paid: captured now or before; declined: the card refused (the booking stays as it is for the guest, the job
   * cancels); pending: a bank transfer waiting for its money; in_progress: another attempt is at the provider. */
  state: "paid" | "declined" | "pending" | "in_progress";
  balanceMinor: number;
  currency: string;
  message: string | null;
  transferReference: string | null;
}

/** Whether a balance may be charged now: the stay sold, not yet begun or running, the balance unpaid. */
function chargeable(booking: Booking): boolean {
  return (
    booking.balanceMinor > 0 &&
    booking.balancePaidAt === null &&
    (booking.status === "confirmed" || booking.status === "checked_in")
  );
}

const liveBalanceAttempt = async (tx: DbOrTx, bookingId: string) =>
  (
    await tx
      .select()
      .from(payments)
      .where(
        and(
          paysFor("booking", bookingId),
          eq(payments.instalment, 2),
          inArray(payments.status, [...LIVE_PAYMENT_STATUSES]),
        ),
      )
  )[0] ?? null;

/**
 * Opens and authorises a balance attempt, then settles it (capture, the sale). `key` is the attempt's idempotency
 * key: a call with a key already used answers that attempt's outcome and charges nothing again.
 */
async function chargeBalance(
  db: Database,
  bookingId: string,
  choice: BalanceChoice,
  key: string,
  providers: Providers,
): Promise<BalanceOutcome> {
  const step = await db.transaction(async (tx) => {
    const locked = await lockBooking(tx, bookingId);
    if (!locked) throw notFound("No such booking.");
    const { booking } = locked;
    const [same] = await tx.select().from(payments).where(eq(payments.idempotencyKey, key));
    if (same) return { kind: "known", booking, payment: same } as const;
    if (booking.balancePaidAt !== null) return { kind: "done", booking } as const;
    if (!chargeable(booking))
      throw aborted(
        booking.balanceMinor === 0
          ? "This booking has no balance to pay."
          : "This booking's balance can no longer be paid.",
      );
    const live = await liveBalanceAttempt(tx, booking.id);
    if (live) {
      // A transfer already asked for is the one to make; a card attempt still at the provider is waited for.
      if (live.provider === "bank_transfer" && choice.method === "bank_transfer")
        return { kind: "known", booking, payment: live } as const;
      const unanswered = live.status === "pending" && live.providerReference === null;
      if (live.status !== "pending" || unanswered || Date.now() - live.createdAt.getTime() < IN_FLIGHT_MS)
        return { kind: "busy", booking, payment: live } as const;
      // A transfer asked for earlier and not made: released for the card the guest now gives.
      await tx.update(payments).set({ status: "voided", updatedAt: new Date() }).where(eq(payments.id, live.id));
    }
    if (choice.method === "kept_card" && !booking.cardToken)
      throw aborted("No card is kept for this booking: pay the balance with a card or by bank transfer.");
    const payment = await openAttempt(tx, {
      payableKind: "booking",
      payableId: booking.id,
      instalment: 2,
      provider: choice.method === "bank_transfer" ? "bank_transfer" : "test_card",
      currency: booking.currency,
      amountMinor: booking.balanceMinor,
      idempotencyKey: key,
    });
    return { kind: "new", booking, payment } as const;
  });
  if (step.kind === "done") return describe(db, step.booking.id, null);
  if (step.kind === "busy") return { ...(await describe(db, step.booking.id, step.payment.id)), state: "in_progress" };
  if (step.kind === "new") {
    const state = await authoriseAttempt(
      db,
      step.payment,
      {
        amountMinor: step.payment.amountMinor,
        currency: step.payment.currency,
        ...(choice.method === "card" ? { card: choice.card } : {}),
        ...(choice.method === "kept_card" ? { cardToken: step.booking.cardToken! } : {}),
      },
      bookingPayable,
      providers,
    );
    if (state.status !== "declined") await settlePayment(db, step.payment.id, providers);
  } else if (step.payment.status !== "failed" && step.payment.status !== "voided") {
    await settlePayment(db, step.payment.id, providers);
  }
  return describe(db, step.booking.id, step.payment.id);
}

async function describe(db: DbOrTx, bookingId: string, paymentId: string | null): Promise<BalanceOutcome> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [payment] = paymentId ? await db.select().from(payments).where(eq(payments.id, paymentId)) : [];
  const base = {
    reference: booking!.reference,
    balanceMinor: booking!.balanceMinor,
    currency: booking!.currency,
    message: null,
    transferReference: null,
  };
  if (booking!.balancePaidAt !== null) return { ...base, state: "paid" };
  if (!payment) return { ...base, state: "in_progress" };
  if (payment.status === "failed" || payment.status === "voided")
    return { ...base, state: "declined", message: payment.failureMessage ?? "The payment did not go through." };
  if (payment.provider === "bank_transfer" && payment.status === "pending")
    return { ...base, state: "pending", transferReference: payment.providerReference };
  return { ...base, state: "in_progress" };
}

/**
 * The guest pays the balance before its day (/bookings, "Pay the balance"): the `payBalance` function. The kept
 * card unless they give another card or choose a transfer. `idempotencyKey` is the call's: a retry with it (also
 * while the first still runs) charges nothing again.
 */
export async function payBalance(
  db: Database,
  input: { reference: string; payment: BalanceChoice; idempotencyKey: string },
  actor: UserActor,
  providers: Providers = paymentProviders(db),
): Promise<BalanceOutcome> {
  const [booking] = await db
    .select({ id: bookings.id, guestUserId: bookings.guestUserId })
    .from(bookings)
    .where(eq(bookings.reference, input.reference));
  if (!booking || booking.guestUserId !== actor.userId) throw notFound("No booking of yours has this reference.");
  return chargeBalance(db, booking.id, input.payment, `balance:${input.idempotencyKey}`, providers);
}

/**
 * The balance job (every 15 minutes): reminders for balances due within `BALANCE_REMINDER_DAYS`, the automatic
 * charge of balances due today (days in each property's time zone), and the cancellation of bookings whose charge
 * was declined or whose transfer had not arrived by the day after. Safe to run any number of times at once.
 */
export async function runBalances(
  db: Database,
  now: Date = new Date(),
  providers: Providers = paymentProviders(db),
): Promise<{ reminded: number; charged: number; cancelled: number }> {
  const open = await db
    .select({ id: bookings.id, dueOn: bookings.balanceDueOn, timeZone: sql<string>`p.time_zone` })
    .from(bookings)
    .innerJoin(sql`properties p`, sql`p.id = ${bookings.propertyId}`)
    .where(
      and(
        sql`${bookings.balanceMinor} > 0`,
        isNull(bookings.balancePaidAt),
        inArray(bookings.status, ["confirmed", "checked_in"]),
        // No day ahead of any zone is further than two days from UTC's: the precise test is per property below.
        sql`${bookings.balanceDueOn} <= ${todayIn("UTC", now)}::date + 5`,
      ),
    )
    .orderBy(asc(bookings.balanceDueOn))
    .limit(500);
  const counts = { reminded: 0, charged: 0, cancelled: 0 };
  for (const row of open) {
    const today = todayIn(row.timeZone, now);
    if (reminderDue(row.dueOn!, today) && (await remind(db, row.id, providers))) counts.reminded++;
    if (!balanceDue(row.dueOn!, today)) continue;
    const outcome = await chargeDue(db, row.id, today, providers);
    if (outcome === "charged") counts.charged++;
    if (outcome === "cancelled") counts.cancelled++;
  }
  return counts;
}

/** The reminder, once per booking (claimed by a conditional update in the email's transaction). */
async function remind(db: Database, bookingId: string, providers: Providers): Promise<boolean> {
  const [current] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!current || current.balanceRemindedAt !== null) return false;
  // A transfer is asked for with the reminder, so that it carries its own reference.
  const transfer = current.cardToken
    ? null
    : await chargeBalance(db, bookingId, { method: "bank_transfer" }, `balance-transfer:${bookingId}`, providers).catch(
        () => null,
      );
  return db.transaction(async (tx) => {
    const locked = await lockBooking(tx, bookingId);
    if (!locked || locked.booking.balanceRemindedAt !== null || !chargeable(locked.booking)) return false;
    await tx.update(bookings).set({ balanceRemindedAt: new Date() }).where(eq(bookings.id, bookingId));
    const facts = await emailFacts(tx, locked.booking, locked.property);
    await queueEmail(
      tx,
      await guestEmail("balance-due", facts, env().APP_URL, {
        balance: {
          amountMinor: locked.booking.balanceMinor,
          dueOn: locked.booking.balanceDueOn!,
          automatic: locked.booking.cardToken !== null,
          transferReference: transfer?.transferReference ?? null,
        },
      }),
    );
    return true;
  });
}

/** On the due day: the kept card is charged once; a decline (or a transfer still missing after the day) cancels. */
async function chargeDue(
  db: Database,
  bookingId: string,
  today: string,
  providers: Providers,
): Promise<"charged" | "cancelled" | "waiting"> {
  const [current] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!current || !chargeable(current)) return "waiting";
  if (!current.cardToken) {
    // A transfer may take a day to arrive: it is awaited through the due day.
    if (today <= current.balanceDueOn!) return "waiting";
    return (await cancelForUnpaidBalance(db, bookingId, providers)) ? "cancelled" : "waiting";
  }
  const outcome = await chargeBalance(
    db,
    bookingId,
    { method: "kept_card" },
    `balance-auto:${bookingId}`,
    providers,
  ).catch((error: unknown) => {
    // Another attempt (the guest's) holds the balance's one live place: this run leaves it to that one.
    if (error instanceof Error && error.message === ALREADY_IN_PROGRESS) return null;
    throw error;
  });
  if (!outcome) return "waiting";
  if (outcome.state === "paid") return "charged";
  if (outcome.state !== "declined") return "waiting";
  return (await cancelForUnpaidBalance(db, bookingId, providers)) ? "cancelled" : "waiting";
}

/** Cancels a booking whose balance was not paid, under its policy (the guest's terms), and tells the guest. */
async function cancelForUnpaidBalance(db: Database, bookingId: string, providers: Providers): Promise<boolean> {
  const cancelled = await db.transaction(async (tx) => {
    const locked = await lockBooking(tx, bookingId);
    if (!locked || !chargeable(locked.booking) || locked.booking.status !== "confirmed") return false;
    await cancelLocked(tx, locked, "system", SYSTEM, "The balance could not be charged on its due day.", {
      balanceFailed: true,
    });
    return true;
  });
  if (cancelled) await followPayments(db, bookingId, providers);
  return cancelled;
}
