/**
 * /dashboard/travelInsurance: the policies in the viewer's insurance scope (`insuranceScopeOf`), filtered and
 * paged, with their claims and the claims' history. The insurer reads policy rows only: travellers, dates,
 * the place's city and country, the premium; never the booking behind them.
 */
import { sql, type SQL } from "drizzle-orm";
import { insuranceScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import type { ClaimStatus } from "./rules";
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

interface PolicySqlRow extends Record<string, unknown> {
  id: string;
  number: string;
  issued_at: Date;
  lead_traveller: string;
  travellers: number;
  cover_start: string;
  cover_end: string;
  city: string;
  country: string;
  currency: string;
  premium_minor: string;
  refunded_minor: string;
  status: "active" | "cancelled";
  insurer: string;
}

const POLICY_COLUMNS = sql`ip.id, ip.number, ip.issued_at, ip.lead_traveller, ip.travellers, ip.cover_start::text as cover_start,
  ip.cover_end::text as cover_end, ip.city, ip.country::text as country, ip.currency, ip.premium_minor, ip.refunded_minor, ip.status, o.name as insurer`;

function policyOf(row: PolicySqlRow, claims: PolicyClaim[]): PolicyRow {
  return {
    id: row.id,
    number: row.number,
    issuedAt: new Date(row.issued_at).toISOString(),
    leadTraveller: row.lead_traveller,
    travellers: Number(row.travellers),
    coverStart: row.cover_start,
    coverEnd: row.cover_end,
    city: row.city,
    country: row.country,
    currency: row.currency,
    premiumMinor: Number(row.premium_minor),
    refundedMinor: Number(row.refunded_minor),
    status: row.status,
    insurer: row.insurer,
    claims,
  };
}

async function claimsOf(db: DbOrTx, policyIds: string[]): Promise<Map<string, PolicyClaim[]>> {
  const byPolicy = new Map<string, PolicyClaim[]>();
  if (policyIds.length === 0) return byPolicy;
  const ids = sql.join(
    policyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const claims = await db.execute<{
    id: string;
    policy_id: string;
    status: ClaimStatus;
    summary: string;
    opened_at: Date;
  }>(
    sql`select id, policy_id, status, summary, opened_at from insurance_claims where policy_id in (${ids}) order by opened_at, id`,
  );
  const events = await db.execute<{
    claim_id: string;
    at: Date;
    from_status: ClaimStatus | null;
    to_status: ClaimStatus;
    note: string;
    actor_email: string | null;
  }>(
    sql`select e.claim_id, e.at, e.from_status, e.to_status, e.note, e.actor_email from insurance_claim_events e
      join insurance_claims c on c.id = e.claim_id where c.policy_id in (${ids}) order by e.at, e.id`,
  );
  const eventsOf = new Map<string, ClaimEvent[]>();
  for (const event of events.rows) {
    const list = eventsOf.get(event.claim_id) ?? [];
    list.push({
      at: new Date(event.at).toISOString(),
      from: event.from_status,
      to: event.to_status,
      note: event.note,
      by: event.actor_email,
    });
    eventsOf.set(event.claim_id, list);
  }
  for (const claim of claims.rows) {
    const list = byPolicy.get(claim.policy_id) ?? [];
    list.push({
      id: claim.id,
      status: claim.status,
      summary: claim.summary,
      openedAt: new Date(claim.opened_at).toISOString(),
      events: eventsOf.get(claim.id) ?? [],
    });
    byPolicy.set(claim.policy_id, list);
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

/** One page of policies with their claims; null when the actor sees no policies at all. */
export async function listPolicies(
  db: DbOrTx,
  { actor, filters }: { actor: Actor; filters: PolicyFilters },
): Promise<PolicyList | null> {
  const where = whereOf(actor, filters);
  if (!where) return null;
  const totals = await db.execute<{ currency: string; policies: string; premium: string }>(
    sql`select ip.currency, count(*) as policies, sum(ip.premium_minor - ip.refunded_minor) as premium from insurance_policies ip where ${where} group by ip.currency order by ip.currency`,
  );
  const total = totals.rows.reduce((sum, row) => sum + Number(row.policies), 0);
  const pages = Math.max(1, Math.ceil(total / POLICIES_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const rows = await db.execute<PolicySqlRow>(
    sql`select ${POLICY_COLUMNS} from insurance_policies ip join organisations o on o.id = ip.insurer_organisation_id
      where ${where} order by ip.issued_at desc, ip.number desc limit ${POLICIES_PAGE_SIZE} offset ${(page - 1) * POLICIES_PAGE_SIZE}`,
  );
  const claims = await claimsOf(
    db,
    rows.rows.map((row) => row.id),
  );
  return {
    rows: rows.rows.map((row) => policyOf(row, claims.get(row.id) ?? [])),
    total,
    page,
    pages,
    premiums: totals.rows.map((row) => ({
      currency: row.currency,
      policies: Number(row.policies),
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
  const rows = await db.execute<PolicySqlRow & { open_claims: string }>(
    sql`select ${POLICY_COLUMNS}, (select count(*) from insurance_claims c where c.policy_id = ip.id and c.status in ('opened', 'approved')) as open_claims
      from insurance_policies ip join organisations o on o.id = ip.insurer_organisation_id where ${where} order by ip.issued_at desc, ip.number desc limit 100000`,
  );
  return rows.rows.map((row) => ({ ...policyOf(row, []), openClaims: Number(row.open_claims) }));
}

/** A policy in the actor's scope by its number, locked when asked (claims are opened on it). */
export async function policyInScope(
  db: DbOrTx,
  { actor, number }: { actor: Actor; number: string },
): Promise<{ id: string; status: "active" | "cancelled" } | null> {
  const scope = scopeSql(actor);
  if (!scope) return null;
  const result = await db.execute<{ id: string; status: "active" | "cancelled" }>(
    sql`select ip.id, ip.status from insurance_policies ip where ip.number = ${number} and ${scope}`,
  );
  return result.rows[0] ?? null;
}

/** A claim on a policy in the actor's scope, locked for a change. */
export async function claimInScope(
  db: DbOrTx,
  { actor, claimId }: { actor: Actor; claimId: string },
): Promise<{ id: string; status: ClaimStatus; number: string } | null> {
  const scope = scopeSql(actor);
  if (!scope) return null;
  const result = await db.execute<{ id: string; status: ClaimStatus; number: string }>(
    sql`select c.id, c.status, ip.number from insurance_claims c join insurance_policies ip on ip.id = c.policy_id where c.id = ${claimId}::uuid and ${scope} for update of c`,
  );
  return result.rows[0] ?? null;
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
  const result = await db.execute<OwnPolicy>(sql`
    select p.number, p.status, to_char(p.cover_start, 'YYYY-MM-DD') as "coverStart", to_char(p.cover_end, 'YYYY-MM-DD') as "coverEnd",
      p.travellers, o.name as "insurerName"
    from insurance_policies p
      join bookings b on b.id = p.booking_id
      join organisations o on o.id = p.insurer_organisation_id
    where b.reference = ${bookingReference.trim().toUpperCase()} and b.guest_user_id = ${actor.userId}`);
  return result.rows[0] ?? null;
}
