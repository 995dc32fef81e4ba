/**
 * Add-ons bought with a stay (DOMAIN.md Booking: one checkout holds a stay and any add-ons; it pays several
 * suppliers). The stay checkout is not changed here; these are the three calls it makes, each inside a
 * transaction it already has:
 * - `holdAddonsForBooking` in the hold transaction, after the booking row is inserted: takes each add-on's places
 *   (the same `taken <= capacity` guarantee) and records its order as held, tied to the booking; the checkout adds
 *   the returned total to the booking's (one currency: an add-on in another currency is refused).
 * - `confirmAddonsOfBooking` where the stay's sale is posted (its payment captured and the booking confirmed):
 *   schedules the orders and posts one `addon_sale` per order, from guest_funds, so each supplier gets its own entry.
 * - `releaseAddonsOfBooking` when the booking ends unsold (expired, declined, cancelled before its sale): the
 *   orders are cancelled and their places freed.
 * - `planAddonsRefund` / `refundAddonsOfBooking` when a sold booking is cancelled: each order whose time is still
 *   ahead is cancelled, its places freed and its sale reversed in full (one `addon_refund` per order); an order
 *   whose time has passed stands (the supplier has delivered or kept the places).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { postJournalEntry } from "@/domains/ledger";
import { settingsOfVersion } from "@/domains/platform";
import { addonOrderReference } from "@/lib/ids";
import type { DbOrTx } from "@/server/db";
import { aborted } from "@/server/functions";
import { addonOrderLifecycle } from "./lifecycle";
import { isCheckViolation, takePlaces, type PlacesRequest } from "./orders";
import { addonRefundLines, addonSaleLines, quoteAddon } from "./pricing";
import { addonOrders, addonProducts, addonSlots } from "./schema";

// A stay's moments move its add-ons in bulk: each update is conditional on the event's from-states.
const { paid: PAID, release: RELEASE, cancel: CANCEL } = addonOrderLifecycle.events;

export interface BookingAddonItem extends PlacesRequest {
  note?: string;
}

/** Holds a booking's add-ons in the checkout's transaction; answers their orders and total. */
export async function holdAddonsForBooking(
  tx: DbOrTx,
  booking: {
    id: string;
    currency: string;
    guestUserId: string;
    guestName: string;
    guestEmail: string;
    guestPhone: string;
    /** The business settings version that priced the stay (none: the code's defaults): its add-ons' commission too. */
    businessSettingsId?: number | null;
  },
  items: readonly BookingAddonItem[],
): Promise<{ orderIds: string[]; totalMinor: number; lines: { label: string; amountMinor: number }[] }> {
  const orderIds: string[] = [];
  const lines: { label: string; amountMinor: number }[] = [];
  let totalMinor = 0;
  const settings = await settingsOfVersion(tx, booking.businessSettingsId ?? null);
  for (const [index, item] of items.entries()) {
    // A savepoint per add-on, so that a full time answers `aborted` with the checkout's transaction still usable
    // for its own rollback; the checkout then gives up the whole hold.
    const taken = await tx
      .transaction(async (inner) => takePlaces(inner, item, { currency: booking.currency }))
      .catch((error: unknown) => {
        if (isCheckViolation(error))
          throw aborted("One of the add-ons has no places left at that time. Choose fewer, or another time.");
        throw error;
      });
    const { product } = taken;
    const quote = quoteAddon(product.priceMinor, item.quantity, settings);
    const [order] = await tx
      .insert(addonOrders)
      .values({
        reference: addonOrderReference(),
        productId: product.id,
        slotId: taken.slotId,
        organisationId: product.organisationId,
        bookingId: booking.id,
        guestUserId: booking.guestUserId,
        guestName: booking.guestName,
        guestEmail: booking.guestEmail,
        guestPhone: booking.guestPhone,
        quantity: item.quantity,
        flightNumber: product.kind === "airport_transfer" ? item.flightNumber! : null,
        pickupZone: product.kind === "airport_transfer" ? item.pickupZone! : null,
        pickupTime: product.kind === "airport_transfer" ? item.pickupTime! : null,
        note: item.note ?? "",
        status: "held",
        currency: product.currency,
        unitPriceMinor: quote.unitPriceMinor,
        totalMinor: quote.totalMinor,
        commissionMinor: quote.commissionMinor,
        idempotencyKey: `booking:${booking.id}:${index}`,
      })
      .returning({ id: addonOrders.id });
    orderIds.push(order!.id);
    lines.push({ label: `${product.title} × ${item.quantity}`, amountMinor: quote.totalMinor });
    totalMinor += quote.totalMinor;
  }
  return { orderIds, totalMinor, lines };
}

/** Schedules a booking's held add-ons and posts each one's sale (in the transaction that posts the stay's). */
export async function confirmAddonsOfBooking(
  tx: DbOrTx,
  bookingId: string,
  createdBy: string | null = null,
): Promise<number> {
  const held = await tx
    .update(addonOrders)
    .set({ status: PAID.to, updatedAt: new Date() })
    .where(and(eq(addonOrders.bookingId, bookingId), inArray(addonOrders.status, [...PAID.from])))
    .returning();
  for (const order of held) {
    await postJournalEntry(tx, {
      kind: "addon_sale",
      bookingId,
      memo: `Add-on order ${order.reference}`,
      createdBy,
      lines: addonSaleLines(
        { currency: order.currency, organisationId: order.organisationId, provider: "guest_funds" },
        order,
      ),
    });
  }
  return held.length;
}

/** Cancels a booking's held add-ons and frees their places (the booking ended without a sale). */
export async function releaseAddonsOfBooking(tx: DbOrTx, bookingId: string, why: string): Promise<number> {
  const released = await tx
    .update(addonOrders)
    .set({ status: RELEASE.to, statusNote: why, updatedAt: new Date() })
    .where(and(eq(addonOrders.bookingId, bookingId), inArray(addonOrders.status, [...RELEASE.from])))
    .returning({ slotId: addonOrders.slotId, quantity: addonOrders.quantity });
  for (const order of released) {
    await tx
      .update(addonSlots)
      .set({ taken: sql`${addonSlots.taken} - ${order.quantity}` })
      .where(eq(addonSlots.id, order.slotId));
  }
  return released.length;
}

export interface AddonRefund {
  orderId: string;
  reference: string;
  refundMinor: number;
  explanation: string;
}

/**
 * The scheduled orders of a booking whose time (a slot's start, a transfer's pickup, in the product's time zone)
 * is still after `now`: those a cancellation of the booking gives back in full.
 */
async function refundableOrders(tx: DbOrTx, bookingId: string, now: Date) {
  const rows = await tx
    .select({ order: addonOrders, title: addonProducts.title })
    .from(addonOrders)
    .innerJoin(addonProducts, eq(addonProducts.id, addonOrders.productId))
    .innerJoin(addonSlots, eq(addonSlots.id, addonOrders.slotId))
    .where(
      and(
        eq(addonOrders.bookingId, bookingId),
        inArray(addonOrders.status, [...CANCEL.from]),
        sql`((${addonSlots.day} + coalesce(${addonOrders.pickupTime}, ${addonSlots.startTime})) at time zone ${addonProducts.timeZone}) > ${now.toISOString()}::timestamptz`,
      ),
    );
  return rows.map(({ order, title }) => ({
    order,
    refund: {
      orderId: order.id,
      reference: order.reference,
      refundMinor: order.totalMinor - order.refundedMinor,
      explanation: `${title} (${order.reference}) is refunded in full.`,
    } satisfies AddonRefund,
  }));
}

/** What cancelling a sold booking now would give back of its add-ons (nothing is changed). */
export async function planAddonsRefund(tx: DbOrTx, bookingId: string, now: Date): Promise<AddonRefund[]> {
  return (await refundableOrders(tx, bookingId, now)).map((row) => row.refund);
}

/**
 * Cancels a sold booking's add-ons that have not taken place yet (inside the booking's cancellation transaction):
 * their places are freed and each sale is reversed, paid out to the guest's payment with the stay's refund.
 */
export async function refundAddonsOfBooking(
  tx: DbOrTx,
  bookingId: string,
  input: {
    now: Date;
    paymentId: string;
    provider: "test_card" | "bank_transfer";
    createdBy: string | null;
    why: string;
  },
): Promise<AddonRefund[]> {
  const rows = await refundableOrders(tx, bookingId, input.now);
  if (rows.length === 0) return [];
  // Locked in one statement, and only those still scheduled: a supplier cancelling one meanwhile is not refunded twice.
  const locked = await tx
    .update(addonOrders)
    .set({
      status: CANCEL.to,
      statusNote: input.why,
      refundedMinor: sql`${addonOrders.totalMinor}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(
          addonOrders.id,
          rows.map((row) => row.order.id),
        ),
        inArray(addonOrders.status, [...CANCEL.from]),
      ),
    )
    .returning({ id: addonOrders.id });
  const done = new Set(locked.map((row) => row.id));
  const refunds: AddonRefund[] = [];
  for (const { order, refund } of rows) {
    if (!done.has(order.id)) continue;
    await tx
      .update(addonSlots)
      .set({ taken: sql`${addonSlots.taken} - ${order.quantity}` })
      .where(eq(addonSlots.id, order.slotId));
    await postJournalEntry(tx, {
      kind: "addon_refund",
      bookingId,
      paymentId: input.paymentId,
      memo: `Refund of add-on order ${order.reference} with its booking`,
      createdBy: input.createdBy,
      lines: addonRefundLines(
        { currency: order.currency, organisationId: order.organisationId, provider: input.provider },
        order,
      ),
    });
    refunds.push(refund);
  }
  return refunds;
}
