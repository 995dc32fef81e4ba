/**
 * Add-on orders sort in their query: page 2 of a sort continues page 1 (no order twice, none lost, ties in
 * one order), and a column the list does not know leaves its default (upcoming soonest first).
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { addDays } from "@/lib/dates";
import { actorForUser, type Actor } from "@/server/access";
import type { ListSort } from "@/server/db/list-order";
import { addonOrders, addonProducts, addonSlots } from "@/server/db/schema";
import { ORDER_STATUS_LABELS } from "./pricing";
import { listAddonOrders, ORDERS_PAGE_SIZE, type AddonOrderRow } from "./queries";

const db = testDb();
const COUNT = ORDERS_PAGE_SIZE + 6;
let supplier: Actor;

const list = (sort?: ListSort) => (page: number) =>
  listAddonOrders(db, { actor: supplier, kinds: ["day_tour"], filters: { when: "upcoming", page }, sort });

async function bothPages(sort?: ListSort): Promise<AddonOrderRow[]> {
  const [one, two] = await Promise.all([list(sort)(1), list(sort)(2)]);
  expect(one!.rows).toHaveLength(ORDERS_PAGE_SIZE);
  expect(two!.rows).toHaveLength(COUNT - ORDERS_PAGE_SIZE);
  return [...one!.rows, ...two!.rows];
}

const references = (rows: AddonOrderRow[]) => rows.map((row) => row.reference);
const byReferenceThen =
  (compare: (a: AddonOrderRow, b: AddonOrderRow) => number) => (a: AddonOrderRow, b: AddonOrderRow) =>
    compare(a, b) || (a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0);

beforeAll(async () => {
  const organisation = await createOrganisation(db);
  const email = `addon-order-${uniqueSuffix()}@example.test`;
  const { user } = await createUser(db, { email, profile: { organisationId: organisation.id } });
  supplier = await actorForUser(db, { id: user.id, email, emailVerified: true });
  const [product] = await db
    .insert(addonProducts)
    .values({
      organisationId: organisation.id,
      kind: "day_tour",
      title: "Order tour",
      country: "malaysia",
      city: "Kuala Lumpur",
      timeZone: "Asia/Kuala_Lumpur",
      currency: "MYR",
      priceUnit: "person",
      priceMinor: 5_000,
      capacity: 100,
    })
    .returning();
  // A slot a day, two orders on some days (ties on when), in the far future so they stay upcoming.
  const slots = await db
    .insert(addonSlots)
    .values(
      Array.from({ length: 40 }, (_, n) => ({
        productId: product!.id,
        day: addDays("2036-03-01", n),
        startTime: "09:00",
        capacity: 100,
        taken: 10,
      })),
    )
    .returning({ id: addonSlots.id });
  const key = uniqueSuffix();
  await db.insert(addonOrders).values(
    Array.from({ length: COUNT }, (_, n) => {
      const quantity = 1 + ((n * 5) % 4);
      return {
        reference: `ORD-${key}-${String(n).padStart(3, "0")}`,
        productId: product!.id,
        slotId: slots[n % slots.length]!.id,
        organisationId: organisation.id,
        guestUserId: user.id,
        guestName: `Guest ${String.fromCharCode(65 + ((n * 3) % 7))}`,
        guestEmail: email,
        guestPhone: "+60123456789",
        quantity,
        status: n % 5 === 0 ? ("cancelled" as const) : n % 5 === 1 ? ("done" as const) : ("scheduled" as const),
        currency: "MYR",
        unitPriceMinor: 5_000,
        totalMinor: 5_000 * quantity,
        commissionMinor: 0,
        idempotencyKey: randomUUID(),
      };
    }),
  );
});

describe("listAddonOrders' order", () => {
  it("sorts by quantity, largest first, across pages, ties by reference", async () => {
    const rows = await bothPages({ sort: "quantity", dir: "desc" });
    expect(references(rows)).toEqual(
      references([...rows].sort(byReferenceThen((a, b) => a.quantity - b.quantity)).reverse()),
    );
    expect(new Set(references(rows)).size).toBe(COUNT);
  });

  it("sorts the status by its label across pages", async () => {
    const rows = await bothPages({ sort: "status" });
    const label = (row: AddonOrderRow) => ORDER_STATUS_LABELS[row.status];
    expect(references(rows)).toEqual(
      references([...rows].sort(byReferenceThen((a, b) => label(a).localeCompare(label(b))))),
    );
    expect(label(rows[0]!)).toBe("Cancelled");
  });

  it("keeps upcoming orders soonest first without a sort or with an unknown column", async () => {
    const rows = await bothPages();
    const expected = [...rows].sort(
      (a, b) =>
        a.day.localeCompare(b.day) || a.startTime.localeCompare(b.startTime) || a.reference.localeCompare(b.reference),
    );
    expect(references(rows)).toEqual(references(expected));
    expect(references(await bothPages({ sort: "guestEmail", dir: "desc" }))).toEqual(references(rows));
  });
});
