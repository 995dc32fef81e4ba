import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { BusinessSettingsDocument } from "./settings-document";

/**
 * Versions of the business settings staff may change (ARCHITECTURE.md "Business settings"): each row is the
 * whole editable document (`settings-document.ts`, checked by its zod schema before it is written), in force
 * from `effective_from` until a later version takes effect. Append-only (a trigger refuses any update or delete,
 * platform/sql/business-settings.sql): a booking points at the version that priced it (`bookings.
 * business_settings_id`), so a version is never rewritten under the bookings it priced. No row: the code's
 * `BUSINESS_SETTINGS` are in force.
 */
export const businessSettings = pgTable(
  "business_settings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    document: jsonb("document").$type<BusinessSettingsDocument>().notNull(),
    effectiveFrom: timestamp("effective_from", { withTimezone: true }).notNull(),
    reason: text("reason").notNull(),
    /** The staff member's email, as the audit log names actors. */
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("business_settings_effective_idx").on(t.effectiveFrom.desc(), t.id.desc()),
    check("business_settings_reason", sql`length(trim(${t.reason})) >= 3`),
    check("business_settings_document_object", sql`jsonb_typeof(${t.document}) = 'object'`),
  ],
);

export type BusinessSettingsVersion = typeof businessSettings.$inferSelect;
