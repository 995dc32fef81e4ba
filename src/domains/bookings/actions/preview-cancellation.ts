/** What cancelling a booking would give back now (the confirmation dialog), and the plan the cancellation follows. */
import type { BookingRole, Actor } from "@/server/access";
import { settingsOfVersion } from "@/domains/platform";
import type { Database, DbOrTx } from "@/server/db";
import { aborted } from "@/server/functions";
import { checkoutHooks, runBookingHooks } from "../hooks";
import { CANCELLABLE, SOLD } from "../lifecycle";
import { roundHalfEven } from "@/lib/currency";
import { refundTerms, soldPolicyOf, splitRefund, splitSale, type RefundTerms } from "../money";
import type { Booking } from "../payment-sync";
import { bookingFor, capturedPayment, salePosted, startsAtOf } from "./shared";

export interface CancellationPlan {
  reference: string;
  currency: string;
  totalMinor: number;
  /** What goes back to the guest, in the booking's currency. */
  refundMinor: number;
  explanation: string;
  /** Whether the guest has been charged at all (a request is only authorised). */
  charged: boolean;
  /**
   * Of `refundMinor`, what comes back as referral credit (it paid part of the stay), and what of that credit had
   * expired and is not given back; the card gets the rest (docs/REFERRAL-CREDIT.md).
   */
  referralCredit?: { creditMinor: number; expiredMinor: number };
}

export async function planCancellation(
  tx: DbOrTx,
  booking: Booking,
  property: { organisationId: string; managed: boolean; timeZone: string },
  role: BookingRole | "system",
  now: Date,
): Promise<CancellationPlan & { percent: number; sold: boolean; deposit?: { paidMinor: number } }> {
  const base = { reference: booking.reference, currency: booking.currency, totalMinor: booking.totalMinor };
  const sold = await salePosted(tx, booking.id);
  const captured = await capturedPayment(tx, booking.id);
  if (!captured) {
    return {
      ...base,
      refundMinor: 0,
      percent: 100,
      sold,
      charged: false,
      explanation: "Nothing has been charged: any authorisation on the card is released.",
    };
  }
  // docs/DEPOSITS.md: a sold stay of which only the deposit is paid. The policy's share applies to what was paid;
  // the balance is never charged.
  if (!sold && booking.balanceMinor > 0 && booking.balancePaidAt === null && SOLD.has(booking.status)) {
    const terms = await refundTermsFor(tx, booking, property, role, now);
    const paidMinor = captured.capturedMinor - captured.refundedMinor;
    return {
      ...base,
      refundMinor: roundHalfEven((paidMinor * terms.percent) / 100),
      percent: terms.percent,
      sold,
      deposit: { paidMinor },
      charged: true,
      explanation: `${terms.explanation} It applies to the deposit paid; the balance is not charged.`,
    };
  }
  if (!sold) {
    const outstanding = captured.capturedMinor - captured.refundedMinor;
    return {
      ...base,
      refundMinor: outstanding,
      percent: 100,
      sold,
      charged: true,
      explanation: "The host had not accepted yet: everything paid is refunded.",
    };
  }
  // The guest's refund follows the policy the booking was sold under (kept on the booking at checkout), never the
  // property's current one: a supplier who changes their rules later changes no existing booking's refund.
  const terms = await refundTermsFor(tx, booking, property, role, now);
  const refund = splitRefund(
    splitSale(booking.priceLines, property.managed, await settingsOfVersion(tx, booking.businessSettingsId)),
    terms.percent,
  );
  // What was sold with the stay (insurance, add-ons) follows its own rules, whoever cancels (domains/booking-hooks.ts).
  const parts = await runBookingHooks("planCancellation", {
    tx,
    booking,
    startsAt: await startsAtOf(tx, booking),
    now,
  });
  const extrasMinor = parts.reduce((total, part) => total + part.refundMinor, 0);
  const referralCredit =
    booking.referralCreditMinor > 0
      ? await checkoutHooks().previewReferralCreditReturn(tx, {
          booking,
          percent: terms.percent,
          limitMinor: refund.totalMinor,
        })
      : undefined;
  const explanation = [
    terms.explanation + (refund.taxMinor > 0 && terms.percent < 100 ? " Taxes are refunded in full." : ""),
    ...parts.map((part) => part.explanation),
  ].join(" ");
  return {
    ...base,
    refundMinor: refund.totalMinor + extrasMinor,
    percent: terms.percent,
    sold,
    charged: true,
    explanation,
    ...(referralCredit ? { referralCredit } : {}),
  };
}

/** The policy's terms for a guest (or the system, cancelling for an unpaid balance); a full refund otherwise. */
async function refundTermsFor(
  tx: DbOrTx,
  booking: Booking,
  property: { timeZone: string },
  role: BookingRole | "system",
  now: Date,
): Promise<RefundTerms> {
  if (role === "guest" || role === "system")
    return refundTerms(soldPolicyOf(booking), await startsAtOf(tx, booking), now, property.timeZone);
  return {
    percent: 100,
    explanation: role === "staff" ? "Cancelled by Staysia: a full refund." : "Cancelled by the host: a full refund.",
  };
}

/** What cancelling would give back now, for the confirmation dialog. */
export async function previewCancellation(db: Database, reference: string, actor: Actor): Promise<CancellationPlan> {
  return db.transaction(async (tx) => {
    const { booking, property, role } = await bookingFor(tx, reference, actor);
    if (!CANCELLABLE.has(booking.status)) throw aborted("This booking can no longer be cancelled.");
    const {
      percent: _percent,
      sold: _sold,
      deposit: _deposit,
      ...plan
    } = await planCancellation(tx, booking, property, role, new Date());
    return plan;
  });
}
