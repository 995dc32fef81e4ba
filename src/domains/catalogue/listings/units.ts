/**
 * The units of a listing (DOMAIN.md co-living: rooms or beds sold separately; every other type is one unit,
 * the entire place): saved together, in order, with removals refused while a unit has bookings.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { LIVE_BOOKING_STATUSES } from "@/domains/bookings/schema";
import type { DbOrTx } from "@/server/db";
import { bookings } from "@/server/db/schema";
import { aborted, defineFunction, invalidArgument, notFound } from "@/server/functions";
import { units } from "../schema";
import { requireManagedProperty } from "../scope";
import { requireStillComplete, touchProperty } from "./state";
import { unitKindFor, unitsInput } from "./steps";
import { pluralForm } from "@/lib/plural";
import { formatNumber } from "@/lib/format";
import { todayIn } from "@/lib/dates";

export function defaultUnitName(kind: "entire_place" | "room" | "bed"): string {
  return kind === "room" ? "Room 1" : kind === "bed" ? "Bed 1" : "Entire place";
}

export const saveListingUnitsFunction = defineFunction({
  name: "saveListingUnits",
  kind: "write",
  permission: "editListings",
  input: unitsInput,
  handler: async (input, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    const kind = unitKindFor(property.type);
    if (kind === "entire_place" && input.units.length !== 1) {
      throw invalidArgument("An entire place is one unit; rooms and beds are for co-living listings.", {
        issues: [{ path: "units", message: "An entire place keeps exactly one unit." }],
      });
    }
    const existing = await db.select().from(units).where(eq(units.propertyId, property.id));
    const existingIds = new Set(existing.map((unit) => unit.id));
    for (const unit of input.units) {
      if (unit.id && !existingIds.has(unit.id)) throw notFound("There is no such room or bed in this listing.");
    }
    const kept = new Set(input.units.flatMap((unit) => (unit.id ? [unit.id] : [])));
    const removed = existing.filter((unit) => !kept.has(unit.id));
    await refuseRemovingBookedUnits(db, removed, property.timeZone);

    if (removed.length > 0)
      await db.delete(units).where(
        inArray(
          units.id,
          removed.map((unit) => unit.id),
        ),
      );
    for (const [index, unit] of input.units.entries()) {
      if (unit.id) await db.update(units).set({ name: unit.name, sortOrder: index, kind }).where(eq(units.id, unit.id));
      else await db.insert(units).values({ propertyId: property.id, name: unit.name, kind, sortOrder: index });
    }
    await touchProperty(db, property.id);
    await requireStillComplete(db, property.id);
    audit({
      entity: `property:${property.id}`,
      changes: {
        units: {
          from: existing.sort((a, b) => a.sortOrder - b.sortOrder).map((unit) => unit.name),
          to: input.units.map((unit) => unit.name),
        },
      },
    });
    return { propertyId: property.id, units: input.units.length, removed: removed.length };
  },
});

/**
 * A unit with upcoming live bookings (checking out today or later, today on the property's calendar) cannot go: the
 * guests have been promised it. A unit with only past
 * bookings keeps them for the records (bookings refer to their unit), so it cannot be deleted either.
 */
async function refuseRemovingBookedUnits(
  db: DbOrTx,
  removed: (typeof units.$inferSelect)[],
  timeZone: string,
): Promise<void> {
  if (removed.length === 0) return;
  const rows = await db
    .select({
      unitId: bookings.unitId,
      upcoming: sql<number>`count(*) filter (where ${bookings.checkOut} >= ${todayIn(timeZone)}::date and ${bookings.status} in (${sql.join(
        LIVE_BOOKING_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}))::int`,
      any: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .where(
      inArray(
        bookings.unitId,
        removed.map((unit) => unit.id),
      ),
    )
    .groupBy(bookings.unitId);
  for (const row of rows) {
    const name = removed.find((unit) => unit.id === row.unitId)?.name ?? "This unit";
    if (row.upcoming > 0) {
      throw aborted(
        `${name} has ${pluralForm(row.upcoming, { one: "an upcoming booking", other: `${formatNumber(row.upcoming, "en")} upcoming bookings` })}, so it cannot be removed. Move or cancel ${pluralForm(row.upcoming, { one: "it", other: "them" })} first, or close its calendar instead.`,
      );
    }
    if (row.any > 0) {
      throw aborted(
        `${name} has past bookings that keep it on record, so it cannot be removed. Rename it or close its calendar instead.`,
      );
    }
  }
}
