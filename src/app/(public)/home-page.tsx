import Link from "next/link";
import { connection } from "next/server";
import { countListingsByCity, findFeaturedListings } from "@/domains/catalogue";
import { figuresOf, fillPlaceholders, publishedTexts } from "@/domains/content";
import { ListingCard } from "@/domains/catalogue/components/listing-card";
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "@/lib/countries";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";
import { EmptyState } from "@/components/ui/empty-state";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/locales";

const PRODUCTS = [
  {
    title: "StayCorp",
    text: "Furnished homes for teams on assignment, at monthly rates or on a rental contract.",
    href: "/stay-corp",
  },
  { title: "StayConnect", text: "Airport transfers, day tours and meals, added to your stay.", href: "/stay-connect" },
  { title: "StayInvest", text: "Buy units in the monthly income of rental homes.", href: "/stay-invest" },
  { title: "StayTogether", text: "Private rooms in shared homes, by the month or the night.", href: "/stay-together" },
];

/** The home page of the site and of each country variant: search, cities, featured homes, products. */
export async function HomePage({ country }: { country: CountryCode }) {
  await connection(); // rendered per request: listings and prices change
  const scope = { actor: ANONYMOUS, locale: (await getLocale()) as Locale };
  // The visitor's country first, then the others.
  const order = [country, ...COUNTRY_CODES.filter((code) => code !== country)];
  const [texts, cities, ...byCountry] = await Promise.all([
    publishedTexts(db(), { ...scope, keys: ["home.hero-title", "home.hero-text"] }),
    countListingsByCity(db(), scope),
    ...order.map((code) => findFeaturedListings(db(), { ...scope, country: code, limit: 4 })),
  ]);
  const figures = figuresOf(cities);
  const total = figures.places;
  const localCities = cities.filter((city) => city.country === country);
  const prefix = COUNTRIES[country].pathPrefix;

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="max-w-2xl text-4xl font-semibold tracking-tight sm:text-5xl">{texts["home.hero-title"]}</h1>
          <p className="mt-4 max-w-xl text-lg text-muted">
            {fillPlaceholders(texts["home.hero-text"], { ...figures })}
          </p>
          <form
            method="get"
            action={`${prefix}/findahome`}
            role="search"
            aria-label="Find a home"
            className="mt-8 grid max-w-3xl gap-2 rounded-2xl border border-line bg-white p-3 shadow-sm sm:grid-cols-[2fr_1fr_1fr_auto]"
          >
            <label className="flex flex-col text-xs font-medium text-muted">
              Where
              <select
                name="city"
                defaultValue={localCities[0]?.city ?? ""}
                className="mt-1 rounded-lg border border-line px-2 py-2 text-sm text-ink"
              >
                <option value="">Anywhere</option>
                {cities.map((city) => (
                  <option key={city.city} value={city.city}>
                    {city.city}, {COUNTRIES[city.country].name}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col text-xs font-medium text-muted">
              Check in
              <input
                type="date"
                name="checkIn"
                className="mt-1 rounded-lg border border-line px-2 py-2 text-sm text-ink"
              />
            </label>
            <label className="flex flex-col text-xs font-medium text-muted">
              Check out
              <input
                type="date"
                name="checkOut"
                className="mt-1 rounded-lg border border-line px-2 py-2 text-sm text-ink"
              />
            </label>
            <button
              type="submit"
              className="self-end rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
            >
              Search
            </button>
          </form>
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="Destinations">
            {cities.map((city) => (
              <li key={city.city} className="rounded-full border border-line bg-white px-4 py-2 text-sm">
                {city.city} <span className="text-muted">· {city.listings}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {order.map((code, index) => {
        const listings = byCountry[index] ?? [];
        if (listings.length === 0) return null;
        return (
          <section key={code} className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={`stays-${code}`}>
            <h2 id={`stays-${code}`} className="mb-4 text-2xl font-semibold">
              Stays in {COUNTRIES[code].nameInSentence}
            </h2>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {listings.map((listing) => (
                <ListingCard key={listing.id} listing={listing} />
              ))}
            </div>
          </section>
        );
      })}

      {total === 0 && (
        <div className="mx-auto max-w-6xl px-4 py-12">
          <EmptyState
            title="No places are listed yet."
            description="Suppliers can list their first property from the dashboard."
          />
        </div>
      )}

      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="products-heading">
        <h2 id="products-heading" className="text-2xl font-semibold">
          More than a place to sleep
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PRODUCTS.map((product) => (
            <li key={product.href} className="rounded-2xl border border-line bg-white p-5">
              <h3 className="font-semibold">
                <Link href={product.href} className="hover:text-brand-700 hover:underline">
                  {product.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-muted">{product.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
