import { sql } from "drizzle-orm";
import { KEPT } from "@/domains/bookings/lifecycle";
import { mayManageContent, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";

/** The booking statuses whose commission is owed: the stay was sold and kept (a no-show earns none). */
export const COMMISSION_STATUSES = KEPT;
const STATUS_LIST = sql.raw(COMMISSION_STATUSES.map((status) => `'${status}'`).join(", "));

export interface AffiliateSummary {
  id: string;
  name: string;
  code: string;
  contactEmail: string;
  commissionBasisPoints: number;
  active: boolean;
  clicks: number;
  conversions: number;
}

export interface AffiliateMonth {
  affiliateId: string;
  /** YYYY-MM-01 */
  month: string;
  currency: string;
  conversions: number;
  roomRevenueMinor: number;
  commissionMinor: number;
  paid: { amountMinor: number; reference: string; paidAt: Date; paidBy: string } | null;
}

/** Affiliates with their clicks and conversions, and the commission of each month and currency (staff and special users). */
export async function affiliateReport(
  db: DbOrTx,
  scope: { actor: Actor },
): Promise<{ affiliates: AffiliateSummary[]; months: AffiliateMonth[] }> {
  if (!mayManageContent(scope.actor)) return { affiliates: [], months: [] };
  const [affiliateRows, monthRows] = await Promise.all([
    db.execute<{
      id: string;
      name: string;
      code: string;
      contact_email: string;
      commission_basis_points: number;
      active: boolean;
      clicks: number;
      conversions: number;
    }>(sql`
      select a.id, a.name, a.code, a.contact_email, a.commission_basis_points, a.active,
        (select count(*)::int from affiliate_clicks c where c.affiliate_id = a.id) as clicks,
        (select count(*)::int from affiliate_conversions v join bookings b on b.id = v.booking_id
          where v.affiliate_id = a.id and b.status in (${STATUS_LIST})) as conversions
      from affiliates a
      order by a.active desc, a.name`),
    db.execute<{
      affiliate_id: string;
      month: string;
      currency: string;
      conversions: number;
      room_revenue_minor: string;
      commission_minor: string;
      paid_amount: string | null;
      reference: string | null;
      paid_at: string | null;
      paid_by: string | null;
    }>(sql`
      select v.affiliate_id, v.month::text as month, v.currency, count(*)::int as conversions,
        sum(v.room_revenue_minor)::text as room_revenue_minor, sum(v.commission_minor)::text as commission_minor,
        p.amount_minor::text as paid_amount, p.reference, p.paid_at::text as paid_at, p.paid_by
      from affiliate_conversions v
      join bookings b on b.id = v.booking_id and b.status in (${STATUS_LIST})
      left join affiliate_payouts p on p.affiliate_id = v.affiliate_id and p.month = v.month and p.currency = v.currency
      group by v.affiliate_id, v.month, v.currency, p.id
      order by v.month desc, v.currency
      limit 500`),
  ]);
  return {
    affiliates: affiliateRows.rows.map((row) => ({
      id: row.id,
      name: row.name,
      code: row.code,
      contactEmail: row.contact_email,
      commissionBasisPoints: row.commission_basis_points,
      active: row.active,
      clicks: row.clicks,
      conversions: row.conversions,
    })),
    months: monthRows.rows.map((row) => ({
      affiliateId: row.affiliate_id,
      month: row.month,
      currency: row.currency,
      conversions: row.conversions,
      roomRevenueMinor: Number(row.room_revenue_minor),
      commissionMinor: Number(row.commission_minor),
      paid:
        row.paid_amount !== null
          ? {
              amountMinor: Number(row.paid_amount),
              reference: row.reference ?? "",
              paidAt: new Date(row.paid_at!),
              paidBy: row.paid_by ?? "",
            }
          : null,
    })),
  };
}

/** The commission owed to one affiliate for one month and currency, from its live conversions. */
export async function commissionOwed(
  db: DbOrTx,
  input: { affiliateId: string; month: string; currency: string },
): Promise<{ conversions: number; commissionMinor: number }> {
  const result = await db.execute<{ conversions: number; commission_minor: string | null }>(sql`
    select count(*)::int as conversions, sum(v.commission_minor)::text as commission_minor
    from affiliate_conversions v join bookings b on b.id = v.booking_id and b.status in (${STATUS_LIST})
    where v.affiliate_id = ${input.affiliateId}::uuid and v.month = ${input.month}::date and v.currency = ${input.currency}`);
  const row = result.rows[0];
  return { conversions: row?.conversions ?? 0, commissionMinor: Number(row?.commission_minor ?? 0) };
}
