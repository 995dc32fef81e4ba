/**
 * The payment engine: where a provider's state meets our records, written once for every thing paid for
 * (DOMAIN.md Booking, Payment; ARCHITECTURE.md Bookings, payments and the ledger). The provider is the
 * authority: `settle` asks it what happened to a payment, applies that in one transaction (our payment row,
 * through the table in `transitions.ts`, and the thing paid for, through its `PayableHandler`), performs what
 * that calls for (capture, void, refund) and asks again. Checkout, 3-D Secure returns, webhooks, accepting a
 * request, the expiry jobs and the reconciliation job all go through it, so a crash anywhere in between is
 * repaired by running it again.
 *
 * The engine knows payments only; what a state means for a booking or an add-on order is its domain's
 * handler (payments is the lower layer: it imports no other domain).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "@/server/db";
import type { AuthoriseRequest, PaymentProvider, ProviderId, ProviderState } from "./provider";
import { paymentRefunds, payments } from "./schema";
import {
  givenUpChange,
  isStaleAnswer,
  paymentRowChange,
  refusesAuthorisation,
  type PaymentRowChange,
} from "./transitions";

export type Payment = typeof payments.$inferSelect;
type Providers = Record<ProviderId, PaymentProvider>;

export type ProviderCall = "authorise" | "capture" | "void" | "refund";

/** Test seams: a thrown error here simulates a crash between a provider call and our records. */
export const paymentHooks: { afterProviderCall?: (action: ProviderCall) => void } = {};

/** The kinds of thing a payment pays for (`payments.payable_kind`). */
export type PayableKind = Payment["payableKind"];

type StateOf<S extends ProviderState["status"]> = Extract<ProviderState, { status: S }>;

/** A payable's state while one provider answer is applied, inside the engine's transaction. */
export interface Settling<Locked> {
  tx: DbOrTx;
  /** The thing paid for, locked by its handler. */
  payable: Locked;
  /** The payment row, locked, as it was before this answer changed it. */
  payment: Payment;
}

/**
 * What one kind of thing paid for makes of its payment's states. Each method runs in the engine's transaction
 * and answers the provider call to make next; the payment row itself is the engine's to change.
 */
export interface PayableHandler<Locked> {
  /** The kind it handles: the engine leaves a payment of another kind alone. */
  kind: PayableKind;
  /**
   * Which row is locked first. Each kind keeps the order its other writers use (a booking's payment row,
   * then the booking; an add-on order, then its payment row), so settling never deadlocks with them.
   */
  lockFirst: "payment" | "payable";
  lock(tx: DbOrTx, payableId: string): Promise<Locked | null>;
  /** The cardholder must confirm (3-D Secure): keep waiting (null) or release the attempt ("void"). */
  requiresAction(settling: Settling<Locked>, state: StateOf<"requires_action">): Promise<"void" | null>;
  /** Money on its way (a bank transfer): keep waiting (null) or release the attempt ("void"). */
  pending(settling: Settling<Locked>, state: StateOf<"pending">): Promise<"void" | null>;
  /** Money reserved: take it, release it, or leave it reserved (a request waiting for its answer). */
  authorised(settling: Settling<Locked>, state: StateOf<"authorised">): Promise<"capture" | "void" | null>;
  /** Money taken: the payable is paid, or (when there is nothing left to pay for) a refund is recorded. */
  captured(settling: Settling<Locked>, state: StateOf<"captured">): Promise<{ refundMinor: number } | null>;
  /** No money will come from this attempt. */
  failedOrVoided(settling: Settling<Locked>, state: StateOf<"declined" | "voided">): Promise<void>;
  /**
   * The provider never heard of the payment (the call died before reaching it): wait (null), void the key at
   * the provider so nothing arriving later can charge ("void"), or give the attempt up in our records.
   */
  unknown(settling: Settling<Locked>): Promise<"void" | { giveUp: string } | null>;
}

/** The provider call a settled state asks for next. */
export type NextStep = "capture" | "void" | { refundMinor: number } | null;

/** The id of the thing a payment pays for, when it is of the handler's kind. */
const payableOf = (payment: Payment, payable: { kind: PayableKind }) =>
  payment.payableKind === payable.kind ? payment.payableId : null;

async function writeRow(tx: DbOrTx, paymentId: string, change: PaymentRowChange | null) {
  if (!change) return;
  await tx
    .update(payments)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

async function paymentRow(tx: DbOrTx, paymentId: string, lock: boolean): Promise<Payment | null> {
  const query = tx.select().from(payments).where(eq(payments.id, paymentId));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * Applies the provider's state of a payment to our records, in the caller's transaction: the payment row and
 * the payable locked, the row moved by the transition table, the payable told what the state means for it.
 * Answers what must be asked of the provider next.
 */
export async function applyProviderState<Locked>(
  tx: DbOrTx,
  paymentId: string,
  state: ProviderState | null,
  payable: PayableHandler<Locked>,
): Promise<NextStep> {
  let payment: Payment | null;
  let locked: Locked | null;
  if (payable.lockFirst === "payment") {
    payment = await paymentRow(tx, paymentId, true);
    const payableId = payment && payableOf(payment, payable);
    if (!payment || !payableId) return null;
    locked = await payable.lock(tx, payableId);
  } else {
    const unlocked = await paymentRow(tx, paymentId, false);
    const payableId = unlocked && payableOf(unlocked, payable);
    if (!payableId) return null;
    locked = await payable.lock(tx, payableId);
    payment = locked === null ? null : await paymentRow(tx, paymentId, true);
  }
  if (locked === null || !payment) return null;
  const settling: Settling<Locked> = { tx, payable: locked, payment };

  if (!state) {
    const next = await payable.unknown(settling);
    if (next === null || next === "void") return next;
    await writeRow(tx, paymentId, givenUpChange(payment, next.giveUp));
    return null;
  }
  // Another settlement captured it after this one asked the provider: nothing to do (transitions.ts).
  if (isStaleAnswer(payment.status, state)) return null;
  switch (state.status) {
    case "requires_action":
    case "pending": {
      const next =
        state.status === "pending"
          ? await payable.pending(settling, state)
          : await payable.requiresAction(settling, state);
      // Released: our row stays as it is until the provider confirms the void (the next round).
      if (next === "void") return "void";
      await writeRow(tx, paymentId, paymentRowChange(payment, state));
      return null;
    }
    case "authorised":
      // An attempt we gave up on (released for a newer one) never takes money, whatever the provider says.
      if (refusesAuthorisation(payment.status)) return "void";
      await writeRow(tx, paymentId, paymentRowChange(payment, state));
      return payable.authorised(settling, state);
    case "captured":
      // Recorded first: a refund the payable records next counts against what was captured.
      await writeRow(tx, paymentId, paymentRowChange(payment, state));
      return payable.captured(settling, state);
    case "declined":
    case "voided":
      await writeRow(tx, paymentId, paymentRowChange(payment, state));
      await payable.failedOrVoided(settling, state);
      return null;
  }
}

/** A provider's answer about a payment, just given by one of its calls (authorise, capture). */
export interface ProviderAnswer {
  payment: Payment;
  state: ProviderState;
}

/**
 * Brings a payment and the thing it pays for in line with the provider, doing what that calls for: ask the
 * provider, apply its answer in one transaction, capture / void / send refunds, ask again (a few rounds at
 * most). Safe to run any number of times, from anywhere.
 *
 * The provider is asked for the state only when nobody has its answer yet: the caller that has just authorised
 * gives that answer (`answer`), and a capture's own answer, when it says captured, is the state the next round
 * applies (saving the checkout two reads of our row and two of the provider: docs/PERFORMANCE.md, Booking). That is the
 * provider's word as much as its `status` is (the interface's calls answer the payment's state), and an answer
 * overtaken meanwhile (another settlement captured first) is refused as stale by the transition table, as a
 * `status` read before the other's capture would be.
 */
export async function settle<Locked>(
  db: Database,
  paymentId: string,
  payable: PayableHandler<Locked>,
  providers: Providers,
  answer?: ProviderAnswer,
): Promise<void> {
  let known = answer && answer.payment.id === paymentId ? answer : null;
  for (let round = 0; round < 4; round++) {
    const payment = known?.payment ?? (await paymentRow(db, paymentId, false));
    if (!payment || !payableOf(payment, payable)) return;
    const provider = providers[payment.provider];
    const state = known ? known.state : await provider.status(payment.idempotencyKey);
    known = null;
    const next = await db.transaction((tx) => applyProviderState(tx, paymentId, state, payable));
    if (next === null) return;
    if (typeof next === "object") {
      if (next.refundMinor > 0) await sendPendingRefunds(db, { paymentId }, providers);
      return;
    }
    if (next === "capture") {
      const captured = await provider.capture({ idempotencyKey: payment.idempotencyKey });
      paymentHooks.afterProviderCall?.(next);
      // Any answer but "captured" (a capture refused, an odd provider) is asked again, as before.
      known = captured.status === "captured" ? { payment, state: captured } : null;
      continue;
    }
    await provider.void({ idempotencyKey: payment.idempotencyKey });
    paymentHooks.afterProviderCall?.(next);
  }
}

/** A handler for every kind of thing paid for: the map the product assembles in `domains/payables.ts`. */
export type PayableHandlers = Record<PayableKind, PayableHandler<unknown>>;

/** `settle` for a payment of any kind: its kind picks the handler. */
export async function settleAnyKind(db: Database, paymentId: string, handlers: PayableHandlers, providers: Providers) {
  const payment = await paymentRow(db, paymentId, false);
  if (payment) await settle(db, payment.id, handlers[payment.payableKind], providers);
}

/**
 * A provider's webhook: when its signature is right, the payment it names is settled, whatever it pays for
 * (the body is not trusted: the provider is asked for the state, as everywhere else). Answers false for a
 * webhook that is not the provider's; true for one that is, even when it names no payment of ours.
 */
export async function receiveWebhook(
  db: Database,
  providerId: ProviderId,
  body: string,
  headers: Headers,
  handlers: PayableHandlers,
  providers: Providers,
): Promise<boolean> {
  const idempotencyKey = await providers[providerId].webhook(body, headers);
  if (!idempotencyKey) return false;
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.idempotencyKey, idempotencyKey), eq(payments.provider, providerId)));
  if (payment) await settleAnyKind(db, payment.id, handlers, providers);
  return true;
}

/**
 * Asks the provider to authorise a new attempt (outside any transaction). A decline is recorded at once,
 * on the payment row and for its payable, in one transaction; any other answer is the caller's to settle.
 */
export async function authoriseAttempt<Locked>(
  db: Database,
  payment: Payment,
  request: Omit<AuthoriseRequest, "idempotencyKey">,
  payable: PayableHandler<Locked>,
  providers: Providers,
): Promise<ProviderState> {
  const state = await providers[payment.provider].authorise({ ...request, idempotencyKey: payment.idempotencyKey });
  paymentHooks.afterProviderCall?.("authorise");
  // The provider's own words for this attempt (an invalid number never reaches the card network).
  if (state.status === "declined") await db.transaction((tx) => applyProviderState(tx, payment.id, state, payable));
  return state;
}

/** What has been recorded as refunded of a payment so far (sent to the provider or not). */
export async function refundsRecorded(tx: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amountMinor}), 0)` })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return Number(row?.total ?? 0);
}

/**
 * Records a refund to send (in the caller's transaction, with what caused it); `sendPendingRefunds` tells
 * the provider after the commit. Idempotent by key: a repeat records nothing twice at the provider.
 */
export async function recordRefund(
  tx: DbOrTx,
  payment: Pick<Payment, "id">,
  amountMinor: number,
  idempotencyKey: string,
  reason: string,
) {
  await tx
    .insert(paymentRefunds)
    .values({ paymentId: payment.id, amountMinor, idempotencyKey, reason })
    .onConflictDoNothing();
  await tx
    .update(payments)
    .set({ refundedMinor: sql`${payments.refundedMinor} + ${amountMinor}`, updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
}

/**
 * Tells the providers about refunds recorded but not yet sent (after the commit that recorded them). One that
 * fails here is sent by the reconciliation job, which sends every unsent refund.
 */
export async function sendPendingRefunds(
  db: Database,
  filter: { paymentId?: string },
  providers: Providers,
): Promise<number> {
  const pending = await db
    .select({ refund: paymentRefunds, payment: payments })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      and(isNull(paymentRefunds.sentAt), filter.paymentId ? eq(paymentRefunds.paymentId, filter.paymentId) : undefined),
    );
  for (const { refund, payment } of pending) {
    const { reference } = await providers[payment.provider].refund({
      idempotencyKey: payment.idempotencyKey,
      refundKey: refund.idempotencyKey,
      amountMinor: refund.amountMinor,
    });
    paymentHooks.afterProviderCall?.("refund");
    await db
      .update(paymentRefunds)
      .set({ sentAt: new Date(), providerReference: reference })
      .where(eq(paymentRefunds.id, refund.id));
  }
  return pending.length;
}
