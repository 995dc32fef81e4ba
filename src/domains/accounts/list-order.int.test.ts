/**
 * The accounts lists paged in SQL sort in their query: page 2 of a sort continues page 1 (no row twice, none
 * lost, ties in one order), and a column a list does not know leaves its default order.
 */
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { actorForUser, type Actor, type UserActor } from "@/server/access";
import { bookingEarnings, invoices, opexExpenses, settlements } from "@/server/db/schema";
import type { ListSort } from "@/server/db/list-order";
import { INVOICES_PAGE_SIZE, listInvoices, type InvoiceRow } from "./invoices/queries";
import {
  GENERAL_PAGE_SIZE,
  listGeneralPayments,
  recordGeneralPayment,
  type GeneralPaymentRow,
} from "./general/payments";
import { listOpex, OPEX_PAGE_SIZE, type OpexRow } from "./opex/queries";
import { OPEX_CATEGORY_LABELS } from "./opex/rules";
import {
  HOST_TRANSACTIONS_PAGE_SIZE,
  listHostTransactions,
  type HostTransactionRow,
} from "./settlements/host-transactions";
import { listSettlements, SETTLEMENTS_PAGE_SIZE, type SettlementRow } from "./settlements/queries";

const db = testDb();
let staff: UserActor;

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

describe("listGeneralPayments' order", () => {
  const COUNT = GENERAL_PAGE_SIZE + 5;
  // A month no other test records payments in, so the list is these alone.
  const month = "2019-03";
  const list = (sort?: ListSort) => (page: number) =>
    listGeneralPayments(db, { actor: staff, filters: { from: month, to: month, page }, sort });

  beforeAll(async () => {
    for (let index = 0; index < COUNT; index++) {
      await recordGeneralPayment(db, staff, {
        direction: index % 3 ? "in" : "out",
        counterAccount: index % 3 ? "revenue:other" : "expense:general",
        amountMinor: 2_000 + ((index * 11) % 7) * 100,
        currency: "MYR",
        paidOn: `${month}-${String(1 + (index % 28)).padStart(2, "0")}`,
        counterparty: `Party ${String.fromCharCode(65 + (index % 6))}`,
        reference: "",
        note: "",
      });
    }
  });

  it("sorts by the signed amount across pages (money out first, ascending), ties by id", async () => {
    const rows = await bothPages(GENERAL_PAGE_SIZE, COUNT, list({ sort: "amount" }));
    const signed = (row: GeneralPaymentRow) => (row.direction === "in" ? row.amountMinor : -row.amountMinor);
    expect(ids(rows)).toEqual(ids([...rows].sort(byIdThen<GeneralPaymentRow>((a, b) => signed(a) - signed(b)))));
    expect(rows[0]!.direction).toBe("out");
    expect(new Set(ids(rows)).size).toBe(COUNT);
  });

  it("sorts by counterparty, descending, across pages", async () => {
    const rows = await bothPages(GENERAL_PAGE_SIZE, COUNT, list({ sort: "counterparty", dir: "desc" }));
    const expected = [...rows]
      .sort(byIdThen<GeneralPaymentRow>((a, b) => a.counterparty.localeCompare(b.counterparty)))
      .reverse();
    expect(ids(rows)).toEqual(ids(expected));
  });

  it("keeps the latest date paid first without a sort or with an unknown column", async () => {
    const rows = await bothPages(GENERAL_PAGE_SIZE, COUNT, list());
    const dates = rows.map((row) => row.paidOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(ids(await bothPages(GENERAL_PAGE_SIZE, COUNT, list({ sort: "entry_id" })))).toEqual(ids(rows));
  });
});

describe("listOpex' order", () => {
  const COUNT = OPEX_PAGE_SIZE + 9;
  const month = "2026-02";
  let propertyId: string;
  const list = (sort?: ListSort) => (page: number) =>
    listOpex(db, { actor: staff, filters: { from: month, to: month, propertyId, page }, sort });

  beforeAll(async () => {
    const organisation = await createOrganisation(db);
    const { property } = await createProperty(db, {
      organisationId: organisation.id,
      title: `Opex order ${uniqueSuffix()}`,
    });
    propertyId = property.id;
    const categories = ["cleaning", "utilities", "repairs", "supplies", "fees", "other"] as const;
    await db.insert(opexExpenses).values(
      Array.from({ length: COUNT }, (_, index) => ({
        propertyId,
        organisationId: organisation.id,
        category: categories[index % categories.length]!,
        incurredOn: `${month}-${String(1 + (index % 28)).padStart(2, "0")}`,
        currency: "MYR",
        amountMinor: 3_000 + ((index * 5) % 13) * 100,
        createdBy: staff.userId,
      })),
    );
  });

  it("sorts by amount, descending, across pages, ties by id", async () => {
    const rows = await bothPages(OPEX_PAGE_SIZE, COUNT, list({ sort: "amount", dir: "desc" }));
    expect(ids(rows)).toEqual(
      ids([...rows].sort(byIdThen<OpexRow>((a, b) => a.amountMinor - b.amountMinor)).reverse()),
    );
    expect(new Set(ids(rows)).size).toBe(COUNT);
  });

  it("sorts by the category's label across pages (Cleaning before Fees before Other)", async () => {
    const rows = await bothPages(OPEX_PAGE_SIZE, COUNT, list({ sort: "category" }));
    // Not the enum's order (cleaning, utilities, repairs, …): the labels' alphabet.
    const labels = rows.map((row) => OPEX_CATEGORY_LABELS[row.category]);
    expect(labels).toEqual([...labels].sort());
  });

  it("keeps the latest date incurred first without a sort or with an unknown column", async () => {
    const rows = await bothPages(OPEX_PAGE_SIZE, COUNT, list());
    const dates = rows.map((row) => row.incurredOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(ids(await bothPages(OPEX_PAGE_SIZE, COUNT, list({ sort: "receipt_key" })))).toEqual(ids(rows));
  });
});

describe("listHostTransactions' order", () => {
  const COUNT = HOST_TRANSACTIONS_PAGE_SIZE + 6;
  let supplier: Actor;
  const made: string[] = [];
  const list = (sort?: ListSort) => (page: number) =>
    listHostTransactions(db, { actor: supplier, filters: { page }, sort });

  beforeAll(async () => {
    // A supplier's own bookings, each with its earnings row as the journal's triggers would keep it.
    const organisation = await createOrganisation(db);
    const { user } = await createUser(db, {
      email: `host-order-${uniqueSuffix()}@example.test`,
      profile: { organisationId: organisation.id },
    });
    supplier = await actorForUser(db, { id: user.id, email: user.email, emailVerified: true });
    const { property, units } = await createProperty(db, {
      organisationId: organisation.id,
      title: `Host order ${uniqueSuffix()}`,
    });
    for (let index = 0; index < COUNT; index++) {
      const checkIn = new Date(Date.UTC(2025, 0, 1 + index * 2));
      const checkOut = new Date(checkIn.getTime() + 86_400_000);
      const booking = await createBooking(db, {
        propertyId: property.id,
        unitId: units[0]!.id,
        checkIn: checkIn.toISOString().slice(0, 10),
        checkOut: checkOut.toISOString().slice(0, 10),
        guestName: `Guest ${String.fromCharCode(65 + (index % 8))}`,
      });
      const net = 8_000 + ((index * 3) % 10) * 100;
      await db.insert(bookingEarnings).values({
        bookingId: booking.id,
        propertyId: property.id,
        currency: "MYR",
        checkOut: booking.checkOut,
        sales: 1,
        grossMinor: net + 1_000,
        commissionMinor: 1_000,
        netMinor: net,
        unsettledEntries: 1,
      });
      made.push(booking.id);
    }
  });

  // The rows stand in for journal entries that were never written: gone after this file, so that the files after
  // it find every booking's earnings equal to its entries (settlements.int.test.ts checks the whole database).
  afterAll(async () => {
    if (made.length > 0) await db.delete(bookingEarnings).where(inArray(bookingEarnings.bookingId, made));
  });

  it("sorts by net within a currency across pages, ties by booking", async () => {
    const rows = await bothPages(HOST_TRANSACTIONS_PAGE_SIZE, COUNT, list({ sort: "net" }));
    const key = (row: HostTransactionRow) => row.bookingId;
    const expected = [...rows].sort((a, b) => a.netMinor - b.netMinor || (key(a) < key(b) ? -1 : 1));
    expect(rows.map(key)).toEqual(expected.map(key));
    expect(new Set(rows.map(key)).size).toBe(COUNT);
  });

  it("sorts by guest, descending, across pages", async () => {
    const rows = await bothPages(HOST_TRANSACTIONS_PAGE_SIZE, COUNT, list({ sort: "guest", dir: "desc" }));
    const names = rows.map((row) => row.guestName);
    expect(names).toEqual([...names].sort().reverse());
  });

  it("keeps the latest check-out first without a sort or with an unknown column", async () => {
    const rows = await bothPages(HOST_TRANSACTIONS_PAGE_SIZE, COUNT, list());
    const checkOuts = rows.map((row) => row.checkOut);
    expect(checkOuts).toEqual([...checkOuts].sort().reverse());
    const unknown = await bothPages(HOST_TRANSACTIONS_PAGE_SIZE, COUNT, list({ sort: "sales" }));
    expect(unknown.map((row) => row.bookingId)).toEqual(rows.map((row) => row.bookingId));
  });
});
