import { sql } from "drizzle-orm";
import type { Actor } from "@/server/access";
import { z } from "zod";
import type { DbOrTx } from "@/server/db";
import { rowOf, sqlTypes } from "@/server/db/rows";
import { invalidArgument } from "@/server/functions";
import { unitStates } from "../schema";
import { changeStatus } from "../status-change";
import { bookingFor } from "./shared";

/** Today's date where the property is. */
async function todayAt(tx: DbOrTx, propertyId: string): Promise<string> {
  const { today } = await rowOf(
    tx,
    z.object({ today: sqlTypes.date }),
    sql`select (now() at time zone p.time_zone)::date::text as today from properties p where p.id = ${propertyId}::uuid`,
  );
  return today;
}

/** Check in, check out or no-show: operations' (or an unmanaged property's supplier's) desk actions. */
export async function runStay(
  db: DbOrTx,
  input: { reference: string; action: "check_in" | "check_out" | "no_show" },
  actor: Actor,
) {
  const { booking, statusActor } = await bookingFor(db, input.reference, actor);
  const today = await todayAt(db, booking.propertyId);
  if ((input.action === "check_in" || input.action === "no_show") && today < booking.checkIn) {
    throw invalidArgument(
      `This stay starts on ${booking.checkIn}: it cannot be ${input.action === "check_in" ? "checked in" : "marked as a no-show"} before then.`,
    );
  }
  const updated = await changeStatus(db, booking, input.action, statusActor);
  if (input.action === "check_out") {
    // The room needs cleaning before the next guest: the inventory shows it until operations say it is ready.
    await db
      .insert(unitStates)
      .values({ unitId: booking.unitId, housekeeping: "cleaning", updatedBy: statusActor.email })
      .onConflictDoUpdate({
        target: unitStates.unitId,
        set: { housekeeping: "cleaning", updatedAt: new Date(), updatedBy: statusActor.email },
      });
  }
  return { reference: updated.reference, status: updated.status };
}
