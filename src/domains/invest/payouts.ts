/**
 * Paying micro-investors what their distributions owe them (DOMAIN.md StayInvest, Money), the way suppliers are
 * paid: finance prepares a statement per holder and currency of every distribution payment not yet paid out
 * (through a month that has ended), approves it, then marks it paid with the bank transfer's reference. Paying
 * posts an `investor_payout` journal entry per property (an entry concerns one property): investor_payable
 * debited (emptying what the distributions credited), cash:bank credited. The database keeps each payment in one payout at most, one open
 * payout per holder and currency, and an approved payout frozen (invest/schema.ts, invest/sql/stayinvest.sql).
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { ACCOUNTS, postJournalEntry, type JournalLineInput } from "@/domains/ledger";
import { properties } from "@/domains/catalogue/schema";
import { decide, type Actor, type UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { authUsers } from "@/server/db/identity-schema";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import { z } from "zod";
import type { MaskedBankDetails } from "./bank";
import { maskAccount } from "./mask";
import { investorPayoutLifecycle, SHOWN_TO_HOLDER, type InvestorPayoutStatus } from "./payout-lifecycle";
import {
  investDistributionPayments,
  investDistributions,
  investOfferings,
  investorBankDetails,
  investorPayoutEntries,
  investorPayoutItems,
  investorPayouts,
} from "./schema";

export class InvestorPayoutError extends Error {
  constructor(
    message: string,
    readonly code: "invalid" | "not-found" | "conflict",
  ) {
    super(message);
  }
}

/** The month before `today`'s (UTC) and every earlier one have ended: their distributions can be paid out. */
export function monthHasEndedBy(month: string, today: Date): boolean {
  return month < today.toISOString().slice(0, 7);
}

const Unpaid = z.object({
  distribution_id: sqlTypes.uuid,
  user_id: sqlTypes.text,
  currency: sqlTypes.text,
  month: sqlTypes.text,
  amount_minor: sqlTypes.bigint,
});

export interface PreparedPayouts {
  /** Payouts made or grown by this run. */
  prepared: number;
  /** Holders whose open payout was already approved: their new payments wait for the next run. */
  waiting: number;
  /** What the prepared payouts now come to, per currency. */
  totals: Record<string, number>;
}

/**
 * Gathers every unpaid distribution payment of `throughMonth` and before into a draft payout per holder and
 * currency (a holder's open draft grows; an approved one is left frozen). One run at a time (an advisory lock);
 * the primary key of the items is what keeps a payment from being gathered twice all the same.
 */
export async function prepareInvestorPayouts(
  tx: DbOrTx,
  actor: UserActor,
  run: { throughMonth: string; now: Date },
): Promise<PreparedPayouts> {
  if (!monthHasEndedBy(run.throughMonth, run.now)) {
    throw new InvestorPayoutError(`${run.throughMonth} has not ended: pay out months that have.`, "invalid");
  }
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('investor_payouts_prepare'))`);
  const unpaid = await rowsOf(
    tx,
    Unpaid,
    sql`
    select p.distribution_id, p.user_id, d.currency, d.month, p.amount_minor
    from invest_distribution_payments p
    join invest_distributions d on d.id = p.distribution_id
    where p.amount_minor > 0 and d.month <= ${run.throughMonth}
      and not exists (
        select 1 from investor_payout_items i where i.distribution_id = p.distribution_id and i.user_id = p.user_id
      )
    order by p.user_id, d.currency, d.month`,
  );
  const groups = new Map<string, z.infer<typeof Unpaid>[]>();
  for (const row of unpaid) {
    const key = `${row.user_id}\u0000${row.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const result: PreparedPayouts = { prepared: 0, waiting: 0, totals: {} };
  for (const rows of groups.values()) {
    const { user_id: userId, currency } = rows[0]!;
    const throughMonth = rows.reduce((last, row) => (row.month > last ? row.month : last), rows[0]!.month);
    let [open] = await tx
      .select()
      .from(investorPayouts)
      .where(
        and(
          eq(investorPayouts.userId, userId),
          eq(investorPayouts.currency, currency),
          inArray(investorPayouts.status, ["draft", "approved"]),
        ),
      )
      .for("update");
    if (open?.status === "approved") {
      result.waiting += 1;
      continue;
    }
    const gathered = rows.reduce((total, row) => total + row.amount_minor, 0);
    if (!open) {
      [open] = await tx
        .insert(investorPayouts)
        .values({ userId, currency, throughMonth, amountMinor: gathered, createdBy: actor.userId })
        .returning();
    } else {
      [open] = await tx
        .update(investorPayouts)
        .set({
          amountMinor: sql`${investorPayouts.amountMinor} + ${gathered}`,
          throughMonth: sql`greatest(${investorPayouts.throughMonth}, ${throughMonth})`,
        })
        .where(eq(investorPayouts.id, open.id))
        .returning();
    }
    await tx.insert(investorPayoutItems).values(
      rows.map((row) => ({
        payoutId: open!.id,
        distributionId: row.distribution_id,
        userId,
        amountMinor: row.amount_minor,
      })),
    );
    result.prepared += 1;
    result.totals[currency] = (result.totals[currency] ?? 0) + open!.amountMinor;
  }
  return result;
}

async function lockedPayout(tx: DbOrTx, payoutId: string) {
  const [payout] = await tx.select().from(investorPayouts).where(eq(investorPayouts.id, payoutId)).for("update");
  if (!payout) throw new InvestorPayoutError("There is no such payout.", "not-found");
  return payout;
}

function fire(status: InvestorPayoutStatus, event: "approve" | "pay") {
  const verdict = investorPayoutLifecycle.next(status, event, "finance");
  if (!verdict.ok) throw new InvestorPayoutError(verdict.message, "conflict");
  return verdict.to;
}

/** Finance approves a draft: it is frozen from now on, and the holder sees it as on its way. */
export async function approveInvestorPayout(tx: DbOrTx, actor: UserActor, payoutId: string) {
  const payout = await lockedPayout(tx, payoutId);
  const to = fire(payout.status, "approve");
  const [approved] = await tx
    .update(investorPayouts)
    .set({ status: to, approvedBy: actor.email, approvedAt: new Date() })
    .where(and(eq(investorPayouts.id, payoutId), eq(investorPayouts.status, payout.status)))
    .returning();
  return { from: payout.status, payout: approved! };
}

/** The lines of a payout's part for one property: its payable emptied, paid from the bank. Pure. */
export function investorPayoutLines(
  currency: string,
  part: { propertyId: string; amountMinor: number },
): JournalLineInput[] {
  return [
    { account: ACCOUNTS.investorPayable, currency, amountMinor: part.amountMinor, propertyId: part.propertyId },
    { account: ACCOUNTS.cashBank, currency, amountMinor: -part.amountMinor, propertyId: part.propertyId },
  ];
}

/** Finance marks an approved payout paid with the bank transfer's reference, which posts its journal entries. */
export async function payInvestorPayout(
  tx: DbOrTx,
  actor: UserActor,
  input: { payoutId: string; reference: string; now: Date },
) {
  const payout = await lockedPayout(tx, input.payoutId);
  const to = fire(payout.status, "pay");
  const parts = await tx
    .select({
      // Every offering is of a property (the column is nullable only for the offerings' history).
      propertyId: sql<string>`${investOfferings.propertyId}`,
      amountMinor: sql<number>`sum(${investorPayoutItems.amountMinor})::bigint`.mapWith(Number),
    })
    .from(investorPayoutItems)
    .innerJoin(investDistributions, eq(investDistributions.id, investorPayoutItems.distributionId))
    .innerJoin(investOfferings, eq(investOfferings.id, investDistributions.offeringId))
    .where(eq(investorPayoutItems.payoutId, payout.id))
    .groupBy(investOfferings.propertyId)
    .orderBy(asc(investOfferings.propertyId));
  const entryIds: string[] = [];
  for (const part of parts) {
    const entryId = await postJournalEntry(tx, {
      kind: "investor_payout",
      memo: `StayInvest payout through ${payout.throughMonth} (${input.reference})`,
      createdBy: actor.userId,
      lines: investorPayoutLines(payout.currency, part),
    });
    // Items are never zero (a check), so neither is a property's part: the entry is always written.
    if (!entryId) throw new Error(`investor payout ${payout.id} has an empty part for ${part.propertyId}`);
    await tx.insert(investorPayoutEntries).values({ payoutId: payout.id, propertyId: part.propertyId, entryId });
    entryIds.push(entryId);
  }
  const [paid] = await tx
    .update(investorPayouts)
    .set({ status: to, reference: input.reference, paidBy: actor.email, paidAt: input.now })
    .where(and(eq(investorPayouts.id, payout.id), eq(investorPayouts.status, payout.status)))
    .returning();
  return { from: payout.status, payout: paid!, entryIds };
}

/** Only a draft may be deleted (its payments go back to waiting for the next run). */
export async function deleteInvestorPayout(tx: DbOrTx, payoutId: string) {
  const payout = await lockedPayout(tx, payoutId);
  if (payout.status !== "draft") {
    throw new InvestorPayoutError("Only a draft payout can be deleted: this one is frozen.", "conflict");
  }
  await tx.delete(investorPayouts).where(eq(investorPayouts.id, payoutId));
  return payout;
}

export interface InvestorPayoutRow {
  id: string;
  holderEmail: string;
  holderName: string;
  currency: string;
  throughMonth: string;
  amountMinor: number;
  status: InvestorPayoutStatus;
  reference: string | null;
  items: number;
  createdAt: string;
  paidAt: string | null;
}

export const INVESTOR_PAYOUTS_PAGE_SIZE = 25;

/** Finance (who pays suppliers) reads and works every payout; a holder reads only their own. */
const isFinance = (actor: Actor) => decide(actor, "manageSettlements") === "allowed";

/**
 * The payouts a person may read, newest first: finance every one (or one status), a holder their own approved and
 * paid ones. Anyone else reads none.
 */
export async function listInvestorPayouts(
  db: DbOrTx,
  scope: { actor: Actor; status?: InvestorPayoutStatus; page?: number },
): Promise<{ rows: InvestorPayoutRow[]; total: number }> {
  const { actor } = scope;
  if (actor.kind !== "user") return { rows: [], total: 0 };
  const conditions = isFinance(actor)
    ? scope.status
      ? [eq(investorPayouts.status, scope.status)]
      : []
    : [eq(investorPayouts.userId, actor.userId), inArray(investorPayouts.status, [...SHOWN_TO_HOLDER])];
  const where = conditions.length ? and(...conditions) : undefined;
  const page = Math.max(1, scope.page ?? 1);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: investorPayouts.id,
        holderEmail: authUsers.email,
        holderName: authUsers.name,
        currency: investorPayouts.currency,
        throughMonth: investorPayouts.throughMonth,
        amountMinor: investorPayouts.amountMinor,
        status: investorPayouts.status,
        reference: investorPayouts.reference,
        items: sql<number>`(select count(*) from investor_payout_items i where i.payout_id = ${investorPayouts.id})::int`,
        createdAt: sql<string>`${investorPayouts.createdAt}::text`,
        paidAt: sql<string | null>`${investorPayouts.paidAt}::text`,
      })
      .from(investorPayouts)
      .innerJoin(authUsers, eq(authUsers.id, investorPayouts.userId))
      .where(where)
      .orderBy(desc(investorPayouts.createdAt), desc(investorPayouts.id))
      .limit(INVESTOR_PAYOUTS_PAGE_SIZE)
      .offset((page - 1) * INVESTOR_PAYOUTS_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(investorPayouts)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export interface InvestorPayoutStatement {
  payout: InvestorPayoutRow & { approvedAt: string | null; approvedBy: string | null };
  lines: { month: string; property: string; units: number; amountMinor: number }[];
  bank: MaskedBankDetails | null;
}

/** One payout with what it pays, for its page and PDF: for finance, or its holder once approved; else null. */
export async function investorPayoutStatement(
  db: DbOrTx,
  scope: { actor: Actor; payoutId: string },
): Promise<InvestorPayoutStatement | null> {
  const { actor } = scope;
  if (actor.kind !== "user" || !/^[0-9a-f-]{36}$/i.test(scope.payoutId)) return null;
  const [payout] = await db
    .select({
      id: investorPayouts.id,
      userId: investorPayouts.userId,
      holderEmail: authUsers.email,
      holderName: authUsers.name,
      currency: investorPayouts.currency,
      throughMonth: investorPayouts.throughMonth,
      amountMinor: investorPayouts.amountMinor,
      status: investorPayouts.status,
      reference: investorPayouts.reference,
      createdAt: sql<string>`${investorPayouts.createdAt}::text`,
      paidAt: sql<string | null>`${investorPayouts.paidAt}::text`,
      approvedAt: sql<string | null>`${investorPayouts.approvedAt}::text`,
      approvedBy: investorPayouts.approvedBy,
    })
    .from(investorPayouts)
    .innerJoin(authUsers, eq(authUsers.id, investorPayouts.userId))
    .where(eq(investorPayouts.id, scope.payoutId));
  if (!payout) return null;
  const mayRead = isFinance(actor) || (payout.userId === actor.userId && SHOWN_TO_HOLDER.has(payout.status));
  if (!mayRead) return null;
  const lines = await db
    .select({
      month: investDistributions.month,
      property: properties.title,
      units: investDistributionPayments.units,
      amountMinor: investorPayoutItems.amountMinor,
    })
    .from(investorPayoutItems)
    .innerJoin(
      investDistributionPayments,
      and(
        eq(investDistributionPayments.distributionId, investorPayoutItems.distributionId),
        eq(investDistributionPayments.userId, investorPayoutItems.userId),
      ),
    )
    .innerJoin(investDistributions, eq(investDistributions.id, investorPayoutItems.distributionId))
    .innerJoin(investOfferings, eq(investOfferings.id, investDistributions.offeringId))
    .innerJoin(properties, eq(properties.id, investOfferings.propertyId))
    .where(eq(investorPayoutItems.payoutId, payout.id))
    .orderBy(asc(investDistributions.month), asc(properties.title));
  const { userId, ...shown } = payout;
  const [bank] = await db
    .select({
      bankName: investorBankDetails.bankName,
      last4: investorBankDetails.accountLast4,
      updatedAt: sql<string>`${investorBankDetails.updatedAt}::text`,
    })
    .from(investorBankDetails)
    .where(eq(investorBankDetails.userId, userId));
  return {
    payout: { ...shown, items: lines.length },
    lines,
    bank: bank ? { bankName: bank.bankName, accountMasked: maskAccount(bank.last4), updatedAt: bank.updatedAt } : null,
  };
}
