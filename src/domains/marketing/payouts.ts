/**
 * A month's affiliate commission paid out (DOMAIN.md Money): the payout row (once per affiliate, month and
 * currency: `affiliate_payouts_once`) and its journal entry, the commission as our marketing cost paid from the
 * bank, written together in the caller's transaction.
 */
import { ACCOUNTS, postJournalEntry, type JournalLineInput } from "@/domains/ledger";
import type { DbOrTx } from "@/server/db";
import { affiliatePayouts } from "./schema";

/** The lines of a paid commission: the expense, and the cash that left the bank. Pure. */
export function affiliatePayoutLines(currency: string, amountMinor: number): JournalLineInput[] {
  return [
    { account: ACCOUNTS.affiliateCommissionExpense, currency, amountMinor },
    { account: ACCOUNTS.cashBank, currency, amountMinor: -amountMinor },
  ];
}

export async function recordAffiliatePayout(
  db: DbOrTx,
  payout: {
    affiliateId: string;
    affiliateName: string;
    /** The month's first day (`2026-10-01`). */
    month: string;
    currency: string;
    amountMinor: number;
    reference: string;
    paidBy: string;
    createdBy: string | null;
  },
) {
  const entryId = await postJournalEntry(db, {
    kind: "affiliate_payout",
    memo: `Commission for ${payout.month.slice(0, 7)} to ${payout.affiliateName} (${payout.reference})`,
    createdBy: payout.createdBy,
    lines: affiliatePayoutLines(payout.currency, payout.amountMinor),
  });
  const [row] = await db
    .insert(affiliatePayouts)
    .values({
      affiliateId: payout.affiliateId,
      month: payout.month,
      currency: payout.currency,
      amountMinor: payout.amountMinor,
      reference: payout.reference,
      paidBy: payout.paidBy,
      entryId,
    })
    .returning();
  return row!;
}
