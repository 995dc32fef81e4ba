import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Exchange rates with their as-of time and source: `rate` units of `quote` for one unit of `base`.
 * Rates are only for display; what is charged is always the property's own currency.
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    base: text("base").notNull(),
    quote: text("quote").notNull(),
    rate: numeric("rate", { precision: 24, scale: 10, mode: "number" }).notNull(),
    asOf: timestamp("as_of", { withTimezone: true }).notNull(),
    /** "ecb", "manual:<staff email>", "demo snapshot", … */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("exchange_rates_pair_as_of_idx").on(t.base, t.quote, t.asOf),
    index("exchange_rates_quote_idx").on(t.quote, t.asOf),
  ],
);
