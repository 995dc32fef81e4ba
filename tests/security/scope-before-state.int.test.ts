import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { TEST_CARDS } from "@/domains/payments";
import { investOfferings } from "@/server/db/schema";

/**
 * Scope before state: a row the caller may not act on answers "not found" whatever state it is in, so that its
 * state ("already rejected", "already open", "not open") never tells an outsider it exists or what became of
 * it. Before, answerBid on another supplier's rejected bid said "already rejected" and respondToCounter by
 * another guest said "already open".
 */
const db = testDb();

async function supplierWithProperty() {
  const organisation = await createOrganisation(db);
  const email = `owner-${uniqueSuffix()}@example.test`;
  await createUser(db, { email, profile: { organisationId: organisation.id } });
  const { property } = await createProperty(db, { organisationId: organisation.id, instantBook: false });
  return { property, token: await signIn(email) };
}

async function guest() {
  const email = `guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email, name: "Aiko Tanaka" });
  return { token: await signIn(email) };
}

async function placeBid(propertyId: string, token: string) {
  return resultOf<{ id: string; status: string }>(
    await callFunction(
      "placeBid",
      { propertyId, checkIn: "2027-10-10", checkOut: "2027-10-13", guests: 2, amountMinor: 70_000, message: "Hello" },
      bearer(token),
    ),
  );
}

describe("price bids", () => {
  it("answerBid on another supplier's bid is not found, whether the bid is open or already answered", async () => {
    const owner = await supplierWithProperty();
    const stranger = await supplierWithProperty();
    const bidder = await guest();

    const open = await placeBid(owner.property.id, bidder.token);
    const onOpen = await callFunction("answerBid", { id: open.id, action: "reject" }, bearer(stranger.token));
    expect(onOpen.status).toBe(404);

    await resultOf(await callFunction("answerBid", { id: open.id, action: "reject" }, bearer(owner.token)));
    const onRejected = await callFunction("answerBid", { id: open.id, action: "accept" }, bearer(stranger.token));
    expect(onRejected.status).toBe(404);
    const error = await errorOf(onRejected);
    expect(error).toMatchObject({ status: "NOT_FOUND", message: "There is no such offer." });
    expect(error.message).not.toMatch(/rejected/);

    // The owner still hears the state (it is theirs to know).
    expect((await callFunction("answerBid", { id: open.id, action: "accept" }, bearer(owner.token))).status).toBe(409);
  });

  it("respondToCounter by another guest is not found, whether the bid is still open or countered", async () => {
    const owner = await supplierWithProperty();
    const bidder = await guest();
    const other = await guest();
    const placed = await placeBid(owner.property.id, bidder.token);

    const onOpen = await callFunction("respondToCounter", { id: placed.id, accept: true }, bearer(other.token));
    expect(onOpen.status).toBe(404);
    expect((await errorOf(onOpen)).message).toBe("There is no such offer of yours.");

    await resultOf(
      await callFunction("answerBid", { id: placed.id, action: "counter", amountMinor: 80_000 }, bearer(owner.token)),
    );
    expect((await callFunction("respondToCounter", { id: placed.id, accept: true }, bearer(other.token))).status).toBe(
      404,
    );

    // The bidder, on a bid that is no longer countered, is told so.
    await resultOf(await callFunction("respondToCounter", { id: placed.id, accept: false }, bearer(bidder.token)));
    expect((await callFunction("respondToCounter", { id: placed.id, accept: true }, bearer(bidder.token))).status).toBe(
      409,
    );
  });
});

describe("StayInvest", () => {
  it("buying units of a draft offering (never published) is not found, not 'not open'", async () => {
    const organisation = await createOrganisation(db);
    const { property } = await createProperty(db, { organisationId: organisation.id });
    const [draft] = await db
      .insert(investOfferings)
      .values({
        propertyId: property.id,
        currency: "MYR",
        unitsIssued: 100,
        unitPriceMinor: 10_000,
        investorShareBasisPoints: 5_000,
      })
      .returning({ id: investOfferings.id, status: investOfferings.status });
    expect(draft!.status).toBe("draft");

    const email = `micro-${uniqueSuffix()}@example.test`;
    await createUser(db, { email, profile: { specialType: "microInvestor" } });
    const response = await callFunction(
      "buyUnits",
      {
        offeringId: draft!.id,
        units: 1,
        card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Mei Ling" },
        idempotencyKey: randomUUID(),
      },
      bearer(await signIn(email)),
    );
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe("There is no such offering.");
  });
});
