/**
 * The accounts lists paged in SQL sort in their query: page 2 of a sort continues page 1 (no row twice, none
 * lost, ties in one order), and a column a list does not know leaves its default order.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { actorForUser, type Actor, type UserActor } from "@/server/access";
import { invoices, settlements } from "@/server/db/schema";
import type { ListSort } from "@/server/db/list-order";
import { INVOICES_PAGE_SIZE, listInvoices, type InvoiceRow } from "./invoices/queries";
import { listSettlements, SETTLEMENTS_PAGE_SIZE, type SettlementRow } from "./settlements/queries";

const db = testDb();
let staff: Actor;

beforeAll(async () => {
  const { user } = await createUser(db, { email: `list-order-${uniqueSuffix()}@example.test` });
  const actor = (await actorForUser(db, { id: user.id, email: user.email, emailVerified: true })) as UserActor;
  staff = { ...actor, role: "staff" };
});

/** Both pages of a list of `count` rows in `sort`, checked to be a page and the rest. */
async function bothPages<Row>(
  pageSize: number,
  count: number,
  list: (page: number) => Promise<{ rows: Row[] }>,
): Promise<Row[]> {
  const [one, two] = await Promise.all([list(1), list(2)]);
  expect(one.rows).toHaveLength(pageSize);
  expect(two.rows).toHaveLength(count - pageSize);
  return [...one.rows, ...two.rows];
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const byIdThen =
  <Row extends { id: string }>(compare: (a: Row, b: Row) => number) =>
  (a: Row, b: Row) =>
    compare(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe("listInvoices' order", () => {
  const COUNT = INVOICES_PAGE_SIZE + 7;
  const propertyId = randomUUID();
  const list = (sort?: ListSort) => (page: number) =>
    listInvoices(db, { actor: staff, filters: { propertyId, page }, sort });

  beforeAll(async () => {
    const organisation = await createOrganisation(db);
    const key = uniqueSuffix();
    await db.insert(invoices).values(
      Array.from({ length: COUNT }, (_, index) => ({
        kind: "commission" as const,
        number: `ORDER-${key}-${String(index).padStart(3, "0")}`,
        issuerKey: `order-${key}`,
        series: "ORDER",
        year: 2026,
        sequence: index + 1,
        issuerName: "Staysia",
        organisationId: organisation.id,
        propertyId,
        billToName: `Bill ${String.fromCharCode(65 + (index % 5))}`,
        currency: "MYR",
        lines: [],
        totalMinor: 5_000 + ((index * 13) % 9) * 100,
        issuedAt: new Date(Date.UTC(2026, 0, 1 + (index % 20))),
      })),
    );
  });

  it("sorts by total across pages, ties by id", async () => {
    const rows = await bothPages(INVOICES_PAGE_SIZE, COUNT, list({ sort: "total", dir: "desc" }));
    const expected = [...rows].sort(byIdThen<InvoiceRow>((a, b) => a.totalMinor - b.totalMinor)).reverse();
    expect(ids(rows)).toEqual(ids(expected));
    expect(new Set(ids(rows)).size).toBe(COUNT);
  });

  it("sorts by the bill-to name ascending across pages", async () => {
    const rows = await bothPages(INVOICES_PAGE_SIZE, COUNT, list({ sort: "billTo" }));
    const expected = [...rows].sort(byIdThen<InvoiceRow>((a, b) => a.billToName.localeCompare(b.billToName)));
    expect(ids(rows)).toEqual(ids(expected));
  });

  it("keeps newest first (then the number, descending) without a sort or with an unknown column", async () => {
    const rows = await bothPages(INVOICES_PAGE_SIZE, COUNT, list());
    const expected = [...rows].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.number.localeCompare(a.number));
    expect(ids(rows)).toEqual(ids(expected));
    expect(ids(await bothPages(INVOICES_PAGE_SIZE, COUNT, list({ sort: "issuerKey", dir: "asc" })))).toEqual(ids(rows));
  });
});

describe("listSettlements' order", () => {
  const CURRENCIES = ["IDR", "MYR", "THB"];
  const MONTHS = 10;
  const COUNT = CURRENCIES.length * MONTHS;
  let supplier: Actor;
  const list = (sort?: ListSort) => (page: number) => listSettlements(db, { actor: supplier, filters: { page }, sort });

  beforeAll(async () => {
    // A supplier's own settlements (approved: a supplier does not see drafts), one per month and currency.
    const organisation = await createOrganisation(db);
    const { user } = await createUser(db, {
      email: `settlement-order-${uniqueSuffix()}@example.test`,
      profile: { organisationId: organisation.id },
    });
    supplier = await actorForUser(db, { id: user.id, email: user.email, emailVerified: true });
    await db.insert(settlements).values(
      Array.from({ length: COUNT }, (_, index) => {
        const month = String(1 + (index % MONTHS)).padStart(2, "0");
        const currency = CURRENCIES[Math.floor(index / MONTHS)]!;
        const net = 10_000 + ((index * 7) % 11) * 500;
        return {
          number: `ST-2025-${month}-${uniqueSuffix()}-${currency}`,
          organisationId: organisation.id,
          currency,
          periodStart: `2025-${month}-01`,
          periodEnd: new Date(Date.UTC(2025, Number(month), 0)).toISOString().slice(0, 10),
          status: "approved" as const,
          approvedAt: new Date(),
          grossMinor: net,
          commissionMinor: 0,
          managementFeeMinor: 0,
          refundsMinor: 0,
          opexMinor: 0,
          netMinor: net,
        };
      }),
    );
  });

  it("sorts by net payable within a currency across pages, ties by id", async () => {
    const rows = await bothPages(SETTLEMENTS_PAGE_SIZE, COUNT, list({ sort: "net" }));
    const expected = [...rows].sort(
      byIdThen<SettlementRow>((a, b) => a.currency.localeCompare(b.currency) || a.netMinor - b.netMinor),
    );
    expect(ids(rows)).toEqual(ids(expected));
    expect(new Set(ids(rows)).size).toBe(COUNT);
  });

  it("sorts by month, oldest first, across pages", async () => {
    const rows = await bothPages(SETTLEMENTS_PAGE_SIZE, COUNT, list({ sort: "month", dir: "asc" }));
    expect(ids(rows)).toEqual(ids([...rows].sort(byIdThen<SettlementRow>((a, b) => a.month.localeCompare(b.month)))));
  });

  it("keeps newest month first (then the currency) without a sort or with an unknown column", async () => {
    const rows = await bothPages(SETTLEMENTS_PAGE_SIZE, COUNT, list());
    const expected = [...rows].sort((a, b) => b.month.localeCompare(a.month) || a.currency.localeCompare(b.currency));
    expect(ids(rows)).toEqual(ids(expected));
    expect(ids(await bothPages(SETTLEMENTS_PAGE_SIZE, COUNT, list({ sort: "payout_entry_id" })))).toEqual(ids(rows));
  });
});
