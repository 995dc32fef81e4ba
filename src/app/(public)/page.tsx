import { connection } from "next/server";
import { COUNTRIES, COUNTRY_CODES, countListingsByCity, findFeaturedListings } from "@/domains/catalogue";
import { ListingCard } from "@/domains/catalogue/components/listing-card";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";

export default async function HomePage() {
  await connection(); // rendered per request: listings and prices change
  const scope = { actor: ANONYMOUS };
  const [cities, ...byCountry] = await Promise.all([
    countListingsByCity(db(), scope),
    ...COUNTRY_CODES.map((country) => findFeaturedListings(db(), { ...scope, country, limit: 4 })),
  ]);
  const total = cities.reduce((sum, city) => sum + city.listings, 0);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="max-w-2xl text-4xl font-semibold tracking-tight sm:text-5xl">
            Homes for a night, a month or a few hours, across Asia
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted">
            Business and vacation apartments, co-living and day rooms in {cities.length} cities. {total} places
            ready to book, with prices in local currency.
          </p>
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="Destinations">
            {cities.map((city) => (
              <li key={city.city} className="rounded-full border border-line bg-white px-4 py-2 text-sm">
                {city.city} <span className="text-muted">· {city.listings}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {COUNTRY_CODES.map((country, index) => {
        const listings = byCountry[index] ?? [];
        if (listings.length === 0) return null;
        return (
          <section key={country} className="mx-auto max-w-6xl px-4 py-8" aria-labelledby={`stays-${country}`}>
            <h2 id={`stays-${country}`} className="mb-4 text-2xl font-semibold">
              Stays in {COUNTRIES[country].nameInSentence}
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
        <section className="mx-auto max-w-6xl px-4 py-12 text-center text-muted">
          No places are listed yet. Suppliers can list their first property from the dashboard.
        </section>
      )}
    </>
  );
}
