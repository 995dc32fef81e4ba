import {
  cachedSearchListings,
  countListingsByCity,
  searchDatesNotice,
  searchFromParams,
  type Search,
  type SearchPage,
} from "@/domains/catalogue";
import type { RateSnapshot } from "@/domains/currency";
import { COUNTRIES, DEFAULT_COUNTRY } from "@/lib/countries";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { parseStayRequest, searchHref, searchParamsOf, type StayRequest } from "./stacy";

export interface StacySearch {
  request: StayRequest;
  /** Whether the request asks for places at all (a question alone does not). */
  wantsHomes: boolean;
  /** The search she ran, exactly as the search page runs it from `href`. */
  search: Search;
  href: string;
  /** Parts of the request the search could not take, in the search page's words. */
  problems: string[];
  /** Dates that cannot be sold (passed, too far ahead, too long): said instead of searching. */
  datesNotice: string | null;
  results: SearchPage | null;
}

/**
 * Ask Stacy's search: the request read into the search page's own parameters and run by the search page's
 * own code (availability, minimum stays, prices in the visitor's currency), with the country of the page
 * her link opens as the default. So every place she names is free for the dates she names, and "Open this
 * search" lists the same places in the same order.
 */
export async function stacySearch(
  db: DbOrTx,
  text: string,
  context: { actor: Actor; now: Date; currency: string; rates: RateSnapshot },
): Promise<StacySearch> {
  const cities = await countListingsByCity(db, { actor: context.actor });
  const request = parseStayRequest(text, { now: context.now, cities });
  const country = request.country ?? DEFAULT_COUNTRY;
  const { search, problems } = searchFromParams(searchParamsOf(request), { country, currency: context.currency });
  const wantsHomes = Boolean(request.city || request.country || request.bedrooms || request.mode || request.coliving);
  const notice = searchDatesNotice(search, {
    timeZone: COUNTRIES[search.country ?? country].timeZone,
    now: context.now,
  });
  const results =
    wantsHomes && !notice
      ? await cachedSearchListings(db, search, { actor: context.actor, rates: context.rates })
      : null;
  return {
    request,
    wantsHomes,
    search,
    href: searchHref(request),
    problems,
    datesNotice: notice?.message ?? null,
    results,
  };
}
