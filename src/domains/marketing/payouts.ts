/**
 * Affiliates' commission paid out (DOMAIN.md Money, Channels and partners), the way suppliers are paid: a statement
 * per affiliate, ended month and currency is prepared as a draft from the month's live conversions, approved by
 * finance (then frozen: marketing/sql/affiliate-payouts.sql), and marked paid with the bank transfer's reference,
 * which posts its `affiliate_payout` journal entry (the commission as our marketing cost, paid from the bank) in the
 * same transaction. One statement per affiliate, month and currency (`affiliate_payouts_once`).
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { ACCOUNTS, postJournalEntry, type JournalLineInput } from "@/domains/ledger";
import { isPgError, PG } from "@/lib/pg-errors";
import { mayManageContent, type Actor, type UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowsOf, sqlTypes } from "@/server/db/rows";
import { COMMISSION_STATUSES, commissionOwed } from "./affiliate-queries";
import { affiliatePayoutLifecycle, type AffiliatePayoutStatus } from "./payout-lifecycle";
import { affiliatePayouts, affiliates } from "./schema";

export class AffiliatePayoutError extends Error {
  constructor(
    message: string,
    readonly code: "invalid" | "not-found" | "conflict",
  ) {
    super(message);
  }
}

/** The lines of a paid commission: the expense, and the cash that left the bank. Pure. */
export function affiliatePayoutLines(currency: string, amountMinor: number): JournalLineInput[] {
  return [
    { account: ACCOUNTS.affiliateCommissionExpense, currency, amountMinor },
    { account: ACCOUNTS.cashBank, currency, amountMinor: -amountMinor },
  ];
}

/**
 * A draft statement of an ended month's commission for one affiliate and currency, from its live conversions
 * (bookings confirmed, checked in or completed). A second one for the same month and currency is refused: delete
 * the draft to make it again with the latest bookings.
 */
export async function prepareAffiliatePayout(
  tx: DbOrTx,
  actor: UserActor,
  input: { affiliateId: string; month: string; currency: string; now: Date },
) {
  const [affiliate] = await tx
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(eq(affiliates.id, input.affiliateId));
  if (!affiliate) throw new AffiliatePayoutError("There is no such affiliate.", "not-found");
  if (input.month >= input.now.toISOString().slice(0, 7)) {
    throw new AffiliatePayoutError(
      "Only a month that has ended can be paid: its bookings may still change.",
      "invalid",
    );
  }
  const month = `${input.month}-01`;
  const owed = await commissionOwed(tx, { affiliateId: input.affiliateId, month, currency: input.currency });
  if (owed.commissionMinor <= 0) {
    throw new AffiliatePayoutError("There is no commission to pay for this month and currency.", "conflict");
  }
  const [draft] = await tx
    .insert(affiliatePayouts)
    .values({
      affiliateId: input.affiliateId,
      month,
      currency: input.currency,
      amountMinor: owed.commissionMinor,
      createdBy: actor.email,
    })
    .returning()
    .catch((error: unknown) => {
      if (isPgError(error, PG.uniqueViolation))
        throw new AffiliatePayoutError("This month's statement is already made for this currency.", "conflict");
      throw error;
    });
  return draft!;
}

async function lockedPayout(tx: DbOrTx, payoutId: string) {
  const [payout] = await tx.select().from(affiliatePayouts).where(eq(affiliatePayouts.id, payoutId)).for("update");
  if (!payout) throw new AffiliatePayoutError("There is no such statement.", "not-found");
  return payout;
}

function fire(status: AffiliatePayoutStatus, event: "approve" | "pay") {
  const verdict = affiliatePayoutLifecycle.next(status, event, "finance");
  if (!verdict.ok) throw new AffiliatePayoutError(verdict.message, "conflict");
  return verdict.to;
}

/** Finance approves a draft: frozen from now on. */
export async function approveAffiliatePayout(tx: DbOrTx, actor: UserActor, payoutId: string) {
  const payout = await lockedPayout(tx, payoutId);
  const to = fire(payout.status, "approve");
  const [approved] = await tx
    .update(affiliatePayouts)
    .set({ status: to, approvedBy: actor.email, approvedAt: new Date() })
    .where(eq(affiliatePayouts.id, payoutId))
    .returning();
  return { from: payout.status, payout: approved! };
}

/** Finance marks an approved statement paid with the transfer's reference: its journal entry, once. */
export async function payAffiliatePayout(
  tx: DbOrTx,
  actor: UserActor,
  input: { payoutId: string; reference: string; now: Date },
) {
  const payout = await lockedPayout(tx, input.payoutId);
  const to = fire(payout.status, "pay");
  const [affiliate] = await tx
    .select({ name: affiliates.name })
    .from(affiliates)
    .where(eq(affiliates.id, payout.affiliateId));
  const entryId = await postJournalEntry(tx, {
    kind: "affiliate_payout",
    memo: `Commission for ${payout.month.slice(0, 7)} to ${affiliate?.name ?? "an affiliate"} (${input.reference})`,
    createdBy: actor.userId,
    lines: affiliatePayoutLines(payout.currency, payout.amountMinor),
  });
  const [paid] = await tx
    .update(affiliatePayouts)
    .set({ status: to, reference: input.reference, paidBy: actor.email, paidAt: input.now, entryId })
    .where(eq(affiliatePayouts.id, payout.id))
    .returning();
  return { from: payout.status, payout: paid! };
}

/** Only a draft may be deleted (the month can then be prepared again with the latest bookings). */
export async function deleteAffiliatePayout(tx: DbOrTx, payoutId: string) {
  const payout = await lockedPayout(tx, payoutId);
  if (payout.status !== "draft") {
    throw new AffiliatePayoutError("Only a draft statement can be deleted: this one is frozen.", "conflict");
  }
  await tx.delete(affiliatePayouts).where(eq(affiliatePayouts.id, payoutId));
  return payout;
}

export interface AffiliatePayoutStatement {
  payout: {
    id: string;
    affiliateName: string;
    contactEmail: string;
    month: string;
    currency: string;
    amountMinor: number;
    status: AffiliatePayoutStatus;
    approvedAt: string | null;
    reference: string | null;
    paidAt: string | null;
  };
  /** The bookings whose commission it pays, as they were counted (live conversions of the month). */
  lines: { reference: string; checkIn: string; roomRevenueMinor: number; commissionMinor: number }[];
}

/** One statement with its bookings, for its PDF: for those who run affiliates (staff, special users), else null. */
export async function affiliatePayoutStatement(
  db: DbOrTx,
  scope: { actor: Actor; payoutId: string },
): Promise<AffiliatePayoutStatement | null> {
  if (!mayManageContent(scope.actor) || !/^[0-9a-f-]{36}$/i.test(scope.payoutId)) return null;
  const [payout] = await db
    .select({
      id: affiliatePayouts.id,
      affiliateId: affiliatePayouts.affiliateId,
      affiliateName: affiliates.name,
      contactEmail: affiliates.contactEmail,
      month: affiliatePayouts.month,
      currency: affiliatePayouts.currency,
      amountMinor: affiliatePayouts.amountMinor,
      status: affiliatePayouts.status,
      approvedAt: sql<string | null>`${affiliatePayouts.approvedAt}::text`,
      reference: affiliatePayouts.reference,
      paidAt: sql<string | null>`${affiliatePayouts.paidAt}::text`,
    })
    .from(affiliatePayouts)
    .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliateId))
    .where(eq(affiliatePayouts.id, scope.payoutId));
  if (!payout) return null;
  const lines = await rowsOf(
    db,
    z.object({
      reference: sqlTypes.text,
      check_in: sqlTypes.text,
      room_revenue_minor: sqlTypes.bigint,
      commission_minor: sqlTypes.bigint,
    }),
    sql`
    select b.reference, b.check_in::text as check_in, v.room_revenue_minor, v.commission_minor
    from affiliate_conversions v join bookings b on b.id = v.booking_id
    where v.affiliate_id = ${payout.affiliateId}::uuid and v.month = ${payout.month}::date
      and v.currency = ${payout.currency} and b.status in (${sql.join(
        COMMISSION_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})
    order by b.check_in, b.reference`,
  );
  const { affiliateId: _affiliateId, ...shown } = payout;
  return {
    payout: shown,
    lines: lines.map((line) => ({
      reference: line.reference,
      checkIn: line.check_in,
      roomRevenueMinor: line.room_revenue_minor,
      commissionMinor: line.commission_minor,
    })),
  };
}
