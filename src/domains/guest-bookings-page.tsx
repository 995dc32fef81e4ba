import { GuestAddonOrders } from "@/domains/addons/components/guest-orders";
import {
  GuestBookingsPage as StayBookingsPage,
  type GuestBookingsSearch,
  type GuestBookingsSlots,
} from "@/domains/bookings/components/guest-bookings-page";
import { guestReviewStates } from "@/domains/reviews";
import { GuestReviewPanel } from "@/domains/reviews/components/guest-review-panel";
import type { CountryCode } from "@/lib/countries";
import { db } from "@/server/db";

export type { GuestBookingsSearch };

/**
 * The guest's bookings page composed of the domains it shows: bookings lists the stays, add-ons their orders in
 * the third tab, reviews each completed stay's review. Composed here so bookings imports neither.
 */
const slots: GuestBookingsSlots = {
  ordersTab: {
    render: ({ actor, page, href }) => <GuestAddonOrders actor={actor} page={page} href={href} />,
  },
  perStay: async ({ actor, bookings }) => {
    // Completed stays of the account's own bookings, with their review's state (the reviews domain's rule).
    const states = await guestReviewStates(db(), {
      actor,
      references: bookings.filter((booking) => booking.yours).map((booking) => booking.reference),
      now: new Date(),
    });
    return (booking) => {
      const state = states.get(booking.reference);
      return state ? <GuestReviewPanel state={state} propertyTitle={booking.property.title} /> : null;
    };
  },
};

/** /bookings and its country variants. */
export function GuestBookingsPage({ country, search }: { country: CountryCode; search: GuestBookingsSearch }) {
  return <StayBookingsPage country={country} search={search} slots={slots} />;
}
