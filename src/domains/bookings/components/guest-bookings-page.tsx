import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { fileUrl } from "@/domains/catalogue";
import { SIGN_UP_COPY } from "@/domains/identity/components/copy";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import type { Actor } from "@/server/access";
import { currentActor } from "@/server/access/current";
import { db } from "@/server/db";
import { findGuestBookings, GUEST_BOOKINGS_PAGE_SIZE, type GuestBooking } from "../queries";
import { BookingSummary } from "./booking-summary";
import { BalanceDue, CancelBooking } from "./guest-booking-islands";
import { eventsAvailable } from "../lifecycle";
import { FindBookingForm } from "./find-booking-form";
import { EmptyState } from "@/components/ui/empty-state";
import { ExportLink } from "@/components/ui/filter-form";

export interface GuestBookingsSearch {
  tab?: string | string[];
  page?: string | string[];
}

/**
 * What other domains add to the guest's bookings page; bookings is the lower layer and imports none of them,
 * so the page that composes it (`domains/guest-bookings-page.tsx`) passes these in.
 */
export interface GuestBookingsSlots {
  /** A third tab beside upcoming and past stays (the add-on orders, named by `bookings`' `ordersTab`), drawn by its own domain. */
  ordersTab: {
    render(options: { actor: Actor; page: number; href: (page: number) => string }): React.ReactNode;
  };
  /**
   * What else belongs to each stay of the page (its review), read once for the page's bookings: answers how to
   * draw one booking's part, or nothing.
   */
  perStay(options: { actor: Actor; bookings: GuestBooking[] }): Promise<(booking: GuestBooking) => React.ReactNode>;
}

/**
 * /bookings and its country variants: a signed-in guest's own bookings (upcoming and past, a page at a time),
 * and for everyone a way to find one booking by reference and email.
 */
export async function GuestBookingsPage({
  country,
  search,
  slots,
}: {
  country: CountryCode;
  search: GuestBookingsSearch;
  slots: GuestBookingsSlots;
}) {
  const t = await getTranslations("bookings");
  const ordersLabel = t("list.ordersTab");
  const actor = await currentActor();
  const basePath = `${COUNTRIES[country].pathPrefix}/bookings`;
  const tab = search.tab === "past" ? "past" : search.tab === "addons" ? "addons" : "upcoming";
  const page = Math.max(1, Number.parseInt(typeof search.page === "string" ? search.page : "1", 10) || 1);
  const today = new Date().toISOString().slice(0, 10);
  const mine =
    actor.kind === "user"
      ? tab === "addons"
        ? { bookings: [], total: 0 }
        : await findGuestBookings(db(), { actor, when: tab, page, today })
      : null;
  const pages = mine ? Math.max(1, Math.ceil(mine.total / GUEST_BOOKINGS_PAGE_SIZE)) : 1;
  const stayPart = mine ? await slots.perStay({ actor, bookings: mine.bookings }) : () => null;
  const href = (target: { tab?: string; page?: number }) => {
    const query = new URLSearchParams();
    const targetTab = target.tab ?? tab;
    if (targetTab !== "upcoming") query.set("tab", targetTab);
    if ((target.page ?? 1) > 1) query.set("page", String(target.page));
    const text = query.toString();
    return text ? `${basePath}?${text}` : basePath;
  };

  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">{t("list.title")}</h1>
        <p className="mt-2 text-muted">
          {t.rich("list.intro", {
            contact: (chunks) => (
              <Link href={`${COUNTRIES[country].pathPrefix}/contact`} className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
            offers: (chunks) => (
              <Link href="/bids" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </header>

      {mine ? (
        <section aria-labelledby="my-bookings" className="space-y-4">
          <h2 id="my-bookings" className="sr-only">
            {t("list.accountBookings")}
          </h2>
          <nav aria-label={t("list.tabsLabel", { orders: ordersLabel.toLowerCase() })} className="flex flex-wrap gap-2">
            {(["upcoming", "past", "addons"] as const).map((name) => (
              <Link
                key={name}
                href={href({ tab: name })}
                aria-current={tab === name ? "page" : undefined}
                className={`rounded-full border px-4 py-1.5 text-sm font-medium ${tab === name ? "border-brand-600 bg-brand-600 text-white" : "border-line bg-white hover:bg-brand-50"}`}
              >
                {name === "upcoming" ? t("list.upcoming") : name === "past" ? t("list.past") : ordersLabel}
              </Link>
            ))}
          </nav>
          {tab === "addons" ? (
            slots.ordersTab.render({ actor, page, href: (target) => href({ page: target }) })
          ) : mine.bookings.length === 0 ? (
            <EmptyState
              title={tab === "upcoming" ? t("list.noUpcoming") : t("list.noPast")}
              action={{ href: `${COUNTRIES[country].pathPrefix}/findahome`, label: t("list.findHome") }}
            />
          ) : (
            <>
              <p className="text-sm text-muted" role="status">
                {tab === "past"
                  ? t("list.countPast", { count: mine.total })
                  : t("list.countUpcoming", { count: mine.total })}
              </p>
              <div className="space-y-3">
                {mine.bookings.map((booking) => (
                  <BookingSummary
                    key={booking.reference}
                    booking={booking}
                    coverUrl={booking.property.coverKey ? fileUrl(booking.property.coverKey) : null}
                  >
                    {booking.yours ? (
                      <CancelBooking
                        reference={booking.reference}
                        cancellable={eventsAvailable(booking.status, "guest").includes("cancel")}
                      />
                    ) : null}
                    {booking.balance && booking.status !== "cancelled" ? (
                      <BalanceDue
                        reference={booking.reference}
                        currency={booking.currency}
                        balance={booking.balance}
                        payable={Boolean(booking.yours) && booking.status === "confirmed"}
                      />
                    ) : null}
                    {booking.yours && booking.paid ? (
                      <ExportLink href={`/bookings/${booking.reference}/receipt`}>{t("list.receipt")}</ExportLink>
                    ) : null}
                    {stayPart(booking)}
                  </BookingSummary>
                ))}
              </div>
              {pages > 1 && (
                <nav aria-label={t("list.pages")} className="flex items-center justify-between text-sm">
                  {page > 1 ? (
                    <Link
                      href={href({ page: page - 1 })}
                      rel="prev"
                      className="rounded-lg border border-line bg-white px-3 py-1.5 hover:bg-brand-50"
                    >
                      {t("list.previous")}
                    </Link>
                  ) : (
                    <span />
                  )}
                  <span className="text-muted">{t("list.pageOf", { page: Math.min(page, pages), pages })}</span>
                  {page < pages ? (
                    <Link
                      href={href({ page: page + 1 })}
                      rel="next"
                      className="rounded-lg border border-line bg-white px-3 py-1.5 hover:bg-brand-50"
                    >
                      {t("list.next")}
                    </Link>
                  ) : (
                    <span />
                  )}
                </nav>
              )}
            </>
          )}
        </section>
      ) : (
        <p className="rounded-2xl border border-line bg-white p-4 text-sm">
          {t.rich("list.signedOut", {
            login: (chunks) => (
              <Link href={SIGN_UP_COPY.roomer.loginPath} className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
            signup: (chunks) => (
              <Link
                href={`${COUNTRIES[country].pathPrefix}/signup/roomer`}
                className="font-medium text-brand-700 underline"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}

      <FindBookingForm />
    </div>
  );
}
