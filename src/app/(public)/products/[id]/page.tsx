import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { BedDouble, Bath, Clock, MapPin, Ruler, Star, Users } from "lucide-react";
import { BidPanel } from "@/domains/bookings/components/bid-panel";
import { bidNationalityFor } from "@/domains/bookings/components/bid-nationality";
import { CancellationStepsList } from "@/domains/bookings/components/cancellation-steps-list";
import { BookingPanel, type StayChoice } from "@/domains/catalogue/components/booking-panel";
import { Gallery } from "@/domains/catalogue/components/gallery";
import { Price } from "@/domains/catalogue/components/price";
import { monthOf, todayIn } from "@/domains/catalogue/dates";
import { amenityKey } from "@/domains/catalogue/labels";
import { findProduct, quoteProduct, unavailableNights, type ProductQuote } from "@/domains/catalogue/product";
import { settingsInForce } from "@/domains/platform";
import { inCurrencies, searchOccupancy, stayOf } from "@/domains/catalogue/search";
import { searchFromParams } from "@/domains/catalogue/search-params";
import { stayWindow } from "@/domains/catalogue/stay-window";
import { displayCurrency } from "@/domains/currency";
import { isPartnerOrigin } from "@/domains/identity";
import { addDays } from "@/domains/catalogue/dates";
import { ANONYMOUS, mayBookStays } from "@/server/access";
import { currentActor } from "@/server/access/current";
import { db } from "@/server/db";
import { ClientMessages } from "@/i18n/client-messages";
import { PropertyReviewsSection } from "@/domains/reviews/components/property-reviews-section";
import { formatMoney, formatNumber, formatTime } from "@/lib/format";
import { INTL_TAGS, type Locale } from "@/lib/locales";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await findProduct(db(), (await params).id, {
    actor: ANONYMOUS,
    locale: (await getLocale()) as Locale,
  });
  if (product) return { title: product.title, description: product.description.slice(0, 160) };
  return { title: (await getTranslations("product"))("notFound") };
}

/** The page's client components (the booking and offer panels) read the `product` and `datepicker` namespaces. */
export default async function ProductPage(props: Props) {
  return (
    <ClientMessages page="product">
      <ProductPageContent {...props} />
    </ClientMessages>
  );
}

async function ProductPageContent({ params, searchParams }: Props) {
  await connection();
  const product = await findProduct(db(), (await params).id, {
    actor: ANONYMOUS,
    locale: (await getLocale()) as Locale,
  });
  if (!product) notFound();
  const [t, words, locale, display] = await Promise.all([
    getTranslations("product"),
    getTranslations("search"),
    getLocale() as Promise<Locale>,
    displayCurrency(),
  ]);

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
  // Who stays, as asked: a party the place cannot take is quoted as asked, so the panel says why (docs/OCCUPANCY.md).
  const occupancy = searchOccupancy(search);
  // A guest from a partner storefront (/airasia) keeps its channel through to the checkout.
  const channel = isPartnerOrigin(raw.channel) ? raw.channel : null;

  const today = todayIn(product.timeZone);
  // Only the offer panel depends on who is looking; the rest of the page reads as the public sees it.
  const viewer = await currentActor();
  const bidder = viewer.kind !== "user" ? "visitor" : mayBookStays(viewer) ? "guest" : "other";
  const [calendarFrom] = monthOf(today);
  // This month and the next one; the panel loads more as the guest moves on.
  const calendarTo = monthOf(monthOf(today)[1])[1];
  // The business settings in force price the first quote and give the panel its limits.
  const inForce = await settingsInForce(db());
  const [unavailable, initialQuote, bidNationality] = await Promise.all([
    unavailableNights(db(), product.id, { from: calendarFrom, to: calendarTo }),
    stay
      ? quoteProduct(
          db(),
          { propertyId: product.id, stay, guests: occupancy, rates: display.rates, settings: inForce },
          { actor: ANONYMOUS },
        )
      : Promise.resolve<ProductQuote | null>(null),
    viewer.kind === "user" && bidder === "guest" && product.rates.nightlyMinor !== null
      ? bidNationalityFor(viewer, product.country, inForce)
      : null,
  ]);
  const initial: StayChoice =
    stay?.mode === "hourly"
      ? { mode: "hourly", day: stay.day, start: stay.start, hours: stay.hours, occupancy }
      : stay
        ? { mode: stay.mode, checkIn: stay.checkIn, checkOut: stay.checkOut, occupancy }
        : { mode: defaultMode, occupancy };
  const country = words(`countries.${product.country}`);
  const headline =
    product.rates.nightlyMinor !== null
      ? { amount: product.rates.nightlyMinor, unit: "night" as const }
      : product.rates.monthlyMinor !== null
        ? { amount: product.rates.monthlyMinor, unit: "month" as const }
        : { amount: product.rates.hourlyMinor ?? 0, unit: "hour" as const };
  const zone = product.timeZone.replace("_", " ");
  // Listings store the English word of an amenity from the list (labels.ts); one outside it shows as stored.
  const amenityName = (amenity: string) => {
    const key = amenityKey(amenity);
    return key ? words(`amenities.${key}`) : amenity;
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm font-medium uppercase tracking-wide text-brand-600">
        {words(`types.${product.type}`)} · {product.city}, {country}
      </p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight">{product.title}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        {product.reviews.count > 0 ? (
          <a href="#reviews" className="inline-flex items-center gap-1 text-ink underline-offset-2 hover:underline">
            <Star className="h-4 w-4 fill-current text-amber-500" aria-hidden="true" />
            {formatNumber(product.reviews.average, locale, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            })}{" "}
            · {t("reviewsCount", { count: product.reviews.count })}
          </a>
        ) : (
          <span>{t("newListing")}</span>
        )}
        <span className="inline-flex items-center gap-1">
          <MapPin className="h-4 w-4" aria-hidden="true" />
          {product.address || product.city}
        </span>
      </p>

      <Gallery photos={product.photos} title={product.title} />

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_380px]">
        <div className="space-y-10">
          <section aria-label={t("facts.label")}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <Fact icon={<Users className="h-4 w-4" />}>{t("facts.upToGuests", { count: product.maxGuests })}</Fact>
              <Fact icon={<BedDouble className="h-4 w-4" />}>{t("facts.bedrooms", { count: product.bedrooms })}</Fact>
              <Fact icon={<Bath className="h-4 w-4" />}>{t("facts.bathrooms", { count: product.bathrooms })}</Fact>
              {product.sizeSqm && (
                <Fact icon={<Ruler className="h-4 w-4" />}>
                  {t("facts.size", { size: formatNumber(Number(product.sizeSqm), locale) })}
                </Fact>
              )}
              <Fact icon={<Clock className="h-4 w-4" />}>
                {product.rates.hourlyMinor !== null && product.rates.openingTime
                  ? t("facts.open", {
                      opening: formatTime(product.rates.openingTime, locale),
                      closing: product.rates.closingTime ? formatTime(product.rates.closingTime, locale) : "",
                    })
                  : t("facts.checkInOut", {
                      checkIn: formatTime(product.checkInTime, locale),
                      checkOut: formatTime(product.checkOutTime, locale),
                    })}
              </Fact>
            </ul>
            <p className="mt-4 leading-relaxed">{product.description}</p>
            {product.units.length > 1 && (
              <p className="mt-3 text-sm text-muted">
                {t("facts.units", {
                  count: product.units.length,
                  names: product.units.map((unit) => unit.name).join(", "),
                })}
              </p>
            )}
          </section>

          <section aria-labelledby="prices-heading">
            <h2 id="prices-heading" className="text-xl font-semibold">
              {t("prices.heading")}
            </h2>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              {product.rates.nightlyMinor !== null && (
                <Rate
                  label={
                    product.rates.minNights > 1
                      ? t("prices.perNightMinimum", { nights: product.rates.minNights })
                      : t("prices.perNight")
                  }
                >
                  <Price price={inCurrencies(product.rates.nightlyMinor, product.currency, display.rates)} />
                </Rate>
              )}
              {product.rates.weekendMinor !== null && (
                <Rate label={t("prices.weekend")}>
                  <Price price={inCurrencies(product.rates.weekendMinor, product.currency, display.rates)} />
                </Rate>
              )}
              {product.rates.monthlyMinor !== null && (
                <Rate label={t("prices.perMonth")}>
                  <Price price={inCurrencies(product.rates.monthlyMinor, product.currency, display.rates)} />
                </Rate>
              )}
              {product.rates.hourlyMinor !== null && (
                <Rate
                  label={
                    product.rates.minHours
                      ? t("prices.perHourMinimum", { hours: product.rates.minHours })
                      : t("prices.perHour")
                  }
                >
                  <Price price={inCurrencies(product.rates.hourlyMinor, product.currency, display.rates)} />
                </Rate>
              )}
              {product.rates.cleaningFeeMinor > 0 && (
                <Rate label={t("prices.cleaning")}>
                  <Price price={inCurrencies(product.rates.cleaningFeeMinor, product.currency, display.rates)} />
                </Rate>
              )}
            </dl>
          </section>

          <OccupancyFacts product={product} rates={display.rates} t={t} locale={locale} />

          <section aria-labelledby="amenities-heading">
            <h2 id="amenities-heading" className="text-xl font-semibold">
              {t("amenities.heading")}
            </h2>
            {product.amenities.length === 0 ? (
              <p className="mt-2 text-muted">{t("amenities.none")}</p>
            ) : (
              <ul className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
                {product.amenities.map((amenity) => (
                  <li key={amenity} className="rounded-lg border border-line bg-white px-3 py-2">
                    {amenityName(amenity)}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="rules-heading">
            <h2 id="rules-heading" className="text-xl font-semibold">
              {t("rules.heading")}
            </h2>
            <dl className="mt-3 space-y-3 text-sm">
              <div>
                <dt className="font-medium">{t("rules.houseRules")}</dt>
                <dd className="text-muted">{product.houseRules || t("rules.none")}</dd>
              </div>
              <div>
                <dt className="font-medium">
                  {t("rules.cancellation", { policy: t(`policies.${product.cancellationPolicy}.name`) })}
                </dt>
                <dd className="text-muted">
                  {t(`policies.${product.cancellationPolicy}.summary`)}
                  {product.cancellationRules && (
                    <CancellationStepsList
                      steps={product.cancellationRules}
                      checkInDay={stay ? (stay.mode === "hourly" ? stay.day : stay.checkIn) : null}
                      timeZone={product.timeZone}
                      locale={locale}
                      testId="product-cancellation-steps"
                    />
                  )}
                </dd>
              </div>
              {product.licenceNumber && (
                <div>
                  <dt className="font-medium">{t("rules.licence")}</dt>
                  <dd className="text-muted">{product.licenceNumber}</dd>
                </div>
              )}
            </dl>
          </section>

          <section aria-labelledby="location-heading">
            <h2 id="location-heading" className="text-xl font-semibold">
              {t("location.heading")}
            </h2>
            <p className="mt-2">
              {product.address ? `${product.address}, ` : ""}
              {country}
            </p>
            <p className="mt-1 text-sm text-muted">{t("location.timesLocal", { zone })}</p>
            {product.latitude !== null && product.longitude !== null && (
              <a
                className="mt-2 inline-block text-sm font-medium text-brand-700 underline"
                href={`https://www.openstreetmap.org/?mlat=${product.latitude.toFixed(5)}&mlon=${product.longitude.toFixed(5)}#map=16/${product.latitude.toFixed(5)}/${product.longitude.toFixed(5)}`}
                rel="noopener noreferrer"
                target="_blank"
              >
                {t("location.openMap")}
              </a>
            )}
          </section>

          <section aria-labelledby="host-heading" className="rounded-2xl border border-line bg-white p-5">
            <h2 id="host-heading" className="text-xl font-semibold">
              {t("host.heading")}
            </h2>
            <p className="mt-2 font-medium">{product.host.name}</p>
            <p className="text-sm text-muted">
              {product.host.name === product.host.organisation
                ? ""
                : `${t("host.with", { organisation: product.host.organisation })} · `}
              {t("host.since", { year: hostSince(product.host.memberSince, locale) })} ·{" "}
              {t("host.listings", { count: product.host.listings })}
            </p>
          </section>

          <PropertyReviewsSection propertyId={product.id} page={reviewsPage} pageHref={reviewsPageHref} />
        </div>

        <aside aria-label={t("panel.label")} className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-line bg-white p-5 shadow-sm">
            <p className="text-sm text-muted">{t("panel.from")}</p>
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
              latest={stayWindow(product.timeZone, new Date(), inForce.settings).latest}
              timeZone={product.timeZone}
              maxGuests={product.maxGuests}
              maxAdults={product.occupancy.maxAdults}
              maxChildren={product.occupancy.maxChildren}
              minNights={product.rates.minNights}
              modes={{
                nightly: product.rates.nightlyMinor !== null,
                monthly: product.rates.monthlyMinor !== null,
                hourly: product.rates.hourlyMinor !== null,
              }}
              instantBook={product.instantBook}
              deposit={
                product.depositPercent !== null && product.balanceDaysBefore !== null
                  ? { percent: product.depositPercent, balanceDaysBefore: product.balanceDaysBefore }
                  : null
              }
              initial={initial}
              initialQuote={initialQuote}
              initialUnavailable={{ from: calendarFrom, to: calendarTo, nights: unavailable }}
              channel={channel}
              limits={{
                maxNightlyStayNights: inForce.settings.maxNightlyStayNights,
                requestHours: inForce.settings.requestHours,
              }}
            />
          </div>
          {product.rates.nightlyMinor !== null && (
            <BidPanel
              propertyId={product.id}
              currency={product.currency}
              initial={
                stay && stay.mode !== "hourly"
                  ? { checkIn: stay.checkIn, checkOut: stay.checkOut }
                  : { checkIn: addDays(today, 14), checkOut: addDays(today, 17) }
              }
              who={bidder}
              nationality={bidNationality}
            />
          )}
        </aside>
      </div>
    </div>
  );
}

/** The year a host joined, in the language's calendar (Thai readers count 2569 for 2026). */
function hostSince(memberSince: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], { year: "numeric", timeZone: "UTC" }).format(
    new Date(`${memberSince.slice(0, 4)}-07-01T00:00:00Z`),
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

/** Who a unit takes and what extra people pay (docs/OCCUPANCY.md), said before the guest picks dates. */
function OccupancyFacts({
  product,
  rates,
  t,
  locale,
}: {
  product: NonNullable<Awaited<ReturnType<typeof findProduct>>>;
  rates: Parameters<typeof inCurrencies>[2];
  t: Awaited<ReturnType<typeof getTranslations<"product">>>;
  locale: Locale;
}) {
  const rules = product.occupancy;
  const money = (amountMinor: number) => {
    const price = inCurrencies(amountMinor, product.currency, rates);
    return formatMoney({ amountMinor: price.amountMinor, currency: price.currency }, locale);
  };
  const charges = rules.baseOccupancy !== null && (rules.extraAdultMinor || rules.extraChildMinor);
  return (
    <section aria-labelledby="occupancy-heading" data-testid="occupancy-facts">
      <h2 id="occupancy-heading" className="text-xl font-semibold">
        {t("occupancy.title")}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        <li>{t("occupancy.sleeps", { count: product.maxGuests })}</li>
        {rules.maxAdults !== null && rules.maxAdults < product.maxGuests && (
          <li>{t("occupancy.maxAdults", { count: rules.maxAdults })}</li>
        )}
        {rules.maxChildren === 0 ? (
          <li>{t("occupancy.noChildren")}</li>
        ) : rules.maxChildren !== null && rules.maxChildren < product.maxGuests ? (
          <li>{t("occupancy.maxChildren", { count: rules.maxChildren })}</li>
        ) : null}
        {charges && (
          <>
            <li>{t("occupancy.base", { count: rules.baseOccupancy! })}</li>
            {rules.extraAdultMinor ? (
              <li>{t("occupancy.extraAdult", { price: money(rules.extraAdultMinor) })}</li>
            ) : null}
            {rules.extraChildMinor ? (
              <li>{t("occupancy.extraChild", { price: money(rules.extraChildMinor) })}</li>
            ) : null}
            {rules.extraChildMinor && rules.childrenFreeUnderAge > 0 ? (
              <li>{t("occupancy.freeUnder", { age: rules.childrenFreeUnderAge })}</li>
            ) : null}
            {product.rates.monthlyMinor !== null || product.rates.hourlyMinor !== null ? (
              <li className="text-muted">{t("occupancy.nightlyOnly")}</li>
            ) : null}
          </>
        )}
      </ul>
    </section>
  );
}
