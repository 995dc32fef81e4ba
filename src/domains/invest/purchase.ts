/**
 * A micro-investor buys units of an open offering by card. The payment is a `payments` row like a booking's
 * (kind `invest_purchase`, keyed `invest:<subscription id>` at the provider) settled by the payments engine
 * with this domain's handler (`investPurchasePayable`). In steps, because the provider is called between
 * transactions:
 *
 * 1. reserve: one transaction adds the units to the offering's `units_sold` (the database's check
 *    `units_sold <= units_issued` refuses an oversell, however many buy at once: their updates of the one
 *    row take turns), writes a pending subscription keyed by the buyer's idempotency key and opens its
 *    payment;
 * 2. charge: authorise at the provider, outside any transaction (`authoriseAttempt`);
 * 3. settle: the engine asks the provider and, in one transaction, marks the subscription paid with its
 *    `investment` journal entry (cash at the gateway against investor capital), or failed with its units
 *    given back; an authorisation is captured, a card asking for 3-D Secure is released.
 *
 * A retry with the same idempotency key never reserves or charges twice: it finds the subscription and
 * carries on from where it stands.
 */
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { UserActor } from "@/server/access";
import type { Database, DbOrTx } from "@/server/db";
import { aborted, invalidArgument, notFound } from "@/server/functions";
import { ACCOUNTS, cashAccountOf, postJournalEntry } from "@/domains/ledger";
import {
  authoriseAttempt,
  paymentProviders,
  settle,
  type CardDetails,
  type PayableHandler,
  type PaymentProvider,
  type ProviderId,
  paysFor,
} from "@/domains/payments";
import { payments } from "@/domains/payments/schema";
import { offeringLifecycle, purchaseLifecycle, SELLING } from "./lifecycle";
import { investOfferings, investSubscriptions } from "./schema";

const { sell_out: SELL_OUT, reopen: REOPEN } = offeringLifecycle.events;
import { isPgError, PG } from "@/lib/pg-errors";
import { plural } from "@/lib/plural";

export interface PurchaseInput {
  offeringId: string;
  units: number;
  card: CardDetails;
  idempotencyKey: string;
}

export interface PurchaseOutcome {
  subscriptionId: string;
  status: "paid" | "failed" | "pending";
  units: number;
  amountMinor: number;
  currency: string;
  message?: string;
}

type Subscription = typeof investSubscriptions.$inferSelect;

const notSelling = (status: string) =>
  status === "funded" ? "This offering has sold all its units." : "This offering is not open for purchases.";

const isOversell = (error: unknown) => isPgError(error, PG.checkViolation, "invest_offerings_no_oversell");

async function reserve(db: Database, actor: UserActor, input: PurchaseInput): Promise<Subscription> {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(investSubscriptions)
        .where(eq(investSubscriptions.idempotencyKey, input.idempotencyKey));
      if (existing) {
        if (existing.userId !== actor.userId || existing.offeringId !== input.offeringId)
          throw invalidArgument("This purchase key was used for another purchase.");
        return existing;
      }
      const [offering] = await tx.select().from(investOfferings).where(eq(investOfferings.id, input.offeringId));
      // Scope before state: a draft was never published (the public list shows open offerings only), so
      // it is "not found" to a buyer, not "not open", which would tell them it exists.
      if (!offering || offering.status === "draft") throw notFound("There is no such offering.");
      if (!SELLING.has(offering.status)) throw aborted(notSelling(offering.status));
      // The update is the reservation: the check constraint refuses it when too few units are left.
      const [reserved] = await tx
        .update(investOfferings)
        .set({
          unitsSold: sql`${investOfferings.unitsSold} + ${input.units}`,
          // The last unit sold: the offering's `sell_out` (lifecycle.ts), decided in the same statement.
          status: sql`case when ${investOfferings.unitsSold} + ${input.units} = ${investOfferings.unitsIssued} then ${SELL_OUT.to}::invest_offering_status else ${investOfferings.status} end`,
          fundedAt: sql`case when ${investOfferings.unitsSold} + ${input.units} = ${investOfferings.unitsIssued} then now() else ${investOfferings.fundedAt} end`,
        })
        .where(and(eq(investOfferings.id, input.offeringId), inArray(investOfferings.status, [...SELL_OUT.from])))
        .returning();
      if (!reserved) {
        const [now] = await tx
          .select({ status: investOfferings.status })
          .from(investOfferings)
          .where(eq(investOfferings.id, input.offeringId));
        throw aborted(notSelling(now?.status ?? "closed"));
      }
      const [subscription] = await tx
        .insert(investSubscriptions)
        .values({
          offeringId: offering.id,
          userId: actor.userId,
          units: input.units,
          unitPriceMinor: offering.unitPriceMinor,
          amountMinor: input.units * offering.unitPriceMinor,
          currency: offering.currency,
          idempotencyKey: input.idempotencyKey,
          cardLast4: input.card.number.slice(-4),
        })
        .returning();
      await openPayment(tx, subscription!);
      return subscription!;
    });
  } catch (error) {
    if (isOversell(error)) {
      const [offering] = await db
        .select({ left: sql<number>`${investOfferings.unitsIssued} - ${investOfferings.unitsSold}` })
        .from(investOfferings)
        .where(eq(investOfferings.id, input.offeringId));
      const left = Number(offering?.left ?? 0);
      throw aborted(
        left > 0
          ? `Only ${plural(left, { one: "unit is", other: "units are" })} left in this offering.`
          : "This offering has sold all its units.",
        { unitsLeft: left },
      );
    }
    throw error;
  }
}

/** Gives a failed purchase's units back; a funded offering is open again. */
async function releaseUnits(tx: DbOrTx, subscription: Subscription) {
  await tx
    .update(investOfferings)
    .set({
      unitsSold: sql`${investOfferings.unitsSold} - ${subscription.units}`,
      // A funded offering's `reopen` (lifecycle.ts), decided in the same statement.
      status: sql`case when ${investOfferings.status} = ${REOPEN.from[0]}::invest_offering_status then ${REOPEN.to}::invest_offering_status else ${investOfferings.status} end`,
      fundedAt: sql`case when ${investOfferings.status} = ${REOPEN.from[0]}::invest_offering_status then null else ${investOfferings.fundedAt} end`,
    })
    .where(eq(investOfferings.id, subscription.offeringId));
}

const keyOf = (subscription: Subscription) => `invest:${subscription.id}`;

/** A purchase's payment (its one attempt), opened in the reservation's transaction. */
async function openPayment(tx: DbOrTx, subscription: Subscription) {
  await tx
    .insert(payments)
    .values({
      payableKind: "invest_purchase",
      payableId: subscription.id,
      provider: subscription.provider as ProviderId,
      currency: subscription.currency,
      amountMinor: subscription.amountMinor,
      idempotencyKey: keyOf(subscription),
      cardLast4: subscription.cardLast4,
    })
    .onConflictDoNothing();
}

/**
 * The purchase's payment row. A subscription reserved before purchases had one (or by a server that stopped
 * in between) gets it now, with the key the provider already knows it by.
 */
async function paymentOf(db: Database, subscription: Subscription) {
  await openPayment(db, subscription);
  const [payment] = await db.select().from(payments).where(paysFor("invest_purchase", subscription.id));
  return payment!;
}

const PAYMENT_CANCELLED = "The payment was cancelled.";
const NEEDS_CONFIRMATION =
  "This card asks for an extra confirmation, which StayInvest purchases do not support yet. Use another card.";
const NOT_COMPLETED = "The payment did not complete in time; nothing was charged.";

/**
 * What a payment's states mean for a StayInvest purchase, for the payments engine. Only a pending
 * subscription moves: captured makes it paid with its `investment` entry; declined, voided or given up makes
 * it failed with its units given back. `stale` is the clock's settlement (`settleStalePurchases`): a payment
 * still waiting (or never heard of) after the purchase's minutes is given up.
 */
export function investPurchasePayable({ stale }: { stale: boolean }): PayableHandler<Subscription> {
  const fail = async (tx: DbOrTx, subscription: Subscription, reference: string | null, message: string) => {
    const verdict = purchaseLifecycle.next(subscription.status, "fail", "system");
    if (!verdict.ok) return;
    await releaseUnits(tx, subscription);
    await tx
      .update(investSubscriptions)
      .set({ status: verdict.to, providerReference: reference, failureMessage: message })
      .where(and(eq(investSubscriptions.id, subscription.id), eq(investSubscriptions.status, subscription.status)));
  };
  return {
    kind: "invest_purchase",
    lockFirst: "payable",
    async lock(tx, subscriptionId) {
      const [subscription] = await tx
        .select()
        .from(investSubscriptions)
        .where(eq(investSubscriptions.id, subscriptionId))
        .for("update");
      return subscription ?? null;
    },

    async unknown({ tx, payable: subscription }) {
      if (!stale || subscription.status !== "pending") return null;
      await fail(tx, subscription, null, NOT_COMPLETED);
      return { giveUp: NOT_COMPLETED };
    },

    // A card that asks the holder to confirm (3-D Secure) is not offered for units: release it and say so.
    async requiresAction({ tx, payable: subscription }, state) {
      await fail(tx, subscription, state.reference, stale ? NOT_COMPLETED : NEEDS_CONFIRMATION);
      return "void";
    },

    async pending({ tx, payable: subscription }, state) {
      if (!stale) return null;
      await fail(tx, subscription, state.reference, NOT_COMPLETED);
      return "void";
    },

    async authorised({ payable: subscription }) {
      return subscription.status === "pending" ? "capture" : "void";
    },

    async captured({ tx, payable: subscription, payment }, state) {
      const paid = purchaseLifecycle.next(subscription.status, "pay", "system");
      if (!paid.ok) return null;
      const [offering] = await tx
        .select({ propertyId: investOfferings.propertyId })
        .from(investOfferings)
        .where(eq(investOfferings.id, subscription.offeringId));
      const entryId = await postJournalEntry(tx, {
        kind: "investment",
        memo: `StayInvest: ${plural(subscription.units, { one: "unit", other: "units" })} bought (${state.reference})`,
        createdBy: subscription.userId,
        lines: [
          {
            account: cashAccountOf(payment.provider),
            currency: subscription.currency,
            amountMinor: subscription.amountMinor,
            propertyId: offering!.propertyId,
          },
          {
            account: ACCOUNTS.investorCapital,
            currency: subscription.currency,
            amountMinor: -subscription.amountMinor,
            propertyId: offering!.propertyId,
          },
        ],
      });
      await tx
        .update(investSubscriptions)
        .set({ status: paid.to, paidAt: new Date(), entryId, providerReference: state.reference })
        .where(and(eq(investSubscriptions.id, subscription.id), eq(investSubscriptions.status, subscription.status)));
      return null;
    },

    async failedOrVoided({ tx, payable: subscription }, state) {
      await fail(tx, subscription, state.reference, state.status === "declined" ? state.message : PAYMENT_CANCELLED);
    },
  };
}

/** The card provider for purchases, `provider` standing in for it (tests pass their own). */
const purchaseProviders = (db: Database, provider?: PaymentProvider): Record<ProviderId, PaymentProvider> =>
  provider ? { ...paymentProviders(db), test_card: provider } : paymentProviders(db);

async function subscriptionById(db: Database, id: string): Promise<Subscription> {
  const [subscription] = await db.select().from(investSubscriptions).where(eq(investSubscriptions.id, id));
  return subscription!;
}

export async function buyUnits(
  db: Database,
  actor: UserActor,
  input: PurchaseInput,
  provider?: PaymentProvider,
): Promise<PurchaseOutcome> {
  let subscription = await reserve(db, actor, input);
  if (subscription.status === "pending") {
    const providers = purchaseProviders(db, provider);
    const payable = investPurchasePayable({ stale: false });
    const payment = await paymentOf(db, subscription);
    const state = await authoriseAttempt(
      db,
      payment,
      { amountMinor: subscription.amountMinor, currency: subscription.currency, card: input.card },
      payable,
      providers,
    );
    if (state.status !== "declined") await settle(db, payment.id, payable, providers);
    subscription = await subscriptionById(db, subscription.id);
  }
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    units: subscription.units,
    amountMinor: subscription.amountMinor,
    currency: subscription.currency,
    ...(subscription.failureMessage ? { message: subscription.failureMessage } : {}),
  };
}

/** How long a purchase may stay between its reservation and its settlement before the job settles it. */
export const STALE_PURCHASE_MINUTES = 15;

/**
 * Settles purchases left pending (the server stopped between reserving the units and recording the card's
 * answer): the engine asks the provider what happened to each, so a captured card becomes a holding and
 * anything else gives its units back (an authorisation left hanging is captured, a card still waiting for
 * its holder is released). Safe to run twice: only a pending subscription moves.
 */
export async function settleStalePurchases(
  db: Database,
  now: Date,
  provider?: PaymentProvider,
): Promise<{ paid: number; failed: number }> {
  const stale = await db
    .select()
    .from(investSubscriptions)
    .where(
      and(
        eq(investSubscriptions.status, "pending"),
        lt(investSubscriptions.createdAt, new Date(now.getTime() - STALE_PURCHASE_MINUTES * 60_000)),
      ),
    )
    .orderBy(investSubscriptions.createdAt)
    .limit(200);
  const providers = purchaseProviders(db, provider);
  const payable = investPurchasePayable({ stale: true });
  const counts = { paid: 0, failed: 0 };
  for (const subscription of stale) {
    const payment = await paymentOf(db, subscription);
    await settle(db, payment.id, payable, providers);
    const settled = await subscriptionById(db, subscription.id);
    if (settled.status === "paid") counts.paid += 1;
    if (settled.status === "failed") counts.failed += 1;
  }
  return counts;
}
