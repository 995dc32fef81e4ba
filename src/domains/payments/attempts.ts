/**
 * Attempts to pay (DOMAIN.md Booking, Payment): a thing paid for (a booking, an add-on order bought alone)
 * has at most one live attempt at a time, and the database says so (`payments_one_live_per_payable`). A new
 * attempt therefore either finds the thing paid, finds an attempt still at the provider (and is refused:
 * a double-click must not charge twice), or first releases the earlier attempt at the provider (a 3-D Secure
 * page left unanswered, a bank transfer never made, a call that died before the provider answered) and only
 * then opens its own.
 */
import { and, eq, inArray, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database, DbOrTx } from "@/server/db";
import { aborted } from "@/server/functions";
import type { PaymentProvider, ProviderId } from "./provider";
import { payments } from "./schema";
import { isPgError, PG } from "@/lib/pg-errors";

export type Payment = typeof payments.$inferSelect;
export type PaymentStatus = Payment["status"];

/** An attempt that is, or may become, money taken: at most one per thing paid for. */
export const LIVE_PAYMENT_STATUSES = [
  "pending",
  "requires_action",
  "authorised",
  "captured",
] as const satisfies readonly PaymentStatus[];
/** Money reserved or taken: the thing is paid for, a new attempt is never opened. */
export const PAID_PAYMENT_STATUSES = ["authorised", "captured"] as const satisfies readonly PaymentStatus[];
/** Not yet settled either way with the provider: the reconciliation job asks about these. */
export const OPEN_PAYMENT_STATUSES = [
  "pending",
  "requires_action",
  "authorised",
] as const satisfies readonly PaymentStatus[];

/**
 * How long an attempt that the provider has not answered yet counts as still at the provider. A card
 * authorisation answers in seconds; past this, the call that made it is taken as dead (a crash, a timeout)
 * and a new attempt may release it and go on.
 */
export const IN_FLIGHT_MS = 2 * 60_000;

/** A thing paid for, as a payment names it. */
export interface PayableRef {
  kind: Payment["payableKind"];
  id: string;
}

/**
 * The condition "a payment pays for this thing", for queries of the domains that own the things: `id` is a
 * value or the column of their table (`paysFor("booking", bookings.id)` joins a booking's payments).
 */
export const paysFor = (kind: PayableRef["kind"], id: string | AnyColumn | SQL) =>
  and(eq(payments.payableKind, kind), eq(payments.payableId, id))!;

export const ALREADY_IN_PROGRESS =
  "A payment for this is already in progress. Wait a moment for its answer before trying again.";

/**
 * The live attempt of a thing paid for, read in the caller's transaction (which holds the thing's lock), and
 * what a new attempt must do about it: `none` (go on), `paid` (refuse), `in-flight` (refuse: an earlier call is
 * at the provider) or `release` (release this attempt at the provider first, with `releaseAttempt`).
 */
export async function liveAttemptOf(
  tx: DbOrTx,
  payable: PayableRef,
  now: Date = new Date(),
): Promise<{ verdict: "none" } | { verdict: "paid" | "in-flight" | "release"; payment: Payment }> {
  const [live] = await tx
    .select()
    .from(payments)
    // Not locked: the caller holds the thing's lock, which is what serialises attempts (settling a payment
    // locks the payment, then the thing: locking here too would make that a deadlock).
    .where(and(paysFor(payable.kind, payable.id), inArray(payments.status, [...LIVE_PAYMENT_STATUSES])));
  if (!live) return { verdict: "none" };
  if ((PAID_PAYMENT_STATUSES as readonly string[]).includes(live.status)) return { verdict: "paid", payment: live };
  const unanswered = live.status === "pending" && live.providerReference === null;
  if (unanswered && now.getTime() - live.createdAt.getTime() < IN_FLIGHT_MS)
    return { verdict: "in-flight", payment: live };
  return { verdict: "release", payment: live };
}

/**
 * Releases an earlier attempt at its provider, then in our records when the provider agrees it is over.
 * Answers the provider's state: when the cardholder confirmed meanwhile, it is `authorised` or `captured` and
 * the caller must settle it instead of opening a new attempt. A void is recorded by the provider even for a
 * key it never heard of, so a call still on its way with that key is refused there.
 */
export async function releaseAttempt(db: Database, payment: Payment, providers: Record<ProviderId, PaymentProvider>) {
  const state = await providers[payment.provider].void({ idempotencyKey: payment.idempotencyKey });
  if (state.status === "voided" || state.status === "declined") {
    await db
      .update(payments)
      .set({ status: state.status === "voided" ? "voided" : "failed", updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ["pending", "requires_action"])));
  }
  return state;
}

const LIVE_INDEX = "payments_one_live_per_payable";

/** True for the database's refusal of a second live attempt. */
export const isSecondLiveAttempt = (error: unknown) => isPgError(error, PG.uniqueViolation, LIVE_INDEX);

/** Opens a new attempt (in the caller's transaction); the database refuses a second live one with a 409. */
export async function openAttempt(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<Payment> {
  try {
    const [created] = await tx.insert(payments).values(values).returning();
    return created!;
  } catch (error) {
    if (isSecondLiveAttempt(error)) throw aborted(ALREADY_IN_PROGRESS);
    throw error;
  }
}
