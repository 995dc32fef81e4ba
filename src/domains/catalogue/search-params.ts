/**
 * The search as the URL holds it (shareable, the back button works): query parameters ⇄ the search.
 * A bad parameter never breaks the page: it is dropped and said so.
 */
import type { CountryCode } from "@/lib/countries";
import { searchInput, type Search, type SearchInput } from "./search";

export type RawParams = Record<string, string | string[] | undefined>;

const NUMBER_PARAMS = ["months", "hours", "guests", "minPrice", "maxPrice", "page"] as const;
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
  minPrice: "Lowest price",
  maxPrice: "Highest price",
  types: "Type",
  amenities: "Amenities",
  sort: "Sort",
  page: "Page",
};

function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === "" ? undefined : text.trim();
}

function all(value: string | string[] | undefined): string[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((text) => text.trim() !== "");
}

/** The search a URL asks for, in the visitor's currency; problems name the parameter and say what is wrong. */
export function searchFromParams(params: RawParams, context: { country?: CountryCode; currency: string }): { search: Search; problems: string[] } {
  const input: Record<string, unknown> = { currency: context.currency };
  if (context.country) input.country = context.country;
  for (const key of TEXT_PARAMS) {
    const value = first(params[key]);
    if (value !== undefined) input[key] = value;
  }
  for (const key of NUMBER_PARAMS) {
    const value = first(params[key]);
    if (value !== undefined) input[key] = /^\d+$/.test(value) ? Number(value) : value;
  }
  const types = all(params.type);
  if (types.length) input.types = types;
  const amenities = all(params.amenity);
  if (amenities.length) input.amenities = amenities;
  if (first(params.instant) === "1") input.instantBook = true;

  const problems: string[] = [];
  // Drop what is wrong, one round at a time, until the rest is a valid search.
  for (let round = 0; round < 5; round++) {
    const parsed = searchInput.safeParse(input);
    if (parsed.success) return { search: parsed.data, problems };
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      if (!(key in input) || key === "currency" || key === "country") continue;
      problems.push(`${LABELS[key] ?? key}: ${issue.message}`);
      delete input[key];
    }
  }
  return { search: searchInput.parse({ currency: context.currency, country: context.country }), problems };
}

/** The query string of a search (without the country, which is in the path, and the currency, which is the visitor's). */
export function paramsFromSearch(search: Partial<SearchInput>, overrides: Partial<SearchInput> = {}): string {
  const merged = { ...search, ...overrides };
  const params = new URLSearchParams();
  const put = (key: string, value: unknown) => {
    if (value !== undefined && value !== null && value !== "") params.append(key, String(value));
  };
  put("city", merged.city);
  if (merged.mode && merged.mode !== "nightly") put("mode", merged.mode);
  put("checkIn", merged.checkIn);
  put("checkOut", merged.checkOut);
  put("month", merged.month);
  if (merged.month && merged.months && merged.months !== 1) put("months", merged.months);
  put("day", merged.day);
  put("start", merged.start);
  put("hours", merged.hours);
  if (merged.guests && merged.guests !== 1) put("guests", merged.guests);
  put("minPrice", merged.minPrice);
  put("maxPrice", merged.maxPrice);
  for (const type of merged.types ?? []) put("type", type);
  for (const amenity of merged.amenities ?? []) put("amenity", amenity);
  if (merged.instantBook) put("instant", 1);
  if (merged.sort && merged.sort !== "recommended") put("sort", merged.sort);
  if (merged.page && merged.page !== 1) put("page", merged.page);
  const text = params.toString();
  return text ? `?${text}` : "";
}
