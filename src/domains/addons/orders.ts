/**
 * Ordering an add-on alone (DOMAIN.md Booking: add-ons are bookable alone). Like the stay checkout it is
 * steps: the places are taken and the order held in one transaction (the slot's `taken <= capacity` check is
 * the last word, so whoever would oversell gets `aborted` before any payment exists), then the provider is
 * asked outside any transaction, then `settleAddonPayment` brings the order in line with what the provider
 * says: scheduled with its sale in the ledger, or cancelled with its places given back.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { postJournalEntry } from "@/domains/ledger";
import {
  authoriseAttempt,
  openAttempt,
  paymentProviders,
  recordRefund,
  sendPendingRefunds,
  settle,
  type CardDetails,
  type PayableHandler,
  type PaymentProvider,
  type ProviderId,
  type Settling,
  paysFor,
} from "@/domains/payments";
import { payments } from "@/domains/payments/schema";
import { organisations } from "@/server/db/identity-schema";
import { settingsInForce } from "@/domains/platform";
import { addonOrderReference } from "@/lib/ids";
import { addonScopeIncludes, addonScopeOf, type Actor, type UserActor } from "@/server/access";
import type { Database, DbOrTx } from "@/server/db";
import { todayIn } from "@/lib/dates";
import { aborted, invalidArgument, notFound } from "@/server/functions";
import {
  addonRefundLines,
  addonSaleLines,
  quoteAddon,
  timeIn,
  transferHourOf,
  type OrderAction,
  type OrderStatus,
} from "./pricing";
import { addonOrderLifecycle } from "./lifecycle";
import { violates } from "./products";
import { addonOrders, addonProducts, addonSlots } from "./schema";

type Providers = Record<ProviderId, PaymentProvider>;
export type AddonOrder = typeof addonOrders.$inferSelect;

export interface AddonOrderInput {
  productId: string;
  /** Tours and meals: the departure or service chosen. */
  slotId?: string;
  /** Transfers: the day and exact pickup time (their vehicles count per clock hour). */
  day?: string;
  pickupTime?: string;
  flightNumber?: string;
  pickupZone?: string;
  quantity: number;
  guest: { name: string; email: string; phone: string };
  note: string;
  card: CardDetails;
  idempotencyKey: string;
}

export interface AddonOrderOutcome {
  reference: string;
  status: OrderStatus;
  totalMinor: number;
  currency: string;
  /** Why it did not go through, in words for the guest. */
  message: string | null;
  /** Where the guest confirms the payment (3-D Secure style), while the card waits for it. */
  actionUrl: string | null;
}

/** How long an order may stay `held` before the clock settles or cancels it. */
export const ADDON_HOLD_MINUTES = 15;

export function isCheckViolation(error: unknown): boolean {
  return violates(error, "addon_slots_not_oversold");
}

/** What an order asks for: the product, its time (a slot, or a transfer's day and pickup) and how many. */
export interface PlacesRequest {
  productId: string;
  slotId?: string;
  day?: string;
  pickupTime?: string;
  flightNumber?: string;
  pickupZone?: string;
  quantity: number;
}

/**
 * Takes an order's places in the caller's transaction: one conditional update of the slot (a tour's departure,
 * a meal's service) or an upsert of the transfer's clock hour. The check `taken <= capacity` refuses the one
 * that would oversell (the caller turns it into `aborted`, see `isCheckViolation`).
 */
export async function takePlaces(
  tx: DbOrTx,
  input: PlacesRequest,
  options: { currency?: string } = {},
): Promise<{ product: typeof addonProducts.$inferSelect; slotId: string }> {
  const [product] = await tx
    .select({ product: addonProducts })
    .from(addonProducts)
    .innerJoin(organisations, eq(organisations.id, addonProducts.organisationId))
    .where(
      and(eq(addonProducts.id, input.productId), eq(addonProducts.status, "active"), eq(organisations.enabled, true)),
    );
  if (!product) throw notFound("This product is not available.");
  const p = product.product;
  // With a stay, one payment in one currency pays everything.
  if (options.currency && p.currency !== options.currency)
    throw invalidArgument(
      `${p.title} is sold in ${p.currency}; this stay is paid in ${options.currency}. Book it on its own instead.`,
    );
  const today = todayIn(p.timeZone);
  const now = timeIn(p.timeZone);
  if (input.quantity > p.capacity)
    throw invalidArgument(`At most ${p.capacity} ${p.priceUnit === "vehicle" ? "vehicles" : "persons"} per order.`, {
      issues: [{ path: "quantity", message: `At most ${p.capacity}.` }],
    });

  let slotId: string;
  if (p.kind === "airport_transfer") {
    if (!input.day || !input.pickupTime || !input.flightNumber || !input.pickupZone)
      throw invalidArgument("A transfer needs the day, the pickup time, the flight number and the pickup zone.");
    if (!p.pickupZones.includes(input.pickupZone))
      throw invalidArgument("Choose one of the pickup zones offered.", {
        issues: [{ path: "pickupZone", message: "Choose one of the pickup zones offered." }],
      });
    if (input.day < today || (input.day === today && input.pickupTime <= now))
      throw invalidArgument("The pickup time has passed: choose a later one.", {
        issues: [{ path: "pickupTime", message: "Choose a time in the future." }],
      });
    const hour = transferHourOf(input.pickupTime);
    // The hour's row is made by its first order; later ones add to it. The check refuses a full hour.
    const [slot] = await tx
      .insert(addonSlots)
      .values({ productId: p.id, day: input.day, startTime: hour, capacity: p.capacity, taken: input.quantity })
      .onConflictDoUpdate({
        target: [addonSlots.productId, addonSlots.day, addonSlots.startTime],
        set: { taken: sql`${addonSlots.taken} + ${input.quantity}` },
        setWhere: sql`${addonSlots.closed} is null`,
      })
      .returning({ id: addonSlots.id });
    if (!slot) throw aborted("No vehicles can be booked in this hour. Choose another time.");
    slotId = slot.id;
  } else {
    if (!input.slotId)
      throw invalidArgument("Choose a date and time.", {
        issues: [{ path: "slotId", message: "Choose a date and time." }],
      });
    const [slot] = await tx
      .update(addonSlots)
      .set({ taken: sql`${addonSlots.taken} + ${input.quantity}` })
      .where(
        and(
          eq(addonSlots.id, input.slotId),
          eq(addonSlots.productId, p.id),
          sql`${addonSlots.closed} is null`,
          sql`(${addonSlots.day} > ${today}::date or (${addonSlots.day} = ${today}::date and ${addonSlots.startTime} > ${now}::time))`,
        ),
      )
      .returning({ id: addonSlots.id });
    if (!slot) throw notFound("This date and time is no longer offered. Choose another.");
    slotId = slot.id;
  }

  return { product: p, slotId };
}

/** Orders an add-on and pays for it with a card: the `orderAddon` function. */
export async function placeAddonOrder(
  db: Database,
  input: AddonOrderInput,
  actor: UserActor,
  providers: Providers = paymentProviders(db),
): Promise<AddonOrderOutcome> {
  const [existing] = await db.select().from(addonOrders).where(eq(addonOrders.idempotencyKey, input.idempotencyKey));
  if (existing) {
    if (existing.guestUserId !== actor.userId)
      throw invalidArgument("This order form was already used. Reload the page to start again.");
    return describeOrder(db, existing.id);
  }

  const { order, payment } = await db
    .transaction(async (tx) => {
      const { product: p, slotId } = await takePlaces(tx, input);
      // The commission in force when the order is placed is stored on it (`commissionMinor`): later changes never move it.
      const { settings } = await settingsInForce(tx);
      const quote = quoteAddon(p.priceMinor, input.quantity, settings);
      const [created] = await tx
        .insert(addonOrders)
        .values({
          reference: addonOrderReference(),
          productId: p.id,
          slotId,
          organisationId: p.organisationId,
          guestUserId: actor.userId,
          guestName: input.guest.name,
          guestEmail: input.guest.email.toLowerCase(),
          guestPhone: input.guest.phone,
          quantity: input.quantity,
          flightNumber: p.kind === "airport_transfer" ? input.flightNumber! : null,
          pickupZone: p.kind === "airport_transfer" ? input.pickupZone! : null,
          pickupTime: p.kind === "airport_transfer" ? input.pickupTime! : null,
          note: input.note,
          status: "held",
          currency: p.currency,
          unitPriceMinor: quote.unitPriceMinor,
          totalMinor: quote.totalMinor,
          commissionMinor: quote.commissionMinor,
          idempotencyKey: input.idempotencyKey,
        })
        .returning();
      const payment = await openAttempt(tx, {
        payableKind: "addon_order",
        payableId: created!.id,
        provider: "test_card",
        currency: created!.currency,
        amountMinor: created!.totalMinor,
        idempotencyKey: randomUUID(),
      });
      return { order: created!, payment };
    })
    .catch((error: unknown) => {
      if (isCheckViolation(error))
        throw aborted("Not enough places are left at this time for your party. Choose fewer, or another time.");
      throw error;
    });

  const state = await authoriseAttempt(
    db,
    payment,
    { amountMinor: order.totalMinor, currency: order.currency, card: input.card },
    addonOrderPayable(),
    providers,
  );
  // A decline is recorded by the engine, and the places go back at once (the guest may try another card).
  // Anything else, including a card that asks its holder to confirm, is settled: the places stay held while
  // they do.
  if (state.status !== "declined") await settleAddonPayment(db, payment.id, providers);
  return describeOrder(db, order.id);
}

/**
 * The add-on order a test-gateway charge pays, when it is the user's own (the gateway's confirmation page
 * serves stays and add-ons alike); null for anyone else's, as for a missing one.
 */
export async function addonOrderOfCharge(db: DbOrTx, chargeId: string, userId: string) {
  const [row] = await db
    .select({
      paymentId: payments.id,
      orderId: addonOrders.id,
      reference: addonOrders.reference,
      title: addonProducts.title,
    })
    .from(payments)
    .innerJoin(addonOrders, paysFor("addon_order", addonOrders.id))
    .innerJoin(addonProducts, eq(addonProducts.id, addonOrders.productId))
    .where(
      and(
        eq(payments.provider, "test_card"),
        eq(payments.providerReference, chargeId),
        eq(addonOrders.guestUserId, userId),
      ),
    );
  return row ?? null;
}

/** Gives an order's places back (in the caller's transaction, with the order locked). */
async function releasePlaces(tx: DbOrTx, order: AddonOrder) {
  await tx
    .update(addonSlots)
    .set({ taken: sql`${addonSlots.taken} - ${order.quantity}` })
    .where(eq(addonSlots.id, order.slotId));
}

async function lockOrder(tx: DbOrTx, orderId: string) {
  const [order] = await tx.select().from(addonOrders).where(eq(addonOrders.id, orderId)).for("update");
  return order ?? null;
}

/** A held order given up: cancelled with why, its places given back (a scheduled or closed one stays). */
async function cancelHeld(tx: DbOrTx, order: AddonOrder, why: string) {
  const verdict = addonOrderLifecycle.next(order.status, "release", "system");
  if (!verdict.ok) return;
  await tx
    .update(addonOrders)
    .set({ status: verdict.to, statusNote: why, updatedAt: new Date() })
    .where(and(eq(addonOrders.id, order.id), eq(addonOrders.status, order.status)));
  await releasePlaces(tx, order);
}

/**
 * What a payment's states mean for an add-on order bought alone (DOMAIN.md Booking: add-ons are bookable
 * alone), for the payments engine: a captured payment schedules a held order and posts its sale once; a
 * declined or voided one cancels it and gives its places back; an authorised one is captured; a card waiting
 * for its holder's confirmation (3-D Secure style) keeps the places until the hold runs out (`now` is the
 * clock the hold is measured by), then is released.
 */
export function addonOrderPayable(now: Date = new Date()): PayableHandler<AddonOrder> {
  const holdRunning = (order: AddonOrder) =>
    order.status === "held" && order.createdAt.getTime() >= now.getTime() - ADDON_HOLD_MINUTES * 60_000;
  const waiting = async ({ payable: order }: Settling<AddonOrder>) => (holdRunning(order) ? null : "void");
  return {
    kind: "addon_order",
    // The order first, as cancelling it from the dashboard does (`changeAddonOrder`).
    lockFirst: "payable",
    lock: lockOrder,

    // The provider never heard of it (a crash before the call): only the clock gives up on it.
    async unknown({ tx, payable: order }) {
      if (order.status !== "held" || holdRunning(order)) return null;
      await cancelHeld(tx, order, NEVER_COMPLETED);
      return { giveUp: NEVER_COMPLETED };
    },
    requiresAction: waiting,
    pending: waiting,

    async authorised({ payable: order }) {
      return order.status === "held" ? "capture" : "void";
    },

    async captured({ tx, payable: order, payment }, state) {
      const paid = addonOrderLifecycle.next(order.status, "paid", "system");
      if (paid.ok) {
        await tx
          .update(addonOrders)
          .set({ status: paid.to, updatedAt: new Date() })
          .where(and(eq(addonOrders.id, order.id), eq(addonOrders.status, order.status)));
        await postJournalEntry(tx, {
          kind: "addon_sale",
          paymentId: payment.id,
          bookingId: order.bookingId,
          memo: `Add-on order ${order.reference}`,
          lines: addonSaleLines(
            { currency: order.currency, organisationId: order.organisationId, provider: payment.provider },
            order,
          ),
        });
        return null;
      }
      // Money taken for an order given up meanwhile (the clock cancelled it): all of it goes back.
      if (order.status === "cancelled" && payment.refundedMinor < state.capturedMinor) {
        const refundMinor = state.capturedMinor - payment.refundedMinor;
        await recordRefund(tx, payment, refundMinor, `addon-unsold:${payment.id}`, "No order to pay for");
        return { refundMinor };
      }
      return null;
    },

    async failedOrVoided({ tx, payable: order, payment }, state) {
      await cancelHeld(
        tx,
        order,
        state.status === "declined"
          ? (payment.failureMessage ?? state.message)
          : "The payment was not confirmed in time, so nothing was charged. Book again to try once more.",
      );
    },
  };
}

const NEVER_COMPLETED = "The payment was never completed.";

/**
 * Brings an add-on order in line with its payment at the provider, doing what that calls for (the payments
 * engine's `settle` with the order's handler). Safe to run any number of times, from anywhere (the order, the
 * 3-D Secure page, the expiry job).
 */
export async function settleAddonPayment(
  db: Database,
  paymentId: string,
  providers: Providers = paymentProviders(db),
  now: Date = new Date(),
): Promise<void> {
  await settle(db, paymentId, addonOrderPayable(now), providers);
}

/** What the guest is shown after ordering: the order's status and, when it failed, why. */
export async function describeOrder(db: DbOrTx, orderId: string): Promise<AddonOrderOutcome> {
  const [order] = await db.select().from(addonOrders).where(eq(addonOrders.id, orderId));
  if (!order) throw notFound("No such order.");
  const [payment] = await db
    .select()
    .from(payments)
    .where(paysFor("addon_order", order.id))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return {
    reference: order.reference,
    status: order.status,
    totalMinor: order.totalMinor,
    currency: order.currency,
    message:
      order.status === "cancelled"
        ? order.statusNote || payment?.failureMessage || "The order did not go through."
        : null,
    actionUrl:
      order.status === "held" && payment?.status === "requires_action" && payment.providerReference
        ? `/pay/confirm/${payment.providerReference}`
        : null,
  };
}

/**
 * The supplier or staff close an order from the dashboard: done or no-show from its day on (no money moves:
 * the sale stands), or cancelled before, with the places given back and the guest refunded in full (the
 * sale reversed in the ledger in the same transaction; the provider is told after the commit).
 */
export async function changeAddonOrder(
  db: Database,
  actor: Actor,
  input: { reference: string; action: OrderAction; note: string },
  providers: Providers = paymentProviders(db),
) {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: addonOrders, timeZone: addonProducts.timeZone, day: addonSlots.day })
      .from(addonOrders)
      .innerJoin(addonProducts, eq(addonProducts.id, addonOrders.productId))
      .innerJoin(addonSlots, eq(addonSlots.id, addonOrders.slotId))
      .where(eq(addonOrders.reference, input.reference))
      .for("update", { of: addonOrders });
    if (!row || !addonScopeIncludes(addonScopeOf(actor), row.order.organisationId))
      throw notFound("No order of yours has this reference.");
    const { order } = row;
    const verdict = addonOrderLifecycle.next(order.status, input.action, "supplier");
    if (!verdict.ok) throw aborted(verdict.message);
    // Read and locked above: the update is still conditional on that status, as every status change is.
    const stillAsRead = and(eq(addonOrders.id, order.id), eq(addonOrders.status, order.status));
    if (input.action !== "cancel") {
      if (row.day > todayIn(row.timeZone)) throw aborted("An order can be marked done or no-show from its day on.");
      const status = verdict.to;
      await tx.update(addonOrders).set({ status, statusNote: input.note, updatedAt: new Date() }).where(stillAsRead);
      return { order, status, paymentId: null as string | null };
    }
    await tx
      .update(addonOrders)
      .set({
        status: verdict.to,
        statusNote: input.note || "Cancelled by the supplier",
        refundedMinor: order.totalMinor,
        updatedAt: new Date(),
      })
      .where(stillAsRead);
    await releasePlaces(tx, order);
    // An order sold with a stay was paid by the stay's payment: the refund goes back to that one.
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          order.bookingId ? paysFor("booking", order.bookingId) : paysFor("addon_order", order.id),
          eq(payments.status, "captured"),
        ),
      )
      .for("update");
    if (!payment) return { order, status: "cancelled" as const, paymentId: null };
    await recordRefund(
      tx,
      payment,
      order.totalMinor,
      `addon-cancel:${order.id}`,
      input.note || "Cancelled by the supplier",
    );
    await postJournalEntry(tx, {
      kind: "addon_refund",
      paymentId: payment.id,
      bookingId: order.bookingId,
      memo: `Refund of add-on order ${order.reference}`,
      createdBy: actor.kind === "user" ? actor.email : null,
      lines: addonRefundLines(
        { currency: order.currency, organisationId: order.organisationId, provider: payment.provider },
        order,
      ),
    });
    return { order, status: "cancelled" as const, paymentId: payment.id };
  });
  if (result.paymentId) await sendPendingRefunds(db, { paymentId: result.paymentId }, providers);
  return { reference: result.order.reference, from: result.order.status, status: result.status };
}

/**
 * The clock's part (job `addons.expireHeld`): orders still held after their minutes are settled with the
 * provider, which schedules a payment that went through at the last second and cancels the rest.
 */
export async function expireHeldAddonOrders(
  db: Database,
  now: Date = new Date(),
  providers: Providers = paymentProviders(db),
): Promise<number> {
  const stale = await db
    .select({ paymentId: payments.id })
    .from(addonOrders)
    .innerJoin(payments, paysFor("addon_order", addonOrders.id))
    .where(
      and(
        inArray(addonOrders.status, [...addonOrderLifecycle.events.release.from]),
        lt(addonOrders.createdAt, new Date(now.getTime() - ADDON_HOLD_MINUTES * 60_000)),
        inArray(payments.status, ["pending", "requires_action", "authorised", "failed"]),
      ),
    )
    .limit(500);
  for (const { paymentId } of stale) await settleAddonPayment(db, paymentId, providers, now);
  return stale.length;
}
