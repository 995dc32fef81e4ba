/**
 * Server helpers the listing functions share: the completeness of a stored listing, the audit diff, and
 * which lifecycle sides an actor holds.
 */
import { and, eq, sql } from "drizzle-orm";
import { mayCreateListings, mayReviewListings, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { invalidArgument } from "@/server/functions";
import { properties, propertyPhotos, units } from "../schema";
import type { ScopedProperty } from "../scope";
import type { ListingActorKind } from "./lifecycle";
import { missingForReview, type MissingItem } from "./steps";

/** Which sides of the listing lifecycle an actor holds (staff and operators hold both). */
export function listingActorKindOf(actor: Actor): ListingActorKind {
  const supplier = mayCreateListings(actor);
  const reviewer = mayReviewListings(actor);
  return supplier && reviewer ? "supplier_and_reviewer" : supplier ? "supplier" : reviewer ? "reviewer" : "neither";
}

/** What a stored listing still lacks before review (see `missingForReview`). */
export async function missingOf(db: DbOrTx, property: ScopedProperty): Promise<MissingItem[]> {
  const [unitCount, photoCounts] = await Promise.all([
    db.$count(units, eq(units.propertyId, property.id)),
    db
      .select({
        photos: sql<number>`count(*)::int`,
        withoutAlt: sql<number>`count(*) filter (where trim(${propertyPhotos.alt}) = '')::int`,
      })
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, property.id)),
  ]);
  return missingForReview({
    ...property,
    units: unitCount,
    photos: photoCounts[0]?.photos ?? 0,
    photosWithoutAlt: photoCounts[0]?.withoutAlt ?? 0,
  });
}

/** A readable list of what is missing, for an error message. */
export function missingMessage(missing: MissingItem[]): string {
  return `This listing is not complete yet. Still missing: ${missing.map((item) => item.message.replace(/\.$/, "")).join("; ")}.`;
}

/**
 * A listing in review or listed must stay complete: an edit that would take away something required (the
 * last photo, every rate) is refused, and the transaction rolls it back.
 */
export async function requireStillComplete(db: DbOrTx, propertyId: string): Promise<void> {
  const [property] = await db.select().from(properties).where(eq(properties.id, propertyId));
  if (!property || property.status === "draft") return;
  const missing = await missingOf(db, property);
  if (missing.length > 0) {
    throw invalidArgument(
      `A listing that is ${property.status === "in_review" ? "in review" : property.status} must stay complete. This change would leave it without: ${missing
        .map((item) => item.message.replace(/\.$/, ""))
        .join("; ")}.`,
      { missing },
    );
  }
}

/** The fields that differ between two versions of a row, for the audit record. */
export function changesBetween<Row extends Record<string, unknown>>(
  before: Row,
  after: Partial<Row>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, value] of Object.entries(after)) {
    const previous = before[field];
    // Arrays (amenities, a custom policy's steps) compare by their contents; jsonb gives an object's keys back in
    // its own order, so keys are compared sorted.
    const same =
      Array.isArray(previous) && Array.isArray(value) ? canonical(previous) === canonical(value) : previous === value;
    if (!same) changes[field] = { from: previous ?? null, to: value ?? null };
  }
  return changes;
}

/** A value as JSON with every object's keys sorted. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === "object" && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );
}

/** Touches `updated_at` of the property (photos and units change what its page shows). */
export async function touchProperty(db: DbOrTx, propertyId: string): Promise<void> {
  await db
    .update(properties)
    .set({ updatedAt: new Date() })
    .where(and(eq(properties.id, propertyId)));
}
