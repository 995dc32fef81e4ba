import Link from "next/link";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { displayCurrency, latestRates } from "@/domains/currency";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import { ANONYMOUS } from "@/server/access";
import { readDb } from "@/server/db";
import { logger } from "@/server/logger";
import { formatDay, formatMoney, formatNumber, formatTime } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import { AMENITIES, AMENITY_KEYS, TYPE_LABELS, type PropertyType } from "../labels";
import { listedLocations } from "../locations";
import {
  canZoomIn,
  canZoomOut,
  COUNTRY_BOUNDS,
  fitBounds,
  fitPoints,
  MAP_SIZE,
  panBounds,
  REGION_BOUNDS,
  roundBounds,
  zoomBounds,
  type Bounds,
} from "../map-view";
import { countListingsByCity } from "../queries";
import {
  SEARCH_SORTS,
  searchOccupancy,
  stayOf,
  type Search,
  type SearchPage as Results,
  type SearchResult,
  type StayMode,
} from "../search";
import { cachedSearchListings } from "../search-cache";
import { settingsInForce } from "@/domains/platform";
import { paramsFromSearch, productHrefOf, searchFromParams, type RawParams } from "../search-params";
import { SearchMap, type MapLinks, type MapPin } from "./search-map";
import { datesNoticeText, pageOfPages, resultsHeading } from "../search-text";
import { SearchResultCard } from "./search-result-card";
import { OccupancyControl } from "./occupancy-control";
import { searchDatesNotice, stayWindow } from "../stay-window";
import { DEFAULT_COUNTRY } from "@/lib/countries";
import { DateRangePicker } from "@/components/ui/date-range-picker";
import { EmptyState } from "@/components/ui/empty-state";

/** The kinds of stay, in the order the page offers them (their words: `search.modes.*`). */
const MODES: StayMode[] = ["nightly", "monthly", "hourly"];
const PER = { nightly: "night", monthly: "month", hourly: "hour" } as const satisfies Record<StayMode, string>;

type SearchTranslator = Awaited<ReturnType<typeof getTranslations<"search">>>;

export interface SearchPageProps {
  /** Where the search form and its links point ("/findahome", "/thailand/findahome", "/products"). */
  basePath: string;
  country?: CountryCode;
  searchParams: RawParams;
  heading: string;
  intro: string;
  /** Kinds of place this page is about (co-living, day rooms); the visitor can narrow further. */
  types?: PropertyType[];
  defaultMode?: StayMode;
}

/** Guest search, rendered on the server from the URL: a plain GET form, so it works without JavaScript. */
export async function SearchPage({
  basePath,
  country,
  searchParams,
  heading,
  intro,
  types,
  defaultMode,
}: SearchPageProps) {
  await connection();
  const [t, locale, display] = await Promise.all([
    getTranslations("search"),
    getLocale() as Promise<Locale>,
    displayCurrency(),
  ]);
  const params: RawParams = { ...searchParams };
  if (defaultMode && params.mode === undefined) params.mode = defaultMode;
  if (types && params.type === undefined) params.type = types;
  const { search, problems } = searchFromParams(params, { country, currency: display.currency });

  // Dates that cannot be sold (passed, too far ahead, too long: DOMAIN.md Booking, Limits) are not searched:
  // the page says why and offers the same search from today. The search applies each property's own today.
  const now = new Date();
  const timeZone = COUNTRIES[search.country ?? DEFAULT_COUNTRY].timeZone;
  // The limits in force (business settings staff may change), read where the search reads: the replica.
  const { settings } = await settingsInForce(readDb(), now);
  const window = stayWindow(timeZone, now, settings);
  const datesNotice = searchDatesNotice(search, { timeZone, now, settings });
  let results: Results | null = null;
  if (!datesNotice) {
    try {
      results = await cachedSearchListings(readDb(), search, {
        actor: ANONYMOUS,
        rates: await latestRates(readDb(), { actor: ANONYMOUS }),
        locale,
      });
    } catch (error) {
      logger().error({ err: error }, "search failed");
    }
  }
  const cities = (await countListingsByCity(readDb(), { actor: ANONYMOUS })).filter(
    (row) => !country || row.country === country,
  );
  const stay = stayOf(search);
  const place = search.bounds
    ? t("results.thisMapArea")
    : (search.city ?? (country ? t(`countries.${country}`) : t("asia")));
  const productHref = (result: SearchResult) => productHrefOf(search, result.id);
  let map: Awaited<ReturnType<typeof mapOf>> | null = null;
  try {
    if (results) map = await mapOf({ basePath, search, results, productHref, t, locale });
  } catch (error) {
    // The list is the search; the map is an extra that must never take it down.
    logger().error({ err: error }, "search map failed");
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{heading}</h1>
      <p className="mt-2 max-w-3xl text-muted">{intro}</p>

      <nav aria-label={t("form.kindOfStay")} className="mt-6 flex flex-wrap gap-2">
        {MODES.map((mode) => (
          <Link
            key={mode}
            href={`${basePath}${paramsFromSearch({
              city: search.city,
              guests: search.guests,
              childrenAges: search.childrenAges,
              types: search.types,
              mode,
            })}`}
            aria-current={search.mode === mode ? "page" : undefined}
            className={
              search.mode === mode
                ? "rounded-full bg-brand-600 px-4 py-2 text-sm font-medium text-white"
                : "rounded-full border border-line bg-white px-4 py-2 text-sm font-medium hover:bg-brand-50"
            }
          >
            {t(`modes.${mode}`)}
          </Link>
        ))}
      </nav>

      <form
        method="get"
        action={basePath}
        className="mt-4 rounded-2xl border border-line bg-white p-4 shadow-sm"
        aria-label={t("form.label")}
      >
        <input type="hidden" name="mode" value={search.mode} />
        {search.bounds &&
          (["north", "south", "east", "west"] as const).map((edge) => (
            <input key={edge} type="hidden" name={edge} value={search.bounds![edge]} />
          ))}
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
          <SearchField
            label={t("form.where")}
            name="city"
            defaultValue={search.city}
            placeholder={
              country ? t("form.anyCityIn", { country: t(`countriesInSentence.${country}`) }) : t("form.anyCity")
            }
            list="search-cities"
          />
          <datalist id="search-cities">
            {cities.map((row) => (
              <option key={`${row.country}-${row.city}`} value={row.city} />
            ))}
          </datalist>
          {search.mode === "nightly" && (
            // Across properties: no taken nights and no minimum stay here, only the days a stay may start on.
            <DateRangePicker
              key={`${search.checkIn}/${search.checkOut}`}
              className="sm:col-span-2"
              names={{ from: "checkIn", to: "checkOut" }}
              earliest={window.earliest}
              latest={window.latest}
              defaultValue={{ from: search.checkIn ?? "", to: search.checkOut ?? "" }}
            />
          )}
          {search.mode === "monthly" && (
            <>
              <SearchField
                label={t("form.fromMonth")}
                name="month"
                type="month"
                min={window.earliest.slice(0, 7)}
                max={window.latest.slice(0, 7)}
                defaultValue={search.month}
              />
              <SearchSelect
                label={t("form.for")}
                name="months"
                defaultValue={String(search.months)}
                options={range(1, 12).map((n) => [String(n), t("counts.months", { count: n })])}
              />
            </>
          )}
          {search.mode === "hourly" && (
            <>
              <DateRangePicker
                mode="single"
                name="day"
                earliest={window.earliest}
                latest={window.latest}
                defaultValue={search.day ?? ""}
              />
              <div className="grid grid-cols-2 gap-2">
                <SearchField label={t("form.from")} name="start" type="time" step={1800} defaultValue={search.start} />
                <SearchSelect
                  label={t("form.hours")}
                  name="hours"
                  defaultValue={search.hours ? String(search.hours) : ""}
                  options={[
                    ["", t("form.any")],
                    ...range(1, 12).map((n) => [String(n), formatNumber(n, locale)] as [string, string]),
                  ]}
                />
              </div>
            </>
          )}
          <OccupancyControl formFields defaultValue={searchOccupancy(search)} maxTotal={16} />
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t("form.submit")}
          </button>
        </div>

        <details
          className="group mt-3"
          open={
            Boolean(search.minPrice ?? search.maxPrice ?? search.amenities?.length ?? search.instantBook) || undefined
          }
        >
          <summary className="cursor-pointer text-sm font-medium text-brand-700">{t("form.filters")}</summary>
          <div className="mt-3 grid gap-4 md:grid-cols-3">
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">
                {t("form.pricePer", { unit: t(`per.${PER[search.mode]}`), currency: display.currency })}
              </legend>
              <div className="grid grid-cols-2 gap-2">
                <SearchField
                  label={t("form.lowest")}
                  name="minPrice"
                  type="number"
                  min={0}
                  inputMode="numeric"
                  defaultValue={search.minPrice}
                />
                <SearchField
                  label={t("form.highest")}
                  name="maxPrice"
                  type="number"
                  min={0}
                  inputMode="numeric"
                  defaultValue={search.maxPrice}
                />
              </div>
              <SearchSelect
                label={t("form.sortBy")}
                name="sort"
                defaultValue={search.sort}
                options={SEARCH_SORTS.map((sort) => [sort, t(`sorts.${sort}`)])}
              />
            </fieldset>
            <fieldset>
              <legend className="text-sm font-medium">{t("form.typeOfPlace")}</legend>
              <div className="mt-2 grid grid-cols-2 gap-1">
                {(Object.keys(TYPE_LABELS) as PropertyType[]).map((type) => (
                  <Check
                    key={type}
                    name="type"
                    value={type}
                    label={t(`types.${type}`)}
                    checked={search.types?.includes(type)}
                  />
                ))}
              </div>
              <div className="mt-3">
                <Check name="instant" value="1" label={t("form.instantOnly")} checked={search.instantBook} />
              </div>
            </fieldset>
            <fieldset>
              <legend className="text-sm font-medium">{t("form.amenities")}</legend>
              <div className="mt-2 grid grid-cols-2 gap-1">
                {AMENITIES.map((amenity) => (
                  <Check
                    key={amenity}
                    name="amenity"
                    value={amenity}
                    label={t(`amenities.${AMENITY_KEYS[amenity]}`)}
                    checked={search.amenities?.includes(amenity)}
                  />
                ))}
              </div>
            </fieldset>
          </div>
        </details>
      </form>

      {problems.length > 0 && (
        <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-medium">{t("problems.heading")}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}

      <section aria-labelledby="results-heading" className="mt-8">
        {datesNotice ? (
          <div role="alert" data-testid="dates-notice" className="rounded-2xl border border-amber-300 bg-amber-50 p-6">
            <h2 id="results-heading" className="text-lg font-semibold">
              {t("dates.heading")}
            </h2>
            <p className="mt-1 text-sm">
              {datesNoticeText(search, datesNotice, {
                today: window.earliest,
                latest: window.latest,
                locale,
                settings,
              })}
            </p>
            {datesNotice.fromToday && (
              <Link
                href={`${basePath}${paramsFromSearch(search, { ...datesNotice.fromToday, page: 1 })}`}
                className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {t("dates.fromToday")}
              </Link>
            )}
          </div>
        ) : results === null ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
            {t("results.unavailable")}
          </p>
        ) : (
          <>
            <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
              {resultsHeading(results, place, locale)}
              {stay && <span className="font-normal text-muted"> · {describeStay(search, t, locale)}</span>}
            </h2>
            <div
              id="search-layout"
              className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]"
            >
              {map && (
                // Above the results on a phone, beside them (and staying in view) on a wide screen.
                <div className="lg:col-start-2 lg:row-start-1">
                  <div className="lg:sticky lg:top-20">
                    <SearchMap {...map} place={search.bounds ? t("results.theSearchedMapArea") : place} />
                  </div>
                </div>
              )}
              <div className="min-w-0 lg:col-start-1 lg:row-start-1">
                {results.total === 0 ? (
                  <EmptyState
                    title={t("results.emptyTitle")}
                    description={search.bounds ? t("results.emptyMap") : t("results.emptyPlace")}
                    action={{
                      href: `${basePath}${paramsFromSearch({ mode: search.mode })}`,
                      label: t("results.clear"),
                    }}
                  />
                ) : (
                  <div className="grid gap-6 sm:grid-cols-2">
                    {results.results.map((result) => (
                      <div key={result.id} data-result={result.id} className="grid">
                        <SearchResultCard result={result} href={productHref(result)} />
                      </div>
                    ))}
                  </div>
                )}
                {results.pages > 1 && (
                  <Pagination basePath={basePath} search={search} results={results} t={t} locale={locale} />
                )}
              </div>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

/**
 * The map beside the results: the searched area when there is one, else the page's results (or the
 * country, or the region, when there are none), with links that search a moved or resized area.
 */
async function mapOf({
  basePath,
  search,
  results,
  productHref,
  t,
  locale,
}: {
  basePath: string;
  search: Search;
  results: Results;
  productHref: (result: SearchResult) => string;
  t: SearchTranslator;
  locale: Locale;
}) {
  const locations = await listedLocations(readDb(), {
    actor: ANONYMOUS,
    ids: results.results.map((result) => result.id),
  });
  const pins: MapPin[] = results.results.flatMap((result) => {
    const location = locations.get(result.id);
    return location
      ? [{ id: result.id, href: productHref(result), label: pinLabel(result, t, locale), ...location }]
      : [];
  });
  const view = search.bounds
    ? fitBounds(search.bounds, MAP_SIZE, 8)
    : (fitPoints(pins) ?? fitBounds(search.country ? COUNTRY_BOUNDS[search.country] : REGION_BOUNDS, MAP_SIZE, 16));
  const area = search.bounds ?? roundBounds(view.visible);
  // Moving the map searches an area instead of a named place; the rest of the search stays.
  const href = (bounds: Bounds | undefined) =>
    `${basePath}${paramsFromSearch(search, { bounds, city: bounds ? undefined : search.city, page: 1 })}`;
  const links: MapLinks = {
    zoomIn: canZoomIn(area) ? href(zoomBounds(area, 0.5)) : undefined,
    zoomOut: canZoomOut(area) ? href(zoomBounds(area, 2)) : undefined,
    north: href(panBounds(area, "north")),
    south: href(panBounds(area, "south")),
    east: href(panBounds(area, "east")),
    west: href(panBounds(area, "west")),
    searchArea: search.bounds ? undefined : href(area),
    clear: search.bounds ? href(undefined) : undefined,
  };
  return { view, area: search.bounds, pins, links };
}

function pinLabel(result: SearchResult, t: SearchTranslator, locale: Locale): string {
  const unit = t(`per.${result.rate.per}`);
  return result.rate.converted
    ? t("map.pinAbout", {
        title: result.title,
        price: formatMoney(result.rate.converted, locale, { currencyDisplay: "symbol" }),
        unit,
      })
    : t("map.pin", { title: result.title, price: formatMoney(result.rate, locale), unit });
}

function describeStay(search: Search, t: SearchTranslator, locale: Locale): string {
  const stay = stayOf(search);
  if (!stay) return "";
  const guests = t("counts.guests", { count: search.guests + search.childrenAges.length });
  if (stay.mode === "hourly")
    return t("results.stayHours", {
      day: formatDay(stay.day, locale),
      start: formatTime(stay.start, locale),
      hours: t("counts.hours", { count: stay.hours }),
      guests,
    });
  return t("results.stayNights", {
    checkIn: formatDay(stay.checkIn, locale),
    checkOut: formatDay(stay.checkOut, locale),
    guests,
  });
}

function Pagination({
  basePath,
  search,
  results,
  t,
  locale,
}: {
  basePath: string;
  search: Search;
  results: Results;
  t: SearchTranslator;
  locale: Locale;
}) {
  const { page, pages } = results;
  const href = (target: number) => `${basePath}${paramsFromSearch(search, { page: target })}`;
  const shown = range(Math.max(1, page - 2), Math.min(pages, page + 2));
  const link = "rounded-lg border border-line bg-white px-3 py-2 text-sm hover:bg-brand-50";
  return (
    <nav aria-label={t("paging.label")} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={href(page - 1)} className={link} rel="prev">
          {t("paging.previous")}
        </Link>
      )}
      {shown.map((target) => (
        <Link
          key={target}
          href={href(target)}
          aria-current={target === page ? "page" : undefined}
          className={target === page ? `${link} border-brand-600 bg-brand-600 text-white hover:bg-brand-600` : link}
        >
          {formatNumber(target, locale)}
        </Link>
      ))}
      {page < pages && (
        <Link href={href(page + 1)} className={link} rel="next">
          {t("paging.next")}
        </Link>
      )}
      <span className="w-full text-center text-xs text-muted">{pageOfPages(results, locale)}</span>
    </nav>
  );
}

function SearchField({ label, ...props }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="block text-sm">
      <span className="font-medium">{label}</span>
      <input
        {...props}
        className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      />
    </label>
  );
}

function SearchSelect({
  label,
  name,
  defaultValue,
  options,
}: {
  label: string;
  name: string;
  defaultValue?: string;
  options: [string, string][];
}) {
  return (
    <label className="block text-sm">
      <span className="font-medium">{label}</span>
      <select
        name={name}
        defaultValue={defaultValue}
        className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

function Check({ name, value, label, checked }: { name: string; value: string; label: string; checked?: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="h-4 w-4 rounded border-line text-brand-600"
      />
      {label}
    </label>
  );
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
