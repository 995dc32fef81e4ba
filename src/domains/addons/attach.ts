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
 */
import { and, eq, sql } from "drizzle-orm";
import { postJournalEntry } from "@/domains/ledger";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { addonOrderReference } from "@/lib/ids";
import type { DbOrTx } from "@/server/db";
import { aborted } from "@/server/functions";
import { isCheckViolation, takePlaces, type PlacesRequest } from "./orders";
import { addonSaleLines, quoteAddon } from "./pricing";
import { addonOrders, addonSlots } from "./schema";

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
  },
  items: readonly BookingAddonItem[],
): Promise<{ orderIds: string[]; totalMinor: number }> {
  const orderIds: string[] = [];
  let totalMinor = 0;
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
    const quote = quoteAddon(product.priceMinor, item.quantity, BUSINESS_SETTINGS);
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
    totalMinor += quote.totalMinor;
  }
  return { orderIds, totalMinor };
}

/** Schedules a booking's held add-ons and posts each one's sale (in the transaction that posts the stay's). */
export async function confirmAddonsOfBooking(
  tx: DbOrTx,
  bookingId: string,
  createdBy: string | null = null,
): Promise<number> {
  const held = await tx
    .update(addonOrders)
    .set({ status: "scheduled", updatedAt: new Date() })
    .where(and(eq(addonOrders.bookingId, bookingId), eq(addonOrders.status, "held")))
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
    .set({ status: "cancelled", statusNote: why, updatedAt: new Date() })
    .where(and(eq(addonOrders.bookingId, bookingId), eq(addonOrders.status, "held")))
    .returning({ slotId: addonOrders.slotId, quantity: addonOrders.quantity });
  for (const order of released) {
    await tx
      .update(addonSlots)
      .set({ taken: sql`${addonSlots.taken} - ${order.quantity}` })
      .where(eq(addonSlots.id, order.slotId));
  }
  return released.length;
}
