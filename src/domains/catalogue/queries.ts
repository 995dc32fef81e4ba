import { and, asc, eq, gt, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { properties, propertyTranslations } from "@/server/db/schema";
import type { CountryCode } from "@/lib/countries";
import type { Locale } from "@/lib/locales";

export interface ListingCard {
  id: string;
  title: string;
  type: (typeof properties.$inferSelect)["type"];
  country: CountryCode;
  city: string;
  bedrooms: number;
  maxGuests: number;
  currency: string;
  nightlyRateMinor: number | null;
  monthlyRateMinor: number | null;
  hourlyRateMinor: number | null;
  coverPhotoUrl: string | null;
}

export interface FindListingsOptions {
  actor: Actor;
  /** The reader's language: a listing's title in it where the supplier wrote one, English's otherwise. */
  locale?: Locale;
  country?: CountryCode;
  city?: string;
  /** Only these listings (still only listed ones). */
  ids?: string[];
  /** Only these kinds of place (co-living rooms, day rooms, …). */
  types?: ListingCard["type"][];
  minBedrooms?: number;
  /** Nightly rate at most this, in minor units of `currency` (listings in other currencies are left out). */
  maxNightly?: { amountMinor: number; currency: string };
  limit: number;
  /** The last id of the previous page (listings are ordered by city, then id). */
  after?: { city: string; id: string };
}

/** Listed properties for the public: what a visitor may see, a page at a time. */
export async function findListings(db: DbOrTx, options: FindListingsOptions): Promise<ListingCard[]> {
  const conditions: SQL[] = [eq(properties.status, "listed")];
  if (options.country) conditions.push(eq(properties.country, options.country));
  if (options.ids) conditions.push(inArray(properties.id, options.ids));
  if (options.types) conditions.push(inArray(properties.type, options.types));
  if (options.minBedrooms) conditions.push(gte(properties.bedrooms, options.minBedrooms));
  if (options.maxNightly) {
    conditions.push(
      eq(properties.currency, options.maxNightly.currency),
      lte(properties.nightlyRateMinor, options.maxNightly.amountMinor),
    );
  }
  if (options.city) conditions.push(sql`lower(${properties.city}) = lower(${options.city})`);
  if (options.after) {
    conditions.push(
      or(
        gt(properties.city, options.after.city),
        and(eq(properties.city, options.after.city), gt(properties.id, options.after.id)),
      )!,
    );
  }
  // Written out in SQL: the correlated subquery needs table-qualified names.
  const coverKey = sql<string | null>`(
    select photo.storage_key from property_photos photo
    where photo.property_id = "properties"."id"
    order by photo.is_cover desc, photo.sort_order asc limit 1
  )`;
  const rows = await db
    .select({
      id: properties.id,
      title: sql<string>`coalesce(${propertyTranslations.title}, ${properties.title})`,
      type: properties.type,
      country: properties.country,
      city: properties.city,
      bedrooms: properties.bedrooms,
      maxGuests: properties.maxGuests,
      currency: properties.currency,
      nightlyRateMinor: properties.nightlyRateMinor,
      monthlyRateMinor: properties.monthlyRateMinor,
      hourlyRateMinor: properties.hourlyRateMinor,
      coverKey,
    })
    .from(properties)
    .leftJoin(
      propertyTranslations,
      and(eq(propertyTranslations.propertyId, properties.id), eq(propertyTranslations.locale, options.locale ?? "en")),
    )
    .where(and(...conditions))
    .orderBy(asc(properties.city), asc(properties.id))
    .limit(options.limit);
  return rows.map(({ coverKey: key, ...row }) => ({ ...row, coverPhotoUrl: key ? fileUrl(key) : null }));
}

/** A few listings of one country for the home page, spread across its cities rather than the first city's. */
export async function findFeaturedListings(
  db: DbOrTx,
  options: { actor: Actor; country: CountryCode; limit: number; locale?: Locale },
): Promise<ListingCard[]> {
  const ranked = db
    .select({
      id: properties.id,
      rank: sql<number>`row_number() over (partition by ${properties.city} order by ${properties.id})`.as("rank"),
    })
    .from(properties)
    .where(and(eq(properties.status, "listed"), eq(properties.country, options.country)))
    .as("ranked");
  const rows = await db
    .select({ id: ranked.id })
    .from(ranked)
    .orderBy(asc(ranked.rank), asc(ranked.id))
    .limit(options.limit);
  const chosen = rows.map((row) => row.id);
  if (chosen.length === 0) return [];
  const cards = await findListings(db, {
    actor: options.actor,
    ids: chosen,
    limit: options.limit,
    locale: options.locale,
  });
  return chosen.map((id) => cards.find((card) => card.id === id)).filter((card) => card !== undefined);
}

/** Counts of listed properties per city, for the home page's destinations. */
export async function countListingsByCity(db: DbOrTx, _scope: { actor: Actor }) {
  return db
    .select({ country: properties.country, city: properties.city, listings: sql<number>`count(*)::int` })
    .from(properties)
    .where(eq(properties.status, "listed"))
    .groupBy(properties.country, properties.city)
    .orderBy(sql`count(*) desc`, asc(properties.city));
}

export function fileUrl(storageKey: string): string {
  return `/api/files/${storageKey.split("/").map(encodeURIComponent).join("/")}`;
}

/** How many properties an organisation has and how many of them our operations team manages. */
export async function countOrganisationProperties(db: DbOrTx, scope: { actor: Actor; organisationId: string }) {
  const [row] = await db
    .select({
      properties: sql<number>`count(*)::int`,
      managedProperties: sql<number>`count(*) filter (where ${properties.managed})::int`,
    })
    .from(properties)
    .where(eq(properties.organisationId, scope.organisationId));
  return { properties: row?.properties ?? 0, managedProperties: row?.managedProperties ?? 0 };
}
