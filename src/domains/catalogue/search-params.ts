/**
 * The search as the URL holds it (shareable, the back button works): query parameters ⇄ the search.
 * A bad parameter never breaks the page: it is dropped and said so.
 */
import type { CountryCode } from "@/lib/countries";
import { searchInput, searchOccupancy, stayOf, type Search, type SearchInput } from "./search";
import { occupancyFromParams, occupancyParams } from "./occupancy";

export type RawParams = Record<string, string | string[] | undefined>;

const NUMBER_PARAMS = ["months", "hours", "minPrice", "maxPrice", "page"] as const;
/** Parameter names that differ from the search's field names. */
const RENAMED = { bedrooms: "minBedrooms", currency: "priceCurrency" } as const;
const TEXT_PARAMS = ["city", "mode", "checkIn", "checkOut", "month", "day", "start", "sort"] as const;

const LABELS: Record<string, string> = {
  city: "Place",
  mode: "Stay",
  checkIn: "Check-in",
  checkOut: "Check-out",
  month: "Month",
  months: "Months",
  day: "Day",
  start: "Start time",
  hours: "Hours",
  guests: "Guests",
  childrenAges: "Children",
  minBedrooms: "Bedrooms",
  priceCurrency: "Price currency",
  country: "Country",
  minPrice: "Lowest price",
  maxPrice: "Highest price",
  types: "Type",
  amenities: "Amenities",
  sort: "Sort",
  page: "Page",
  bounds: "Map area",
};

/** The map area's edges, each its own parameter, with the range it must be in. */
const BOUND_PARAMS = [
  ["north", "North", 90],
  ["south", "South", 90],
  ["east", "East", 180],
  ["west", "West", 180],
] as const;

/** The map area a URL asks for: all four edges or none; problems say which edge is wrong and how. */
function boundsFromParams(params: RawParams): { bounds?: Search["bounds"]; problems: string[] } {
  const given = BOUND_PARAMS.filter(([key]) => first(params[key]) !== undefined);
  if (given.length === 0) return { problems: [] };
  const problems: string[] = [];
  const values: Record<string, number> = {};
  for (const [key, label, limit] of BOUND_PARAMS) {
    const text = first(params[key]);
    if (text === undefined) continue;
    const value = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
    if (Number.isFinite(value) && Math.abs(value) <= limit) values[key] = value;
    else problems.push(`${label}: must be a number from -${limit} to ${limit}`);
  }
  if (given.length < BOUND_PARAMS.length) problems.push("Map area: needs north, south, east and west");
  else if (values.north !== undefined && values.south !== undefined && values.north <= values.south)
    problems.push("Map area: north must be above south");
  if (problems.length) return { problems };
  return { bounds: { north: values.north!, south: values.south!, east: values.east!, west: values.west! }, problems };
}

function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === "" ? undefined : text.trim();
}

function all(value: string | string[] | undefined): string[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((text) => text.trim() !== "");
}

/** The search a URL asks for, in the visitor's currency; problems name the parameter and say what is wrong. */
export function searchFromParams(
  params: RawParams,
  context: { country?: CountryCode; currency: string },
): { search: Search; problems: string[] } {
  const input: Record<string, unknown> = { currency: context.currency };
  const area = boundsFromParams(params);
  if (area.bounds) input.bounds = area.bounds;
  // The page's country is a default: a named city or country, or a map area, searches there, wherever
  // the page is.
  const country = first(params.country);
  if (country) input.country = country;
  else if (context.country && !first(params.city) && !area.bounds) input.country = context.country;
  for (const key of TEXT_PARAMS) {
    const value = first(params[key]);
    if (value !== undefined) input[key] = value;
  }
  const problems: string[] = [...area.problems];
  const wholeNumber = (key: string, value: string | undefined) => {
    if (value === undefined) return;
    if (/^\d+$/.test(value)) input[key] = Number(value);
    else problems.push(`${LABELS[key] ?? key}: must be a whole number`);
  };
  for (const key of NUMBER_PARAMS) wholeNumber(key, first(params[key]));
  // Who stays: adults=2&children=2&ages=4,9, or the older guests=N read as N adults (occupancy.ts).
  const notWhole = (["guests", "adults", "children"] as const).find((key) => {
    const text = first(params[key]);
    return text !== undefined && !/^\d+$/.test(text);
  });
  if (notWhole) problems.push(`${LABELS.guests}: must be a whole number`);
  else {
    const party = occupancyFromParams(params);
    if (!party.ok) problems.push(`${LABELS.guests}: ${party.message}`);
    else if (party.given) {
      input.guests = party.occupancy.adults;
      if (party.occupancy.childrenAges.length) input.childrenAges = party.occupancy.childrenAges;
    }
  }
  wholeNumber(RENAMED.bedrooms, first(params.bedrooms));
  const priceCurrency = first(params.currency);
  if (priceCurrency !== undefined && priceCurrency !== context.currency)
    input[RENAMED.currency] = priceCurrency.toUpperCase();
  const types = all(params.type);
  if (types.length) input.types = types;
  const amenities = all(params.amenity);
  if (amenities.length) input.amenities = amenities;
  if (first(params.instant) === "1") input.instantBook = true;

  // Drop what is wrong, one round at a time, until the rest is a valid search.
  for (let round = 0; round < 5; round++) {
    const parsed = searchInput.safeParse(input);
    if (parsed.success) return { search: parsed.data, problems };
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      if (!(key in input) || key === "currency") continue;
      problems.push(`${LABELS[key] ?? key}: ${issue.message}`);
      delete input[key];
    }
  }
  return { search: searchInput.parse({ currency: context.currency }), problems };
}

/**
 * The query string of a search. The page's country is in the path and the visitor's currency in a cookie,
 * so neither is repeated, except a price range's own currency when it is not the visitor's.
 */
export function paramsFromSearch(search: Partial<SearchInput>, overrides: Partial<SearchInput> = {}): string {
  const merged = { ...search, ...overrides };
  const params = new URLSearchParams();
  const put = (key: string, value: unknown) => {
    if (value !== undefined && value !== null && value !== "") params.append(key, String(value));
  };
  put("city", merged.city);
  if (merged.bounds) for (const [key] of BOUND_PARAMS) put(key, merged.bounds[key]);
  put("bedrooms", merged.minBedrooms);
  if (merged.mode && merged.mode !== "nightly") put("mode", merged.mode);
  put("checkIn", merged.checkIn);
  put("checkOut", merged.checkOut);
  put("month", merged.month);
  if (merged.month && merged.months && merged.months !== 1) put("months", merged.months);
  put("day", merged.day);
  put("start", merged.start);
  put("hours", merged.hours);
  for (const [key, value] of occupancyParams(
    searchOccupancy({ guests: merged.guests ?? 1, childrenAges: merged.childrenAges ?? [] }),
  ))
    put(key, value);
  put("minPrice", merged.minPrice);
  put("maxPrice", merged.maxPrice);
  if (merged.minPrice !== undefined || merged.maxPrice !== undefined) put("currency", merged.priceCurrency);
  for (const type of merged.types ?? []) put("type", type);
  for (const amenity of merged.amenities ?? []) put("amenity", amenity);
  if (merged.instantBook) put("instant", 1);
  if (merged.sort && merged.sort !== "recommended") put("sort", merged.sort);
  if (merged.page && merged.page !== 1) put("page", merged.page);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A result's product page, carrying the searched stay and guests so its price and Book button are for them. */
export function productHrefOf(search: Search, propertyId: string): string {
  const stay = stayOf(search);
  const params = new URLSearchParams(
    stay
      ? stay.mode === "hourly"
        ? { mode: "hourly", day: stay.day, start: stay.start, hours: String(stay.hours) }
        : { mode: stay.mode, checkIn: stay.checkIn, checkOut: stay.checkOut }
      : {},
  );
  for (const [key, value] of occupancyParams(searchOccupancy(search))) params.append(key, value);
  const query = params.toString();
  return `/products/${propertyId}${query ? `?${query.replaceAll("%2C", ",")}` : ""}`;
}
