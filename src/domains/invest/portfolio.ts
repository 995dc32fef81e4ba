/**
 * A micro-investor's portfolio (`/dashboard/investmentPortfolio`): per offering held, the units, what was
 * paid, the distributions received and the yield, in the holder's scope (`investScopeOf`): their own
 * holdings only. Staff have no holdings of their own, so their portfolio is empty.
 */
import { sql } from "drizzle-orm";
import { investScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import type { OfferingStatus } from "./lifecycle";

export interface PortfolioHolding {
  offeringId: string;
  propertyId: string;
  propertyTitle: string;
  city: string;
  status: OfferingStatus;
  currency: string;
  units: number;
  unitsIssued: number;
  investedMinor: number;
  distributedMinor: number;
  /** Distributions received over the amount invested, in percent with two decimals; null before any investment. */
  yieldPercent: number | null;
  distributions: { month: string; units: number; amountMinor: number }[];
}

/** Total return so far: what the holder received over what they paid, as a percentage. */
export function yieldPercent(distributedMinor: number, investedMinor: number): number | null {
  if (investedMinor <= 0) return null;
  return Math.round((distributedMinor / investedMinor) * 10_000) / 100;
}

export async function portfolioOf(db: DbOrTx, { actor }: { actor: Actor }): Promise<PortfolioHolding[]> {
  const scope = investScopeOf(actor);
  if (scope.kind !== "holder") return [];
  const holdings = await db.execute<{
    offering_id: string;
    property_id: string;
    title: string;
    city: string;
    status: OfferingStatus;
    currency: string;
    units: string;
    units_issued: number;
    invested_minor: string;
  }>(sql`
    select o.id as offering_id, o.property_id, p.title, p.city, o.status, o.currency, o.units_issued,
      sum(s.units)::bigint as units, sum(s.amount_minor)::bigint as invested_minor
    from invest_subscriptions s
    join invest_offerings o on o.id = s.offering_id
    join properties p on p.id = o.property_id
    where s.user_id = ${scope.userId} and s.status = 'paid'
    group by o.id, p.id
    order by p.title, o.id`);
  const paid = await db.execute<{ offering_id: string; month: string; units: number; amount_minor: string }>(sql`
    select d.offering_id, d.month, dp.units, dp.amount_minor
    from invest_distribution_payments dp join invest_distributions d on d.id = dp.distribution_id
    where dp.user_id = ${scope.userId}
    order by d.month desc`);
  return holdings.rows.map((row) => {
    const distributions = paid.rows
      .filter((payment) => payment.offering_id === row.offering_id)
      .map((payment) => ({
        month: payment.month,
        units: Number(payment.units),
        amountMinor: Number(payment.amount_minor),
      }));
    const investedMinor = Number(row.invested_minor);
    const distributedMinor = distributions.reduce((sum, payment) => sum + payment.amountMinor, 0);
    return {
      offeringId: row.offering_id,
      propertyId: row.property_id,
      propertyTitle: row.title,
      city: row.city,
      status: row.status,
      currency: row.currency,
      units: Number(row.units),
      unitsIssued: Number(row.units_issued),
      investedMinor,
      distributedMinor,
      yieldPercent: yieldPercent(distributedMinor, investedMinor),
      distributions,
    };
  });
}
