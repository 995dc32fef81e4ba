import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { countListingsByCity, findListings } from "@/domains/catalogue";
import { ListingCard } from "@/domains/catalogue/components/listing-card";
import { settingsInForce } from "@/domains/platform";
import { COUNTRIES } from "@/lib/countries";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("checkout");
  return { title: t("partner.metaTitle"), robots: { index: false } };
}

/** The airline partner's co-branded storefront: search and results stay inside the partner's frame. */
export default async function AirAsiaStorefront({ searchParams }: { searchParams: Promise<{ city?: string }> }) {
  await connection();
  const t = await getTranslations("checkout");
  const scope = { actor: ANONYMOUS };
  const cities = await countListingsByCity(db(), scope);
  const requested = (await searchParams).city;
  const city = cities.find((item) => item.city === requested)?.city;
  const listings = await findListings(db(), { ...scope, city, limit: 24 });
  const { settings } = await settingsInForce(db());
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-semibold tracking-tight">{t("partner.title")}</h1>
      <p className="mt-2 text-muted">
        {t("partner.earn", { points: settings.airlinePoints.pointsPerUsd })}{" "}
        <Link href="/signup/roomer?from=airasia" className="font-medium text-[#e30613] underline">
          {t("partner.signUp")}
        </Link>
      </p>
      <form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="partner-city" className="sr-only">
          {t("partner.destination")}
        </label>
        <select
          id="partner-city"
          name="city"
          defaultValue={city ?? ""}
          className="w-full rounded-lg border border-line bg-white px-3 py-2.5"
        >
          <option value="">{t("partner.allDestinations")}</option>
          {cities.map((item) => (
            <option key={item.city} value={item.city}>
              {item.city}, {COUNTRIES[item.country].name}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="rounded-lg bg-[#e30613] px-5 py-2.5 font-medium text-white hover:brightness-95"
        >
          {t("partner.search")}
        </button>
      </form>
      <h2 className="mt-10 text-xl font-semibold">{city ? t("partner.staysIn", { city }) : t("partner.popular")}</h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {listings.map((listing) => (
          // The channel travels in the address, product page to checkout, so the booking carries it.
          <a
            key={listing.id}
            href={`/products/${listing.id}?channel=airasia`}
            className="block rounded-2xl focus:outline-none focus-visible:ring-2 focus-visible:ring-[#e30613]"
          >
            <ListingCard listing={listing} />
          </a>
        ))}
      </div>
    </div>
  );
}
