/**
 * /dashboard/travelInsurance: the policies in the viewer's insurance scope (`insuranceScopeOf`), filtered and
 * paged, with their claims and the claims' history. The insurer reads policy rows only: travellers, dates,
 * the place's city and country, the premium; never the booking behind them.
 */
import { asc, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { insuranceScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { orderBySql, sortableIds, type ListOrder, type ListSort } from "@/server/db/list-order";
import { maybeRowOf, rowsOf, sqlTypes } from "@/server/db/rows";
import { CLAIM_STATUSES, type ClaimStatus } from "./rules";
import { insuranceClaimEvents, insuranceClaims } from "./schema";
import { parseDay } from "@/lib/dates";

export const POLICIES_PAGE_SIZE = 50;
export const POLICY_STATUSES = ["active", "cancelled", "claim_open"] as const;
export type PolicyStatusFilter = (typeof POLICY_STATUSES)[number];
export const POLICY_COUNTRIES = ["malaysia", "philippines", "indonesia", "thailand"] as const;

export interface PolicyFilters {
  /** Issue dates (UTC), both included. */
  from?: string;
  to?: string;
  status?: PolicyStatusFilter;
  country?: (typeof POLICY_COUNTRIES)[number];
  page: number;
}

/** The filters of the page's address, with anything malformed dropped. */
export function policyFiltersFrom(params: Record<string, string | string[] | undefined>): PolicyFilters {
  const one = (name: string) => (typeof params[name] === "string" ? (params[name] as string) : undefined);
  // One reader of URL dates (lib/dates.ts): 2026-02-31 is not a day, though Date.parse reads it as 3 March.
  const day = (name: string) => parseDay(one(name));
  const status = one("status");
  const country = one("country");
  const page = Number(one("page") ?? "1");
  return {
    from: day("from"),
    to: day("to"),
    status: (POLICY_STATUSES as readonly string[]).includes(status ?? "") ? (status as PolicyStatusFilter) : undefined,
    country: (POLICY_COUNTRIES as readonly string[]).includes(country ?? "")
      ? (country as PolicyFilters["country"])
      : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function policyFiltersQuery(filters: Omit<PolicyFilters, "page"> & { page?: number }): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && !(key === "page" && value === 1)) query.set(key, String(value));
  return query.toString();
}

/** The scope as a condition on `insurance_policies ip`, or null when the actor sees no policies. */
function scopeSql(actor: Actor): SQL | null {
  const scope = insuranceScopeOf(actor);
  if (scope.kind === "all") return sql`true`;
  if (scope.kind === "insurer") return sql`ip.insurer_organisation_id = ${scope.organisationId}::uuid`;
  return null;
}

function whereOf(actor: Actor, filters: Omit<PolicyFilters, "page">): SQL | null {
  const scope = scopeSql(actor);
  if (!scope) return null;
  const conditions: SQL[] = [scope];
  if (filters.from) conditions.push(sql`ip.issued_at >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`ip.issued_at < ${filters.to}::date + 1`);
  if (filters.country) conditions.push(sql`ip.country = ${filters.country}`);
  if (filters.status === "active" || filters.status === "cancelled")
    conditions.push(sql`ip.status = ${filters.status}`);
  if (filters.status === "claim_open")
    conditions.push(
      sql`exists (select 1 from insurance_claims c where c.policy_id = ip.id and c.status in ('opened', 'approved'))`,
    );
  return sql.join(conditions, sql` and `);
}

export interface ClaimEvent {
  at: string;
  from: ClaimStatus | null;
  to: ClaimStatus;
  note: string;
  by: string | null;
}

export interface PolicyClaim {
  id: string;
  status: ClaimStatus;
  summary: string;
  openedAt: string;
  events: ClaimEvent[];
}

export interface PolicyRow {
  id: string;
  number: string;
  issuedAt: string;
  leadTraveller: string;
  travellers: number;
  coverStart: string;
  coverEnd: string;
  city: string;
  country: string;
  currency: string;
  premiumMinor: number;
  refundedMinor: number;
  status: "active" | "cancelled";
  insurer: string;
  claims: PolicyClaim[];
}

const PolicySqlRow = z.object({
  id: sqlTypes.uuid,
  number: sqlTypes.text,
  issued_at: sqlTypes.timestamp,
  lead_traveller: sqlTypes.text,
  travellers: sqlTypes.int,
  cover_start: sqlTypes.date,
  cover_end: sqlTypes.date,
  city: sqlTypes.text,
  country: sqlTypes.text,
  currency: sqlTypes.text,
  premium_minor: sqlTypes.bigint,
  refunded_minor: sqlTypes.bigint,
  status: z.enum(["active", "cancelled"]),
  insurer: sqlTypes.text,
});
type PolicySqlRow = z.infer<typeof PolicySqlRow>;

const POLICY_COLUMNS = sql`ip.id, ip.number, ip.issued_at, ip.lead_traveller, ip.travellers, ip.cover_start::text as cover_start,
  ip.cover_end::text as cover_end, ip.city, ip.country::text as country, ip.currency, ip.premium_minor, ip.refunded_minor, ip.status, o.name as insurer`;

function policyOf(row: PolicySqlRow, claims: PolicyClaim[]): PolicyRow {
  return {
    id: row.id,
    number: row.number,
    issuedAt: new Date(row.issued_at).toISOString(),
    leadTraveller: row.lead_traveller,
    travellers: row.travellers,
    coverStart: row.cover_start,
    coverEnd: row.cover_end,
    city: row.city,
    country: row.country,
    currency: row.currency,
    premiumMinor: row.premium_minor,
    refundedMinor: row.refunded_minor,
    status: row.status,
    insurer: row.insurer,
    claims,
  };
}

async function claimsOf(db: DbOrTx, policyIds: string[]): Promise<Map<string, PolicyClaim[]>> {
  const byPolicy = new Map<string, PolicyClaim[]>();
  if (policyIds.length === 0) return byPolicy;
  const claims = await db
    .select({
      id: insuranceClaims.id,
      policyId: insuranceClaims.policyId,
      status: insuranceClaims.status,
      summary: insuranceClaims.summary,
      openedAt: insuranceClaims.openedAt,
    })
    .from(insuranceClaims)
    .where(inArray(insuranceClaims.policyId, policyIds))
    .orderBy(asc(insuranceClaims.openedAt), asc(insuranceClaims.id));
  const events = await db
    .select({
      claimId: insuranceClaimEvents.claimId,
      at: insuranceClaimEvents.at,
      fromStatus: insuranceClaimEvents.fromStatus,
      toStatus: insuranceClaimEvents.toStatus,
      note: insuranceClaimEvents.note,
      actorEmail: insuranceClaimEvents.actorEmail,
    })
    .from(insuranceClaimEvents)
    .innerJoin(insuranceClaims, sql`${insuranceClaims.id} = ${insuranceClaimEvents.claimId}`)
    .where(inArray(insuranceClaims.policyId, policyIds))
    .orderBy(asc(insuranceClaimEvents.at), asc(insuranceClaimEvents.id));
  const eventsOf = new Map<string, ClaimEvent[]>();
  for (const event of events) {
    const list = eventsOf.get(event.claimId) ?? [];
    list.push({
      at: event.at.toISOString(),
      from: event.fromStatus,
      to: event.toStatus,
      note: event.note,
      by: event.actorEmail,
    });
    eventsOf.set(event.claimId, list);
  }
  for (const claim of claims) {
    const list = byPolicy.get(claim.policyId) ?? [];
    list.push({
      id: claim.id,
      status: claim.status,
      summary: claim.summary,
      openedAt: claim.openedAt.toISOString(),
      events: eventsOf.get(claim.id) ?? [],
    });
    byPolicy.set(claim.policyId, list);
  }
  return byPolicy;
}

export interface PolicyList {
  rows: PolicyRow[];
  total: number;
  page: number;
  pages: number;
  /** Premiums kept (sold minus refunded) of every policy matching the filters, per currency. */
  premiums: { currency: string; policies: number; premiumMinor: number }[];
}

/**
 * The ways a page of policies sorts in the query (newest issued first without a sort): cover by its start then
 * its end, the place by country then city, premiums within a currency.
 */
const policyOrder: ListOrder<"issued" | "number" | "traveller" | "cover" | "place" | "premium"> = {
  columns: {
    issued: sql`ip.issued_at`,
    number: sql`ip.number`,
    traveller: sql`ip.lead_traveller`,
    cover: [sql`ip.cover_start`, sql`ip.cover_end`],
    place: [sql`ip.country::text`, sql`ip.city`],
    premium: [sql`ip.currency`, sql`ip.premium_minor`],
  },
  fallback: sql`ip.issued_at desc, ip.number desc`,
  tieBreaker: sql`ip.id`,
};
export const POLICY_SORTABLE = sortableIds(policyOrder);

/** One page of policies with their claims (newest issued first unless `sort` asks otherwise); null when the actor sees no policies at all. */
export async function listPolicies(
  db: DbOrTx,
  { actor, filters, sort }: { actor: Actor; filters: PolicyFilters; sort?: ListSort },
): Promise<PolicyList | null> {
  const where = whereOf(actor, filters);
  if (!where) return null;
  const totals = await rowsOf(
    db,
    // count(*) is bigint (a number); sum() of bigint is numeric (text).
    z.object({ currency: sqlTypes.text, policies: sqlTypes.bigint, premium: sqlTypes.numeric }),
    sql`select ip.currency, count(*) as policies, sum(ip.premium_minor - ip.refunded_minor) as premium from insurance_policies ip where ${where} group by ip.currency order by ip.currency`,
  );
  const total = totals.reduce((sum, row) => sum + row.policies, 0);
  const pages = Math.max(1, Math.ceil(total / POLICIES_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const rows = await rowsOf(
    db,
    PolicySqlRow,
    sql`select ${POLICY_COLUMNS} from insurance_policies ip join organisations o on o.id = ip.insurer_organisation_id
      where ${where} ${orderBySql(policyOrder, sort)} limit ${POLICIES_PAGE_SIZE} offset ${(page - 1) * POLICIES_PAGE_SIZE}`,
  );
  const claims = await claimsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => policyOf(row, claims.get(row.id) ?? [])),
    total,
    page,
    pages,
    premiums: totals.map((row) => ({
      currency: row.currency,
      policies: row.policies,
      premiumMinor: Number(row.premium),
    })),
  };
}

/** Every policy matching the filters (the CSV export), without claim histories. */
export async function exportPolicies(
  db: DbOrTx,
  { actor, filters }: { actor: Actor; filters: Omit<PolicyFilters, "page"> },
): Promise<(PolicyRow & { openClaims: number })[] | null> {
  const where = whereOf(actor, filters);
  if (!where) return null;
  const rows = await rowsOf(
    db,
    PolicySqlRow.extend({ open_claims: sqlTypes.bigint }),
    sql`select ${POLICY_COLUMNS}, (select count(*) from insurance_claims c where c.policy_id = ip.id and c.status in ('opened', 'approved')) as open_claims
      from insurance_policies ip join organisations o on o.id = ip.insurer_organisation_id where ${where} order by ip.issued_at desc, ip.number desc limit 100000`,
  );
  return rows.map((row) => ({ ...policyOf(row, []), openClaims: row.open_claims }));
}

/** A policy in the actor's scope by its number, locked when asked (claims are opened on it). */
export async function policyInScope(
  db: DbOrTx,
  { actor, number }: { actor: Actor; number: string },
): Promise<{ id: string; status: "active" | "cancelled" } | null> {
  const scope = scopeSql(actor);
  if (!scope) return null;
  return maybeRowOf(
    db,
    z.object({ id: sqlTypes.uuid, status: z.enum(["active", "cancelled"]) }),
    sql`select ip.id, ip.status from insurance_policies ip where ip.number = ${number} and ${scope}`,
  );
}

/** A claim on a policy in the actor's scope, locked for a change. */
export async function claimInScope(
  db: DbOrTx,
  { actor, claimId }: { actor: Actor; claimId: string },
): Promise<{ id: string; status: ClaimStatus; number: string } | null> {
  const scope = scopeSql(actor);
  if (!scope) return null;
  return maybeRowOf(
    db,
    z.object({ id: sqlTypes.uuid, status: z.enum(CLAIM_STATUSES), number: sqlTypes.text }),
    sql`select c.id, c.status, ip.number from insurance_claims c join insurance_policies ip on ip.id = c.policy_id where c.id = ${claimId}::uuid and ${scope} for update of c`,
  );
}

/** A guest's own policy as the checkout's confirmation shows it. */
export type OwnPolicy = {
  number: string;
  status: "active" | "cancelled";
  coverStart: string;
  coverEnd: string;
  travellers: number;
  insurerName: string;
};

/**
 * The travel insurance policy of one of the signed-in guest's bookings, by the booking's reference: null when the
 * booking bought none, its sale is not posted yet (the policy is issued with it), or it is someone else's.
 */
export async function findOwnPolicy(
  db: DbOrTx,
  { actor, bookingReference }: { actor: Actor; bookingReference: string },
): Promise<OwnPolicy | null> {
  if (actor.kind !== "user") return null;
  // At most one: a booking has one policy (insurance_policies.booking_id is unique).
  return maybeRowOf(
    db,
    z.object({
      number: sqlTypes.text,
      status: z.enum(["active", "cancelled"]),
      coverStart: sqlTypes.text,
      coverEnd: sqlTypes.text,
      travellers: sqlTypes.int,
      insurerName: sqlTypes.text,
    }),
    sql`
    select p.number, p.status, to_char(p.cover_start, 'YYYY-MM-DD') as "coverStart", to_char(p.cover_end, 'YYYY-MM-DD') as "coverEnd",
      p.travellers, o.name as "insurerName"
    from insurance_policies p
      join bookings b on b.id = p.booking_id
      join organisations o on o.id = p.insurer_organisation_id
    where b.reference = ${bookingReference.trim().toUpperCase()} and b.guest_user_id = ${actor.userId}`,
  );
}
