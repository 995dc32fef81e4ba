/**
 * The listings page's filters live in its URL (`?status=in_review&organisation=…&city=Penang&page=2`), so a
 * filtered view can be shared or bookmarked. Anything malformed in the URL is ignored, not an error.
 */
import { LISTING_STATUSES, type ListingStatus } from "./lifecycle";
import type { ListingsFilters } from "./queries";
import { LISTING_STEP_IDS, type ListingStepId } from "./steps";

type SearchParams = Record<string, string | string[] | undefined>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function listingsFiltersFrom(params: SearchParams): ListingsFilters {
  const status = first(params.status);
  const organisation = first(params.organisation);
  const city = first(params.city)?.trim();
  const page = Number.parseInt(first(params.page) ?? "1", 10);
  return {
    status: (LISTING_STATUSES as readonly string[]).includes(status ?? "") ? (status as ListingStatus) : undefined,
    organisationId: organisation && UUID.test(organisation) ? organisation : undefined,
    city: city && city.length <= 80 ? city : undefined,
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The page's URL for some filters (page 1 is left out). */
export function listingsHref(filters: Partial<ListingsFilters>): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.organisationId) params.set("organisation", filters.organisationId);
  if (filters.city) params.set("city", filters.city);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `/dashboard/listings?${query}` : "/dashboard/listings";
}

/** One step of a listing's editor. */
export function editorHref(propertyId: string, step: ListingStepId): string {
  return `/dashboard/listings/${propertyId}/edit?step=${step}`;
}

/** The step after `step` in the editor. */
export function nextStepOf(step: ListingStepId): ListingStepId {
  return LISTING_STEP_IDS[Math.min(LISTING_STEP_IDS.indexOf(step) + 1, LISTING_STEP_IDS.length - 1)]!;
}
