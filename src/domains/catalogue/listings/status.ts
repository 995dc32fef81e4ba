/**
 * A listing's status changes, each one event of the lifecycle (lifecycle.ts): the supplier submits, unlists
 * and relists; a reviewer approves or sends back with a note.
 */
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { aborted, defineFunction, invalidArgument, permissionDenied } from "@/server/functions";
import { properties } from "../schema";
import { requireManagedProperty, type ScopedProperty } from "../scope";
import { listingLifecycle, type ListingEvent } from "./lifecycle";
import { listingActorKindOf, missingMessage, missingOf } from "./state";

const propertyIdInput = z.strictObject({ propertyId: z.uuid({ error: "There is no such property." }) });

export const submitListingFunction = defineFunction({
  name: "submitListing",
  kind: "write",
  permission: "editListings",
  input: propertyIdInput,
  handler: async (input, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    const to = transition(property, "submit", actor);
    const missing = await missingOf(db, property);
    if (missing.length > 0) throw invalidArgument(missingMessage(missing), { missing });
    await moveListing(db, property, { status: to, submittedAt: new Date(), reviewNote: null, updatedAt: new Date() });
    audit({ entity: `property:${property.id}`, changes: { status: { from: property.status, to } } });
    return { propertyId: property.id, status: to };
  },
});

export const reviewListingFunction = defineFunction({
  name: "reviewListing",
  kind: "write",
  permission: "reviewListings",
  input: z.discriminatedUnion("decision", [
    propertyIdInput.extend({ decision: z.literal("approve") }),
    propertyIdInput.extend({
      decision: z.literal("sendBack"),
      note: z
        .string({ error: "Tell the supplier what to change." })
        .trim()
        .min(5, { error: "Tell the supplier what to change (at least 5 characters)." })
        .max(2000, { error: "The note must be at most 2,000 characters." }),
    }),
  ]),
  handler: async (input, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    const event: ListingEvent = input.decision === "approve" ? "approve" : "sendBack";
    const to = transition(property, event, actor);
    if (event === "approve") {
      const missing = await missingOf(db, property);
      if (missing.length > 0) throw invalidArgument(missingMessage(missing), { missing });
    }
    const reviewNote = input.decision === "sendBack" ? input.note : null;
    await moveListing(db, property, { status: to, reviewNote, updatedAt: new Date() });
    audit({
      entity: `property:${property.id}`,
      changes: {
        status: { from: property.status, to },
        ...(reviewNote ? { reviewNote: { from: property.reviewNote, to: reviewNote } } : {}),
      },
    });
    return { propertyId: property.id, status: to };
  },
});

export const setListingStatusFunction = defineFunction({
  name: "setListingStatus",
  kind: "write",
  permission: "editListings",
  input: propertyIdInput.extend({
    status: z.enum(["listed", "unlisted"], { error: "The status must be listed or unlisted." }),
  }),
  handler: async (input, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    if (property.status === input.status) return { propertyId: property.id, status: property.status };
    const to = transition(property, input.status === "unlisted" ? "unlist" : "relist", actor);
    await moveListing(db, property, { status: to, updatedAt: new Date() });
    audit({ entity: `property:${property.id}`, changes: { status: { from: property.status, to } } });
    return { propertyId: property.id, status: to };
  },
});

/** The lifecycle's verdict on an event, or why not, in words the supplier or reviewer understands. */
function transition(property: ScopedProperty, event: ListingEvent, actor: Actor) {
  const verdict = listingLifecycle.next(property.status, event, listingActorKindOf(actor));
  if (verdict.ok) return verdict.to;
  if (verdict.reason === "actor") throw permissionDenied();
  throw aborted(verdict.message, { status: property.status });
}

/** Writes the new status only if the property is still in the status it was read in (it is locked, too). */
async function moveListing(db: DbOrTx, property: ScopedProperty, fields: Partial<typeof properties.$inferInsert>) {
  const [moved] = await db
    .update(properties)
    .set(fields)
    .where(and(eq(properties.id, property.id), eq(properties.status, property.status)))
    .returning({ id: properties.id });
  if (!moved) throw aborted("This listing changed in the meantime. Reload and try again.");
}
