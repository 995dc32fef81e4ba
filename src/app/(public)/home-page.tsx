import Link from "next/link";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { countListingsByCity, findFeaturedListings } from "@/domains/catalogue";
import { figuresOf, fillPlaceholders, publishedTexts, translatedTexts } from "@/domains/content";
import { ListingCard } from "@/domains/catalogue/components/listing-card";
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "@/lib/countries";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";
import { EmptyState } from "@/components/ui/empty-state";
import { formatNumber } from "@/lib/format";
import { DEFAULT_LOCALE, type Locale } from "@/lib/locales";

// Product names are brands and stay as they are in every language (docs/I18N.md).
const PRODUCTS = [
  { title: "StayCorp", textKey: "stayCorp", href: "/stay-corp" },
  { title: "StayConnect", textKey: "stayConnect", href: "/stay-connect" },
  { title: "StayInvest", textKey: "stayInvest", href: "/stay-invest" },
  { title: "StayTogether", textKey: "stayTogether", href: "/stay-together" },
] as const;

// The cities the catalogue lists, by their name in the database (English's), and their key in home.cities: a
// page in Thai says กรุงเทพฯ. A city not here shows as it is stored.
const CITY_KEYS = {
  "Kuala Lumpur": "kualaLumpur",
  Penang: "penang",
  Bangkok: "bangkok",
  Manila: "manila",
  "Chiang Mai": "chiangMai",
  Bali: "bali",
  Bandung: "bandung",
  Cebu: "cebu",
  Makati: "makati",
  Jakarta: "jakarta",
  Phuket: "phuket",
  "Kota Kinabalu": "kotaKinabalu",
  "Johor Bahru": "johorBahru",
} as const;

const HERO_KEYS = ["home.hero-title", "home.hero-text"] as const;

/** The home page of the site and of each country variant: search, cities, featured homes, products. */
export async function HomePage({ country }: { country: CountryCode }) {
  await connection(); // rendered per request: listings and prices change
  const [t, words, locale] = await Promise.all([
    getTranslations("home"),
    getTranslations("marketing"),
    getLocale() as Promise<Locale>,
  ]);
  const scope = { actor: ANONYMOUS, locale };
  // The visitor's country first, then the others.
  const order = [country, ...COUNTRY_CODES.filter((code) => code !== country)];
  const [texts, translated, cities, ...byCountry] = await Promise.all([
    publishedTexts(db(), { actor: ANONYMOUS, keys: HERO_KEYS }),
    translatedTexts(db(), { ...scope, keys: HERO_KEYS }),
    countListingsByCity(db(), scope),
    ...order.map((code) => findFeaturedListings(db(), { ...scope, country: code, limit: 4 })),
  ]);
  const figures = figuresOf(cities);
  const total = figures.places;
  const shownFigures = { cities: formatNumber(figures.cities, locale), places: formatNumber(figures.places, locale) };
  // The hero is a text block staff edit (/dashboard/content): in another language, staff's translation if they
  // wrote one, else the catalogue's words, so that a page in Thai never opens in English.
  const heroTitle =
    locale === DEFAULT_LOCALE ? texts["home.hero-title"] : (translated["home.hero-title"] ?? t("heroTitle"));
  const heroTextTranslated = translated["home.hero-text"];
  const heroText =
    locale === DEFAULT_LOCALE
      ? fillPlaceholders(texts["home.hero-text"], shownFigures)
      : heroTextTranslated
        ? fillPlaceholders(heroTextTranslated, shownFigures)
        : t("heroText", shownFigures);
  const localCities = cities.filter((city) => city.country === country);
  const prefix = COUNTRIES[country].pathPrefix;
  const cityName = (city: string) => {
    const key = CITY_KEYS[city as keyof typeof CITY_KEYS];
    return key ? t(`cities.${key}`) : city;
  };

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="max-w-2xl text-4xl font-semibold tracking-tight sm:text-5xl">{heroTitle}</h1>
          <p className="mt-4 max-w-xl text-lg text-muted">{heroText}</p>
          <form
            method="get"
            action={`${prefix}/findahome`}
            role="search"
            aria-label={t("search.label")}
            className="mt-8 grid max-w-3xl gap-2 rounded-2xl border border-line bg-white p-3 shadow-sm sm:grid-cols-[2fr_1fr_1fr_auto]"
          >
            <label className="flex flex-col text-xs font-medium text-muted">
              {t("search.where")}
              <select
                name="city"
                defaultValue={localCities[0]?.city ?? ""}
                className="mt-1 rounded-lg border border-line px-2 py-2 text-sm text-ink"
              >
                <option value="">{t("search.anywhere")}</option>
                {cities.map((city) => (
                  <option key={city.city} value={city.city}>
                    {cityName(city.city)}, {words(`countries.${city.country}.name`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col text-xs font-medium text-muted">
              {t("search.checkIn")}
              <input
                type="date"
                name="checkIn"
                className="mt-1 rounded-lg border border-line px-2 py-2 text-sm text-ink"
              />
            </label>
            <label className="flex flex-col text-xs font-medium text-muted">
              {t("search.checkOut")}
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
              {t("search.submit")}
            </button>
          </form>
          <ul className="mt-8 flex flex-wrap gap-2" aria-label={t("destinations")}>
            {cities.map((city) => (
              <li key={city.city} className="rounded-full border border-line bg-white px-4 py-2 text-sm">
                {cityName(city.city)} <span className="text-muted">· {formatNumber(city.listings, locale)}</span>
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
              {t("staysIn", { country: words(`countries.${code}.inSentence`) })}
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
          <EmptyState title={t("emptyTitle")} description={t("emptyText")} />
        </div>
      )}

      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="products-heading">
        <h2 id="products-heading" className="text-2xl font-semibold">
          {t("productsTitle")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PRODUCTS.map((product) => (
            <li key={product.href} className="rounded-2xl border border-line bg-white p-5">
              <h3 className="font-semibold">
                <Link href={product.href} className="hover:text-brand-700 hover:underline">
                  {product.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-muted">{t(`products.${product.textKey}`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
