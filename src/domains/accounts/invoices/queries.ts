/**
 * Reading invoices in the viewer's invoice scope (`invoiceScopeOf`): staff, operators and accountants all;
 * a supplier the guest invoices issued in its name and the commission invoices addressed to it (with their
 * credit notes); operations users the guest invoices of managed properties.
 */
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { invoiceScopeOf, mayReadBookingReceipt, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { byLabel, orderBySql, sortableIds, type ListOrder, type ListSort } from "@/server/db/list-order";
import { maybeRowOf, rowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import type { InvoiceLine } from "../schema";

export const INVOICE_KINDS = ["guest", "commission", "credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  guest: "Guest invoice",
  commission: "Commission invoice",
  credit_note: "Credit note",
};
export const INVOICE_STATUSES = ["issued", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { issued: "Issued", void: "Void" };
export const INVOICES_PAGE_SIZE = 50;

export interface InvoiceFilters {
  kind?: InvoiceKind;
  status?: InvoiceStatus;
  /** Issue dates, both included (UTC). */
  from?: string;
  to?: string;
  propertyId?: string;
  page: number;
}

export interface InvoiceRow {
  id: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  number: string;
  issuedAt: string;
  issuerName: string;
  billToName: string;
  currency: string;
  totalMinor: number;
  bookingReference: string | null;
  settlementNumber: string | null;
  propertyTitle: string | null;
  /** A credit note's invoice, or a void invoice's credit note. */
  relatedNumber: string | null;
  relatedId: string | null;
}

function scopeSql(actor: Actor): SQL | null {
  const scope = invoiceScopeOf(actor);
  switch (scope.kind) {
    case "none":
      return null;
    case "all":
      return sql`true`;
    case "organisation":
      return sql`i.organisation_id = ${scope.organisationId}::uuid`;
    case "managed":
      return sql`i.kind <> 'commission' and i.property_id in (select id from properties where managed)`;
  }
}

const Row = z.object({
  id: sqlTypes.uuid,
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  number: sqlTypes.text,
  issued_at: sqlTypes.timestamp,
  issuer_name: sqlTypes.text,
  bill_to_name: sqlTypes.text,
  currency: sqlTypes.text,
  total_minor: sqlTypes.bigint,
  booking_reference: sqlTypes.text.nullable(),
  settlement_number: sqlTypes.text.nullable(),
  property_title: sqlTypes.text.nullable(),
  related_number: sqlTypes.text.nullable(),
  related_id: sqlTypes.uuid.nullable(),
});
type Row = z.infer<typeof Row>;

const selectSql = sql`
  select i.id, i.kind, i.status, i.number, i.issued_at, i.issuer_name, i.bill_to_name, i.currency, i.total_minor,
    b.reference as booking_reference, s.number as settlement_number, p.title as property_title,
    coalesce(credited.number, credit.number) as related_number, coalesce(credited.id, credit.id) as related_id
  from invoices i
  left join bookings b on b.id = i.booking_id
  left join settlements s on s.id = i.settlement_id
  left join properties p on p.id = i.property_id
  left join invoices credited on credited.id = i.credits_invoice_id
  left join invoices credit on credit.credits_invoice_id = i.id`;

function toRow(row: Row): InvoiceRow {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    number: row.number,
    issuedAt: new Date(row.issued_at).toISOString(),
    issuerName: row.issuer_name,
    billToName: row.bill_to_name,
    currency: row.currency,
    totalMinor: row.total_minor,
    bookingReference: row.booking_reference,
    settlementNumber: row.settlement_number,
    propertyTitle: row.property_title,
    relatedNumber: row.related_number,
    relatedId: row.related_id,
  };
}

/** The columns a page of invoices sorts by in the query (newest first without a sort); totals within a currency. */
const invoiceOrder: ListOrder<"number" | "kind" | "issued" | "issuer" | "billTo" | "status" | "total"> = {
  columns: {
    number: sql`i.number`,
    kind: byLabel(sql`i.kind`, INVOICE_KIND_LABELS),
    issued: sql`i.issued_at`,
    issuer: sql`i.issuer_name`,
    billTo: sql`i.bill_to_name`,
    status: byLabel(sql`i.status`, INVOICE_STATUS_LABELS),
    total: [sql`i.currency`, sql`i.total_minor`],
  },
  fallback: sql`i.issued_at desc, i.number desc`,
  tieBreaker: sql`i.id`,
};
export const INVOICE_SORTABLE = sortableIds(invoiceOrder);

/** A page of invoices (newest first unless `sort` asks otherwise), with the count of everything the filters match. */
export async function listInvoices(
  db: DbOrTx,
  { actor, filters, sort }: { actor: Actor; filters: InvoiceFilters; sort?: ListSort },
) {
  const scope = scopeSql(actor);
  if (!scope) return { rows: [] as InvoiceRow[], total: 0, page: 1, pages: 1 };
  const conditions = [scope];
  if (filters.kind) conditions.push(sql`i.kind = ${filters.kind}`);
  if (filters.status) conditions.push(sql`i.status = ${filters.status}`);
  if (filters.from) conditions.push(sql`i.issued_at >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`i.issued_at < ${filters.to}::date + 1`);
  if (filters.propertyId) conditions.push(sql`i.property_id = ${filters.propertyId}::uuid`);
  const where = sql.join(conditions, sql` and `);
  const offset = (filters.page - 1) * INVOICES_PAGE_SIZE;
  const [page, count] = await Promise.all([
    rowsOf(
      db,
      Row,
      sql`${selectSql} where ${where} ${orderBySql(invoiceOrder, sort)} limit ${INVOICES_PAGE_SIZE} offset ${offset}`,
    ),
    rowOf(db, z.object({ total: sqlTypes.int }), sql`select count(*)::int as total from invoices i where ${where}`),
  ]);
  const total = count.total;
  return {
    rows: page.map(toRow),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / INVOICES_PAGE_SIZE)),
  };
}

/** One invoice with its lines; null when missing or outside the viewer's scope. */
export async function findInvoice(db: DbOrTx, { actor, id }: { actor: Actor; id: string }) {
  const scope = scopeSql(actor);
  if (!scope || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const found = await maybeRowOf(db, Row, sql`${selectSql} where ${scope} and i.id = ${id}::uuid`);
  return found ? withDetails(db, found) : null;
}

/** An invoice's row with what its document prints besides: its lines, the addressee's email, the stay. */
async function withDetails(db: DbOrTx, found: Row) {
  const details = await rowOf(
    db,
    z.object({
      // jsonb written by the invoice issuer (issue.ts) in its own shape.
      lines: z.array(z.custom<InvoiceLine>((line) => typeof line === "object" && line !== null)),
      bill_to_email: sqlTypes.text.nullable(),
      void_reason: sqlTypes.text.nullable(),
      voided_at: sqlTypes.timestamp.nullable(),
      year: sqlTypes.int,
      check_in: sqlTypes.date.nullable(),
      check_out: sqlTypes.date.nullable(),
    }),
    sql`
      select i.lines, i.bill_to_email, i.void_reason, i.voided_at, i.year, b.check_in::text, b.check_out::text
      from invoices i left join bookings b on b.id = i.booking_id where i.id = ${found.id}::uuid`,
  );
  return {
    invoice: toRow(found),
    lines: details.lines,
    billToEmail: details.bill_to_email,
    voidReason: details.void_reason,
    voidedAt: details.voided_at ? new Date(details.voided_at).toISOString() : null,
    stay: details.check_in && details.check_out ? { checkIn: details.check_in, checkOut: details.check_out } : null,
  };
}

/** One of a booking's documents as its guest sees it listed: the invoice, and a credit note if it was voided. */
export interface GuestInvoiceLink {
  number: string;
  kind: "guest" | "credit_note";
  status: InvoiceStatus;
}

/**
 * The guest invoices and credit notes of the actor's own bookings among `references` (those their account made:
 * `guest_user_id`, the receipt's rule), by reference, oldest first. Staff read them on the invoices page.
 */
export async function guestInvoicesOf(
  db: DbOrTx,
  { actor, references }: { actor: Actor; references: string[] },
): Promise<Map<string, GuestInvoiceLink[]>> {
  const found = new Map<string, GuestInvoiceLink[]>();
  if (actor.kind !== "user" || references.length === 0) return found;
  const rows = await rowsOf(
    db,
    z.object({
      reference: sqlTypes.text,
      number: sqlTypes.text,
      kind: z.enum(["guest", "credit_note"]),
      status: z.enum(INVOICE_STATUSES),
    }),
    sql`
      select b.reference, i.number, i.kind, i.status
      from bookings b join invoices i on i.booking_id = b.id and i.kind in ('guest', 'credit_note')
      where b.reference in (${sql.join(
        references.map((reference) => sql`${reference}`),
        sql`, `,
      )}) and b.guest_user_id = ${actor.userId}
      order by i.issued_at, i.number`,
  );
  for (const { reference, ...link } of rows) found.set(reference, [...(found.get(reference) ?? []), link]);
  return found;
}

/**
 * A guest invoice or credit note of one booking by its number, for whoever may read the booking's receipt
 * (`mayReadBookingReceipt`: its guest and staff); null for anyone else, so the answer never says whether
 * another guest's document exists.
 */
export async function findGuestInvoice(
  db: DbOrTx,
  { actor, reference, number }: { actor: Actor; reference: string; number: string },
) {
  const booking = await maybeRowOf(
    db,
    z.object({
      id: sqlTypes.uuid,
      guest_user_id: sqlTypes.text.nullable(),
      organisation_id: sqlTypes.uuid,
      managed: sqlTypes.boolean,
    }),
    sql`
      select b.id, b.guest_user_id, p.organisation_id, p.managed
      from bookings b join properties p on p.id = b.property_id where b.reference = ${reference}`,
  );
  if (
    !booking ||
    !mayReadBookingReceipt(
      actor,
      { guestUserId: booking.guest_user_id },
      { organisationId: booking.organisation_id, managed: booking.managed },
    )
  )
    return null;
  const found = await maybeRowOf(
    db,
    Row,
    sql`${selectSql} where i.booking_id = ${booking.id}::uuid and i.kind in ('guest', 'credit_note')
      and i.number = ${number}`,
  );
  return found ? withDetails(db, found) : null;
}

export type FoundInvoice = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

/** The properties an invoice filter offers: those with invoices in scope. */
export async function invoicePropertyChoices(db: DbOrTx, { actor }: { actor: Actor }) {
  const scope = scopeSql(actor);
  if (!scope) return [];
  return rowsOf(
    db,
    z.object({ id: sqlTypes.uuid, title: sqlTypes.text }),
    sql`
    select p.id, p.title from properties p
    where p.id in (select i.property_id from invoices i where ${scope} and i.property_id is not null)
    order by p.title limit 2000`,
  );
}
