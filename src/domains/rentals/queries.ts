import { sql } from "drizzle-orm";
import { managedByActor } from "@/domains/catalogue";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";

export const CONTRACTS_PAGE_SIZE = 20;

export interface RentalInvoiceView {
  id: string;
  kind: "deposit" | "rent";
  periodStart: string;
  periodEnd: string;
  amountMinor: number;
  currency: string;
  status: "issued" | "paid" | "void";
  paidAt: string | null;
  paymentReference: string;
}

export interface RentalContractView {
  id: string;
  bookingReference: string;
  propertyTitle: string;
  city: string;
  unitName: string;
  tenantName: string;
  tenantEmail: string;
  currency: string;
  monthlyRentMinor: number;
  depositMinor: number;
  startsOn: string;
  endsOn: string;
  noticeGivenOn: string | null;
  invoices: RentalInvoiceView[];
}

/**
 * Monthly rental contracts in the actor's property scope (operations: managed properties; suppliers: their
 * organisation's; staff: all), current ones first, with every invoice.
 */
export async function listContracts(db: DbOrTx, { actor, page }: { actor: Actor; page: number }) {
  const scope = managedByActor(actor, "p");
  const offset = (page - 1) * CONTRACTS_PAGE_SIZE;
  const contracts = await db.execute<{
    id: string;
    reference: string;
    title: string;
    city: string;
    unit_name: string;
    tenant_name: string;
    tenant_email: string;
    currency: string;
    monthly_rent_minor: string;
    deposit_minor: string;
    starts_on: string;
    ends_on: string;
    notice_given_on: string | null;
    total: number;
  }>(sql`
    select c.id, b.reference, p.title, p.city, u.name as unit_name, c.tenant_name, c.tenant_email, c.currency,
      c.monthly_rent_minor, c.deposit_minor, c.starts_on::text, c.ends_on::text, c.notice_given_on::text,
      count(*) over ()::int as total
    from rental_contracts c join properties p on p.id = c.property_id join units u on u.id = c.unit_id
    join bookings b on b.id = c.booking_id
    where ${scope}
    order by c.ends_on < current_date, c.starts_on desc, c.id
    limit ${CONTRACTS_PAGE_SIZE} offset ${offset}`);
  const ids = contracts.rows.map((row) => row.id);
  const invoices = ids.length
    ? await db.execute<{
        id: string;
        contract_id: string;
        kind: "deposit" | "rent";
        period_start: string;
        period_end: string;
        amount_minor: string;
        currency: string;
        status: "issued" | "paid" | "void";
        paid_at: Date | null;
        payment_reference: string;
      }>(sql`
        select id, contract_id, kind, period_start::text, period_end::text, amount_minor, currency, status, paid_at, payment_reference
        from rental_invoices where contract_id = any(${`{${ids.join(",")}}`}::uuid[])
        order by kind = 'rent', period_start desc`)
    : { rows: [] };
  const total = contracts.rows[0]?.total ?? 0;
  return {
    contracts: contracts.rows.map((row): RentalContractView => ({
      id: row.id,
      bookingReference: row.reference,
      propertyTitle: row.title,
      city: row.city,
      unitName: row.unit_name,
      tenantName: row.tenant_name,
      tenantEmail: row.tenant_email,
      currency: row.currency,
      monthlyRentMinor: Number(row.monthly_rent_minor),
      depositMinor: Number(row.deposit_minor),
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      noticeGivenOn: row.notice_given_on,
      invoices: invoices.rows
        .filter((invoice) => invoice.contract_id === row.id)
        .map((invoice) => ({
          id: invoice.id,
          kind: invoice.kind,
          periodStart: invoice.period_start,
          periodEnd: invoice.period_end,
          amountMinor: Number(invoice.amount_minor),
          currency: invoice.currency,
          status: invoice.status,
          paidAt: invoice.paid_at ? new Date(invoice.paid_at).toISOString() : null,
          paymentReference: invoice.payment_reference,
        })),
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / CONTRACTS_PAGE_SIZE)),
  };
}

export interface RentableUnit {
  unitId: string;
  label: string;
  currency: string;
}

/** The units a contract may be made for: listed or unlisted properties in the actor's scope. */
export async function rentableUnits(db: DbOrTx, { actor }: { actor: Actor }): Promise<RentableUnit[]> {
  const rows = await db.execute<{ id: string; title: string; city: string; name: string; currency: string }>(sql`
    select u.id, p.title, p.city, u.name, p.currency from units u join properties p on p.id = u.property_id
    where ${managedByActor(actor, "p")} and p.status in ('listed', 'unlisted') and p.type <> 'day_room'
    order by p.city, p.title, u.sort_order limit 1000`);
  return rows.rows.map((row) => ({
    unitId: row.id,
    label: `${row.city} · ${row.title} · ${row.name}`,
    currency: row.currency,
  }));
}
