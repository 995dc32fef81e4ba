/**
 * The dashboard's side of the catalogue: which properties an actor may manage, as SQL and as a check.
 * The rule itself is the access module's (`propertyScopeOf`); this file only turns it into queries.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { propertyScopeOf, scopeIncludes, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { notFound } from "@/server/functions";
import { properties } from "./schema";

/**
 * A condition on the properties table (or on its alias in a hand-written query) that holds for the
 * properties the actor may manage. An actor with no scope gets `false`: a query never forgets the scope.
 */
export function managedByActor(actor: Actor, alias = "properties"): SQL {
  const table = sql.raw(`"${alias.replaceAll('"', "")}"`);
  const scope = propertyScopeOf(actor);
  switch (scope.kind) {
    case "all":
      return sql`true`;
    case "organisation":
      return sql`${table}.organisation_id = ${scope.organisationId}::uuid`;
    case "managed":
      return sql`${table}.managed`;
    case "none":
      return sql`false`;
  }
}

export type ScopedProperty = typeof properties.$inferSelect;

/**
 * One property the actor may manage, or a not-found error: a property outside the scope answers exactly
 * as a missing one does, so a supplier never learns another supplier's ids. `forUpdate` locks the row for
 * the rest of the transaction (for writes).
 */
export async function requireManagedProperty(
  db: DbOrTx,
  actor: Actor,
  propertyId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ScopedProperty> {
  const query = db.select().from(properties).where(eq(properties.id, propertyId)).limit(1);
  const [property] = options.forUpdate ? await query.for("update") : await query;
  if (!property || !scopeIncludes(propertyScopeOf(actor), property)) throw notFound("There is no such property.");
  return property;
}
