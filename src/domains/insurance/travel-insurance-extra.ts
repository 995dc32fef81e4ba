/**
 * Travel insurance as an extra of a stay's checkout (bookings/extras.ts keeps what every extra shares): its
 * price is the insurer's premium for the stay, its sale issues the policy and posts the insurer's entry, and a
 * cancellation applies the policy's own refund rule, whoever cancels. Registered in `domains/booking-hooks.ts`.
 */
import { eq } from "drizzle-orm";
import type { ExtraKind } from "@/domains/bookings";
import { properties } from "@/domains/catalogue/schema";
import { postJournalEntry } from "@/domains/ledger";
import { invalidArgument } from "@/server/functions";
import {
  activePolicyOf,
  cancelPolicy,
  insuranceRefundLines,
  insuranceSaleLines,
  issuePolicy,
  previewPolicyRefund,
  quoteTravelInsurance,
} from "./policies";

export const travelInsuranceExtra: ExtraKind = {
  async price(tx, stay, actor) {
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
    return {
      kind: "insurance",
      organisationId: offer.insurerOrganisationId,
      label: offer.label,
      currency: offer.currency,
      amountMinor: offer.premiumMinor,
    };
  },

  async sell(tx, { booking, extra, createdBy }) {
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
  },

  async planRefund(tx, { booking, startsAt, now }) {
    const policy = await activePolicyOf(tx, booking.id);
    if (!policy) return null;
    const { refundMinor, explanation } = previewPolicyRefund(policy, startsAt, now);
    return { refundMinor, explanation };
  },

  async refund(tx, { booking, extra, startsAt, now, payment, createdBy }) {
    const cancelled = await cancelPolicy(tx, { bookingId: booking.id, tripStartsAt: startsAt, now });
    if (!cancelled) return null;
    if (cancelled.refundMinor > 0)
      await postJournalEntry(tx, {
        kind: "insurance_refund",
        bookingId: booking.id,
        paymentId: payment.id,
        memo: `Travel insurance ${cancelled.policy.number} cancelled with ${booking.reference}`,
        createdBy,
        lines: insuranceRefundLines(extra, cancelled.refundMinor, payment.provider),
      });
    return { refundMinor: cancelled.refundMinor, explanation: cancelled.explanation };
  },
};
