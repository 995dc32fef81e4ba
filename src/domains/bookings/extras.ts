/**
 * Extras: what a checkout sells with a stay for other organisations (travel insurance now; day tours,
 * transfers and meals later). The shape every extra shares:
 *
 * - at checkout, `priceExtras` turns the guest's requests into priced extras (kind, organisation, label,
 *   amount in the stay's currency); each becomes a `kind: "extra"` price line and a `booking_extras` row, and
 *   the booking's total (what the guest pays in one payment) includes them;
 * - when the stay's sale is posted, `postExtrasSale` writes one journal entry per extra (one organisation per
 *   entry) and does what the extra's domain does on a sale (insurance issues the policy);
 * - on a cancellation, `planExtrasRefund` / `refundExtras` apply each extra's own refund rule.
 *
 * A new kind adds a branch to each of these three, nothing else in the checkout.
 */
import { eq } from "drizzle-orm";
import { properties } from "@/domains/catalogue/schema";
import {
  activePolicyOf,
  cancelPolicy,
  insuranceRefundLines,
  insuranceSaleLines,
  issuePolicy,
  previewPolicyRefund,
  quoteTravelInsurance,
} from "@/domains/insurance";
import { postJournalEntry } from "@/domains/ledger";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { invalidArgument } from "@/server/functions";
import type { ExtraRequest } from "./inputs";
import { bookingExtras, bookings, type BookingPriceLine } from "./schema";

type Booking = typeof bookings.$inferSelect;
type Extra = typeof bookingExtras.$inferSelect;

export type { ExtraRequest } from "./inputs";

export interface PricedExtra {
  kind: Extra["kind"];
  organisationId: string;
  label: string;
  currency: string;
  amountMinor: number;
}

/** Prices the requested extras for a stay of this price, in its currency (inside the hold's transaction). */
export async function priceExtras(
  tx: DbOrTx,
  requests: readonly ExtraRequest[],
  stay: { totalMinor: number; currency: string },
  actor: Actor,
): Promise<PricedExtra[]> {
  const priced: PricedExtra[] = [];
  for (const request of requests) {
    if (request.kind === "insurance") {
      const offer = await quoteTravelInsurance(
        tx,
        { stayTotalMinor: stay.totalMinor, currency: stay.currency },
        { actor },
      );
      if (!offer)
        throw invalidArgument(
          "Travel insurance cannot be bought for this stay right now. Untick it to book the stay alone.",
          { issues: [{ path: "extras", message: "Travel insurance is not available right now." }] },
        );
      priced.push({
        kind: "insurance",
        organisationId: offer.insurerOrganisationId,
        label: offer.label,
        currency: offer.currency,
        amountMinor: offer.premiumMinor,
      });
    }
  }
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

/** With the stay's sale (inside its transaction): each extra's entry, and what its domain does on a sale. */
export async function postExtrasSale(tx: DbOrTx, booking: Booking, createdBy: string | null) {
  const extras = await tx.select().from(bookingExtras).where(eq(bookingExtras.bookingId, booking.id));
  for (const extra of extras) {
    if (extra.kind === "insurance") {
      const [place] = await tx
        .select({ city: properties.city, country: properties.country })
        .from(properties)
        .where(eq(properties.id, booking.propertyId));
      const policy = await issuePolicy(tx, { booking, extra, place: place! });
      await postJournalEntry(tx, {
        kind: "insurance_sale",
        bookingId: booking.id,
        memo: `Travel insurance ${policy.number} for ${booking.reference}`,
        createdBy,
        lines: insuranceSaleLines(extra),
      });
    }
  }
}

export interface ExtraRefund {
  extra: Extra;
  refundMinor: number;
  explanation: string;
}

/** What cancelling now would give back of each extra of a sold booking (nothing is changed). */
export async function planExtrasRefund(
  tx: DbOrTx,
  booking: Booking,
  tripStartsAt: Date,
  now: Date,
): Promise<ExtraRefund[]> {
  const extras = await tx.select().from(bookingExtras).where(eq(bookingExtras.bookingId, booking.id));
  const plans: ExtraRefund[] = [];
  for (const extra of extras) {
    if (extra.kind === "insurance") {
      const policy = await activePolicyOf(tx, booking.id);
      if (!policy) continue;
      const refund = previewPolicyRefund(policy, tripStartsAt, now);
      plans.push({ extra, refundMinor: refund.refundMinor, explanation: refund.explanation });
    }
  }
  return plans;
}

/** Cancels the extras of a sold booking with it (inside the cancellation's transaction) and posts their refunds. */
export async function refundExtras(
  tx: DbOrTx,
  booking: Booking,
  input: {
    tripStartsAt: Date;
    now: Date;
    paymentId: string;
    provider: "test_card" | "bank_transfer";
    createdBy: string | null;
  },
): Promise<ExtraRefund[]> {
  const extras = await tx.select().from(bookingExtras).where(eq(bookingExtras.bookingId, booking.id));
  const done: ExtraRefund[] = [];
  for (const extra of extras) {
    if (extra.kind === "insurance") {
      const cancelled = await cancelPolicy(tx, {
        bookingId: booking.id,
        tripStartsAt: input.tripStartsAt,
        now: input.now,
      });
      if (!cancelled) continue;
      if (cancelled.refundMinor > 0) {
        await postJournalEntry(tx, {
          kind: "insurance_refund",
          bookingId: booking.id,
          paymentId: input.paymentId,
          memo: `Travel insurance ${cancelled.policy.number} cancelled with ${booking.reference}`,
          createdBy: input.createdBy,
          lines: insuranceRefundLines(extra, cancelled.refundMinor, input.provider),
        });
        await tx
          .update(bookingExtras)
          .set({ refundedMinor: cancelled.refundMinor })
          .where(eq(bookingExtras.id, extra.id));
      }
      done.push({ extra, refundMinor: cancelled.refundMinor, explanation: cancelled.explanation });
    }
  }
  return done;
}
