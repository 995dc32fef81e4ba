/**
 * A micro-investor's portfolio (`/dashboard/investmentPortfolio`): per offering held, the units, what was
 * paid, the distributions received and the yield, in the holder's scope (`investScopeOf`): their own
 * holdings only. Staff have no holdings of their own, so their portfolio is empty.
 */
import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { investScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import type { OfferingStatus } from "./lifecycle";
import { investDistributionPayments, investDistributions, offeringStatus } from "./schema";

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

// The sums are cast to bigint, which client.ts reads as a number.
const HoldingRow = z.object({
  offering_id: sqlTypes.uuid,
  property_id: sqlTypes.uuid,
  title: sqlTypes.text,
  city: sqlTypes.text,
  status: z.enum(offeringStatus.enumValues),
  currency: sqlTypes.text,
  units_issued: sqlTypes.int,
  units: sqlTypes.bigint,
  invested_minor: sqlTypes.bigint,
});

/** Total return so far: what the holder received over what they paid, as a percentage. */
export function yieldPercent(distributedMinor: number, investedMinor: number): number | null {
  if (investedMinor <= 0) return null;
  return Math.round((distributedMinor / investedMinor) * 10_000) / 100;
}

export async function portfolioOf(db: DbOrTx, { actor }: { actor: Actor }): Promise<PortfolioHolding[]> {
  const scope = investScopeOf(actor);
  if (scope.kind !== "holder") return [];
  const holdings = await rowsOf(
    db,
    HoldingRow,
    sql`
    select o.id as offering_id, o.property_id, p.title, p.city, o.status, o.currency, o.units_issued,
      sum(s.units)::bigint as units, sum(s.amount_minor)::bigint as invested_minor
    from invest_subscriptions s
    join invest_offerings o on o.id = s.offering_id
    join properties p on p.id = o.property_id
    where s.user_id = ${scope.userId} and s.status = 'paid'
    group by o.id, p.id
    order by p.title, o.id`,
  );
  const paid = await db
    .select({
      offeringId: investDistributions.offeringId,
      month: investDistributions.month,
      units: investDistributionPayments.units,
      amountMinor: investDistributionPayments.amountMinor,
    })
    .from(investDistributionPayments)
    .innerJoin(investDistributions, eq(investDistributions.id, investDistributionPayments.distributionId))
    .where(eq(investDistributionPayments.userId, scope.userId))
    .orderBy(desc(investDistributions.month));
  return holdings.map((row) => {
    const distributions = paid
      .filter((payment) => payment.offeringId === row.offering_id)
      .map((payment) => ({ month: payment.month, units: payment.units, amountMinor: payment.amountMinor }));
    const investedMinor = row.invested_minor;
    const distributedMinor = distributions.reduce((sum, payment) => sum + payment.amountMinor, 0);
    return {
      offeringId: row.offering_id,
      propertyId: row.property_id,
      propertyTitle: row.title,
      city: row.city,
      status: row.status,
      currency: row.currency,
      units: row.units,
      unitsIssued: row.units_issued,
      investedMinor,
      distributedMinor,
      yieldPercent: yieldPercent(distributedMinor, investedMinor),
      distributions,
    };
  });
}
