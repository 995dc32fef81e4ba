import type { DbOrTx } from "@/server/db";
import { journalEntries, journalLines, type journalEntryKind } from "./schema";
import type { Account } from "./accounts";

export interface JournalLineInput {
  account: Account;
  currency: string;
  /** Debit positive, credit negative; zero lines are dropped. */
  amountMinor: number;
  organisationId?: string | null;
  propertyId?: string | null;
}

export interface JournalEntryInput {
  kind: (typeof journalEntryKind.enumValues)[number];
  bookingId?: string | null;
  paymentId?: string | null;
  memo?: string;
  createdBy?: string | null;
  lines: JournalLineInput[];
}

export class UnbalancedEntryError extends Error {
  constructor(public readonly totals: Record<string, number>) {
    super(`journal entry does not balance: ${JSON.stringify(totals)}`);
    this.name = "UnbalancedEntryError";
  }
}

/** Sum of the lines per currency; an entry balances when every sum is zero. */
export function totalsByCurrency(lines: readonly Pick<JournalLineInput, "currency" | "amountMinor">[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const line of lines) totals[line.currency] = (totals[line.currency] ?? 0) + line.amountMinor;
  return totals;
}

/**
 * Writes one journal entry inside the caller's transaction, so the entry exists if and only if the change
 * that caused it commits. Refused here when it does not balance; the database checks again at commit.
 */
export async function postJournalEntry(tx: DbOrTx, entry: JournalEntryInput): Promise<string | null> {
  const lines = entry.lines.filter((line) => line.amountMinor !== 0);
  if (lines.length === 0) return null;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountMinor)) throw new Error(`journal amounts are integer minor units, got ${line.amountMinor}`);
  }
  const totals = totalsByCurrency(lines);
  if (Object.values(totals).some((total) => total !== 0)) throw new UnbalancedEntryError(totals);
  const [row] = await tx
    .insert(journalEntries)
    .values({ kind: entry.kind, bookingId: entry.bookingId ?? null, paymentId: entry.paymentId ?? null, memo: entry.memo ?? "", createdBy: entry.createdBy ?? null })
    .returning({ id: journalEntries.id });
  await tx.insert(journalLines).values(
    lines.map((line) => ({
      entryId: row!.id,
      account: line.account,
      currency: line.currency,
      amountMinor: line.amountMinor,
      organisationId: line.organisationId ?? null,
      propertyId: line.propertyId ?? null,
    })),
  );
  return row!.id;
}
