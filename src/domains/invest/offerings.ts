/**
 * Offerings: made, opened and closed by staff (`/dashboard/investors`), listed to the public when open
 * (`/stay-invest`), and their subscriptions followed by staff. Every read takes the actor and its scope
 * (`investScopeOf`); the public list shows open offerings only and no holder.
 */
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { investScopeOf, type Actor, type UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { maybeRowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { aborted, invalidArgument, notFound } from "@/server/functions";
import { properties } from "@/domains/catalogue/schema";
import { offeringLifecycle, type OfferingEvent, type OfferingStatus } from "./lifecycle";
import { investOfferings, offeringStatus, subscriptionStatus } from "./schema";

export interface OfferingRow {
  id: string;
  propertyId: string;
  propertyTitle: string;
  city: string;
  currency: string;
  unitsIssued: number;
  unitsSold: number;
  unitsPaid: number;
  unitPriceMinor: number;
  investorShareBasisPoints: number;
  status: OfferingStatus;
  summary: string;
  holders: number;
  raisedMinor: number;
  distributions: number;
  createdAt: string;
}

// The sums and counts are cast to bigint, which client.ts reads as a number, like the bigint price; created_at is text.
const OfferingRaw = z.object({
  id: sqlTypes.uuid,
  property_id: sqlTypes.uuid,
  title: sqlTypes.text,
  city: sqlTypes.text,
  currency: sqlTypes.text,
  units_issued: sqlTypes.int,
  units_sold: sqlTypes.int,
  units_paid: sqlTypes.bigint,
  unit_price_minor: sqlTypes.bigint,
  investor_share_basis_points: sqlTypes.int,
  status: z.enum(offeringStatus.enumValues),
  summary: sqlTypes.text,
  holders: sqlTypes.bigint,
  raised_minor: sqlTypes.bigint,
  distributions: sqlTypes.bigint,
  created_at: sqlTypes.timestamp,
});
type Raw = z.infer<typeof OfferingRaw>;

const SubscriptionRaw = z.object({
  id: sqlTypes.uuid,
  name: sqlTypes.text,
  email: sqlTypes.text,
  units: sqlTypes.int,
  amount_minor: sqlTypes.bigint,
  currency: sqlTypes.text,
  status: z.enum(subscriptionStatus.enumValues),
  card_last4: sqlTypes.text.nullable(),
  created_at: sqlTypes.timestamp,
  total: sqlTypes.bigint,
});

const OfferablePropertyRow = z.object({
  id: sqlTypes.uuid,
  title: sqlTypes.text,
  city: sqlTypes.text,
  currency: sqlTypes.text,
});

const toRow = (row: Raw): OfferingRow => ({
  id: row.id,
  propertyId: row.property_id,
  propertyTitle: row.title,
  city: row.city,
  currency: row.currency,
  unitsIssued: row.units_issued,
  unitsSold: row.units_sold,
  unitsPaid: row.units_paid,
  unitPriceMinor: row.unit_price_minor,
  investorShareBasisPoints: row.investor_share_basis_points,
  status: row.status,
  summary: row.summary,
  holders: row.holders,
  raisedMinor: row.raised_minor,
  distributions: row.distributions,
  createdAt: new Date(row.created_at).toISOString(),
});

const selectOfferings = (condition: ReturnType<typeof sql>) => sql`
  select o.id, o.property_id, p.title, p.city, o.currency, o.units_issued, o.units_sold, o.unit_price_minor,
    o.investor_share_basis_points, o.status, o.summary, o.created_at,
    coalesce((select sum(s.units) from invest_subscriptions s where s.offering_id = o.id and s.status = 'paid'), 0)::bigint as units_paid,
    coalesce((select sum(s.amount_minor) from invest_subscriptions s where s.offering_id = o.id and s.status = 'paid'), 0)::bigint as raised_minor,
    (select count(distinct s.user_id) from invest_subscriptions s where s.offering_id = o.id and s.status = 'paid')::bigint as holders,
    (select count(*) from invest_distributions d where d.offering_id = o.id)::bigint as distributions
  from invest_offerings o join properties p on p.id = o.property_id
  where ${condition}
  order by case o.status when 'open' then 0 when 'funded' then 1 when 'draft' then 2 else 3 end, o.created_at desc, o.id`;

/** Every offering, for staff; nothing for anyone else. */
export async function listOfferings(db: DbOrTx, { actor }: { actor: Actor }): Promise<OfferingRow[]> {
  if (investScopeOf(actor).kind !== "all") return [];
  return (await rowsOf(db, OfferingRaw, selectOfferings(sql`true`))).map(toRow);
}

/** The open offerings anyone may buy units of (the public `/stay-invest` page). */
export async function openOfferings(db: DbOrTx): Promise<OfferingRow[]> {
  return (await rowsOf(db, OfferingRaw, selectOfferings(sql`o.status = 'open' and p.status = 'listed'`))).map(toRow);
}

export interface SubscriptionRow {
  id: string;
  investorName: string;
  investorEmail: string;
  units: number;
  amountMinor: number;
  currency: string;
  status: "pending" | "paid" | "failed";
  cardLast4: string | null;
  createdAt: string;
}

export const SUBSCRIPTIONS_PAGE_SIZE = 50;

/** An offering's subscriptions, newest first, for staff; null when the offering does not exist or is out of scope. */
export async function offeringSubscriptions(
  db: DbOrTx,
  { actor, offeringId, page = 1 }: { actor: Actor; offeringId: string; page?: number },
): Promise<{ offering: OfferingRow; rows: SubscriptionRow[]; total: number; page: number } | null> {
  if (investScopeOf(actor).kind !== "all") return null;
  if (!/^[0-9a-f-]{36}$/i.test(offeringId)) return null;
  const offering = await maybeRowOf(db, OfferingRaw, selectOfferings(sql`o.id = ${offeringId}::uuid`));
  if (!offering) return null;
  const rows = await rowsOf(
    db,
    SubscriptionRaw,
    sql`
    select s.id, u.name, u.email, s.units, s.amount_minor, s.currency, s.status, s.card_last4, s.created_at, count(*) over ()::bigint as total
    from invest_subscriptions s join auth_users u on u.id = s.user_id
    where s.offering_id = ${offeringId}::uuid
    order by s.created_at desc, s.id
    limit ${SUBSCRIPTIONS_PAGE_SIZE} offset ${(page - 1) * SUBSCRIPTIONS_PAGE_SIZE}`,
  );
  return {
    offering: toRow(offering),
    page,
    total: rows[0]?.total ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      investorName: row.name,
      investorEmail: row.email,
      units: row.units,
      amountMinor: row.amount_minor,
      currency: row.currency,
      status: row.status,
      cardLast4: row.card_last4,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** The properties staff may make an offering on: listed, without an offering that is not closed. */
export async function offerableProperties(db: DbOrTx, { actor }: { actor: Actor }) {
  if (investScopeOf(actor).kind !== "all") return [];
  return rowsOf(
    db,
    OfferablePropertyRow,
    sql`
      select p.id, p.title, p.city, p.currency from properties p
      where p.status = 'listed' and not exists (select 1 from invest_offerings o where o.property_id = p.id and o.status <> 'closed')
      order by p.city, p.title, p.id limit 2000`,
  );
}

export interface NewOffering {
  propertyId: string;
  unitsIssued: number;
  unitPriceMinor: number;
  investorShareBasisPoints: number;
  summary: string;
  /** Open it for sale at once (otherwise it stays a draft). */
  open: boolean;
}

/** Makes an offering on a property, priced in the property's currency. */
export async function createOffering(tx: DbOrTx, actor: UserActor, input: NewOffering) {
  const [property] = await tx
    .select({ id: properties.id, currency: properties.currency, status: properties.status })
    .from(properties)
    .where(eq(properties.id, input.propertyId))
    .for("update");
  if (!property) throw notFound("There is no such property.");
  if (property.status !== "listed") throw invalidArgument("Offerings are made on listed properties only.");
  const [live] = await tx
    .select({ id: investOfferings.id })
    .from(investOfferings)
    .where(and(eq(investOfferings.propertyId, input.propertyId), sql`${investOfferings.status} <> 'closed'`));
  if (live) throw aborted("This property already has an offering that is not closed. Close it first.");
  const now = new Date();
  const [offering] = await tx
    .insert(investOfferings)
    .values({
      propertyId: property.id,
      currency: property.currency,
      unitsIssued: input.unitsIssued,
      unitPriceMinor: input.unitPriceMinor,
      investorShareBasisPoints: input.investorShareBasisPoints,
      summary: input.summary,
      status: input.open ? "open" : "draft",
      openedAt: input.open ? now : null,
      createdBy: actor.userId,
    })
    .returning();
  return offering!;
}

/** Opens a draft or closes an offering (ends the sale of units; holders keep theirs). */
export async function changeOfferingStatus(tx: DbOrTx, { id, event }: { id: string; event: OfferingEvent }) {
  const [offering] = await tx.select().from(investOfferings).where(eq(investOfferings.id, id)).for("update");
  if (!offering) throw notFound("There is no such offering.");
  const verdict = offeringLifecycle.next(offering.status, event, "staff");
  if (!verdict.ok) throw aborted(verdict.message);
  const to = verdict.to;
  const now = new Date();
  const [changed] = await tx
    .update(investOfferings)
    .set({ status: to, ...(to === "open" ? { openedAt: now } : {}), ...(to === "closed" ? { closedAt: now } : {}) })
    .where(and(eq(investOfferings.id, id), eq(investOfferings.status, offering.status)))
    .returning();
  if (!changed) throw aborted("This offering changed in the meantime. Reload and try again.");
  return { from: offering.status, offering: changed };
}
