import "server-only";
import { issueGuestInvoice } from "@/domains/accounts";
import {
  addonOrderOfCharge,
  confirmAddonsOfBooking,
  describeOrder,
  holdAddonsForBooking,
  planAddonsRefund,
  refundAddonsOfBooking,
  releaseAddonsOfBooking,
  settleAddonPayment,
} from "@/domains/addons";
import { creditPointsOnce, reversePointsOnCancel } from "@/domains/airline";
import {
  planExtrasRefund,
  postExtrasSale,
  refundExtras,
  registerBookingHooks,
  registerCardChargeHooks,
  registerCheckoutHooks,
} from "@/domains/bookings";
import { claimPromoCode, recordRedemption } from "@/domains/growth";
import { travelInsuranceExtra } from "@/domains/insurance";
import {
  affiliateClickIdFrom,
  claimReferralCredit,
  creditReferralReward,
  recordAffiliateConversion,
  releaseReferralCredit,
  previewReferralCreditReturn,
  returnReferralCredit,
  spendReferralCredit,
} from "@/domains/marketing";
import { inviteGuestToReview } from "@/domains/reviews";
import { ANONYMOUS } from "@/server/access";

/**
 * What a checkout asks of other domains inside the hold's transaction: promo codes, add-ons held with the
 * stay, and each kind of extra (bookings/hooks.ts); and the affiliate's click its request carries.
 */
registerCheckoutHooks({
  claimPromoCode,
  redeemPromoCode: recordRedemption,
  claimReferralCredit,
  previewReferralCreditReturn,
  returnReferralCredit,
  holdAddons: holdAddonsForBooking,
  extras: { insurance: travelInsuranceExtra },
  affiliateClickIdOf: affiliateClickIdFrom,
});

/**
 * The test gateway's 3-D Secure style page answers for stays and for add-ons bought alone: an add-on order's
 * charge is found and settled by its own domain (bookings/confirm-payment.ts).
 */
registerCardChargeHooks([
  {
    kind: "addon",
    find: async (db, chargeId, userId) => {
      const order = await addonOrderOfCharge(db, chargeId, userId);
      if (!order) return null;
      const { orderId, ...charge } = order;
      return { kind: "addon", recordId: orderId, returnTo: "/bookings?tab=addons", ...charge };
    },
    settle: async (db, charge) => {
      await settleAddonPayment(db, charge.paymentId);
      return describeOrder(db, charge.recordId);
    },
  },
]);

/**
 * What each moment of a stay's booking sets off in other domains, in order, inside the booking's transaction
 * (bookings/hooks.ts). Imported for its registration by every entry point that can move a booking: the
 * functions registry, the jobs list, the server's start (instrumentation.ts), scripts and the test setup.
 */
registerBookingHooks({
  onHeld: [
    // DOMAIN.md Channels and partners: a booking made while an affiliate's click is fresh is its conversion.
    async ({ tx, booking, affiliateClickId }) => {
      if (affiliateClickId) await recordAffiliateConversion(tx, { clickId: affiliateClickId, booking });
    },
  ],
  onSold: [
    // The guest's invoice is issued with the sale (its number is taken only if the sale commits).
    ({ tx, booking, actorEmail }) => issueGuestInvoice(tx, booking.id, actorEmail).then(() => undefined),
    // Extras sold with the stay (travel insurance: the policy and the insurer's entry).
    ({ tx, booking, actorEmail }) => postExtrasSale(tx, booking, actorEmail),
    // Add-ons held with the stay are scheduled, one `addon_sale` per supplier's order (only held orders move).
    ({ tx, booking, actorEmail }) => confirmAddonsOfBooking(tx, booking.id, actorEmail).then(() => undefined),
    // The airline member's points for the stay's room revenue, once.
    ({ tx, booking, stayMinor }) => creditPointsOnce(tx, booking, stayMinor, ANONYMOUS).then(() => undefined),
    // Referral credit held with the stay pays its part of the sale: from the credit owed to the guest's side.
    ({ tx, booking, actorEmail }) => spendReferralCredit(tx, booking, actorEmail),
  ],
  onEnded: [
    // Add-ons only held with the stay give their places back (a sold booking's are scheduled: see onCancelled).
    ({ tx, booking, why }) => releaseAddonsOfBooking(tx, booking.id, why).then(() => undefined),
    // Referral credit only held with an unsold stay goes back to its grants (a sold one's: returnReferralCredit).
    ({ tx, booking }) => releaseReferralCredit(tx, booking),
  ],
  planCancellation: [
    // Travel insurance follows its own refund rule, whoever cancels.
    ({ tx, booking, startsAt, now }) => planExtrasRefund(tx, booking, { startsAt, now }),
    // Add-ons whose time is still ahead come back in full, whoever cancels; those already past stand.
    ({ tx, booking, now }) => planAddonsRefund(tx, booking.id, now),
  ],
  onCancelled: [
    ({ tx, booking, startsAt, now, payment, actorEmail }) =>
      refundExtras(tx, booking, { startsAt, now, payment, createdBy: actorEmail }),
    ({ tx, booking, now, payment, actorEmail }) =>
      refundAddonsOfBooking(tx, booking.id, {
        now,
        paymentId: payment.id,
        provider: payment.provider,
        createdBy: actorEmail,
        why: `Cancelled with the stay's booking ${booking.reference}`,
      }),
    // Points earned on the stay go back in the share of the stay that is refunded.
    async ({ tx, booking, actorEmail, percent }) => {
      await reversePointsOnCancel(tx, booking.id, actorEmail, percent);
      return [];
    },
  ],
  onCompleted: [
    // A referred guest's first completed stay credits their referrer, once (DOMAIN.md Channels and partners).
    ({ tx, booking }) =>
      creditReferralReward(tx, { id: booking.id, guestUserId: booking.guestUserId }).then(() => undefined),
    // The guest is invited to review the stay within its 14 days (DOMAIN.md, Reviews).
    ({ tx, booking }) => inviteGuestToReview(tx, booking),
  ],
});
