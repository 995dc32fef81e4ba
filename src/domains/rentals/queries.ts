import { sql } from "drizzle-orm";
import { z } from "zod";
import { managedByActor } from "@/domains/catalogue";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { orderBySql, sortableIds, type ListOrder, type ListSort } from "@/server/db/list-order";
import { rowsOf, sqlTypes } from "@/server/db/rows";

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
  /** Today where the property is (its time zone): by this day the contract has ended, or may still change its end. */
  today: string;
  invoices: RentalInvoiceView[];
  /** The deposit given back at move-out, or null while it is held (or there is none). */
  depositReturn: DepositReturnView | null;
}

export interface DepositReturnView {
  returnedMinor: number;
  deductedMinor: number;
  deductions: { reason: string; amountMinor: number }[];
  reference: string;
  returnedAt: string;
}

/**
 * The ways a page of contracts sorts in the query (without a sort: current ones first, latest start first);
 * the place by property then unit, rent within a currency.
 */
const contractOrder: ListOrder<"starts" | "ends" | "tenant" | "place" | "rent" | "booking"> = {
  columns: {
    starts: sql`c.starts_on`,
    ends: sql`c.ends_on`,
    tenant: sql`c.tenant_name`,
    place: [sql`p.title`, sql`u.name`],
    rent: [sql`c.currency`, sql`c.monthly_rent_minor`],
    booking: sql`b.reference`,
  },
  // A contract has ended when its last day is before today where the property is (SPEC.md: a property's dates are
  // its own time zone's), not before the database's date.
  fallback: sql`c.ends_on < (now() at time zone p.time_zone)::date, c.starts_on desc, c.id`,
  tieBreaker: sql`c.id`,
};
export const CONTRACT_SORTABLE = sortableIds(contractOrder);

/**
 * Monthly rental contracts in the actor's property scope (operations: managed properties; suppliers: their
 * organisation's; staff: all), current ones first unless `sort` asks otherwise, with every invoice.
 */
export async function listContracts(
  db: DbOrTx,
  { actor, page, sort }: { actor: Actor; page: number; sort?: ListSort },
) {
  const scope = managedByActor(actor, "p");
  const offset = (page - 1) * CONTRACTS_PAGE_SIZE;
  const contracts = await rowsOf(
    db,
    z.object({
      id: sqlTypes.uuid,
      reference: sqlTypes.text,
      title: sqlTypes.text,
      city: sqlTypes.text,
      unit_name: sqlTypes.text,
      tenant_name: sqlTypes.text,
      tenant_email: sqlTypes.text,
      currency: sqlTypes.text,
      monthly_rent_minor: sqlTypes.bigint,
      deposit_minor: sqlTypes.bigint,
      starts_on: sqlTypes.date,
      ends_on: sqlTypes.date,
      notice_given_on: sqlTypes.date.nullable(),
      property_today: sqlTypes.date,
      returned_minor: sqlTypes.bigint.nullable(),
      deducted_minor: sqlTypes.bigint.nullable(),
      deductions: z.array(z.object({ reason: z.string(), amountMinor: z.number() })).nullable(),
      return_reference: sqlTypes.text.nullable(),
      returned_at: sqlTypes.timestamp.nullable(),
      total: sqlTypes.int,
    }),
    sql`
    select c.id, b.reference, p.title, p.city, u.name as unit_name, c.tenant_name, c.tenant_email, c.currency,
      c.monthly_rent_minor, c.deposit_minor, c.starts_on::text, c.ends_on::text, c.notice_given_on::text,
      (now() at time zone p.time_zone)::date::text as property_today,
      r.returned_minor, r.deducted_minor, r.deductions, r.reference as return_reference, r.returned_at,
      count(*) over ()::int as total
    from rental_contracts c join properties p on p.id = c.property_id join units u on u.id = c.unit_id
    join bookings b on b.id = c.booking_id
    left join rental_deposit_returns r on r.contract_id = c.id
    where ${scope}
    ${orderBySql(contractOrder, sort)}
    limit ${CONTRACTS_PAGE_SIZE} offset ${offset}`,
  );
  const ids = contracts.map((row) => row.id);
  const invoices = ids.length
    ? await rowsOf(
        db,
        z.object({
          id: sqlTypes.uuid,
          contract_id: sqlTypes.uuid,
          kind: z.enum(["deposit", "rent"]),
          period_start: sqlTypes.date,
          period_end: sqlTypes.date,
          amount_minor: sqlTypes.bigint,
          currency: sqlTypes.text,
          status: z.enum(["issued", "paid", "void"]),
          paid_at: sqlTypes.timestamp.nullable(),
          payment_reference: sqlTypes.text,
        }),
        sql`
        select id, contract_id, kind, period_start::text, period_end::text, amount_minor, currency, status, paid_at, payment_reference
        from rental_invoices where contract_id = any(${`{${ids.join(",")}}`}::uuid[])
        order by kind = 'rent', period_start desc`,
      )
    : [];
  const total = contracts[0]?.total ?? 0;
  return {
    contracts: contracts.map((row): RentalContractView => ({
      id: row.id,
      bookingReference: row.reference,
      propertyTitle: row.title,
      city: row.city,
      unitName: row.unit_name,
      tenantName: row.tenant_name,
      tenantEmail: row.tenant_email,
      currency: row.currency,
      monthlyRentMinor: row.monthly_rent_minor,
      depositMinor: row.deposit_minor,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      noticeGivenOn: row.notice_given_on,
      today: row.property_today,
      depositReturn:
        row.returned_at === null
          ? null
          : {
              returnedMinor: row.returned_minor ?? 0,
              deductedMinor: row.deducted_minor ?? 0,
              deductions: row.deductions ?? [],
              reference: row.return_reference ?? "",
              returnedAt: new Date(row.returned_at).toISOString(),
            },
      invoices: invoices
        .filter((invoice) => invoice.contract_id === row.id)
        .map((invoice) => ({
          id: invoice.id,
          kind: invoice.kind,
          periodStart: invoice.period_start,
          periodEnd: invoice.period_end,
          amountMinor: invoice.amount_minor,
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

/** The units a contract may be made for: units on sale of listed or unlisted properties in the actor's scope. */
export async function rentableUnits(db: DbOrTx, { actor }: { actor: Actor }): Promise<RentableUnit[]> {
  const rows = await rowsOf(
    db,
    z.object({
      id: sqlTypes.uuid,
      title: sqlTypes.text,
      city: sqlTypes.text,
      name: sqlTypes.text,
      currency: sqlTypes.text,
    }),
    sql`
    select u.id, p.title, p.city, u.name, p.currency from units u join properties p on p.id = u.property_id
    where ${managedByActor(actor, "p")} and p.status in ('listed', 'unlisted') and p.type <> 'day_room'
      and u.archived_at is null
    order by p.city, p.title, u.sort_order limit 1000`,
  );
  return rows.map((row) => ({
    unitId: row.id,
    label: `${row.city} · ${row.title} · ${row.name}`,
    currency: row.currency,
  }));
}
