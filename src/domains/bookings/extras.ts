/**
 * Extras: what a checkout sells with a stay for other organisations (travel insurance now). The shape every
 * extra shares lives here; what differs by kind (its price, what its sale does, its refund rule) is the kind's
 * own domain's, registered as an `ExtraKind` (hooks.ts) in `domains/booking-hooks.ts`:
 *
 * - at checkout, `priceExtras` turns the guest's requests into priced extras (kind, organisation, label,
 *   amount in the stay's currency); each becomes a `kind: "extra"` price line and a `booking_extras` row, and
 *   the booking's total (what the guest pays in one payment) includes them;
 * - when the stay's sale is posted, `postExtrasSale` lets each extra's kind act on the sale (insurance issues
 *   the policy and posts its entry);
 * - on a cancellation, `planExtrasRefund` / `refundExtras` apply each extra's own refund rule and record
 *   what was given back.
 *
 * A new kind adds its `ExtraKind` and a branch of `extrasInput` (inputs.ts), nothing else in the checkout.
 */
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { checkoutHooks, type CancellationTimes, type PricedExtra } from "./hooks";
import type { ExtraRequest } from "./inputs";
import { bookingExtras, bookings, type BookingPriceLine } from "./schema";

type Booking = typeof bookings.$inferSelect;
type Extra = typeof bookingExtras.$inferSelect;

export type { ExtraRequest } from "./inputs";

const kindOf = (kind: Extra["kind"]) => checkoutHooks().extras[kind];

/** Prices the requested extras for a stay of this price, in its currency (inside the hold's transaction). */
export async function priceExtras(
  tx: DbOrTx,
  requests: readonly ExtraRequest[],
  stay: { totalMinor: number; currency: string },
  actor: Actor,
): Promise<PricedExtra[]> {
  const priced: PricedExtra[] = [];
  for (const request of requests) priced.push(await kindOf(request.kind).price(tx, stay, actor));
  return priced;
}

export const extrasTotal = (extras: readonly PricedExtra[]) =>
  extras.reduce((total, extra) => total + extra.amountMinor, 0);

export function extraLines(extras: readonly PricedExtra[]): BookingPriceLine[] {
  return extras.map((extra) => ({ kind: "extra", label: extra.label, amountMinor: extra.amountMinor }));
}

export async function insertExtras(tx: DbOrTx, bookingId: string, extras: readonly PricedExtra[]) {
  if (extras.length === 0) return;
  await tx.insert(bookingExtras).values(extras.map((extra) => ({ bookingId, ...extra })));
}

const extrasOf = (tx: DbOrTx, bookingId: string) =>
  tx.select().from(bookingExtras).where(eq(bookingExtras.bookingId, bookingId));

/** With the stay's sale (inside its transaction): what each extra's kind does on a sale. */
export async function postExtrasSale(tx: DbOrTx, booking: Booking, createdBy: string | null) {
  for (const extra of await extrasOf(tx, booking.id)) await kindOf(extra.kind).sell(tx, { booking, extra, createdBy });
}

export interface ExtraRefund {
  extra: Extra;
  refundMinor: number;
  explanation: string;
}

/** What cancelling now would give back of each extra of a sold booking (nothing is changed). */
export async function planExtrasRefund(tx: DbOrTx, booking: Booking, times: CancellationTimes): Promise<ExtraRefund[]> {
  const plans: ExtraRefund[] = [];
  for (const extra of await extrasOf(tx, booking.id)) {
    const plan = await kindOf(extra.kind).planRefund(tx, { booking, extra, ...times });
    if (plan) plans.push({ extra, ...plan });
  }
  return plans;
}

/** Cancels the extras of a sold booking with it (inside the cancellation's transaction) and records their refunds. */
export async function refundExtras(
  tx: DbOrTx,
  booking: Booking,
  input: CancellationTimes & {
    payment: { id: string; provider: "test_card" | "bank_transfer" };
    createdBy: string | null;
  },
): Promise<ExtraRefund[]> {
  const done: ExtraRefund[] = [];
  for (const extra of await extrasOf(tx, booking.id)) {
    const refunded = await kindOf(extra.kind).refund(tx, { booking, extra, ...input });
    if (!refunded) continue;
    if (refunded.refundMinor > 0)
      await tx.update(bookingExtras).set({ refundedMinor: refunded.refundMinor }).where(eq(bookingExtras.id, extra.id));
    done.push({ extra, ...refunded });
  }
  return done;
}
