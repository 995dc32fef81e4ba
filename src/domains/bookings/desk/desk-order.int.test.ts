/**
 * The booking desks sort in their query: page 2 of a sort continues page 1 (no booking twice, none lost,
 * ties in one order), and a column the desk does not know leaves soonest check-in first.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { addDays } from "@/lib/dates";
import { bookingReference } from "@/lib/ids";
import { actorForUser, type Actor } from "@/server/access";
import type { ListSort } from "@/server/db/list-order";
import { bookings } from "@/server/db/schema";
import { DESK_PAGE_SIZE, listDeskBookings, type DeskStay } from "./bookings";
import { DESK_CHANNEL_LABELS } from "./filters";

const db = testDb();
const COUNT = DESK_PAGE_SIZE + 9;
let staff: Actor;
let propertyId: string;

const list = (sort?: ListSort) => (page: number) =>
  listDeskBookings(db, {
    actor: staff,
    desk: "managed",
    filters: { from: "2033-01-01", to: "2033-12-31", propertyId, page },
    sort,
  });

async function bothPages(sort?: ListSort): Promise<DeskStay[]> {
  const [one, two] = await Promise.all([list(sort)(1), list(sort)(2)]);
  expect(one.rows).toHaveLength(DESK_PAGE_SIZE);
  expect(two.rows).toHaveLength(COUNT - DESK_PAGE_SIZE);
  return [...one.rows, ...two.rows];
}

const references = (rows: DeskStay[]) => rows.map((row) => row.reference);
const byReferenceThen = (compare: (a: DeskStay, b: DeskStay) => number) => (a: DeskStay, b: DeskStay) =>
  compare(a, b) || (a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0);

beforeAll(async () => {
  const { user } = await createUser(db, { email: `desk-order-${uniqueSuffix()}@example.test` });
  const actor = await actorForUser(db, { id: user.id, email: user.email, emailVerified: true });
  staff = { ...actor, role: "staff", organisation: null } as Actor;
  const organisation = await createOrganisation(db);
  const { property, units } = await createProperty(db, { organisationId: organisation.id, managed: true });
  propertyId = property.id;
  // One-night stays on following days, with totals, guests and channels that repeat (ties to break).
  await db.insert(bookings).values(
    Array.from({ length: COUNT }, (_, n) => ({
      reference: bookingReference(),
      propertyId: property.id,
      unitId: units[0]!.id,
      guestName: `Guest ${String.fromCharCode(65 + ((n * 7) % 6))}`,
      guestEmail: "desk-order@example.test",
      checkIn: addDays("2033-01-01", n),
      checkOut: addDays("2033-01-01", n + 1),
      status: "confirmed" as const,
      channel: n % 3 === 0 ? ("airasia" as const) : n % 3 === 1 ? ("staff" as const) : ("direct" as const),
      currency: n % 4 === 0 ? "IDR" : "MYR",
      totalMinor: 20_000 + ((n * 11) % 7) * 1_000,
    })),
  );
});

describe("listDeskBookings' order", () => {
  it("sorts by the total within a currency, highest first, across pages, ties by reference", async () => {
    const rows = await bothPages({ sort: "total", dir: "desc" });
    const expected = [...rows]
      .sort(byReferenceThen((a, b) => a.currency.localeCompare(b.currency) || a.totalMinor - b.totalMinor))
      .reverse();
    expect(references(rows)).toEqual(references(expected));
    expect(new Set(references(rows)).size).toBe(COUNT);
  });

  it("sorts by the guest's name ascending across pages", async () => {
    const rows = await bothPages({ sort: "guest" });
    expect(references(rows)).toEqual(
      references([...rows].sort(byReferenceThen((a, b) => a.guestName.localeCompare(b.guestName)))),
    );
  });

  it("sorts the channel by the label the desk shows, not its code", async () => {
    const rows = await bothPages({ sort: "channel" });
    const label = (row: DeskStay) => DESK_CHANNEL_LABELS[row.channel];
    expect(references(rows)).toEqual(
      references([...rows].sort(byReferenceThen((a, b) => label(a).localeCompare(label(b))))),
    );
    expect(label(rows[0]!)).toBe("AirAsia");
    expect(label(rows.at(-1)!)).toBe("Staff");
  });

  it("keeps soonest check-in first without a sort or with a column it does not sort by", async () => {
    const rows = await bothPages();
    expect(rows.map((row) => row.checkIn)).toEqual(rows.map((row) => row.checkIn).sort());
    expect(references(await bothPages({ sort: "payment", dir: "desc" }))).toEqual(references(rows));
    expect(references(await bothPages({ sort: "guest_email" }))).toEqual(references(rows));
  });
});
