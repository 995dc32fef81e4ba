import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { postJournalEntry } from "@/domains/ledger";
import { actorForUser, type Actor, type UserActor } from "@/server/access";
import { listTransactions, TRANSACTIONS_PAGE_SIZE, type TransactionRow } from "./transactions";

const db = testDb();

// A page and a half of entries on a property of their own, sizes out of step with the order they were posted in.
const COUNT = TRANSACTIONS_PAGE_SIZE + 12;
let staff: Actor;
let propertyId: string;

beforeAll(async () => {
  const organisation = await createOrganisation(db);
  const { property } = await createProperty(db, {
    organisationId: organisation.id,
    title: `Order flat ${uniqueSuffix()}`,
  });
  propertyId = property.id;
  for (let index = 0; index < COUNT; index++) {
    const amountMinor = 1_000 + ((index * 37) % 23) * 100; // repeats, so ties need the tie-breaker
    await postJournalEntry(db, {
      kind: index % 2 ? "opex" : "adjustment",
      memo: `order ${index}`,
      lines: [
        { account: "expense:general", currency: "MYR", amountMinor, organisationId: organisation.id, propertyId },
        { account: "cash:bank", currency: "MYR", amountMinor: -amountMinor, propertyId },
      ],
    });
  }
  const { user } = await createUser(db, { email: `order-staff-${uniqueSuffix()}@example.test` });
  const actor = (await actorForUser(db, { id: user.id, email: user.email, emailVerified: true })) as UserActor;
  staff = { ...actor, role: "staff" };
});

async function bothPages(sort?: { sort?: string; dir?: "asc" | "desc" }): Promise<TransactionRow[]> {
  const [one, two] = await Promise.all(
    [1, 2].map((page) => listTransactions(db, { actor: staff, filters: { propertyId, page }, sort })),
  );
  expect(one!.rows).toHaveLength(TRANSACTIONS_PAGE_SIZE);
  expect(two!.rows).toHaveLength(COUNT - TRANSACTIONS_PAGE_SIZE);
  return [...one!.rows, ...two!.rows];
}

const ids = (rows: TransactionRow[]) => rows.map((row) => row.id);

describe("listTransactions' order", () => {
  it("sorts by amount across pages: page 2 continues page 1, ties in one stable order, no row on both", async () => {
    const rows = await bothPages({ sort: "amount", dir: "desc" });
    expect(new Set(ids(rows)).size).toBe(COUNT);
    const expected = [...rows].sort((a, b) => b.grossMinor - a.grossMinor || (a.id < b.id ? 1 : -1));
    expect(ids(rows)).toEqual(ids(expected));
    const ascending = await bothPages({ sort: "amount" });
    expect(ids(ascending)).toEqual(ids(expected).reverse());
  });

  it("sorts by the type's label (Adjustment before Expense), then by id within a type", async () => {
    const rows = await bothPages({ sort: "kind" });
    expect(rows.findIndex((row) => row.kind === "opex")).toBeGreaterThan(
      rows.findLastIndex((row) => row.kind === "adjustment"),
    );
  });

  it("keeps newest first without a sort and ignores a column it does not know", async () => {
    const newestFirst = await bothPages();
    const times = newestFirst.map((row) => row.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(ids(await bothPages({ sort: "memo", dir: "asc" }))).toEqual(ids(newestFirst));
  });
});
