/**
 * A micro-investor buys units of an open offering by card, through the payment provider interface directly
 * (no bookings' `payments` row: those belong to bookings; the provider's reference is kept on the
 * subscription). In steps, because the provider is called between transactions:
 *
 * 1. reserve: one transaction adds the units to the offering's `units_sold` (the database's check
 *    `units_sold <= units_issued` refuses an oversell, however many buy at once: their updates of the one
 *    row take turns) and writes a pending subscription keyed by the buyer's idempotency key;
 * 2. charge: authorise and capture at the provider, outside any transaction, keyed by the subscription;
 * 3. settle: one transaction marks the subscription paid with its `investment` journal entry (cash at the
 *    gateway against investor capital), or failed with its units given back.
 *
 * A retry with the same idempotency key never reserves or charges twice: it finds the subscription and
 * carries on from where it stands.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { UserActor } from "@/server/access";
import type { Database, DbOrTx } from "@/server/db";
import { aborted, invalidArgument, notFound } from "@/server/functions";
import { ACCOUNTS, cashAccountOf, postJournalEntry } from "@/domains/ledger";
import { paymentProviders, type CardDetails, type PaymentProvider, type ProviderState } from "@/domains/payments";
import { investOfferings, investSubscriptions } from "./schema";

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

const CHECK_VIOLATION = "23514";
function isOversell(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === CHECK_VIOLATION && constraint === "invest_offerings_no_oversell") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

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
      if (offering.status !== "open") throw aborted(notSelling(offering.status));
      // The update is the reservation: the check constraint refuses it when too few units are left.
      const [reserved] = await tx
        .update(investOfferings)
        .set({
          unitsSold: sql`${investOfferings.unitsSold} + ${input.units}`,
          status: sql`case when ${investOfferings.unitsSold} + ${input.units} = ${investOfferings.unitsIssued} then 'funded'::invest_offering_status else ${investOfferings.status} end`,
          fundedAt: sql`case when ${investOfferings.unitsSold} + ${input.units} = ${investOfferings.unitsIssued} then now() else ${investOfferings.fundedAt} end`,
        })
        .where(and(eq(investOfferings.id, input.offeringId), eq(investOfferings.status, "open")))
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
          ? `Only ${left} unit${left === 1 ? " is" : "s are"} left in this offering.`
          : "This offering has sold all its units.",
        { unitsLeft: left },
      );
    }
    throw error;
  }
}

/** Applies what the provider says to the subscription, in one transaction. */
async function settle(db: Database, subscriptionId: string, state: ProviderState): Promise<Subscription> {
  return db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(investSubscriptions)
      .where(eq(investSubscriptions.id, subscriptionId))
      .for("update");
    if (!subscription || subscription.status !== "pending") return subscription!;
    if (state.status === "captured") {
      const [offering] = await tx
        .select({ propertyId: investOfferings.propertyId })
        .from(investOfferings)
        .where(eq(investOfferings.id, subscription.offeringId));
      const entryId = await postJournalEntry(tx, {
        kind: "investment",
        memo: `StayInvest: ${subscription.units} unit${subscription.units === 1 ? "" : "s"} bought (${state.reference})`,
        createdBy: subscription.userId,
        lines: [
          {
            account: cashAccountOf("test_card"),
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
      const [paid] = await tx
        .update(investSubscriptions)
        .set({ status: "paid", paidAt: new Date(), entryId, providerReference: state.reference })
        .where(eq(investSubscriptions.id, subscriptionId))
        .returning();
      return paid!;
    }
    if (state.status === "declined" || state.status === "voided") {
      await releaseUnits(tx, subscription);
      const [failed] = await tx
        .update(investSubscriptions)
        .set({
          status: "failed",
          providerReference: state.reference,
          failureMessage: state.status === "declined" ? state.message : "The payment was cancelled.",
        })
        .where(eq(investSubscriptions.id, subscriptionId))
        .returning();
      return failed!;
    }
    return subscription;
  });
}

/** Gives a failed purchase's units back; a funded offering is open again. */
async function releaseUnits(tx: DbOrTx, subscription: Subscription) {
  await tx
    .update(investOfferings)
    .set({
      unitsSold: sql`${investOfferings.unitsSold} - ${subscription.units}`,
      status: sql`case when ${investOfferings.status} = 'funded' then 'open'::invest_offering_status else ${investOfferings.status} end`,
      fundedAt: sql`case when ${investOfferings.status} = 'funded' then null else ${investOfferings.fundedAt} end`,
    })
    .where(eq(investOfferings.id, subscription.offeringId));
}

const keyOf = (subscription: Subscription) => `invest:${subscription.id}`;

export async function buyUnits(
  db: Database,
  actor: UserActor,
  input: PurchaseInput,
  provider: PaymentProvider = paymentProviders(db).test_card,
): Promise<PurchaseOutcome> {
  let subscription = await reserve(db, actor, input);
  if (subscription.status === "pending") {
    const idempotencyKey = keyOf(subscription);
    let state = await provider.authorise({
      idempotencyKey,
      amountMinor: subscription.amountMinor,
      currency: subscription.currency,
      card: input.card,
    });
    if (state.status === "authorised") state = await provider.capture({ idempotencyKey });
    // A card that asks the holder to confirm (3-D Secure) is not offered for units: cancel it and say so.
    if (state.status === "requires_action") {
      await provider.void({ idempotencyKey });
      state = {
        status: "declined",
        reference: state.reference,
        message:
          "This card asks for an extra confirmation, which StayInvest purchases do not support yet. Use another card.",
      };
    }
    subscription = await settle(db, subscription.id, state);
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
 * answer): asks the provider what happened to each, so a captured card becomes a holding and anything else
 * gives its units back (an authorisation left hanging is voided first). Safe to run twice: `settle` only
 * moves a pending subscription.
 */
export async function settleStalePurchases(
  db: Database,
  now: Date,
  provider: PaymentProvider = paymentProviders(db).test_card,
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
  const counts = { paid: 0, failed: 0 };
  for (const subscription of stale) {
    const idempotencyKey = keyOf(subscription);
    let state = await provider.status(idempotencyKey);
    if (state?.status === "authorised") state = await provider.capture({ idempotencyKey });
    if (!state || state.status === "requires_action" || state.status === "pending" || state.status === "authorised") {
      if (state) await provider.void({ idempotencyKey });
      state = {
        status: "declined",
        reference: state?.reference ?? null,
        message: "The payment did not complete in time; nothing was charged.",
      };
    }
    const settled = await settle(db, subscription.id, state);
    if (settled.status === "paid") counts.paid += 1;
    if (settled.status === "failed") counts.failed += 1;
  }
  return counts;
}
