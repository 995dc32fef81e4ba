/** Where listed properties are, for the search map: id → latitude and longitude (only those that have both). */
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { properties } from "./schema";

export interface Location {
  latitude: number;
  longitude: number;
}

export async function listedLocations(
  db: DbOrTx,
  scope: { actor: Actor; ids: string[] },
): Promise<Map<string, Location>> {
  if (scope.ids.length === 0) return new Map();
  const rows = await db
    .select({ id: properties.id, latitude: properties.latitude, longitude: properties.longitude })
    .from(properties)
    .where(
      and(
        inArray(properties.id, scope.ids),
        eq(properties.status, "listed"),
        isNotNull(properties.latitude),
        isNotNull(properties.longitude),
      ),
    );
  return new Map(rows.map((row) => [row.id, { latitude: row.latitude!, longitude: row.longitude! }]));
}
