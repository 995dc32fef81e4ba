/**
 * The units of a listing (DOMAIN.md co-living: rooms or beds sold separately; every other type is one unit,
 * the entire place): saved together, in order, with removals refused while a unit has bookings. A unit whose past
 * bookings keep it on record is archived instead: it leaves availability, the search and the calendars and stays
 * named in history, and can be restored.
 */
import { z } from "zod";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { LIVE_BOOKING_STATUSES } from "@/domains/bookings/schema";
import type { DbOrTx } from "@/server/db";
import { bookings } from "@/server/db/schema";
import { aborted, defineFunction, FunctionError, invalidArgument, notFound } from "@/server/functions";
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
    // Archived units are not in the editor's list: they stay as they are (restored with `restoreUnit`).
    const existing = await db
      .select()
      .from(units)
      .where(and(eq(units.propertyId, property.id), isNull(units.archivedAt)));
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

const unitInput = z.strictObject({ unitId: z.uuid() });

/**
 * The unit and its property, locked for the change, or not found: scope before state, so a unit of a property
 * outside the actor's scope answers as a missing one does (requireManagedProperty). The property's row is locked
 * first, as checkout locks it, then the unit's row FOR UPDATE, which a booking's insert waits for
 * (catalogue/sql/archived-units.sql).
 */
async function lockUnitForChange(db: DbOrTx, actor: Parameters<typeof requireManagedProperty>[1], unitId: string) {
  const [found] = await db.select({ propertyId: units.propertyId }).from(units).where(eq(units.id, unitId));
  if (!found) throw notFound("There is no such unit.");
  // Outside the scope, the unit answers as a missing one (not its property's words, which would tell it exists).
  const property = await requireManagedProperty(db, actor, found.propertyId, { forUpdate: true }).catch(
    (error: unknown) => {
      throw error instanceof FunctionError && error.code === "not-found" ? notFound("There is no such unit.") : error;
    },
  );
  const [unit] = await db.select().from(units).where(eq(units.id, unitId)).for("update");
  if (!unit || unit.propertyId !== property.id) throw notFound("There is no such unit.");
  return { property, unit };
}

/**
 * Takes a unit off sale for good while keeping it on record: the suppliers who manage its property, operators,
 * operations staff and staff (`manageProperties`). Refused while a booking or hold that is not cancelled is current
 * or upcoming (checking out today or later on the property's calendar), naming them: those guests were promised it.
 * After this, the database refuses any new booking of the unit, so a checkout racing the archive either commits
 * first (and this refuses) or fails.
 */
export const archiveUnitFunction = defineFunction({
  name: "archiveUnit",
  kind: "write",
  permission: "manageProperties",
  input: unitInput,
  handler: async (input, { db, actor, audit }) => {
    const { property, unit } = await lockUnitForChange(db, actor, input.unitId);
    if (unit.archivedAt) return { unitId: unit.id, archivedAt: unit.archivedAt.toISOString() };
    const upcoming = await db
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(
        and(
          eq(bookings.unitId, unit.id),
          inArray(bookings.status, [...LIVE_BOOKING_STATUSES]),
          sql`${bookings.checkOut} >= ${todayIn(property.timeZone)}::date`,
        ),
      )
      .orderBy(asc(bookings.checkIn), asc(bookings.reference));
    if (upcoming.length > 0) {
      const references = upcoming.map((row) => row.reference);
      throw aborted(
        `${unit.name} has ${pluralForm(references.length, { one: "a current or upcoming booking", other: `${formatNumber(references.length, "en")} current or upcoming bookings` })} (${references.join(", ")}), so it cannot be archived. Move or cancel ${pluralForm(references.length, { one: "it", other: "them" })} first.`,
        { bookings: references },
      );
    }
    const [archived] = await db
      .update(units)
      .set({ archivedAt: sql`now()` })
      .where(eq(units.id, unit.id))
      .returning({ archivedAt: units.archivedAt });
    await touchProperty(db, property.id);
    audit({ entity: `unit:${unit.id}`, changes: { archivedAt: { from: null, to: archived!.archivedAt } } });
    return { unitId: unit.id, archivedAt: archived!.archivedAt!.toISOString() };
  },
});

/**
 * Puts an archived unit back on sale, last in the listing's order, with the same rule of who may. An entire place
 * has one unit on sale at most.
 */
export const restoreUnitFunction = defineFunction({
  name: "restoreUnit",
  kind: "write",
  permission: "manageProperties",
  input: unitInput,
  handler: async (input, { db, actor, audit }) => {
    const { property, unit } = await lockUnitForChange(db, actor, input.unitId);
    if (!unit.archivedAt) return { unitId: unit.id };
    if (unitKindFor(property.type) === "entire_place") {
      const onSale = await db.$count(units, and(eq(units.propertyId, property.id), isNull(units.archivedAt)));
      if (onSale > 0)
        throw aborted(
          `This place is booked whole and already has a unit on sale, so ${unit.name} cannot be restored beside it.`,
        );
    }
    // Back on sale last in the listing's order, after the units sold meanwhile.
    await db
      .update(units)
      .set({
        archivedAt: null,
        sortOrder: sql`(select coalesce(max(${units.sortOrder}) + 1, 0) from ${units} where ${units.propertyId} = ${property.id} and ${units.archivedAt} is null)`,
      })
      .where(eq(units.id, unit.id));
    await touchProperty(db, property.id);
    audit({ entity: `unit:${unit.id}`, changes: { archivedAt: { from: unit.archivedAt, to: null } } });
    return { unitId: unit.id };
  },
});
