import type { DbOrTx } from "@/server/db/client";
import { properties, propertyPhotos, units } from "@/server/db/schema";
import { uniqueSuffix } from "./random";

type PropertyInsert = typeof properties.$inferInsert;
type UnitInsert = typeof units.$inferInsert;

export interface CreatePropertyOptions extends Partial<PropertyInsert> {
  organisationId: string;
  /** Units to create; one "Entire place" unit when omitted. */
  units?: Omit<UnitInsert, "propertyId">[];
  photos?: { storageKey: string; width: number; height: number; alt: string }[];
}

export async function createProperty(db: DbOrTx, options: CreatePropertyOptions) {
  const { units: unitRows, photos, ...values } = options;
  const [property] = await db
    .insert(properties)
    .values({
      type: "apartment",
      status: "listed",
      title: `Test apartment ${uniqueSuffix()}`,
      country: "malaysia",
      city: "Kuala Lumpur",
      timeZone: "Asia/Kuala_Lumpur",
      currency: "MYR",
      nightlyRateMinor: 25_000,
      ...values,
    })
    .returning();
  const createdUnits = await db
    .insert(units)
    .values(
      (unitRows ?? [{ name: "Entire place", kind: "entire_place" as const }]).map((unit, index) => ({
        sortOrder: index,
        ...unit,
        propertyId: property!.id,
      })),
    )
    .returning();
  if (photos?.length) {
    await db
      .insert(propertyPhotos)
      .values(
        photos.map((photo, index) => ({ ...photo, propertyId: property!.id, sortOrder: index, isCover: index === 0 })),
      );
  }
  return { property: property!, units: createdUnits };
}
