import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb } from "@tests/support/db";
import { journalEntries, journalLines } from "@/server/db/schema";
import { ACCOUNTS } from "./accounts";
import { ENTRIES_PER_STATEMENT, postJournalEntries, postJournalEntry, UnbalancedEntryError } from "./post";

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

describe("many entries posted set-based (postJournalEntries)", () => {
  const entry = (memo: string, amountMinor: number) => ({
    kind: "general" as const,
    memo,
    lines: [
      { account: ACCOUNTS.cashBank, currency: "SGD", amountMinor },
      { account: ACCOUNTS.depositsHeld, currency: "SGD", amountMinor: -amountMinor },
    ],
  });

  it("writes each entry with its lines and figures, in the order given, over more than one statement", async () => {
    const memo = `Set-based ${randomUUID()}`;
    const count = ENTRIES_PER_STATEMENT + 3;
    const ids = await db.transaction((tx) =>
      postJournalEntries(tx, [
        ...Array.from({ length: count }, (_, index) => entry(`${memo} ${index}`, 100 + index)),
        // An entry whose lines are all zero is not written, like postJournalEntry's.
        entry(`${memo} nothing`, 0),
      ]),
    );
    expect(ids).toHaveLength(count + 1);
    expect(ids[count]).toBeNull();
    const written = await db
      .select({ id: journalEntries.id, memo: journalEntries.memo, grossMinor: journalEntries.grossMinor })
      .from(journalEntries)
      .where(sql`${journalEntries.memo} like ${`${memo} %`}`);
    expect(written).toHaveLength(count);
    const byId = new Map(written.map((row) => [row.id, row]));
    ids
      .slice(0, count)
      .forEach((id, index) =>
        expect(byId.get(id!)).toMatchObject({ memo: `${memo} ${index}`, grossMinor: 100 + index }),
      );
    const [lines] = await db
      .select({ count: sql<number>`count(*)::int`, total: sql<number>`sum(amount_minor)::int` })
      .from(journalLines)
      .where(sql`${journalLines.entryId} = any(${`{${ids.slice(0, count).join(",")}}`}::uuid[])`);
    expect(lines).toEqual({ count: 2 * count, total: 0 });
  });

  it("writes nothing when one entry of the set does not balance", async () => {
    const memo = `Set-based refused ${randomUUID()}`;
    await expect(
      db.transaction((tx) =>
        postJournalEntries(tx, [
          entry(`${memo} 1`, 100),
          { ...entry(`${memo} 2`, 100), lines: [{ account: ACCOUNTS.cashBank, currency: "SGD", amountMinor: 5 }] },
        ]),
      ),
    ).rejects.toBeInstanceOf(UnbalancedEntryError);
    const written = await db
      .select()
      .from(journalEntries)
      .where(sql`${journalEntries.memo} like ${`${memo} %`}`);
    expect(written).toEqual([]);
  });
});

describe("a payment's entry is posted once (ledger/sql/journal.sql)", () => {
  it("ten posts of one payment's entry at once: one is written, nine are refused by the database", async () => {
    const paymentId = randomUUID();
    const post = () =>
      db.transaction((tx) =>
        postJournalEntry(tx, {
          kind: "payment",
          paymentId,
          memo: "Payment taken once",
          lines: [
            { account: ACCOUNTS.cashBank, currency: "MYR", amountMinor: 25_000 },
            { account: ACCOUNTS.guestFunds, currency: "MYR", amountMinor: -25_000 },
          ],
        }),
      );
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, post));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes.filter((outcome) => outcome.status === "rejected"))
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({
        cause: { constraint: "journal_entries_payment_once" },
      });
    const written = await db.select().from(journalEntries).where(eq(journalEntries.paymentId, paymentId));
    expect(written).toHaveLength(1);
  });

  it("a second post while the first is still uncommitted waits for it, then is refused", async () => {
    const paymentId = randomUUID();
    const entry = {
      kind: "payment" as const,
      paymentId,
      memo: "Payment taken once",
      lines: [
        { account: ACCOUNTS.cashBank, currency: "MYR", amountMinor: 25_000 },
        { account: ACCOUNTS.guestFunds, currency: "MYR", amountMinor: -25_000 },
      ],
    };
    let commitFirst!: () => void;
    let firstPosted!: () => void;
    const posted = new Promise<void>((resolve) => (firstPosted = resolve));
    const first = db.transaction(async (tx) => {
      await postJournalEntry(tx, entry);
      firstPosted();
      await new Promise<void>((resolve) => (commitFirst = resolve));
    });
    await posted;
    const second = db.transaction((tx) => postJournalEntry(tx, entry));
    // The second stops at the payment's lock while the first holds it (what it cannot see yet, it waits for).
    await expect
      .poll(
        async () =>
          (
            await db.execute(
              sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
            )
          ).rows[0]!.n,
      )
      .toBe(1);
    commitFirst();
    await first;
    await expect(second).rejects.toMatchObject({ cause: { constraint: "journal_entries_payment_once" } });
  });
});
