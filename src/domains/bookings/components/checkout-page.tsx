import Link from "next/link";
import { findProduct, quoteProduct, stayWindow, type PromoTerms } from "@/domains/catalogue";
import { displayCurrency } from "@/domains/currency";
import { guestContactOf, PARTNER_ORIGINS } from "@/domains/identity";
import { TEST_CARDS } from "@/domains/payments";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { formatMoney } from "@/lib/money";
import { mayBookStays, type Actor } from "@/server/access";
import { currentActor } from "@/server/access/current";
import { db } from "@/server/db";
import { checkoutPath, parseCheckoutParams, type CheckoutParams, type CheckoutRequest } from "../checkout-params";
import { describePolicy } from "../money";
import type { CheckoutAddon } from "./addon-choices";
import { CheckoutDates } from "./checkout-dates";
import { CheckoutForm } from "./checkout-form";
import { CheckoutSignIn } from "@/domains/identity/components/checkout-sign-in";
import { PriceLines } from "./price-lines";
import { PromoCodeField } from "./promo-code-field";
import { endOfHours, stayWords } from "./stay-words";

/** The product page with this stay chosen: where the guest goes back to change it. */
function productHref(request: CheckoutRequest): string {
  const query = new URLSearchParams(checkoutPath(request).split("?")[1]);
  query.delete("property");
  return `/products/${request.propertyId}?${query}`;
}

/**
 * What the checkout offers besides the stay, each answered by the domain that sells it (a promo code, travel
 * insurance, add-ons). Bookings is the lower layer and imports none of them: the page that composes the
 * checkout (`domains/checkout-page.tsx`) passes these loaders in.
 */
export interface CheckoutPageExtras {
  /** Whether an entered code can be used for this stay, with its terms or the guest's reason. */
  checkPromoCode(input: {
    actor: Actor;
    code: string;
    propertyId: string;
    currency: string;
  }): Promise<{ ok: true; terms: PromoTerms } | { ok: false; message: string }>;
  /** Travel insurance for a stay of this price and currency, or null when it cannot be sold now. */
  quoteTravelInsurance(
    input: { stayTotalMinor: number; currency: string },
    actor: Actor,
  ): Promise<{ premiumMinor: number; insurerName: string } | null>;
  /** Add-ons in the stay's city and currency with a time between these days, as the form offers them. */
  listAddonsForStay(input: { city: string; currency: string; from: string; to: string }): Promise<CheckoutAddon[]>;
}

/**
 * /checkout: the fresh quote of the chosen stay with every line, the policy in plain words, and then, for a
 * signed-in guest, their details and the payment; a visitor signs in or up here first, and an account that
 * is not a guest's is told so.
 */
export async function CheckoutPage({ search, extras }: { search: CheckoutParams; extras: CheckoutPageExtras }) {
  const parsed = parseCheckoutParams(search, { partners: PARTNER_ORIGINS });
  if (!parsed.ok)
    return (
      <Problem
        title="We could not open this checkout"
        message={parsed.message}
        href="/findahome"
        linkText="Find a place to stay"
      />
    );
  const parsedRequest = parsed.request;
  const actor = await currentActor();
  const display = await displayCurrency();
  const product = await findProduct(db(), parsedRequest.propertyId, { actor });
  if (!product)
    return (
      <Problem
        title="This place cannot be booked"
        message="It is no longer listed. Other places are waiting for you."
        href="/findahome"
        linkText="Find a place to stay"
      />
    );
  // A code that cannot be used is shown with its reason and left out of the quote and the booking.
  const promo = parsedRequest.promoCode
    ? await extras.checkPromoCode({
        actor,
        code: parsedRequest.promoCode,
        propertyId: product.id,
        currency: product.currency,
      })
    : null;
  const { promoCode: _entered, ...withoutPromo } = parsedRequest;
  const request: CheckoutRequest = promo?.ok ? parsedRequest : withoutPromo;
  const quoted = await quoteProduct(
    db(),
    {
      propertyId: product.id,
      stay: request.stay,
      guests: request.guests,
      rates: display.rates,
      promo: promo?.ok ? promo.terms : undefined,
    },
    { actor },
  );
  const back = productHref(request);
  if (!quoted.available)
    return (
      <Problem title="This stay cannot be booked" message={quoted.message} href={back} linkText="Choose other dates" />
    );

  const stay = request.stay;
  const when =
    stay.mode === "hourly"
      ? stayWords({
          checkIn: stay.day,
          checkOut: stay.day,
          hours: { start: stay.start, end: endOfHours(stay.start, stay.hours) },
        })
      : stayWords({ checkIn: stay.checkIn, checkOut: stay.checkOut, hours: null });
  const total = formatMoney({ amountMinor: quoted.quote.totalMinor, currency: quoted.quote.currency }, { exact: true });
  const policyName = product.cancellationPolicy.charAt(0).toUpperCase() + product.cancellationPolicy.slice(1);
  const partner = request.channel === "airasia" ? "airasia" : null;
  const contact = actor.kind === "user" && mayBookStays(actor) ? await guestContactOf(db(), { actor }) : null;
  // Offered to a guest who can book; priced as the checkout will price it (the stay's currency, stored rate).
  const insurance = contact
    ? await extras.quoteTravelInsurance(
        { stayTotalMinor: quoted.quote.totalMinor, currency: quoted.quote.currency },
        actor,
      )
    : null;

  // Add-ons in the stay's city and currency with a time between check-in and check-out (one payment, one currency).
  const addonDays = stay.mode === "hourly" ? [stay.day] : daysBetween(stay.checkIn, stay.checkOut);
  const addons = contact
    ? await extras.listAddonsForStay({
        city: product.city,
        currency: quoted.quote.currency,
        from: addonDays[0]!,
        to: addonDays.at(-1)!,
      })
    : [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm">
        <Link href={back} className="font-medium text-brand-700 underline">
          ← Back to the place
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">
        {quoted.instantBook ? "Confirm and pay" : "Request to book"}
      </h1>
      {partner && (
        <p
          className="mt-3 rounded-xl border border-red-100 bg-red-50 px-4 py-2 text-sm text-red-900"
          data-testid="partner-checkout"
        >
          Booking through <span className="font-semibold">AirAsia</span>: add your member ID to earn AirAsia points on
          this stay.
        </p>
      )}

      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_400px]">
        <div className="order-2 lg:order-1">
          {actor.kind !== "user" ? (
            <CheckoutSignIn returnTo={checkoutPath(request)} partner={partner} />
          ) : !contact ? (
            <section
              aria-labelledby="not-a-guest"
              className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-5"
              data-testid="not-a-guest"
            >
              <h2 id="not-a-guest" className="text-lg font-semibold">
                Bookings need a guest account
              </h2>
              <p className="text-sm">
                You are signed in as <span className="font-medium">{actor.email}</span>, which is not a guest account
                (supplier, staff and partner accounts cannot book stays). Log out, then log in with a guest account or
                create one: your dates are on this page&apos;s address, so come back to it.
              </p>
              <form method="post" action="/logout">
                <button
                  type="submit"
                  className="rounded-lg border border-line bg-white px-4 py-2 text-sm font-medium hover:bg-brand-50"
                >
                  Log out
                </button>
              </form>
            </section>
          ) : (
            <CheckoutForm
              request={request}
              contact={contact}
              total={total}
              totalMinor={quoted.quote.totalMinor}
              currency={quoted.quote.currency}
              insurance={
                insurance ? { premiumMinor: insurance.premiumMinor, insurerName: insurance.insurerName } : null
              }
              addons={addons}
              addonDays={addonDays}
              instantBook={quoted.instantBook}
              displayCurrency={display.rates && display.currency !== quoted.quote.currency ? display.currency : null}
              testCards={TEST_CARDS}
              bankTransferHoldHours={BUSINESS_SETTINGS.bankTransferHoldHours}
              productHref={back}
            />
          )}
        </div>

        <aside aria-labelledby="your-stay" className="order-1 space-y-4 lg:order-2 lg:sticky lg:top-24 lg:self-start">
          <div className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
            <div className="flex gap-3">
              {product.photos[0] && (
                // eslint-disable-next-line @next/next/no-img-element -- a stored thumbnail, no optimiser needed
                <img
                  src={product.photos[0].url}
                  alt=""
                  width={96}
                  height={72}
                  className="h-18 w-24 shrink-0 rounded-lg object-cover"
                />
              )}
              <div className="min-w-0">
                <h2 id="your-stay" className="font-semibold">
                  {product.title}
                </h2>
                <p className="text-sm text-muted">{product.city}</p>
                {quoted.unitName !== "Entire place" && (
                  <p className="text-sm text-muted">Your room: {quoted.unitName}</p>
                )}
              </div>
            </div>
            <dl className="space-y-1 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-muted">When</dt>
                <dd className="text-right font-medium" data-testid="checkout-dates">
                  {when}
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-muted">Guests</dt>
                <dd className="font-medium">{request.guests}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-muted">Times</dt>
                <dd className="text-right">
                  {stay.mode === "hourly"
                    ? ""
                    : `Check-in from ${product.checkInTime}, check-out by ${product.checkOutTime}; `}
                  local time ({product.timeZone.replace("_", " ")})
                </dd>
              </div>
            </dl>
            {stay.mode === "nightly" && (
              <CheckoutDates
                propertyId={product.id}
                checkIn={stay.checkIn}
                checkOut={stay.checkOut}
                {...stayWindow(product.timeZone, new Date())}
                minNights={product.rates.minNights}
                maxNights={BUSINESS_SETTINGS.maxNightlyStayNights}
              />
            )}
            <PriceLines
              lines={quoted.lines}
              currency={quoted.quote.currency}
              totalMinor={quoted.quote.totalMinor}
              converted={quoted.total.converted}
            />
            <PromoCodeField
              request={parsedRequest}
              applied={promo?.ok ? promo.terms.code : null}
              error={promo && !promo.ok ? promo.message : null}
            />
            <div className="space-y-1 border-t border-line pt-3 text-sm">
              <p className="font-medium">Cancellation: {policyName}</p>
              <p className="text-muted" data-testid="checkout-policy">
                {describePolicy(product.cancellationPolicy)} Taxes are always refunded in full.
              </p>
            </div>
            <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm" data-testid="checkout-mode">
              {quoted.instantBook
                ? "Instant book: confirmed as soon as you pay."
                : `Request to book: the host has ${BUSINESS_SETTINGS.requestHours} hours to answer, or the request lapses. Nothing is charged unless they accept.`}
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}

/** Every day from the first to the last, both included (a stay's days, for its transfers; at most 62). */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let date = new Date(`${first}T00:00:00Z`); days.length < 62; date.setUTCDate(date.getUTCDate() + 1)) {
    const day = date.toISOString().slice(0, 10);
    if (day > last) break;
    days.push(day);
  }
  return days;
}

function Problem({
  title,
  message,
  href,
  linkText,
}: {
  title: string;
  message: string;
  href: string;
  linkText: string;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-muted" role="alert">
        {message}
      </p>
      <Link
        href={href}
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        {linkText}
      </Link>
    </div>
  );
}
