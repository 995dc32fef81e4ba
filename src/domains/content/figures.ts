import { countListingsByCity } from "@/domains/catalogue";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";

/**
 * The counts marketing pages state about the marketplace, as the text blocks' placeholders name them
 * (`{cities}`, `{places}`): listed properties and the cities they are in, read from the database on every
 * request, so a page never states a number the data does not hold (docs/CLAIMS.md).
 */
export interface MarketplaceFigures {
  cities: number;
  places: number;
}

/** The figures of the per-city counts the home page's destinations list shows (one rule for both). */
export function figuresOf(cities: readonly { listings: number }[]): MarketplaceFigures {
  return { cities: cities.length, places: cities.reduce((sum, city) => sum + city.listings, 0) };
}

export async function marketplaceFigures(db: DbOrTx, scope: { actor: Actor }): Promise<MarketplaceFigures> {
  return figuresOf(await countListingsByCity(db, scope));
}
