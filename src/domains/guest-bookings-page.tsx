import { getTranslations } from "next-intl/server";
import { ExportLink } from "@/components/ui/filter-form";
import { guestInvoicesOf } from "@/domains/accounts";
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
    const t = await getTranslations("bookings");
    const references = bookings.filter((booking) => booking.yours).map((booking) => booking.reference);
    // The account's own bookings' invoices and credit notes (the accounts domain's), and completed stays with
    // their review's state (the reviews domain's rule).
    const [invoices, states] = await Promise.all([
      guestInvoicesOf(db(), { actor, references }),
      guestReviewStates(db(), { actor, references, now: new Date() }),
    ]);
    return (booking) => {
      const state = states.get(booking.reference);
      return (
        <>
          {(invoices.get(booking.reference) ?? []).map((document) => (
            <ExportLink key={document.number} href={`/bookings/${booking.reference}/invoices/${document.number}`}>
              {t(document.kind === "credit_note" ? "list.creditNote" : "list.invoice", { number: document.number })}
            </ExportLink>
          ))}
          {state ? <GuestReviewPanel state={state} propertyTitle={booking.property.title} /> : null}
        </>
      );
    };
  },
};

/** /bookings and its country variants. */
export function GuestBookingsPage({ country, search }: { country: CountryCode; search: GuestBookingsSearch }) {
  return <StayBookingsPage country={country} search={search} slots={slots} />;
}
