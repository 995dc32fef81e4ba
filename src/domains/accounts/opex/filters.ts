/** The opex page's filters live in its URL (`?property=…&category=repairs&from=2026-01&to=2026-03&page=2`). */
import { periodFrom } from "../statements/period";
import type { OpexFilters } from "./queries";
import { OPEX_CATEGORIES, type OpexCategory } from "./rules";

type SearchParams = Record<string, string | string[] | undefined>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Malformed values are ignored; the period defaults to the last six months. */
export function opexFiltersFrom(params: SearchParams, today: Date): OpexFilters {
  const property = first(params.property);
  const category = first(params.category);
  const page = Number.parseInt(first(params.page) ?? "1", 10);
  return {
    ...periodFrom(params, today, 6),
    propertyId: property && UUID.test(property) ? property : undefined,
    category: (OPEX_CATEGORIES as readonly string[]).includes(category ?? "") ? (category as OpexCategory) : undefined,
    page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function opexQuery(filters: Partial<OpexFilters>): string {
  const params = new URLSearchParams();
  if (filters.propertyId) params.set("property", filters.propertyId);
  if (filters.category) params.set("category", filters.category);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
