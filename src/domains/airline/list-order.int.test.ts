/**
 * The airline's lists sort in their query: page 2 of a sort continues page 1 (no row twice, none lost, ties
 * in one order), and a column a list does not know leaves its default order (newest first).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { actorOfNewOrganisation, bothPages as pagesOf, oneNightBookings, tieBy } from "@tests/support/list-order";
import type { Actor } from "@/server/access";
import type { ListSort } from "@/server/db/list-order";
import { airlinePoints } from "@/server/db/schema";
import { listPartnerBookings, listPoints, PARTNER_PAGE_SIZE, type PartnerBookingRow, type PointsRow } from "./queries";

const db = testDb();
const COUNT = PARTNER_PAGE_SIZE + 8;
// The airline sees every booking of its channel: one member of its own keeps these rows apart from other tests'.
const member = `OR${String(Date.now()).slice(-8)}`;
let airline: Actor;

const bothPages = <Row>(list: (page: number) => Promise<{ rows: Row[] } | null>) =>
  pagesOf(async (page) => (await list(page))!.rows, { pageSize: PARTNER_PAGE_SIZE, count: COUNT });

beforeAll(async () => {
  ({ actor: airline } = await actorOfNewOrganisation(db, {
    emailPrefix: "airline-order",
    organisation: { name: `AirAsia ${uniqueSuffix()}`, kind: "airline" },
    profile: { fromPartner: "airasia" },
  }));
  const made = await oneNightBookings(db, {
    count: COUNT,
    from: "2034-01-01",
    guest: { name: "Nur Aisyah", email: "airline-order@example.test" },
    values: (n) => ({
      status: n % 3 === 0 ? ("cancelled" as const) : ("confirmed" as const),
      channel: "airasia" as const,
      partnerMemberId: member,
      currency: n % 5 === 0 ? "IDR" : "MYR",
      totalMinor: 40_000 + ((n * 17) % 6) * 1_000,
      // Some bookings share a moment, so the default order needs its tie-breaker.
      createdAt: new Date(Date.UTC(2034, 0, 1, Math.floor(n / 2))),
    }),
  });
  await db.insert(airlinePoints).values(
    made.map((booking, n) => ({
      bookingId: booking.id,
      memberId: member,
      kind: n % 4 === 0 ? ("correction" as const) : ("earned" as const),
      points: n % 4 === 0 ? -((n % 7) + 1) : (n % 9) + 1,
      reason: n % 4 === 0 ? "Goodwill correction" : "",
      createdAt: new Date(Date.UTC(2034, 1, 1, Math.floor(n / 3))),
    })),
  );
});

describe("listPartnerBookings' order", () => {
  const list = (sort?: ListSort) => (page: number) =>
    listPartnerBookings(db, { actor: airline, filters: { member, page }, sort });
  const references = (rows: PartnerBookingRow[]) => rows.map((row) => row.reference);
  const byReferenceThen = (compare: (a: PartnerBookingRow, b: PartnerBookingRow) => number) =>
    tieBy((row: PartnerBookingRow) => row.reference, compare);

  it("sorts by revenue within a currency, highest first, across pages, ties by reference", async () => {
    const rows = await bothPages(list({ sort: "revenue", dir: "desc" }));
    const expected = [...rows]
      .sort(byReferenceThen((a, b) => a.currency.localeCompare(b.currency) || a.totalMinor - b.totalMinor))
      .reverse();
    expect(references(rows)).toEqual(references(expected));
    expect(new Set(references(rows)).size).toBe(COUNT);
  });

  it("sorts by the status words ascending across pages", async () => {
    const rows = await bothPages(list({ sort: "status" }));
    expect(references(rows)).toEqual(
      references([...rows].sort(byReferenceThen((a, b) => a.status.localeCompare(b.status)))),
    );
    expect(rows[0]!.status).toBe("cancelled");
  });

  it("keeps newest booked first without a sort or with an unknown column", async () => {
    const rows = await bothPages(list());
    const expected = [...rows].sort(
      (a, b) => b.bookedAt.localeCompare(a.bookedAt) || a.reference.localeCompare(b.reference),
    );
    expect(references(rows)).toEqual(references(expected));
    expect(references(await bothPages(list({ sort: "guestEmail", dir: "desc" })))).toEqual(references(rows));
  });
});

describe("listPoints' order", () => {
  const list = (sort?: ListSort) => (page: number) =>
    listPoints(db, { actor: airline, filters: { member, page }, sort });
  const ids = (rows: PointsRow[]) => rows.map((row) => row.id);
  const byIdThen = (compare: (a: PointsRow, b: PointsRow) => number) => tieBy((row: PointsRow) => row.id, compare);

  it("sorts by points ascending across pages, ties by id", async () => {
    const rows = await bothPages(list({ sort: "points" }));
    expect(ids(rows)).toEqual(ids([...rows].sort(byIdThen((a, b) => a.points - b.points))));
    expect(new Set(ids(rows)).size).toBe(COUNT);
  });

  it("sorts by the kind's label descending across pages", async () => {
    const rows = await bothPages(list({ sort: "kind", dir: "desc" }));
    expect(ids(rows)).toEqual(ids([...rows].sort(byIdThen((a, b) => a.kind.localeCompare(b.kind))).reverse()));
    expect(rows[0]!.kind).toBe("earned");
  });

  it("keeps newest first without a sort or with an unknown column", async () => {
    const rows = await bothPages(list());
    const expected = [...rows].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
    expect(ids(rows)).toEqual(ids(expected));
    expect(ids(await bothPages(list({ sort: "created_by" })))).toEqual(ids(rows));
  });
});
