import { listAddonsForStay } from "@/domains/addons";
import type { CheckoutParams } from "@/domains/bookings";
import { CheckoutPage as StayCheckoutPage, type CheckoutPageExtras } from "@/domains/bookings/components/checkout-page";
import { checkPromoCode } from "@/domains/growth";
import { quoteTravelInsurance } from "@/domains/insurance";
import { referralCreditForCheckout } from "@/domains/marketing";
import { db } from "@/server/db";

/**
 * The checkout composed of the domains it offers (like `booking-hooks.ts` for what a booking sets off): bookings
 * draws the stay, the guest's details and the payment; a promo code (growth), travel insurance, add-ons and the
 * guest's referral credit (marketing) are each answered by their own domain here, so bookings imports none of them.
 */
const checkoutExtras: CheckoutPageExtras = {
  checkPromoCode: (input) => checkPromoCode(db(), input),
  quoteTravelInsurance: (input, actor) => quoteTravelInsurance(db(), input, { actor }),
  listAddonsForStay: async (input) =>
    (await listAddonsForStay(db(), input)).map((addon) => ({
      id: addon.id,
      kind: addon.kind,
      title: addon.title,
      organisationName: addon.organisationName,
      priceMinor: addon.priceMinor,
      priceUnit: addon.priceUnit,
      capacity: addon.capacity,
      pickupZones: addon.pickupZones,
      coverUrl: addon.coverUrl,
      slots: addon.slots.map((slot) => ({
        id: slot.id,
        day: slot.day,
        startTime: slot.startTime,
        placesLeft: slot.capacity - slot.taken,
      })),
    })),
  referralCreditFor: (input) => referralCreditForCheckout(db(), input),
};

/** /checkout: the stay's checkout with what other domains sell beside it. */
export function CheckoutPage({ search }: { search: CheckoutParams }) {
  return <StayCheckoutPage search={search} extras={checkoutExtras} />;
}
