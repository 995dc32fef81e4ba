import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { authUsers } from "@/domains/identity/schema";
import { properties } from "@/domains/catalogue/schema";

/**
 * Investors' stakes in properties (SPEC.md §6: investors see insights, the summary and the statement of
 * accounts "of their properties"). Staff record them; micro-investors' units of StayInvest offerings are
 * another thing (issue 10).
 */
export const propertyInvestors = pgTable(
  "property_investors",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id),
    /** The investor's share of the property in basis points (10,000 = all of it). */
    shareBasisPoints: integer("share_basis_points").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.userId] }),
    index("property_investors_user_idx").on(t.userId),
    check("property_investors_share", sql`${t.shareBasisPoints} between 1 and 10000`),
  ],
);
