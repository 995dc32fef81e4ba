import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { BedDouble, Bath, Clock, MapPin, Ruler, Star, Users } from "lucide-react";
import { BidPanel } from "@/domains/bookings/components/bid-panel";
import { BookingPanel, type StayChoice } from "@/domains/catalogue/components/booking-panel";
import { Gallery } from "@/domains/catalogue/components/gallery";
import { Price } from "@/domains/catalogue/components/price";
import { monthOf, todayIn } from "@/domains/catalogue/dates";
import { CANCELLATION_POLICIES, TYPE_LABELS } from "@/domains/catalogue/labels";
import { findProduct, quoteProduct, unavailableNights, type ProductQuote } from "@/domains/catalogue/product";
import { inCurrencies, stayOf } from "@/domains/catalogue/search";
import { searchFromParams } from "@/domains/catalogue/search-params";
import { stayWindow } from "@/domains/catalogue/stay-window";
import { displayCurrency } from "@/domains/currency";
import { isPartnerOrigin } from "@/domains/identity";
import { COUNTRIES } from "@/lib/countries";
import { addDays } from "@/domains/catalogue/dates";
import { ANONYMOUS, mayBookStays } from "@/server/access";
import { currentActor } from "@/server/access/current";
import { db } from "@/server/db";
import { PropertyReviewsSection } from "@/domains/reviews/components/property-reviews-section";
import { plural } from "@/lib/plural";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await findProduct(db(), (await params).id, { actor: ANONYMOUS });
  return product ? { title: product.title, description: product.description.slice(0, 160) } : { title: "Not found" };
}

export default async function ProductPage({ params, searchParams }: Props) {
  await connection();
  const product = await findProduct(db(), (await params).id, { actor: ANONYMOUS });
  if (!product) notFound();
  const display = await displayCurrency();

  // The stay asked for in the URL (from search results), else the property's natural default mode.
  const defaultMode =
    product.rates.nightlyMinor !== null ? "nightly" : product.rates.monthlyMinor !== null ? "monthly" : "hourly";
  const raw = await searchParams;
  // The reviews' page (`?reviews=n`), linked with the page's other parameters kept.
  const reviewsPage = Math.max(1, Number(typeof raw.reviews === "string" ? raw.reviews : "1") || 1);
  const reviewsPageHref = (page: number) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(raw))
      if (typeof value === "string" && key !== "reviews") query.set(key, value);
    if (page > 1) query.set("reviews", String(page));
    const text = query.toString();
    return `/products/${product.id}${text ? `?${text}` : ""}#reviews`;
  };
  const { search } = searchFromParams({ mode: defaultMode, ...raw }, { currency: display.currency });
  const requested = stayOf(search);
  const stay = requested && offers(product.rates, requested.mode) ? requested : null;
  const guests = Math.min(search.guests, product.maxGuests);
  // A guest from a partner storefront (/airasia) keeps its channel through to the checkout.
  const channel = isPartnerOrigin(raw.channel) ? raw.channel : null;

  const today = todayIn(product.timeZone);
  // Only the offer panel depends on who is looking; the rest of the page reads as the public sees it.
  const viewer = await currentActor();
  const bidder = viewer.kind !== "user" ? "visitor" : mayBookStays(viewer) ? "guest" : "other";
  const [calendarFrom] = monthOf(today);
  // This month and the next one; the panel loads more as the guest moves on.
  const calendarTo = monthOf(monthOf(today)[1])[1];
  const [unavailable, initialQuote] = await Promise.all([
    unavailableNights(db(), product.id, { from: calendarFrom, to: calendarTo }),
    stay
      ? quoteProduct(db(), { propertyId: product.id, stay, guests, rates: display.rates }, { actor: ANONYMOUS })
      : Promise.resolve<ProductQuote | null>(null),
  ]);
  const initial: StayChoice =
    stay?.mode === "hourly"
      ? { mode: "hourly", day: stay.day, start: stay.start, hours: stay.hours, guests }
      : stay
        ? { mode: stay.mode, checkIn: stay.checkIn, checkOut: stay.checkOut, guests }
        : { mode: defaultMode, guests };
  const policy = CANCELLATION_POLICIES[product.cancellationPolicy];
  const country = COUNTRIES[product.country];
  const headline =
    product.rates.nightlyMinor !== null
      ? { amount: product.rates.nightlyMinor, unit: "night" }
      : product.rates.monthlyMinor !== null
        ? { amount: product.rates.monthlyMinor, unit: "month" }
        : { amount: product.rates.hourlyMinor ?? 0, unit: "hour" };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm font-medium uppercase tracking-wide text-brand-600">
        {TYPE_LABELS[product.type]} · {product.city}, {country.name}
      </p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight">{product.title}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        {product.reviews.count > 0 ? (
          <a href="#reviews" className="inline-flex items-center gap-1 text-ink underline-offset-2 hover:underline">
            <Star className="h-4 w-4 fill-current text-amber-500" aria-hidden="true" />
            {product.reviews.average.toFixed(1)} · {plural(product.reviews.count, { one: "review", other: "reviews" })}
          </a>
        ) : (
          <span>New listing, no reviews yet</span>
        )}
        <span className="inline-flex items-center gap-1">
          <MapPin className="h-4 w-4" aria-hidden="true" />
          {product.address || product.city}
        </span>
      </p>

      <Gallery photos={product.photos} title={product.title} />

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_380px]">
        <div className="space-y-10">
          <section aria-label="The place">
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <Fact icon={<Users className="h-4 w-4" />}>
                Up to {plural(product.maxGuests, { one: "guest", other: "guests" })}
              </Fact>
              <Fact icon={<BedDouble className="h-4 w-4" />}>
                {plural(product.bedrooms, { one: "bedroom", other: "bedrooms" })}
              </Fact>
              <Fact icon={<Bath className="h-4 w-4" />}>
                {plural(product.bathrooms, { one: "bathroom", other: "bathrooms" })}
              </Fact>
              {product.sizeSqm && <Fact icon={<Ruler className="h-4 w-4" />}>{product.sizeSqm} m²</Fact>}
              <Fact icon={<Clock className="h-4 w-4" />}>
                {product.rates.hourlyMinor !== null && product.rates.openingTime
                  ? `Open ${product.rates.openingTime}–${product.rates.closingTime}`
                  : `Check-in from ${product.checkInTime}, check-out by ${product.checkOutTime}`}
              </Fact>
            </ul>
            <p className="mt-4 leading-relaxed">{product.description}</p>
            {product.units.length > 1 && (
              <p className="mt-3 text-sm text-muted">
                {product.units.length} rooms let separately: {product.units.map((unit) => unit.name).join(", ")}. We
                book you the first room free for your dates.
              </p>
            )}
          </section>

          <section aria-labelledby="prices-heading">
            <h2 id="prices-heading" className="text-xl font-semibold">
              Prices
            </h2>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              {product.rates.nightlyMinor !== null && (
                <Rate
                  label={`Per night${product.rates.minNights > 1 ? `, ${product.rates.minNights} nights minimum` : ""}`}
                >
                  <Price price={inCurrencies(product.rates.nightlyMinor, product.currency, display.rates)} />
                </Rate>
              )}
              {product.rates.weekendMinor !== null && (
                <Rate label="Friday and Saturday nights">
                  <Price price={inCurrencies(product.rates.weekendMinor, product.currency, display.rates)} />
                </Rate>
              )}
              {product.rates.monthlyMinor !== null && (
                <Rate label="Per month (from 28 nights)">
                  <Price price={inCurrencies(product.rates.monthlyMinor, product.currency, display.rates)} />
                </Rate>
              )}
              {product.rates.hourlyMinor !== null && (
                <Rate
                  label={`Per hour${product.rates.minHours ? `, ${plural(product.rates.minHours, { one: "hour", other: "hours" })} minimum` : ""}`}
                >
                  <Price price={inCurrencies(product.rates.hourlyMinor, product.currency, display.rates)} />
                </Rate>
              )}
              {product.rates.cleaningFeeMinor > 0 && (
                <Rate label="Cleaning fee, once per stay">
                  <Price price={inCurrencies(product.rates.cleaningFeeMinor, product.currency, display.rates)} />
                </Rate>
              )}
            </dl>
          </section>

          <section aria-labelledby="amenities-heading">
            <h2 id="amenities-heading" className="text-xl font-semibold">
              Amenities
            </h2>
            {product.amenities.length === 0 ? (
              <p className="mt-2 text-muted">The host has not listed amenities yet.</p>
            ) : (
              <ul className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
                {product.amenities.map((amenity) => (
                  <li key={amenity} className="rounded-lg border border-line bg-white px-3 py-2">
                    {amenity}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="rules-heading">
            <h2 id="rules-heading" className="text-xl font-semibold">
              House rules and cancellation
            </h2>
            <dl className="mt-3 space-y-3 text-sm">
              <div>
                <dt className="font-medium">House rules</dt>
                <dd className="text-muted">{product.houseRules || "No special rules."}</dd>
              </div>
              <div>
                <dt className="font-medium">Cancellation: {policy.name}</dt>
                <dd className="text-muted">{policy.summary}</dd>
              </div>
              {product.licenceNumber && (
                <div>
                  <dt className="font-medium">Licence</dt>
                  <dd className="text-muted">{product.licenceNumber}</dd>
                </div>
              )}
            </dl>
          </section>

          <section aria-labelledby="location-heading">
            <h2 id="location-heading" className="text-xl font-semibold">
              Location
            </h2>
            <p className="mt-2">
              {product.address ? `${product.address}, ` : ""}
              {country.name}
            </p>
            <p className="mt-1 text-sm text-muted">
              Times are local to the property ({product.timeZone.replace("_", " ")}).
            </p>
            {product.latitude !== null && product.longitude !== null && (
              <a
                className="mt-2 inline-block text-sm font-medium text-brand-700 underline"
                href={`https://www.openstreetmap.org/?mlat=${product.latitude.toFixed(5)}&mlon=${product.longitude.toFixed(5)}#map=16/${product.latitude.toFixed(5)}/${product.longitude.toFixed(5)}`}
                rel="noopener noreferrer"
                target="_blank"
              >
                Open in a map (OpenStreetMap)
              </a>
            )}
          </section>

          <section aria-labelledby="host-heading" className="rounded-2xl border border-line bg-white p-5">
            <h2 id="host-heading" className="text-xl font-semibold">
              Your host
            </h2>
            <p className="mt-2 font-medium">{product.host.name}</p>
            <p className="text-sm text-muted">
              {product.host.name === product.host.organisation ? "" : `With ${product.host.organisation} · `}
              On Staysia since {product.host.memberSince.slice(0, 4)} ·{" "}
              {plural(product.host.listings, { one: "listing", other: "listings" })}
            </p>
          </section>

          <PropertyReviewsSection propertyId={product.id} page={reviewsPage} pageHref={reviewsPageHref} />
        </div>

        <aside aria-label="Book this place" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-line bg-white p-5 shadow-sm">
            <p className="text-sm text-muted">From</p>
            <p>
              <Price
                price={inCurrencies(headline.amount, product.currency, display.rates)}
                unit={headline.unit}
                size="lg"
              />
            </p>
            <BookingPanel
              key={display.currency}
              propertyId={product.id}
              currency={display.rates ? display.currency : null}
              today={today}
              latest={stayWindow(product.timeZone, new Date()).latest}
              timeZone={product.timeZone}
              maxGuests={product.maxGuests}
              minNights={product.rates.minNights}
              modes={{
                nightly: product.rates.nightlyMinor !== null,
                monthly: product.rates.monthlyMinor !== null,
                hourly: product.rates.hourlyMinor !== null,
              }}
              instantBook={product.instantBook}
              initial={initial}
              initialQuote={initialQuote}
              initialUnavailable={{ from: calendarFrom, to: calendarTo, nights: unavailable }}
              channel={channel}
            />
          </div>
          {product.rates.nightlyMinor !== null && (
            <BidPanel
              propertyId={product.id}
              currency={product.currency}
              maxGuests={product.maxGuests}
              initial={
                stay && stay.mode !== "hourly"
                  ? { checkIn: stay.checkIn, checkOut: stay.checkOut, guests }
                  : { checkIn: addDays(today, 14), checkOut: addDays(today, 17), guests }
              }
              who={bidder}
            />
          )}
        </aside>
      </div>
    </div>
  );
}

function offers(
  rates: { nightlyMinor: number | null; monthlyMinor: number | null; hourlyMinor: number | null },
  mode: "nightly" | "monthly" | "hourly",
) {
  return { nightly: rates.nightlyMinor, monthly: rates.monthlyMinor, hourly: rates.hourlyMinor }[mode] !== null;
}

function Fact({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="text-brand-600">
        {icon}
      </span>
      {children}
    </li>
  );
}

function Rate({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-white p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
