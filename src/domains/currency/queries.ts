import { desc, eq } from "drizzle-orm";
import type { ConversionRates } from "@/lib/currency";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { exchangeRates } from "@/server/db/schema";
import { RATES_BASE } from "./inputs";

/** Rates are stored against one base; conversion between any two goes through it. */
export { RATES_BASE };

export interface RateSnapshot {
  /** Units of each currency for one unit of RATES_BASE. */
  perBase: Record<string, number>;
  /** The oldest as-of time among the rates (the snapshot is only as fresh as its stalest rate). */
  asOf: Date | null;
  sources: string[];
}

/** The newest row of every currency against the base. */
async function newestRates(db: DbOrTx) {
  return db
    .selectDistinctOn([exchangeRates.quote], {
      quote: exchangeRates.quote,
      rate: exchangeRates.rate,
      asOf: exchangeRates.asOf,
      source: exchangeRates.source,
    })
    .from(exchangeRates)
    .where(eq(exchangeRates.base, RATES_BASE))
    .orderBy(exchangeRates.quote, desc(exchangeRates.asOf));
}

/** The newest rate of every currency against the base. */
export async function latestRates(db: DbOrTx, _scope: { actor: Actor }): Promise<RateSnapshot> {
  const rows = await newestRates(db);
  const perBase: Record<string, number> = { [RATES_BASE]: 1 };
  let asOf: Date | null = null;
  const sources = new Set<string>();
  for (const row of rows) {
    perBase[row.quote] = Number(row.rate);
    const at = new Date(row.asOf);
    if (!asOf || at < asOf) asOf = at;
    sources.add(row.source);
  }
  return { perBase, asOf, sources: [...sources] };
}

/** Rates into one currency (`rates[X]` = units of `to` for one X), or null when `to` has no rate. */
export function ratesInto(snapshot: RateSnapshot, to: string): ConversionRates | null {
  const target = snapshot.perBase[to];
  if (!target) return null;
  const rates: Record<string, number> = {};
  for (const [currency, perBase] of Object.entries(snapshot.perBase)) rates[currency] = target / perBase;
  return { toCurrency: to, rates, asOf: (snapshot.asOf ?? new Date(0)).toISOString() };
}

/** Each currency's newest rate with its time, source and whether it is older than `staleHours`. */
export async function latestRatesWithAge(db: DbOrTx, scope: { actor: Actor; staleHours: number; now?: Date }) {
  const rows = await newestRates(db);
  const now = (scope.now ?? new Date()).getTime();
  return rows.map((row) => {
    const asOf = new Date(row.asOf);
    return {
      quote: row.quote,
      rate: Number(row.rate),
      asOf,
      source: row.source,
      stale: now - asOf.getTime() > scope.staleHours * 3_600_000,
    };
  });
}
