/**
 * The insurer's policies sort in their query: page 2 of a sort continues page 1 (no policy twice, none lost,
 * ties in one order), and a sort the list does not know leaves newest issued first.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { actorOfNewOrganisation, bothPages as pagesOf, oneNightBookings, tieBy } from "@tests/support/list-order";
import { addDays } from "@/lib/dates";
import type { Actor } from "@/server/access";
import type { ListSort } from "@/server/db/list-order";
import { bookingExtras, insurancePolicies } from "@/server/db/schema";
import { listPolicies, POLICIES_PAGE_SIZE, type PolicyRow } from "./queries";

const db = testDb();
const COUNT = POLICIES_PAGE_SIZE + 7;
let insurer: Actor;

const list = (sort?: ListSort) => (page: number) => listPolicies(db, { actor: insurer, filters: { page }, sort });

const bothPages = (sort?: ListSort) =>
  pagesOf(async (page) => (await list(sort)(page))!.rows, { pageSize: POLICIES_PAGE_SIZE, count: COUNT });

const ids = (rows: PolicyRow[]) => rows.map((row) => row.id);
const byIdThen = (compare: (a: PolicyRow, b: PolicyRow) => number) => tieBy((row: PolicyRow) => row.id, compare);

beforeAll(async () => {
  // An insurer of its own: it sees only the policies it underwrites, these.
  const insurerOf = await actorOfNewOrganisation(db, {
    emailPrefix: "insurer-order",
    organisation: { name: `Order Shield ${uniqueSuffix()}`, kind: "insurance" },
    profile: { specialType: "insurance" },
  });
  insurer = insurerOf.actor;
  const organisation = { id: insurerOf.organisationId };
  const made = await oneNightBookings(db, {
    count: COUNT,
    from: "2035-01-01",
    guest: { name: "Policy Holder", email: "policy-order@example.test" },
  });
  const extras = await db
    .insert(bookingExtras)
    .values(
      made.map((booking) => ({
        bookingId: booking.id,
        kind: "insurance" as const,
        organisationId: organisation.id,
        label: "Travel insurance",
        currency: "MYR",
        amountMinor: 3_000,
      })),
    )
    .returning({ id: bookingExtras.id, bookingId: bookingExtras.bookingId });
  const key = String(Date.now()).slice(-6);
  await db.insert(insurancePolicies).values(
    extras.map((extra, n) => ({
      number: `ORD-2035-${key}${String(n).padStart(3, "0")}`,
      bookingId: extra.bookingId,
      extraId: extra.id,
      insurerOrganisationId: organisation.id,
      leadTraveller: `Traveller ${String.fromCharCode(65 + ((n * 5) % 8))}`,
      travellers: 1 + (n % 3),
      coverStart: addDays("2035-01-01", n),
      coverEnd: addDays("2035-01-01", n + 1),
      city: n % 2 ? "Penang" : "Kuala Lumpur",
      country: "malaysia",
      currency: n % 6 === 0 ? "THB" : "MYR",
      premiumMinor: 2_000 + ((n * 7) % 5) * 500,
      // Policies issued in pairs at one moment: the default order needs its tie-breaker.
      issuedAt: new Date(Date.UTC(2035, 0, 1, Math.floor(n / 2))),
    })),
  );
});

describe("listPolicies' order", () => {
  it("sorts by premium within a currency, highest first, across pages, ties by id", async () => {
    const rows = await bothPages({ sort: "premium", dir: "desc" });
    const expected = [...rows]
      .sort(byIdThen((a, b) => a.currency.localeCompare(b.currency) || a.premiumMinor - b.premiumMinor))
      .reverse();
    expect(ids(rows)).toEqual(ids(expected));
    expect(new Set(ids(rows)).size).toBe(COUNT);
  });

  it("sorts by the lead traveller ascending across pages", async () => {
    const rows = await bothPages({ sort: "traveller" });
    expect(ids(rows)).toEqual(ids([...rows].sort(byIdThen((a, b) => a.leadTraveller.localeCompare(b.leadTraveller)))));
  });

  it("keeps newest issued first (then the number, descending) without a sort or with an unknown one", async () => {
    const rows = await bothPages();
    const expected = [...rows].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.number.localeCompare(a.number));
    expect(ids(rows)).toEqual(ids(expected));
    expect(ids(await bothPages({ sort: "insurer", dir: "desc" }))).toEqual(ids(rows));
  });
});
