/**
 * A listing's title and description in other languages (docs/I18N.md, "Content in other languages"): the
 * supplier writes them in the listing editor, one language at a time; guest pages read them in place of English
 * and fall back to English where there is none. Reached through `requireManagedProperty`, so another supplier's
 * listing answers exactly as a missing one. A translation is not part of the completeness rule: English is the
 * original every listing must have.
 */
import { and, eq } from "drizzle-orm";
import { defineFunction } from "@/server/functions";
import { propertyTranslations } from "../schema";
import { requireManagedProperty } from "../scope";
import { listingTranslationInput, listingTranslationTarget } from "./steps";

/** Saves the title and description in one language. The same text again changes nothing (a retry is harmless). */
export const saveListingTranslationFunction = defineFunction({
  name: "saveListingTranslation",
  kind: "write",
  permission: "editListings",
  input: listingTranslationInput,
  handler: async ({ propertyId, locale, title, description }, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, propertyId, { forUpdate: true });
    const [before] = await db
      .select({ title: propertyTranslations.title, description: propertyTranslations.description })
      .from(propertyTranslations)
      .where(and(eq(propertyTranslations.propertyId, property.id), eq(propertyTranslations.locale, locale)));
    const changed = !before || before.title !== title || before.description !== description;
    if (changed) {
      const now = new Date();
      await db
        .insert(propertyTranslations)
        .values({ propertyId: property.id, locale, title, description, updatedAt: now })
        .onConflictDoUpdate({
          target: [propertyTranslations.propertyId, propertyTranslations.locale],
          set: { title, description, updatedAt: now },
        });
      audit({
        entity: `property:${property.id}`,
        changes: { [`translation.${locale}`]: { from: before ?? null, to: { title, description } } },
      });
    }
    return { propertyId: property.id, locale, changed };
  },
});

/** Removes one language's title and description: guests reading that language see English again. */
export const removeListingTranslationFunction = defineFunction({
  name: "removeListingTranslation",
  kind: "write",
  permission: "editListings",
  input: listingTranslationTarget,
  handler: async ({ propertyId, locale }, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, propertyId, { forUpdate: true });
    const [removed] = await db
      .delete(propertyTranslations)
      .where(and(eq(propertyTranslations.propertyId, property.id), eq(propertyTranslations.locale, locale)))
      .returning({ title: propertyTranslations.title, description: propertyTranslations.description });
    if (removed)
      audit({ entity: `property:${property.id}`, changes: { [`translation.${locale}`]: { from: removed, to: null } } });
    return { propertyId: property.id, locale, removed: Boolean(removed) };
  },
});

export const listingTranslationFunctions = [saveListingTranslationFunction, removeListingTranslationFunction];
