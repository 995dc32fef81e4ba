import { eq, inArray } from "drizzle-orm";
import { journalEntries, journalLines } from "@/domains/ledger/schema";
import type { DbOrTx } from "@/server/db";

/**
 * A booking's journal as the money tests read it: its entries, their kinds (sorted), every line, and an account's
 * sum over those lines (signed: a debit positive, a credit negative, ledger/accounts.ts).
 */
export async function bookingLedger(db: DbOrTx, bookingId: string) {
  const entries = await db.select().from(journalEntries).where(eq(journalEntries.bookingId, bookingId));
  const lines = entries.length
    ? await db
        .select()
        .from(journalLines)
        .where(
          inArray(
            journalLines.entryId,
            entries.map((entry) => entry.id),
          ),
        )
    : [];
  const balance = (account: string) =>
    lines.filter((line) => line.account === account).reduce((total, line) => total + line.amountMinor, 0);
  return { entries, kinds: entries.map((entry) => entry.kind).sort(), lines, balance };
}
