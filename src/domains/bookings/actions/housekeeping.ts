import { eq } from "drizzle-orm";
import { properties, units } from "@/domains/catalogue/schema";
import { bookingRoleOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { notFound } from "@/server/functions";
import { unitStates } from "../schema";

/** Operations set a unit's housekeeping state (the inventory page). */
export async function setUnitHousekeeping(
  db: DbOrTx,
  input: { unitId: string; housekeeping: "ready" | "cleaning" | "maintenance"; note: string },
  actor: Actor,
) {
  const [unit] = await db
    .select({ id: units.id, organisationId: properties.organisationId, managed: properties.managed })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(eq(units.id, input.unitId));
  const role = unit ? bookingRoleOf(actor, { guestUserId: null }, unit) : null;
  if (!unit || !role) throw notFound("There is no such unit among the ones you run.");
  const by = actor.kind === "user" ? actor.email : null;
  await db
    .insert(unitStates)
    .values({ unitId: unit.id, housekeeping: input.housekeeping, note: input.note, updatedBy: by })
    .onConflictDoUpdate({
      target: unitStates.unitId,
      set: { housekeeping: input.housekeeping, note: input.note, updatedAt: new Date(), updatedBy: by },
    });
  return { unitId: unit.id, housekeeping: input.housekeeping };
}
