import { and, eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import type { Account } from "./accounts";
import { journalLines } from "./schema";

/**
 * The balance of an account per currency (signed: debit positive), optionally for one organisation. Every
 * balance is computed from the journal; none is stored.
 */
export async function accountBalances(
  db: DbOrTx,
  filter: { account: Account; organisationId?: string },
): Promise<Record<string, number>> {
  const conditions: SQL[] = [eq(journalLines.account, filter.account)];
  if (filter.organisationId) conditions.push(eq(journalLines.organisationId, filter.organisationId));
  const rows = await db
    .select({ currency: journalLines.currency, total: sql<string>`sum(${journalLines.amountMinor})` })
    .from(journalLines)
    .where(and(...conditions))
    .groupBy(journalLines.currency);
  return Object.fromEntries(rows.map((row) => [row.currency, Number(row.total)]));
}
