import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { journalEntries, journalLines } from "@/domains/ledger/schema";
import { TEST_CARDS } from "@/domains/payments";
import { authUsers, bookings, priceBids, userProfiles } from "@/server/db/schema";
import { expireBids, listSupplierBids } from "./bids";
import { actorForUser } from "@/server/access";

const db = testDb();
const STAFF = "staff4@example.com";
let staffToken: string;

beforeAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF));
  await createUser(db, { email: STAFF });
  staffToken = await signIn(STAFF);
});

afterAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF));
});

const card = {
  method: "card",
  card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Aiko Tanaka" },
};

/** A supplier's KL flat (3 nights: MYR 880.50 at list price), the supplier and a guest signed in. */
async function world() {
  const organisation = await createOrganisation(db);
  const supplierEmail = `owner-${uniqueSuffix()}@example.test`;
  const supplier = await createUser(db, { email: supplierEmail, profile: { organisationId: organisation.id } });
  const { property } = await createProperty(db, {
    organisationId: organisation.id,
    cleaningFeeMinor: 6_000,
    instantBook: false,
    cancellationPolicy: "flexible",
  });
  const guestEmail = `guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: guestEmail, name: "Aiko Tanaka" });
  return {
    organisation,
    property,
    supplier,
    supplierEmail,
    guestEmail,
    guestToken: await signIn(guestEmail),
    supplierToken: await signIn(supplierEmail),
  };
}
type World = Awaited<ReturnType<typeof world>>;

const bid = (w: World, amountMinor: number, dates = { checkIn: "2027-09-10", checkOut: "2027-09-13" }) => ({
  propertyId: w.property.id,
  ...dates,
  guests: 2,
  amountMinor,
  message: "Long-time fan",
});

async function place(w: World, amountMinor = 70_000, dates?: { checkIn: string; checkOut: string }) {
  return resultOf<{ id: string; status: string }>(
    await callFunction("placeBid", bid(w, amountMinor, dates), bearer(w.guestToken)),
  );
}

describe("price bidding", () => {
  it("the supplier accepts: a held booking at the bid's price, the dates taken, paid from the checkout like a declined card", async () => {
    const w = await world();
    const placed = await place(w);
    expect(placed.status).toBe("open");

    // Another supplier neither sees nor answers it.
    const stranger = await world();
    const strangerActor = await actorForUser(db, stranger.supplier.user);
    expect((await listSupplierBids(db, { actor: strangerActor, page: 1 })).rows.map((row) => row.id)).not.toContain(
      placed.id,
    );
    const refused = await callFunction(
      "answerBid",
      { id: placed.id, action: "accept" },
      bearer(stranger.supplierToken),
    );
    expect(refused.status).toBe(404);
    expect(await db.select().from(bookings).where(eq(bookings.propertyId, w.property.id))).toEqual([]);

    const ownActor = await actorForUser(db, w.supplier.user);
    expect((await listSupplierBids(db, { actor: ownActor, page: 1 })).rows).toMatchObject([
      { id: placed.id, amountMinor: 70_000, listTotalMinor: 88_050, status: "open" },
    ]);

    const answer = await resultOf<{ status: string; reference: string }>(
      await callFunction("answerBid", { id: placed.id, action: "accept" }, bearer(w.supplierToken)),
    );
    expect(answer.status).toBe("accepted");
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, answer.reference));
    expect(booking).toMatchObject({
      status: "held",
      totalMinor: 70_000,
      checkIn: "2027-09-10",
      checkOut: "2027-09-13",
      instantBook: true,
      guestEmail: w.guestEmail,
    });
    expect(booking!.priceLines.reduce((total, line) => total + line.amountMinor, 0)).toBe(70_000);
    expect(booking!.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    // The dates are taken: a checkout at list price for them is refused.
    const taken = await callFunction(
      "createBooking",
      {
        propertyId: w.property.id,
        stay: { mode: "nightly", checkIn: "2027-09-11", checkOut: "2027-09-12" },
        guests: 1,
        guest: { name: "Other Guest", email: w.guestEmail, phone: "+60123456789" },
        payment: card,
        idempotencyKey: randomUUID(),
      },
      bearer(w.guestToken),
    );
    expect(taken.status).toBe(409);

    // The guest pays the held booking (payBooking, as after a declined card): confirmed, the sale balanced.
    const paid = await resultOf<{ status: string; totalMinor: number }>(
      await callFunction("payBooking", { reference: answer.reference, payment: card }, bearer(w.guestToken)),
    );
    expect(paid).toMatchObject({ status: "confirmed", totalMinor: 70_000 });
    const entries = await db.select().from(journalEntries).where(eq(journalEntries.bookingId, booking!.id));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(["booking_sale", "payment"]);
    const lines = await db
      .select()
      .from(journalLines)
      .where(
        inArray(
          journalLines.entryId,
          entries.map((entry) => entry.id),
        ),
      );
    expect(lines.reduce((total, line) => total + line.amountMinor, 0)).toBe(0);
    expect(
      lines.filter((line) => line.account === "cash:test_card").reduce((total, line) => total + line.amountMinor, 0),
    ).toBe(70_000);

    const again = await callFunction("answerBid", { id: placed.id, action: "reject" }, bearer(w.supplierToken));
    expect(again.status).toBe(409);
  });

  it("the supplier counters and the guest accepts the counter: a held booking at the counter's price", async () => {
    const w = await world();
    const placed = await place(w, 60_000);
    const lower = await callFunction(
      "answerBid",
      { id: placed.id, action: "counter", amountMinor: 50_000 },
      bearer(w.supplierToken),
    );
    expect(lower.status).toBe(400);
    const countered = await resultOf<{ status: string; counterMinor: number }>(
      await callFunction(
        "answerBid",
        { id: placed.id, action: "counter", amountMinor: 80_000 },
        bearer(w.supplierToken),
      ),
    );
    expect(countered).toMatchObject({ status: "countered", counterMinor: 80_000 });
    // Only the guest who bid answers the counter.
    const other = await world();
    expect(
      (await callFunction("respondToCounter", { id: placed.id, accept: true }, bearer(other.guestToken))).status,
    ).toBe(404);

    const accepted = await resultOf<{ status: string; reference: string }>(
      await callFunction("respondToCounter", { id: placed.id, accept: true }, bearer(w.guestToken)),
    );
    expect(accepted.status).toBe("accepted");
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, accepted.reference));
    expect(booking).toMatchObject({ status: "held", totalMinor: 80_000 });
  });

  it("prices an offer's taxes with the guest's nationality: a Malaysian's offer and booking carry no tourism tax", async () => {
    // 3 nights: MYR 880.50 for a foreign guest, of which MYR 30.00 tourism tax; MYR 850.50 for a Malaysian.
    const w = await world();
    // A parent and a child of 4 (the test flat sleeps two and charges no extra person).
    const malaysian = (amountMinor: number) => ({
      ...bid(w, amountMinor),
      guests: { adults: 1, childrenAges: [4] },
      guestNationality: "my",
    });
    const tooHigh = await callFunction("placeBid", malaysian(86_000), bearer(w.guestToken));
    expect(tooHigh.status).toBe(400);
    expect((await errorOf(tooHigh)).message).toBe(
      "The price for these dates is MYR 850.50: offer less, or book at that price.",
    );
    const refused = await callFunction("placeBid", { ...bid(w, 70_000), guestNationality: "XX" }, bearer(w.guestToken));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await errorOf(refused))).toContain("Choose your nationality from the list.");
    const noAdult = await callFunction(
      "placeBid",
      { ...bid(w, 70_000), guests: { adults: 0, childrenAges: [4] } },
      bearer(w.guestToken),
    );
    expect(noAdult.status).toBe(400);
    expect(JSON.stringify(await errorOf(noAdult))).toContain("A stay needs at least one adult.");
    expect(await db.select().from(priceBids).where(eq(priceBids.propertyId, w.property.id))).toEqual([]);

    const placed = await resultOf<{ id: string }>(
      await callFunction("placeBid", malaysian(80_000), bearer(w.guestToken)),
    );
    const [stored] = await db.select().from(priceBids).where(eq(priceBids.id, placed.id));
    expect(stored).toMatchObject({ listTotalMinor: 85_050, guestNationality: "MY", guestCount: 2, childrenAges: [4] });
    const [profile] = await db
      .select({ nationality: userProfiles.nationality })
      .from(userProfiles)
      .innerJoin(authUsers, eq(authUsers.id, userProfiles.authUserId))
      .where(eq(authUsers.email, w.guestEmail));
    expect(profile?.nationality).toBe("MY");

    const accepted = await resultOf<{ reference: string }>(
      await callFunction("answerBid", { id: placed.id, action: "accept" }, bearer(w.supplierToken)),
    );
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, accepted.reference));
    expect(booking).toMatchObject({ totalMinor: 80_000, guestCount: 2, childrenAges: [4], adults: 1 });
    expect(booking!.priceLines.filter((line) => line.kind === "tax")).toEqual([]);
    expect(booking!.taxBasis).toMatchObject({ guestNationality: "MY", rules: [{ outcome: "exempt", amountMinor: 0 }] });

    // A guest who does not say is held to a foreign guest's taxes, as at checkout: the same offer keeps MYR 30.00.
    const other = await world();
    const foreign = await resultOf<{ id: string }>(
      await callFunction("placeBid", bid(other, 80_000), bearer(other.guestToken)),
    );
    const [foreignBid] = await db.select().from(priceBids).where(eq(priceBids.id, foreign.id));
    expect(foreignBid).toMatchObject({ listTotalMinor: 88_050, guestNationality: null });
    const held = await resultOf<{ reference: string }>(
      await callFunction("answerBid", { id: foreign.id, action: "accept" }, bearer(other.supplierToken)),
    );
    const [foreignBooking] = await db.select().from(bookings).where(eq(bookings.reference, held.reference));
    expect(foreignBooking!.priceLines.filter((line) => line.kind === "tax").map((line) => line.amountMinor)).toEqual([
      3_000,
    ]);
    expect(foreignBooking!.taxBasis).toMatchObject({ guestNationality: null, rules: [{ outcome: "charged" }] });
  });

  it("the supplier's accept sent ten times at once: one held booking, the other nine refused", async () => {
    const w = await world();
    const placed = await place(w, 70_000, { checkIn: "2027-11-08", checkOut: "2027-11-11" });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        callFunction("answerBid", { id: placed.id, action: "accept" }, bearer(w.supplierToken)).then(
          (response) => response.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    const held = await db.select().from(bookings).where(eq(bookings.propertyId, w.property.id));
    expect(held.map((booking) => [booking.status, booking.totalMinor])).toEqual([["held", 70_000]]);
  });

  it("refuses bad offers with clear words and writes nothing", async () => {
    const w = await world();
    const cases: [Record<string, unknown>, number, string][] = [
      [bid(w, 88_050), 400, "The price for these dates is MYR 880.50: offer less, or book at that price."],
      [bid(w, 5_000), 400, "Offer more than MYR 93.00: the cleaning fee, service fee and taxes alone come to that."],
      [{ ...bid(w, 70_000), checkOut: "2027-09-09" }, 400, "Check-out must be after check-in."],
      [{ ...bid(w, 70_000), checkIn: "2027-02-30" }, 400, "Choose the check-in date."],
      [{ ...bid(w, 70_000), propertyId: randomUUID() }, 404, "This place is not available for booking."],
    ];
    for (const [input, status, message] of cases) {
      const response = await callFunction("placeBid", input, bearer(w.guestToken));
      expect(response.status, message).toBe(status);
      const error = await errorOf(response);
      expect([error.message, ...(error.details?.issues?.map((issue) => issue.message) ?? [])]).toContain(message);
    }
    // Suppliers and staff do not bid (guests' accounts only).
    expect((await callFunction("placeBid", bid(w, 70_000), bearer(w.supplierToken))).status).toBe(403);
    expect(await db.select().from(priceBids).where(eq(priceBids.propertyId, w.property.id))).toEqual([]);
  });

  it("accepting checks availability: dates booked meanwhile are refused and the bid stays open", async () => {
    const w = await world();
    const placed = await place(w);
    const other = await world();
    await resultOf(
      await callFunction(
        "createBooking",
        {
          propertyId: w.property.id,
          stay: { mode: "nightly", checkIn: "2027-09-12", checkOut: "2027-09-14" },
          guests: 1,
          guest: { name: "Other Guest", email: other.guestEmail, phone: "+60123456789" },
          payment: card,
          idempotencyKey: randomUUID(),
        },
        bearer(other.guestToken),
      ),
    );
    const refused = await callFunction("answerBid", { id: placed.id, action: "accept" }, bearer(staffToken));
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe("These dates are not available any more. Choose other dates.");
    const [row] = await db.select().from(priceBids).where(eq(priceBids.id, placed.id));
    expect(row).toMatchObject({ status: "open", bookingId: null });
  });

  it("bids lapse after 24 hours: answers refuse them and the job marks them expired", async () => {
    const w = await world();
    const placed = await place(w);
    const countered = await place(w, 70_000, { checkIn: "2027-10-01", checkOut: "2027-10-04" }).catch(() => null);
    // One open offer per guest and place at a time.
    expect(countered).toBeNull();
    await db
      .update(priceBids)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(priceBids.id, placed.id));
    const late = await callFunction("answerBid", { id: placed.id, action: "accept" }, bearer(w.supplierToken));
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe("This offer has lapsed (offers last 24 hours).");
    expect(await expireBids(db)).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(priceBids).where(eq(priceBids.id, placed.id));
    expect(row!.status).toBe("expired");
    // Running it again changes nothing; the guest may bid again.
    await expireBids(db);
    await place(w, 70_000, { checkIn: "2027-10-01", checkOut: "2027-10-04" });
  });
});
