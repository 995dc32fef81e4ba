/**
 * Issuing and voiding invoices (DOMAIN.md Money), always inside the caller's transaction. A number comes
 * from the issuer's counter row, locked and incremented by the same transaction that writes the invoice: a
 * second issuer waits for the first to commit, and a rolled-back issue rolls its increment back with it, so
 * no number is burnt or handed out twice. The unique index on (issuer, series, year, sequence) is the last word.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/server/db";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import { organisations } from "@/server/db/schema";
import { invoiceCounters, invoices, type InvoiceLine } from "../schema";
import { invoiceLifecycle } from "./lifecycle";
import { invoiceNumber, PLATFORM_ISSUER, PLATFORM_ISSUER_NAME, type InvoiceSeries } from "./numbering";

export type Invoice = typeof invoices.$inferSelect;

/**
 * Takes `count` numbers of a series (locking its counter row until the transaction ends); answers the first.
 * `INSERT … ON CONFLICT DO UPDATE` makes the first issue of a year and every later one the same statement.
 */
export async function takeNumbers(
  tx: DbOrTx,
  issuerKey: string,
  series: InvoiceSeries,
  year: number,
  count = 1,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ issuerKey, series, year, lastNumber: count })
    .onConflictDoUpdate({
      target: [invoiceCounters.issuerKey, invoiceCounters.series, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber - count + 1;
}

const GuestSource = z.object({
  booking_id: sqlTypes.uuid,
  reference: sqlTypes.text,
  guest_name: sqlTypes.text,
  guest_email: sqlTypes.text,
  check_in: sqlTypes.date,
  check_out: sqlTypes.date,
  currency: sqlTypes.text,
  total_minor: sqlTypes.bigint,
  // The booking's jsonb price lines, as checkout wrote them.
  price_lines: z.array(
    z.object({
      kind: z.string(),
      label: z.string(),
      quantity: z.number().optional(),
      unitAmountMinor: z.number().optional(),
      amountMinor: z.number(),
    }),
  ),
  property_id: sqlTypes.uuid,
  property_title: sqlTypes.text,
  organisation_id: sqlTypes.uuid,
  organisation_name: sqlTypes.text,
  sale_at: sqlTypes.timestamp,
});
type GuestSource = z.infer<typeof GuestSource>;

/** Paid bookings (a `booking_sale` entry) without a guest invoice; one booking, or all (optionally one organisation). */
async function guestSources(
  tx: DbOrTx,
  filter: { bookingId?: string; organisationId?: string },
): Promise<GuestSource[]> {
  const conditions = [sql`not exists (select 1 from invoices i where i.booking_id = b.id and i.kind = 'guest')`];
  if (filter.bookingId) conditions.push(sql`b.id = ${filter.bookingId}::uuid`);
  if (filter.organisationId) conditions.push(sql`p.organisation_id = ${filter.organisationId}::uuid`);
  return rowsOf(
    tx,
    GuestSource,
    sql`
    select b.id as booking_id, b.reference, b.guest_name, b.guest_email, b.check_in::text, b.check_out::text, b.currency,
      b.total_minor, b.price_lines, p.id as property_id, p.title as property_title, o.id as organisation_id,
      o.name as organisation_name, s.sale_at
    from bookings b
    join properties p on p.id = b.property_id
    join organisations o on o.id = p.organisation_id
    join lateral (select min(e.created_at) as sale_at from journal_entries e where e.booking_id = b.id and e.kind = 'booking_sale') s on s.sale_at is not null
    where ${sql.join(conditions, sql` and `)}
    order by s.sale_at, b.reference`,
  );
}

function guestLines(source: GuestSource): InvoiceLine[] {
  return source.price_lines.map((line) => ({
    label:
      line.kind === "stay"
        ? `${line.label} · ${source.property_title}, ${source.check_in} to ${source.check_out}`
        : line.label,
    quantity: line.quantity,
    unitAmountMinor: line.unitAmountMinor,
    amountMinor: line.amountMinor,
  }));
}

/**
 * Issues the guest invoices missing for paid bookings, in the supplier's name, numbered in the order of
 * their sales. `issuedAt` says when: now (the default), or, for data that pretends to have lived (the
 * demo), the sale's own time up to now. Answers how many were issued.
 */
export async function issueGuestInvoices(
  tx: DbOrTx,
  options: { bookingId?: string; organisationId?: string; issuedBy: string | null; now?: Date; dateOfSale?: boolean },
): Promise<Invoice[]> {
  const now = options.now ?? new Date();
  const sources = await guestSources(tx, options);
  const groups = new Map<
    string,
    { organisationId: string; year: number; items: { source: GuestSource; issuedAt: Date }[] }
  >();
  for (const source of sources) {
    const saleAt = new Date(source.sale_at);
    const issuedAt = options.dateOfSale && saleAt < now ? saleAt : now;
    const year = issuedAt.getUTCFullYear();
    const key = `${source.organisation_id}:${year}`;
    const group = groups.get(key) ?? { organisationId: source.organisation_id, year, items: [] };
    group.items.push({ source, issuedAt });
    groups.set(key, group);
  }
  const issued: Invoice[] = [];
  // A fixed order of locking (issuer, year) keeps two bulk issues from waiting on each other.
  for (const key of [...groups.keys()].sort()) {
    const group = groups.get(key)!;
    const first = await takeNumbers(tx, group.organisationId, "INV", group.year, group.items.length);
    const rows = group.items.map(({ source, issuedAt }, index) => ({
      kind: "guest" as const,
      number: invoiceNumber("INV", group.organisationId, group.year, first + index),
      issuerKey: group.organisationId,
      series: "INV",
      year: group.year,
      sequence: first + index,
      issuerName: source.organisation_name,
      organisationId: source.organisation_id,
      propertyId: source.property_id,
      bookingId: source.booking_id,
      billToName: source.guest_name,
      billToEmail: source.guest_email,
      currency: source.currency,
      lines: guestLines(source),
      totalMinor: source.total_minor,
      issuedAt,
      issuedBy: options.issuedBy,
    }));
    for (let start = 0; start < rows.length; start += 500)
      issued.push(
        ...(await tx
          .insert(invoices)
          .values(rows.slice(start, start + 500))
          .returning()),
      );
  }
  return issued;
}

/** The guest invoice of one booking, issued when its sale is posted (in that transaction); none twice. */
export async function issueGuestInvoice(
  tx: DbOrTx,
  bookingId: string,
  issuedBy: string | null,
): Promise<Invoice | null> {
  const [invoice] = await issueGuestInvoices(tx, { bookingId, issuedBy });
  return invoice ?? null;
}

/**
 * The commission invoice of an approved settlement: Staysia invoices the supplier for its commission and
 * management fee of the period. None when the fees net to nothing (refunds gave them back).
 */
export async function issueCommissionInvoice(
  tx: DbOrTx,
  settlement: {
    id: string;
    number: string;
    organisationId: string;
    currency: string;
    periodStart: string;
    periodEnd: string;
    commissionMinor: number;
    managementFeeMinor: number;
  },
  issuedBy: string | null,
  now = new Date(),
): Promise<Invoice | null> {
  const lines: InvoiceLine[] = [];
  const period = `${settlement.periodStart} to ${settlement.periodEnd}`;
  if (settlement.commissionMinor !== 0)
    lines.push({
      label: `Commission on stays, ${period} (settlement ${settlement.number})`,
      amountMinor: settlement.commissionMinor,
    });
  if (settlement.managementFeeMinor !== 0)
    lines.push({
      label: `Management fee, ${period} (settlement ${settlement.number})`,
      amountMinor: settlement.managementFeeMinor,
    });
  const totalMinor = settlement.commissionMinor + settlement.managementFeeMinor;
  if (totalMinor <= 0) return null;
  const [organisation] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, settlement.organisationId));
  const year = now.getUTCFullYear();
  const sequence = await takeNumbers(tx, PLATFORM_ISSUER, "INV", year);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      kind: "commission",
      number: invoiceNumber("INV", PLATFORM_ISSUER, year, sequence),
      issuerKey: PLATFORM_ISSUER,
      series: "INV",
      year,
      sequence,
      issuerName: PLATFORM_ISSUER_NAME,
      organisationId: settlement.organisationId,
      settlementId: settlement.id,
      billToName: organisation?.name ?? "Supplier",
      currency: settlement.currency,
      lines,
      totalMinor,
      issuedAt: now,
      issuedBy,
    })
    .returning();
  return invoice!;
}

export class InvoiceStateError extends Error {}

/**
 * Voids an invoice: it stays, marked void, and a credit note reverses it with its own number (its issuer's
 * `CN` series) and a reference to it. Answers the credit note.
 */
export async function voidInvoice(
  tx: DbOrTx,
  options: { invoiceId: string; reason: string; voidedBy: string | null; now?: Date },
): Promise<{ invoice: Invoice; creditNote: Invoice } | null> {
  const now = options.now ?? new Date();
  const [invoice] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.id, options.invoiceId))
    .for("update");
  if (!invoice) return null;
  const [current] = await tx
    .select()
    .from(invoices)
    .where(sql`${invoices.id} = ${options.invoiceId}::uuid`);
  if (current!.kind === "credit_note") throw new InvoiceStateError("A credit note cannot be voided.");
  const verdict = invoiceLifecycle.next(current!.status, "void", "finance", { number: current!.number });
  if (!verdict.ok) throw new InvoiceStateError(verdict.message);
  const [voided] = await tx
    .update(invoices)
    .set({ status: verdict.to, voidedAt: now, voidedBy: options.voidedBy, voidReason: options.reason })
    .where(sql`${invoices.id} = ${options.invoiceId}::uuid and ${invoices.status} = ${current!.status}`)
    .returning();
  const year = now.getUTCFullYear();
  const sequence = await takeNumbers(tx, current!.issuerKey, "CN", year);
  const [creditNote] = await tx
    .insert(invoices)
    .values({
      kind: "credit_note",
      number: invoiceNumber("CN", current!.issuerKey, year, sequence),
      issuerKey: current!.issuerKey,
      series: "CN",
      year,
      sequence,
      issuerName: current!.issuerName,
      organisationId: current!.organisationId,
      propertyId: current!.propertyId,
      bookingId: current!.bookingId,
      settlementId: current!.settlementId,
      creditsInvoiceId: current!.id,
      billToName: current!.billToName,
      billToEmail: current!.billToEmail,
      currency: current!.currency,
      lines: current!.lines.map((line) => ({
        ...line,
        unitAmountMinor: line.unitAmountMinor === undefined ? undefined : -line.unitAmountMinor,
        amountMinor: -line.amountMinor,
      })),
      totalMinor: -current!.totalMinor,
      issuedAt: now,
      issuedBy: options.voidedBy,
    })
    .returning();
  return { invoice: voided!, creditNote: creditNote! };
}
