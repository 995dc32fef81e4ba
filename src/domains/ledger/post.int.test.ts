import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb } from "@tests/support/db";
import { journalEntries, journalLines } from "@/server/db/schema";
import { ACCOUNTS } from "./accounts";
import { postJournalEntry } from "./post";

const db = testDb();

describe("journal entries keep their figures", () => {
  it("writes the figures of its lines on the entry", async () => {
    const id = await db.transaction((tx) =>
      postJournalEntry(tx, {
        kind: "general",
        memo: "Deposit received",
        lines: [
          { account: ACCOUNTS.cashBank, currency: "SGD", amountMinor: 50_000 },
          { account: ACCOUNTS.depositsHeld, currency: "SGD", amountMinor: -50_000 },
        ],
      }),
    );
    const [entry] = await db.select().from(journalEntries).where(eq(journalEntries.id, id!));
    expect(entry).toMatchObject({
      currency: "SGD",
      grossMinor: 50_000,
      cashMinor: 50_000,
      supplierMinor: 0,
      platformMinor: 0,
      propertyId: null,
      organisationId: null,
    });
  });

  it("refuses, in the database, an entry whose figures are not those of its lines", async () => {
    await expect(
      db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(journalEntries)
          .values({
            kind: "adjustment",
            currency: "MYR",
            grossMinor: 100,
            cashMinor: 999,
            supplierMinor: 0,
            platformMinor: 0,
            commissionMinor: 0,
            managementFeeMinor: 0,
          })
          .returning();
        await tx.insert(journalLines).values([
          { entryId: entry!.id, account: "cash:bank", currency: "MYR", amountMinor: 100 },
          { entryId: entry!.id, account: "deposits_held", currency: "MYR", amountMinor: -100 },
        ]);
      }),
    ).rejects.toHaveProperty("cause.message", expect.stringMatching(/figures do not match its lines/));
  });
});
