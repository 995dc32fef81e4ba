import { sql } from "drizzle-orm";
import { KEPT } from "@/domains/bookings/lifecycle";
import { z } from "zod";
import { mayManageContent, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowOf, rowsOf, sqlTypes } from "@/server/db/rows";

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
  /** The month's statement, once prepared: a draft, approved, or paid (then `paid` says how much and when). */
  statement: { id: string; status: "draft" | "approved" | "paid"; amountMinor: number } | null;
}

/** Affiliates with their clicks and conversions, and the commission of each month and currency (staff and special users). */
export async function affiliateReport(
  db: DbOrTx,
  scope: { actor: Actor },
): Promise<{ affiliates: AffiliateSummary[]; months: AffiliateMonth[] }> {
  if (!mayManageContent(scope.actor)) return { affiliates: [], months: [] };
  const [affiliateRows, monthRows] = await Promise.all([
    rowsOf(
      db,
      z.object({
        id: sqlTypes.uuid,
        name: sqlTypes.text,
        code: sqlTypes.text,
        contact_email: sqlTypes.text,
        commission_basis_points: sqlTypes.int,
        active: sqlTypes.boolean,
        clicks: sqlTypes.int,
        conversions: sqlTypes.int,
      }),
      sql`
      select a.id, a.name, a.code, a.contact_email, a.commission_basis_points, a.active,
        (select count(*)::int from affiliate_clicks c where c.affiliate_id = a.id) as clicks,
        (select count(*)::int from affiliate_conversions v join bookings b on b.id = v.booking_id
          where v.affiliate_id = a.id and b.status in (${STATUS_LIST})) as conversions
      from affiliates a
      order by a.active desc, a.name`,
    ),
    rowsOf(
      db,
      // The sums and the payout's amount are cast to text in the query.
      z.object({
        affiliate_id: sqlTypes.uuid,
        month: sqlTypes.text,
        currency: sqlTypes.text,
        conversions: sqlTypes.int,
        room_revenue_minor: sqlTypes.text,
        commission_minor: sqlTypes.text,
        paid_amount: sqlTypes.text.nullable(),
        reference: sqlTypes.text.nullable(),
        paid_at: sqlTypes.text.nullable(),
        paid_by: sqlTypes.text.nullable(),
        payout_id: sqlTypes.uuid.nullable(),
        payout_status: z.enum(["draft", "approved", "paid"]).nullable(),
      }),
      sql`
      select v.affiliate_id, v.month::text as month, v.currency, count(*)::int as conversions,
        sum(v.room_revenue_minor)::text as room_revenue_minor, sum(v.commission_minor)::text as commission_minor,
        p.amount_minor::text as paid_amount, p.reference, p.paid_at::text as paid_at, p.paid_by,
        p.id as payout_id, p.status::text as payout_status
      from affiliate_conversions v
      join bookings b on b.id = v.booking_id and b.status in (${STATUS_LIST})
      left join affiliate_payouts p on p.affiliate_id = v.affiliate_id and p.month = v.month and p.currency = v.currency
      group by v.affiliate_id, v.month, v.currency, p.id
      order by v.month desc, v.currency
      limit 500`,
    ),
  ]);
  return {
    affiliates: affiliateRows.map((row) => ({
      id: row.id,
      name: row.name,
      code: row.code,
      contactEmail: row.contact_email,
      commissionBasisPoints: row.commission_basis_points,
      active: row.active,
      clicks: row.clicks,
      conversions: row.conversions,
    })),
    months: monthRows.map((row) => ({
      affiliateId: row.affiliate_id,
      month: row.month,
      currency: row.currency,
      conversions: row.conversions,
      roomRevenueMinor: Number(row.room_revenue_minor),
      commissionMinor: Number(row.commission_minor),
      statement:
        row.payout_id !== null && row.payout_status !== null
          ? { id: row.payout_id, status: row.payout_status, amountMinor: Number(row.paid_amount) }
          : null,
      paid:
        row.paid_amount !== null && row.payout_status === "paid"
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
  // An aggregate without group by: one row; the sum is null when nothing converted.
  const row = await rowOf(
    db,
    z.object({ conversions: sqlTypes.int, commission_minor: sqlTypes.text.nullable() }),
    sql`
    select count(*)::int as conversions, sum(v.commission_minor)::text as commission_minor
    from affiliate_conversions v join bookings b on b.id = v.booking_id and b.status in (${STATUS_LIST})
    where v.affiliate_id = ${input.affiliateId}::uuid and v.month = ${input.month}::date and v.currency = ${input.currency}`,
  );
  return { conversions: row.conversions, commissionMinor: Number(row.commission_minor ?? 0) };
}
