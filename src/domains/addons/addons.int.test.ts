import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn, uniquePhone } from "@tests/support/functions";
import { actorForUser } from "@/server/access";
import {
  addonOrders,
  addonSlots,
  journalEntries,
  journalLines,
  paymentRefunds,
  payments,
  testGatewayCharges,
} from "@/server/db/schema";
import { paymentProviders, paysFor } from "@/domains/payments";
import type { UserActor } from "@/server/access";
import { expireHeldAddonOrders, placeAddonOrder } from "./orders";
import { getPublicAddon, listAddonOrders, listAddonProducts } from "./queries";
import { todayIn } from "@/lib/dates";

const db = testDb();

let supplierToken: string;
let otherToken: string;
let guestToken: string;
let guestActor: UserActor;
let organisationId: string;
let otherOrganisationId: string;
let supplierActor: Awaited<ReturnType<typeof actorForUser>>;
let otherActor: Awaited<ReturnType<typeof actorForUser>>;

const TZ = "Asia/Kuala_Lumpur";
function dayAfter(days: number): string {
  const date = new Date(`${todayIn(TZ)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

beforeAll(async () => {
  const suffix = uniqueSuffix();
  const organisation = await createOrganisation(db);
  organisationId = organisation.id;
  const supplierEmail = `addon-supplier-${suffix}@example.test`;
  const supplier = await createUser(db, { email: supplierEmail, profile: { organisationId } });
  supplierToken = await signIn(supplierEmail);
  supplierActor = await actorForUser(db, { id: supplier.user.id, email: supplierEmail, emailVerified: true });
  const other = await createOrganisation(db);
  otherOrganisationId = other.id;
  const otherEmail = `addon-other-${suffix}@example.test`;
  const otherUser = await createUser(db, { email: otherEmail, profile: { organisationId: other.id } });
  otherToken = await signIn(otherEmail);
  otherActor = await actorForUser(db, { id: otherUser.user.id, email: otherEmail, emailVerified: true });
  const guestEmail = `addon-guest-${suffix}@example.test`;
  const guestUser = await createUser(db, { email: guestEmail });
  guestToken = await signIn(guestEmail);
  guestActor = (await actorForUser(db, { id: guestUser.user.id, email: guestEmail, emailVerified: true })) as UserActor;
});

const tourFields = {
  kind: "day_tour",
  title: "Batu Caves half-day tour",
  description: "Temple caves and the 272 steps, with hotel pick-up.",
  country: "malaysia",
  city: "Kuala Lumpur",
  priceMinor: 12_000,
  capacity: 8,
  meetingPoint: "Hotel lobby",
  durationMinutes: 240,
};

async function createTour(token = supplierToken, fields: Record<string, unknown> = {}) {
  return resultOf<{ id: string; currency: string }>(
    await callFunction("createAddonProduct", { ...tourFields, ...fields }, bearer(token)),
  );
}

async function slotsOf(productId: string) {
  return db
    .select()
    .from(addonSlots)
    .where(eq(addonSlots.productId, productId))
    .orderBy(addonSlots.day, addonSlots.startTime);
}

function order(data: Record<string, unknown>, token = guestToken, card = "4242 4242 4242 4242") {
  return callFunction(
    "orderAddon",
    {
      quantity: 1,
      guest: { name: "Aiko Tanaka", email: "aiko@example.test", phone: uniquePhone() },
      card: { number: card, expiry: "12/39", cvc: "123", holder: "Aiko Tanaka" },
      idempotencyKey: randomUUID(),
      ...data,
    },
    bearer(token),
  );
}

describe("add-on products", () => {
  it("lets a supplier create a tour in its currency and add a schedule", async () => {
    const tour = await createTour();
    expect(tour.currency).toBe("MYR");
    const added = await resultOf<{ created: number; skipped: number }>(
      await callFunction(
        "addAddonSlots",
        {
          productId: tour.id,
          from: dayAfter(1),
          to: dayAfter(7),
          startTimes: ["08:30", "14:00"],
          weekdays: [0, 1, 2, 3, 4, 5, 6],
        },
        bearer(supplierToken),
      ),
    );
    expect(added).toEqual({ created: 14, skipped: 0 });
    const again = await resultOf<{ created: number; skipped: number }>(
      await callFunction(
        "addAddonSlots",
        { productId: tour.id, from: dayAfter(1), to: dayAfter(1), startTimes: ["08:30"] },
        bearer(supplierToken),
      ),
    );
    expect(again).toEqual({ created: 0, skipped: 1 });
    const listed = await listAddonProducts(db, { actor: supplierActor, kind: "day_tour" });
    const mine = listed!.find((product) => product.id === tour.id)!;
    expect(mine.slots).toHaveLength(14);
    expect(mine.slots.every((slot) => slot.capacity === 8 && slot.taken === 0)).toBe(true);
  });

  it("refuses bad input with clear messages and writes nothing", async () => {
    const bad = await errorOf(
      await callFunction(
        "createAddonProduct",
        { ...tourFields, priceMinor: -5, capacity: 0, title: "" },
        bearer(supplierToken),
      ),
    );
    expect(bad.status).toBe("INVALID_ARGUMENT");
    const messages = bad.details!.issues!.map((issue) => issue.message);
    expect(messages).toContain("The price must be more than zero.");
    expect(messages).toContain("The capacity is at least 1.");
    const transfer = await errorOf(
      await callFunction(
        "createAddonProduct",
        { ...tourFields, kind: "airport_transfer", pickupZones: [] },
        bearer(supplierToken),
      ),
    );
    expect(transfer).toMatchObject({
      status: "INVALID_ARGUMENT",
      message: "A transfer needs at least one pickup zone.",
    });
    const tour = await createTour();
    const past = await errorOf(
      await callFunction(
        "addAddonSlots",
        { productId: tour.id, from: dayAfter(-2), to: dayAfter(1), startTimes: ["09:00"] },
        bearer(supplierToken),
      ),
    );
    expect(past).toMatchObject({ status: "INVALID_ARGUMENT", message: "The schedule cannot start in the past." });
    const reversed = await errorOf(
      await callFunction(
        "addAddonSlots",
        { productId: tour.id, from: dayAfter(3), to: dayAfter(1), startTimes: ["25:00"] },
        bearer(supplierToken),
      ),
    );
    expect(reversed.details!.issues!.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(["Use a time like 09:30 (24-hour clock).", "The last day is before the first."]),
    );
    expect(await slotsOf(tour.id)).toHaveLength(0);
  });

  it("keeps another supplier out of a product: not listed, not editable, no schedule changes", async () => {
    const tour = await createTour();
    const listed = await listAddonProducts(db, { actor: otherActor, kind: "day_tour" });
    expect(listed!.some((product) => product.id === tour.id)).toBe(false);
    expect(listed!.every((product) => product.organisationId === otherOrganisationId)).toBe(true);
    for (const [name, data] of [
      ["updateAddonProduct", { id: tour.id, ...tourFields, kind: undefined, title: "Hijacked" }],
      ["setAddonProductStatus", { id: tour.id, status: "archived" }],
      ["addAddonSlots", { productId: tour.id, from: dayAfter(1), to: dayAfter(1), startTimes: ["09:00"] }],
    ] as const) {
      const { kind: _kind, ...payload } = data as Record<string, unknown>;
      const error = await errorOf(await callFunction(name, payload, bearer(otherToken)));
      expect(error.status, name).toBe("NOT_FOUND");
    }
    const guest = await errorOf(await callFunction("createAddonProduct", tourFields, bearer(guestToken)));
    expect(guest.status).toBe("PERMISSION_DENIED");
  });
});

describe("add-on orders", () => {
  it("never oversells a slot: 20 parallel orders for 8 places, exactly 8 go through, nothing half-written", async () => {
    const tour = await createTour();
    await resultOf(
      await callFunction(
        "addAddonSlots",
        { productId: tour.id, from: dayAfter(2), to: dayAfter(2), startTimes: ["09:00"] },
        bearer(supplierToken),
      ),
    );
    const [slot] = await slotsOf(tour.id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => order({ productId: tour.id, slotId: slot!.id })),
    );
    const bodies = await Promise.all(
      responses.map(
        (response) =>
          response.json() as Promise<{ result?: { status: string }; error?: { status: string; message: string } }>,
      ),
    );
    const succeeded = bodies.filter((body) => body.result?.status === "scheduled");
    const refused = bodies.filter((body) => body.error);
    expect(succeeded).toHaveLength(8);
    expect(refused).toHaveLength(12);
    for (const body of refused)
      expect(body.error).toEqual({
        status: "ABORTED",
        message: "Not enough places are left at this time for your party. Choose fewer, or another time.",
      });
    const [after] = await slotsOf(tour.id);
    expect(after!.taken).toBe(8);
    const orders = await db.select().from(addonOrders).where(eq(addonOrders.slotId, slot!.id));
    expect(orders).toHaveLength(8);
    expect(orders.every((row) => row.status === "scheduled")).toBe(true);
    const paid = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from payments p join addon_orders a on p.payable_kind = 'addon_order' and a.id = p.payable_id where a.slot_id = ${slot!.id}`,
    );
    expect(paid.rows[0]!.n).toBe(8);
    // The database itself refuses one more place, whoever writes it.
    await expect(db.update(addonSlots).set({ taken: 9 }).where(eq(addonSlots.id, slot!.id))).rejects.toThrow();
  });

  it("pays the supplier through a balanced addon_sale entry and shows the order to its supplier only", async () => {
    const tour = await createTour();
    await resultOf(
      await callFunction(
        "addAddonSlots",
        { productId: tour.id, from: dayAfter(3), to: dayAfter(3), startTimes: ["10:00"] },
        bearer(supplierToken),
      ),
    );
    const [slot] = await slotsOf(tour.id);
    const outcome = await resultOf<{ reference: string; status: string; totalMinor: number; currency: string }>(
      await order({ productId: tour.id, slotId: slot!.id, quantity: 2 }),
    );
    expect(outcome).toMatchObject({ status: "scheduled", totalMinor: 24_000, currency: "MYR" });
    const [row] = await db.select().from(addonOrders).where(eq(addonOrders.reference, outcome.reference));
    const [payment] = await db.select().from(payments).where(paysFor("addon_order", row!.id));
    expect(payment).toMatchObject({ status: "captured", capturedMinor: 24_000, payableKind: "addon_order" });
    const lines = await db
      .select({
        account: journalLines.account,
        amountMinor: journalLines.amountMinor,
        organisationId: journalLines.organisationId,
        kind: journalEntries.kind,
      })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(eq(journalEntries.paymentId, payment!.id))
      .orderBy(journalLines.id);
    expect(lines).toEqual([
      { account: "cash:test_card", amountMinor: 24_000, organisationId: null, kind: "addon_sale" },
      { account: "supplier_payable", amountMinor: -19_200, organisationId, kind: "addon_sale" },
      { account: "revenue:commission", amountMinor: -4_800, organisationId, kind: "addon_sale" },
    ]);

    const mine = await listAddonOrders(db, {
      actor: supplierActor,
      kinds: ["day_tour"],
      filters: { when: "upcoming", page: 1 },
    });
    expect(mine!.rows.find((item) => item.reference === outcome.reference)).toMatchObject({
      quantity: 2,
      guestName: "Aiko Tanaka",
      actions: ["cancel"],
    });
    const theirs = await listAddonOrders(db, {
      actor: otherActor,
      kinds: ["day_tour"],
      filters: { when: "upcoming", page: 1 },
    });
    expect(theirs!.rows.some((item) => item.reference === outcome.reference)).toBe(false);
    const stranger = await errorOf(
      await callFunction("changeAddonOrder", { reference: outcome.reference, action: "cancel" }, bearer(otherToken)),
    );
    expect(stranger.status).toBe("NOT_FOUND");
    const early = await errorOf(
      await callFunction("changeAddonOrder", { reference: outcome.reference, action: "done" }, bearer(supplierToken)),
    );
    expect(early).toMatchObject({
      status: "ABORTED",
      message: "An order can be marked done or no-show from its day on.",
    });

    // The supplier cancels: places back, the guest refunded at the gateway, the sale reversed in the ledger.
    const cancelled = await resultOf(
      await callFunction(
        "changeAddonOrder",
        { reference: outcome.reference, action: "cancel", note: "Guide unwell" },
        bearer(supplierToken),
      ),
    );
    expect(cancelled).toMatchObject({ status: "cancelled" });
    expect((await slotsOf(tour.id))[0]!.taken).toBe(0);
    const [refund] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id));
    expect(refund).toMatchObject({ amountMinor: 24_000 });
    expect(refund!.sentAt).not.toBeNull();
    const [charge] = await db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.idempotencyKey, payment!.idempotencyKey));
    expect(charge!.refundedMinor).toBe(24_000);
    const payable = await db.execute<{ total: string }>(sql`
      select coalesce(sum(l.amount_minor), 0)::text as total from journal_lines l join journal_entries e on e.id = l.entry_id
      where e.payment_id = ${payment!.id} and l.account = 'supplier_payable'`);
    expect(Number(payable.rows[0]!.total)).toBe(0);
    const again = await errorOf(
      await callFunction("changeAddonOrder", { reference: outcome.reference, action: "cancel" }, bearer(supplierToken)),
    );
    expect(again).toMatchObject({ status: "ABORTED", message: "This order is already cancelled." });
  });

  it("gives the places back when the card is declined", async () => {
    const tour = await createTour();
    await resultOf(
      await callFunction(
        "addAddonSlots",
        { productId: tour.id, from: dayAfter(4), to: dayAfter(4), startTimes: ["10:00"] },
        bearer(supplierToken),
      ),
    );
    const [slot] = await slotsOf(tour.id);
    const outcome = await resultOf<{ status: string; message: string }>(
      await order({ productId: tour.id, slotId: slot!.id, quantity: 3 }, guestToken, "4000 0000 0000 0002"),
    );
    expect(outcome.status).toBe("cancelled");
    expect(outcome.message).toMatch(/declined/);
    expect((await slotsOf(tour.id))[0]!.taken).toBe(0);
    const entries = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from journal_entries e join payments p on p.id = e.payment_id join addon_orders a on p.payable_kind = 'addon_order' and a.id = p.payable_id where a.slot_id = ${slot!.id}`);
    expect(entries.rows[0]!.n).toBe(0);
  });

  it("counts transfer vehicles per clock hour and needs a flight number and a pickup zone", async () => {
    const transfer = await createTour(supplierToken, {
      kind: "airport_transfer",
      title: "KLIA to the city",
      priceMinor: 9_500,
      capacity: 2,
      pickupZones: ["KLIA Terminal 1", "KLIA2"],
    });
    const base = { productId: transfer.id, day: dayAfter(5), flightNumber: "ak 6123", pickupZone: "KLIA2" };
    const first = await resultOf<{ reference: string; status: string }>(await order({ ...base, pickupTime: "10:15" }));
    expect(first.status).toBe("scheduled");
    expect((await resultOf<{ status: string }>(await order({ ...base, pickupTime: "10:45" }))).status).toBe(
      "scheduled",
    );
    const full = await errorOf(await order({ ...base, pickupTime: "10:50" }));
    expect(full.status).toBe("ABORTED");
    expect((await resultOf<{ status: string }>(await order({ ...base, pickupTime: "11:05" }))).status).toBe(
      "scheduled",
    );
    const [stored] = await db
      .select()
      .from(addonOrders)
      .where(and(eq(addonOrders.reference, first.reference)));
    expect(stored).toMatchObject({ flightNumber: "AK6123", pickupZone: "KLIA2", pickupTime: "10:15:00" });
    const badFlight = await errorOf(await order({ ...base, pickupTime: "12:00", flightNumber: "flight 7" }));
    expect(badFlight.details!.issues![0]!.message).toBe(
      "Enter the flight number as printed on the ticket, e.g. AK6123.",
    );
    const badZone = await errorOf(await order({ ...base, pickupTime: "12:00", pickupZone: "Penang" }));
    expect(badZone.message).toBe("Choose one of the pickup zones offered.");
    const orders = await listAddonOrders(db, {
      actor: supplierActor,
      kinds: ["airport_transfer"],
      filters: { when: "upcoming", page: 1 },
    });
    expect(orders!.rows.filter((row) => row.productTitle === "KLIA to the city").map((row) => row.pickupTime)).toEqual([
      "10:15",
      "10:45",
      "11:05",
    ]);
  });

  it("refuses a capacity below what is sold, stops sales of closed times and archived products", async () => {
    const tour = await createTour();
    await resultOf(
      await callFunction(
        "addAddonSlots",
        { productId: tour.id, from: dayAfter(6), to: dayAfter(6), startTimes: ["09:00", "15:00"] },
        bearer(supplierToken),
      ),
    );
    const [morning, afternoon] = await slotsOf(tour.id);
    await resultOf(await order({ productId: tour.id, slotId: morning!.id, quantity: 3 }));
    const { kind: _kind, ...fields } = tourFields;
    const tooSmall = await errorOf(
      await callFunction("updateAddonProduct", { id: tour.id, ...fields, capacity: 2 }, bearer(supplierToken)),
    );
    expect(tooSmall.details!.issues![0]).toEqual({
      path: "capacity",
      message: "More places are already sold at some times.",
    });
    expect((await slotsOf(tour.id)).map((slot) => slot.capacity)).toEqual([8, 8]);
    await resultOf(
      await callFunction("updateAddonProduct", { id: tour.id, ...fields, capacity: 5 }, bearer(supplierToken)),
    );
    expect((await slotsOf(tour.id)).map((slot) => slot.capacity)).toEqual([5, 5]);

    expect(
      await resultOf(await callFunction("closeAddonSlot", { slotId: afternoon!.id }, bearer(supplierToken))),
    ).toMatchObject({ result: "deleted" });
    expect(
      await resultOf(await callFunction("closeAddonSlot", { slotId: morning!.id }, bearer(supplierToken))),
    ).toMatchObject({ result: "closed" });
    const closed = await errorOf(await order({ productId: tour.id, slotId: morning!.id }));
    expect(closed).toMatchObject({
      status: "NOT_FOUND",
      message: "This date and time is no longer offered. Choose another.",
    });

    const other = await createTour();
    await resultOf(
      await callFunction(
        "addAddonSlots",
        { productId: other.id, from: dayAfter(6), to: dayAfter(6), startTimes: ["09:00"] },
        bearer(supplierToken),
      ),
    );
    await resultOf(
      await callFunction("setAddonProductStatus", { id: other.id, status: "archived" }, bearer(supplierToken)),
    );
    const archived = await errorOf(await order({ productId: other.id, slotId: (await slotsOf(other.id))[0]!.id }));
    expect(archived).toMatchObject({ status: "NOT_FOUND", message: "This product is not available." });
  });

  it("lets the clock settle orders left held by a crash: paid ones are scheduled, the others freed", async () => {
    const tour = await createTour();
    await resultOf(
      await callFunction(
        "addAddonSlots",
        { productId: tour.id, from: dayAfter(8), to: dayAfter(8), startTimes: ["09:00"] },
        bearer(supplierToken),
      ),
    );
    const [slot] = await slotsOf(tour.id);
    const real = paymentProviders(db);
    const input = (card: string) => ({
      productId: tour.id,
      slotId: slot!.id,
      quantity: 2,
      guest: { name: "Aiko Tanaka", email: "aiko@example.test", phone: "+60123456789" },
      note: "",
      card: { number: card, expiry: "12/39", cvc: "123", holder: "Aiko Tanaka" },
      idempotencyKey: randomUUID(),
    });
    // A crash before the provider heard of the payment, and one after it authorised the card.
    const neverSent = {
      ...real,
      test_card: { ...real.test_card, authorise: () => Promise.reject(new Error("crash before the call")) },
    };
    const authorisedThenCrash = {
      ...real,
      test_card: {
        ...real.test_card,
        authorise: async (request: Parameters<typeof real.test_card.authorise>[0]) => {
          await real.test_card.authorise(request);
          throw new Error("crash after the call");
        },
      },
    };
    const lost = input("4242424242424242");
    const paid = input("4242424242424242");
    await expect(placeAddonOrder(db, lost, guestActor, neverSent)).rejects.toThrow("crash before the call");
    await expect(placeAddonOrder(db, paid, guestActor, authorisedThenCrash)).rejects.toThrow("crash after the call");
    expect((await slotsOf(tour.id))[0]!.taken).toBe(4);

    await expireHeldAddonOrders(db, new Date(Date.now() + 16 * 60_000), real);
    const [lostOrder] = await db.select().from(addonOrders).where(eq(addonOrders.idempotencyKey, lost.idempotencyKey));
    const [paidOrder] = await db.select().from(addonOrders).where(eq(addonOrders.idempotencyKey, paid.idempotencyKey));
    expect(lostOrder!.status).toBe("cancelled");
    expect(paidOrder!.status).toBe("scheduled");
    expect((await slotsOf(tour.id))[0]!.taken).toBe(2);
    const [payment] = await db.select().from(payments).where(paysFor("addon_order", paidOrder!.id));
    expect(payment!.status).toBe("captured");
    const sales = await db.$count(
      journalEntries,
      and(eq(journalEntries.paymentId, payment!.id), eq(journalEntries.kind, "addon_sale")),
    );
    expect(sales).toBe(1);
    // Running it again changes nothing.
    await expireHeldAddonOrders(db, new Date(Date.now() + 16 * 60_000), real);
    expect(await db.$count(journalEntries, eq(journalEntries.paymentId, payment!.id))).toBe(1);
  });

  it("holds the places while a card asks its holder to confirm, then schedules, cancels or releases the order", async () => {
    const tour = await createTour();
    await resultOf(
      await callFunction(
        "addAddonSlots",
        { productId: tour.id, from: dayAfter(9), to: dayAfter(9), startTimes: ["09:00"] },
        bearer(supplierToken),
      ),
    );
    const [slot] = await slotsOf(tour.id);
    type Outcome = { reference: string; status: string; actionUrl: string | null; message: string | null };
    const confirmCard = "4000 0000 0000 3220";
    const chargeOf = (outcome: Outcome) => outcome.actionUrl!.replace("/pay/confirm/", "");

    // Confirmed by the cardholder: scheduled and sold once.
    const approved = await resultOf<Outcome>(
      await order({ productId: tour.id, slotId: slot!.id, quantity: 2 }, guestToken, confirmCard),
    );
    expect(approved).toMatchObject({ status: "held", message: null });
    expect(approved.actionUrl).toMatch(/^\/pay\/confirm\/tc_[A-Za-z0-9_-]{12}$/);
    expect((await slotsOf(tour.id))[0]!.taken).toBe(2);
    // Nobody else may answer for the guest's card.
    const strangerEmail = `addon-stranger-${uniqueSuffix()}@example.test`;
    await createUser(db, { email: strangerEmail });
    const stranger = await errorOf(
      await callFunction(
        "confirmPayment",
        { chargeId: chargeOf(approved), approve: true },
        bearer(await signIn(strangerEmail)),
      ),
    );
    expect(stranger.status).toBe("NOT_FOUND");
    const answered = await resultOf<Outcome & { kind: string; returnTo: string }>(
      await callFunction("confirmPayment", { chargeId: chargeOf(approved), approve: true }, bearer(guestToken)),
    );
    expect(answered).toMatchObject({
      kind: "addon",
      returnTo: "/bookings?tab=addons",
      reference: approved.reference,
      status: "scheduled",
      actionUrl: null,
    });
    const [approvedOrder] = await db.select().from(addonOrders).where(eq(addonOrders.reference, approved.reference));
    const [approvedPayment] = await db.select().from(payments).where(paysFor("addon_order", approvedOrder!.id));
    expect(approvedPayment!.status).toBe("captured");
    expect(
      await db.$count(
        journalEntries,
        and(eq(journalEntries.paymentId, approvedPayment!.id), eq(journalEntries.kind, "addon_sale")),
      ),
    ).toBe(1);

    // Refused by the cardholder: cancelled, places back, nothing charged.
    const refused = await resultOf<Outcome>(
      await order({ productId: tour.id, slotId: slot!.id, quantity: 3 }, guestToken, confirmCard),
    );
    expect((await slotsOf(tour.id))[0]!.taken).toBe(5);
    const no = await resultOf<Outcome>(
      await callFunction("confirmPayment", { chargeId: chargeOf(refused), approve: false }, bearer(guestToken)),
    );
    expect(no.status).toBe("cancelled");
    expect(no.message).toBeTruthy();
    expect((await slotsOf(tour.id))[0]!.taken).toBe(2);

    // Never answered: the clock releases the card and the places after the hold.
    const forgotten = await resultOf<Outcome>(
      await order({ productId: tour.id, slotId: slot!.id, quantity: 1 }, guestToken, confirmCard),
    );
    await expireHeldAddonOrders(db, new Date(Date.now() + 5 * 60_000));
    expect((await db.select().from(addonOrders).where(eq(addonOrders.reference, forgotten.reference)))[0]!.status).toBe(
      "held",
    );
    await expireHeldAddonOrders(db, new Date(Date.now() + 16 * 60_000));
    const [forgottenOrder] = await db.select().from(addonOrders).where(eq(addonOrders.reference, forgotten.reference));
    expect(forgottenOrder).toMatchObject({
      status: "cancelled",
      statusNote: "The payment was not confirmed in time, so nothing was charged. Book again to try once more.",
    });
    const [forgottenPayment] = await db.select().from(payments).where(paysFor("addon_order", forgottenOrder!.id));
    expect(forgottenPayment!.status).toBe("voided");
    expect((await slotsOf(tour.id))[0]!.taken).toBe(2);
    expect(await db.$count(journalEntries, eq(journalEntries.paymentId, forgottenPayment!.id))).toBe(0);
  });

  it("offers guests only the times that have not started yet", async () => {
    const tour = await createTour();
    // Midnight today in Kuala Lumpur has always begun; 09:00 tomorrow has not.
    await db.insert(addonSlots).values([
      { productId: tour.id, day: dayAfter(0), startTime: "00:00", capacity: 8 },
      { productId: tour.id, day: dayAfter(1), startTime: "09:00", capacity: 8 },
    ]);
    const found = await getPublicAddon(db, { id: tour.id });
    expect(found!.slots.map((slot) => `${slot.day} ${slot.startTime}`)).toEqual([`${dayAfter(1)} 09:00`]);
    // The supplier's dashboard still shows the whole of today.
    const listed = await listAddonProducts(db, { actor: supplierActor, kind: "day_tour" });
    expect(listed!.find((product) => product.id === tour.id)!.slots).toHaveLength(2);
  });

  it("refuses a quantity of zero and a guest who is not signed in", async () => {
    const tour = await createTour();
    const zero = await errorOf(await order({ productId: tour.id, quantity: 0, slotId: randomUUID() }));
    expect(zero.details!.issues![0]).toEqual({ path: "quantity", message: "At least 1." });
    const anonymous = await errorOf(await callFunction("orderAddon", { productId: tour.id }));
    expect(anonymous.status).toBe("UNAUTHENTICATED");
  });
});
