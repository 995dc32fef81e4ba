/**
 * The monthly distribution (DOMAIN.md StayInvest): once a month has ended, its income statement is closed
 * (entries count in the UTC month they were posted, so a past month's statement never changes) and staff
 * run the distribution of each offering: a preview, then the posting. The net operating income comes from
 * the statement of accounts itself (`statementOfAccounts`), never recomputed here; the split is `split.ts`.
 * Holders are those whose units were paid before the month ended.
 *
 * The statement is read through `readStatement` (the accounts domain's `statementOfAccounts`, bound in
 * `distributions.ts`), so the demo seed, which runs outside Next.js where the accounts index cannot load,
 * posts distributions with exactly this code.
 */
export type StatementReader = (
  db: DbOrTx,
  query: { actor: Actor; subject: StatementSubject; period: { from: string; to: string } },
) => Promise<Statement | null>;
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { investScopeOf, type Actor, type UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import { aborted, invalidArgument, notFound } from "@/server/functions";
import type { Statement, StatementSubject } from "@/domains/accounts";
import { properties } from "@/domains/catalogue/schema";
import { ACCOUNTS, postJournalEntries } from "@/domains/ledger";
import { DISTRIBUTING } from "./lifecycle";
import { investDistributionPayments, investDistributions, investOfferings } from "./schema";
import { splitDistribution } from "./split";
import { plural } from "@/lib/plural";

// sum(units)::bigint arrives as a number (client.ts).
const HolderRow = z.object({
  user_id: sqlTypes.text,
  name: sqlTypes.text,
  email: sqlTypes.text,
  units: sqlTypes.bigint,
});

// The money columns are bigint and the holders count(*)::bigint, all numbers (client.ts); created_at is text.
const DistributionListRow = z.object({
  id: sqlTypes.uuid,
  month: sqlTypes.text,
  currency: sqlTypes.text,
  net_income_minor: sqlTypes.bigint,
  distributed_minor: sqlTypes.bigint,
  units_held: sqlTypes.int,
  holders: sqlTypes.bigint,
  created_at: sqlTypes.timestamp,
});

/** The instant a `YYYY-MM` month starts, UTC. */
export function monthStartsAt(month: string): Date {
  return new Date(`${month}-01T00:00:00.000Z`);
}

/** The instant the month after `month` starts (the end of `month`), UTC. */
export function monthEndsAt(month: string): Date {
  const start = monthStartsAt(month);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** Whether a month's income statement is closed: the month has ended (UTC). */
export function monthIsClosed(month: string, now: Date): boolean {
  return monthEndsAt(month).getTime() <= now.getTime();
}

export interface DistributionPreview {
  offeringId: string;
  propertyTitle: string;
  month: string;
  currency: string;
  netIncomeMinor: number;
  investorShareBasisPoints: number;
  unitsIssued: number;
  unitsHeld: number;
  totalMinor: number;
  payments: { userId: string; name: string; email: string; units: number; amountMinor: number }[];
  /** Set when the month was already distributed: what was posted. */
  posted: { id: string; createdAt: string; distributedMinor: number } | null;
}

async function offeringFor(db: DbOrTx, offeringId: string, lock: boolean) {
  const query = db.select().from(investOfferings).where(eq(investOfferings.id, offeringId));
  const [offering] = lock ? await query.for("update") : await query;
  if (!offering) throw notFound("There is no such offering.");
  return offering;
}

/** The preview of a month's distribution (or what was posted for it); only for staff. */
export async function previewDistributionWith(
  readStatement: StatementReader,
  db: DbOrTx,
  {
    actor,
    offeringId,
    month,
    now,
    lock = false,
  }: { actor: Actor; offeringId: string; month: string; now: Date; lock?: boolean },
): Promise<DistributionPreview> {
  if (investScopeOf(actor).kind !== "all") throw notFound("There is no such offering.");
  const offering = await offeringFor(db, offeringId, lock);
  if (!monthIsClosed(month, now))
    throw invalidArgument(
      `The income statement of ${month} is not closed yet: a month can be distributed once it has ended.`,
    );
  if (!DISTRIBUTING.has(offering.status) || !offering.openedAt)
    throw aborted("This offering has not been opened: it has no holders to pay.");
  if (monthEndsAt(month) <= new Date(Date.UTC(offering.openedAt.getUTCFullYear(), offering.openedAt.getUTCMonth(), 1)))
    throw invalidArgument(
      `The offering opened after ${month}: choose a month from ${offering.openedAt.toISOString().slice(0, 7)} on.`,
    );

  const statement = await readStatement(db, {
    actor,
    subject: { kind: "property", id: offering.propertyId },
    period: { from: month, to: month },
  });
  if (!statement) throw notFound("There is no such property.");
  const netIncomeMinor =
    statement.currencies.find((entry) => entry.currency === offering.currency)?.current.netMinor ?? 0;

  const holders = await rowsOf(
    db,
    HolderRow,
    sql`
      select s.user_id, u.name, u.email, sum(s.units)::bigint as units
      from invest_subscriptions s join auth_users u on u.id = s.user_id
      where s.offering_id = ${offeringId}::uuid and s.status = 'paid' and s.paid_at < ${monthEndsAt(month).toISOString()}::timestamptz
      group by s.user_id, u.name, u.email
      order by s.user_id`,
  );
  const split = splitDistribution({
    netIncomeMinor,
    investorShareBasisPoints: offering.investorShareBasisPoints,
    unitsIssued: offering.unitsIssued,
    holdings: holders.map((holder) => ({ userId: holder.user_id, units: holder.units })),
  });
  const byUser = new Map(holders.map((holder) => [holder.user_id, holder]));
  const [posted] = await db
    .select()
    .from(investDistributions)
    .where(and(eq(investDistributions.offeringId, offeringId), eq(investDistributions.month, month)));
  const [property] = await db
    .select({ title: properties.title })
    .from(properties)
    .where(eq(properties.id, offering.propertyId));
  return {
    offeringId,
    propertyTitle: property?.title ?? "",
    month,
    currency: offering.currency,
    netIncomeMinor,
    investorShareBasisPoints: offering.investorShareBasisPoints,
    unitsIssued: offering.unitsIssued,
    unitsHeld: split.unitsHeld,
    totalMinor: split.totalMinor,
    payments: split.payments.map((payment) => ({
      ...payment,
      name: byUser.get(payment.userId)!.name,
      email: byUser.get(payment.userId)!.email,
    })),
    posted: posted
      ? { id: posted.id, createdAt: posted.createdAt.toISOString(), distributedMinor: posted.distributedMinor }
      : null,
  };
}

/** Payments per insert (5 parameters each: PostgreSQL takes at most 65,535 in one statement). */
const PAYMENTS_PER_STATEMENT = 5_000;

/**
 * Posts a month's distribution in the caller's transaction: the distribution row (the unique index on
 * offering and month refuses a second), each holder's payment and its `investor_distribution` entry
 * (expense:investor_distribution against investor_payable, the property on both lines: one currency, one
 * property, no organisation, as the journal requires). A holder whose share is under one minor unit gets a
 * payment of 0 and no entry.
 */
export async function postDistributionWith(
  readStatement: StatementReader,
  tx: DbOrTx,
  actor: UserActor,
  {
    offeringId,
    month,
    now,
    onProgress,
  }: {
    offeringId: string;
    month: string;
    now: Date;
    /** Told how many holders' payments are written (a run's progress: server/runs). */
    onProgress?: (done: number, total: number) => Promise<void>;
  },
) {
  // The offering's row lock makes two runs of one month take turns; the second finds the first's row.
  const preview = await previewDistributionWith(readStatement, tx, { actor, offeringId, month, now, lock: true });
  if (preview.posted) throw aborted(`The distribution of ${month} was already posted.`);
  const [distribution] = await tx
    .insert(investDistributions)
    .values({
      offeringId,
      month,
      currency: preview.currency,
      netIncomeMinor: preview.netIncomeMinor,
      investorShareBasisPoints: preview.investorShareBasisPoints,
      unitsIssued: preview.unitsIssued,
      unitsHeld: preview.unitsHeld,
      distributedMinor: preview.totalMinor,
      createdBy: actor.userId,
    })
    .returning();
  const [offering] = await tx
    .select({ propertyId: investOfferings.propertyId })
    .from(investOfferings)
    .where(eq(investOfferings.id, offeringId));
  // Set-based (docs/PERFORMANCE.md, Monthly runs): every holder's entry in one insert and their lines in another,
  // then the payments in one, instead of three statements per holder; each entry still balances on its own and
  // is checked again at commit. The offering's lock and the unique (offering, month) keep it paid once.
  await onProgress?.(0, preview.payments.length);
  const entryIds = await postJournalEntries(
    tx,
    preview.payments.map((payment) => ({
      kind: "investor_distribution" as const,
      memo: `StayInvest ${month} distribution: ${preview.propertyTitle}, ${plural(payment.units, { one: "unit", other: "units" })} (${payment.email})`,
      createdBy: actor.userId,
      lines: [
        {
          account: ACCOUNTS.investorDistributionExpense,
          currency: preview.currency,
          amountMinor: payment.amountMinor,
          propertyId: offering!.propertyId,
        },
        {
          account: ACCOUNTS.investorPayable,
          currency: preview.currency,
          amountMinor: -payment.amountMinor,
          propertyId: offering!.propertyId,
        },
      ],
    })),
  );
  for (let at = 0; at < preview.payments.length; at += PAYMENTS_PER_STATEMENT)
    await tx.insert(investDistributionPayments).values(
      preview.payments.slice(at, at + PAYMENTS_PER_STATEMENT).map((payment, index) => ({
        distributionId: distribution!.id,
        userId: payment.userId,
        units: payment.units,
        amountMinor: payment.amountMinor,
        entryId: entryIds[at + index] ?? null,
      })),
    );
  await onProgress?.(preview.payments.length, preview.payments.length);
  return { distribution: distribution!, preview };
}

export interface DistributionRow {
  id: string;
  month: string;
  currency: string;
  netIncomeMinor: number;
  distributedMinor: number;
  unitsHeld: number;
  holders: number;
  createdAt: string;
}

/** An offering's posted distributions, newest month first (staff). */
export async function offeringDistributions(
  db: DbOrTx,
  { actor, offeringId }: { actor: Actor; offeringId: string },
): Promise<DistributionRow[]> {
  if (investScopeOf(actor).kind !== "all") return [];
  const rows = await rowsOf(
    db,
    DistributionListRow,
    sql`
    select d.id, d.month, d.currency, d.net_income_minor, d.distributed_minor, d.units_held, d.created_at,
      (select count(*) from invest_distribution_payments dp where dp.distribution_id = d.id)::bigint as holders
    from invest_distributions d where d.offering_id = ${offeringId}::uuid order by d.month desc limit 120`,
  );
  return rows.map((row) => ({
    id: row.id,
    month: row.month,
    currency: row.currency,
    netIncomeMinor: row.net_income_minor,
    distributedMinor: row.distributed_minor,
    unitsHeld: row.units_held,
    holders: row.holders,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
