/**
 * A listing's status changes, each one event of the lifecycle (lifecycle.ts): the supplier submits, unlists
 * and relists; a reviewer approves or sends back with a note.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "@/server/access";
import { aborted, defineFunction, invalidArgument, permissionDenied } from "@/server/functions";
import { properties } from "../schema";
import { requireManagedProperty, type ScopedProperty } from "../scope";
import { fire, LISTING_STATUS_LABELS, type ListingEvent } from "./lifecycle";
import { missingMessage, missingOf, sidesOf } from "./state";

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
    await db
      .update(properties)
      .set({ status: to, submittedAt: new Date(), reviewNote: null, updatedAt: new Date() })
      .where(eq(properties.id, property.id));
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
    await db.update(properties).set({ status: to, reviewNote, updatedAt: new Date() }).where(eq(properties.id, property.id));
    audit({
      entity: `property:${property.id}`,
      changes: { status: { from: property.status, to }, ...(reviewNote ? { reviewNote: { from: property.reviewNote, to: reviewNote } } : {}) },
    });
    return { propertyId: property.id, status: to };
  },
});

export const setListingStatusFunction = defineFunction({
  name: "setListingStatus",
  kind: "write",
  permission: "editListings",
  input: propertyIdInput.extend({ status: z.enum(["listed", "unlisted"], { error: "The status must be listed or unlisted." }) }),
  handler: async (input, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    if (property.status === input.status) return { propertyId: property.id, status: property.status };
    const to = transition(property, input.status === "unlisted" ? "unlist" : "relist", actor);
    await db.update(properties).set({ status: to, updatedAt: new Date() }).where(eq(properties.id, property.id));
    audit({ entity: `property:${property.id}`, changes: { status: { from: property.status, to } } });
    return { propertyId: property.id, status: to };
  },
});

/** Fires a lifecycle event or answers why not, in words the supplier or reviewer understands. */
function transition(property: ScopedProperty, event: ListingEvent, actor: Actor) {
  const result = fire(property.status, event, sidesOf(actor));
  if (result.ok) return result.to;
  if (result.reason === "not-your-side") throw permissionDenied();
  throw aborted(`A listing that is ${LISTING_STATUS_LABELS[property.status].toLowerCase()} cannot be ${PAST_TENSE[event]}.`, {
    status: property.status,
  });
}

const PAST_TENSE: Record<ListingEvent, string> = {
  submit: "sent for review",
  approve: "approved",
  sendBack: "sent back",
  unlist: "unlisted",
  relist: "listed again",
};
