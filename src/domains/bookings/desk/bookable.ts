import { sql } from "drizzle-orm";
import { z } from "zod";
import { bookingRoleOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import type { DeskKind } from "./bookings";
import { deskScopeSql } from "./scope";

/** A property the actor may take desk bookings for, with its units on sale (the form's choices). */
export interface DeskBookableProperty {
  id: string;
  title: string;
  city: string;
  currency: string;
  units: { id: string; name: string }[];
}

const Row = z.object({
  id: sqlTypes.uuid,
  title: sqlTypes.text,
  city: sqlTypes.text,
  currency: sqlTypes.text,
  organisation_id: sqlTypes.uuid,
  managed: sqlTypes.boolean,
  unit_id: sqlTypes.uuid,
  unit_name: sqlTypes.text,
});

/**
 * The listed properties of the actor's desk (docs/FRONT-DESK.md): the desk scope as SQL, then who the actor is to
 * each (`bookingRoleOf`: a managed property's owner has no desk there). `desk` narrows to the managed or the
 * unmanaged ones, as the two booking desks list them. Archived units are not offered.
 */
export async function deskBookableProperties(
  db: DbOrTx,
  { actor, desk = "all" }: { actor: Actor; desk?: DeskKind | "all" },
): Promise<DeskBookableProperty[]> {
  const kind = desk === "all" ? sql`true` : desk === "managed" ? sql`p.managed` : sql`not p.managed`;
  const rows = await rowsOf(
    db,
    Row,
    sql`
    select p.id, p.title, p.city, p.currency, p.organisation_id, p.managed, u.id as unit_id, u.name as unit_name
    from properties p
    join organisations o on o.id = p.organisation_id
    join units u on u.property_id = p.id and u.archived_at is null
    where ${deskScopeSql(actor)} and ${kind} and p.status = 'listed' and o.enabled
    order by p.title, p.id, u.sort_order, u.id
    limit 2000`,
  );
  const byId = new Map<string, DeskBookableProperty>();
  for (const row of rows) {
    if (!bookingRoleOf(actor, { guestUserId: null }, { organisationId: row.organisation_id, managed: row.managed }))
      continue;
    const property = byId.get(row.id) ?? {
      id: row.id,
      title: row.title,
      city: row.city,
      currency: row.currency,
      units: [],
    };
    property.units.push({ id: row.unit_id, name: row.unit_name });
    byId.set(row.id, property);
  }
  return [...byId.values()];
}
