import type { Locale } from "@/lib/locales";
import { namespacesOf, type Messages, type Namespace } from "./messages";

/**
 * Which catalogue namespaces reach the browser (docs/I18N.md, "The catalogue"). Messages handed to client
 * components travel inside the page's HTML and are parsed on every page load, so each page sends only what its
 * client components read (`useTranslations`, or next-intl's `useLocale`): nothing at all where none does (the
 * root layout sends nothing, so the home page and the marketing pages load no next-intl client, docs/PERFORMANCE.md,
 * "Public pages"; the header's islands take their words as props from the server), and otherwise the site's own
 * and the page's through `<ClientMessages page="…">` (src/i18n/client-messages.tsx). The rest (the pages' server
 * text, emails, PDFs, marketing copy) stays on the server. `client-namespaces.test.ts` reads the source and
 * checks that every page sends exactly what its client components read.
 */

/** With every `<ClientMessages>`: the kit's words (dialogs, forms, toasts) and the occupancy control's. */
export const SITE_NAMESPACES = ["common"] as const satisfies readonly Namespace[];

/** A page's client components' namespaces beyond the site's, by the kind of page. */
export const PAGE_NAMESPACES = {
  /** Client components that read only the site's namespace: the dashboards' frame, the contact form. */
  site: [],
  /** /bids: the guest's answer to a host's counter-offer. */
  bids: ["offers"],
  /** /stay-invest: buying units of an open offering. */
  stayInvest: ["investing"],
  /** Search results (/findahome, /products, /search-space, /thecoliving, the country variants): the dates. */
  search: ["datepicker"],
  /** /products/[id]: the booking panel and the offer (bid) panel, with the dates. */
  product: ["product", "datepicker"],
  /** /checkout: the form, its dates, and signing in or up on the spot. */
  checkout: ["checkout", "auth", "datepicker"],
  /** A booking's outcome (/checkout/[reference]) and the card's confirmation page: paying again, confirming; the front desk's card fields. */
  payment: ["checkout"],
  /** /bookings: finding a booking, cancelling, reviews, paying again. */
  bookings: ["bookings", "checkout"],
  /**
   * Every dashboard page, sent by the dashboard frame (components/shell/dashboard-frame.tsx): the shell's menu
   * button, Logout, More. The dashboards' namespaces are English only for now (docs/I18N.md, "The dashboards").
   */
  dashboard: ["dashboardShell"],
  /**
   * A dashboard area's pages: its own words, and the shell's again, because a page's provider replaces the
   * frame's for what is inside it and the shared dashboard pieces (run progress, payout actions) read the shell's.
   */
  dashboardAccounts: ["dashboardShell", "dashboardAccounts"],
  /** The airline partner's points page: the correction form. */
  dashboardAirline: ["dashboardShell", "dashboardAirline"],
  /** The outbox's send-again button and the business settings' form. */
  dashboardPlatform: ["dashboardShell", "dashboardPlatform"],
  /** The promo codes page: the code form and the deactivate button. */
  dashboardGrowth: ["dashboardShell", "dashboardGrowth"],
  /** The referrals page's copy button and the affiliates' forms. */
  dashboardMarketing: ["dashboardShell", "dashboardMarketing"],
  /** The investors' and investor payouts' forms and a micro-investor's bank details form. */
  dashboardInvest: ["dashboardShell", "dashboardInvest"],
  /** The bookings area's pages (desks, inventory, bids, requests): the desks' forms and answers. */
  dashboardBookings: ["dashboardShell", "dashboardBookings"],
  /** The desks' "New booking" form (desk-booking-section.tsx): its own words, and the checkout's card fields. */
  deskBooking: ["checkout", "dashboardBookings"],
  /** The add-on pages (day tours, meals, transfers): the product forms, photos and order actions. */
  dashboardAddons: ["dashboardShell", "dashboardAddons"],
  /** Profile, users and the airline's password page: the profile and password forms, user administration. */
  dashboardIdentity: ["dashboardShell", "dashboardIdentity"],
  /** /dashboard/travelInsurance: the claim controls. */
  dashboardInsurance: ["dashboardShell", "dashboardInsurance"],
  /** /dashboard/monthlyRental: the rental forms and the deposit's return. */
  dashboardRentals: ["dashboardShell", "dashboardRentals"],
  /** /dashboard/reviews: the supplier's review, reply and hiding forms. */
  dashboardReviews: ["dashboardShell", "dashboardReviews"],
  /** The listings, their editor, the calendars and the day rooms: the catalogue's words (and the shell's). */
  dashboardCatalogue: ["dashboardShell", "dashboardCatalogue"],
  /** The inventory desk: the bookings desk's words, and its units' archive (unit-archive.tsx), the catalogue's. */
  dashboardInventory: ["dashboardShell", "dashboardBookings", "dashboardCatalogue"],
  /** The channel manager. */
  dashboardChannels: ["dashboardShell", "dashboardChannels"],
  /** The content manager (posts, FAQ, texts and their translations). */
  dashboardContent: ["dashboardShell", "dashboardContent"],
  /** The exchange rates' form. */
  dashboardCurrency: ["dashboardShell", "dashboardCurrency"],
  /** Sign-up, log-in and /pending. */
  auth: ["auth"],
  /** /experiences and an add-on's page: its order form, and signing in to book. */
  addons: ["addons", "checkout", "auth"],
} as const satisfies Record<string, readonly Namespace[]>;

export type ClientPage = keyof typeof PAGE_NAMESPACES;

/** The namespaces a kind of page sends its client components: the site's and its own. */
export function clientNamespacesOf(page?: ClientPage): Namespace[] {
  return [...SITE_NAMESPACES, ...(page ? PAGE_NAMESPACES[page] : [])];
}

/** The messages a kind of page hands its client components, in `locale` (English under a missing key). */
export function clientMessagesOf(locale: Locale, page?: ClientPage): Partial<Messages> {
  return namespacesOf(locale, clientNamespacesOf(page));
}
