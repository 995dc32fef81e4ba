import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import type { CheckoutOutcome } from "@/domains/bookings";
import { journalEntries, journalLines } from "@/domains/ledger/schema";
import { TEST_CARDS, paysFor } from "@/domains/payments";
import { paymentRefunds, payments } from "@/domains/payments/schema";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { actorForUser, ANONYMOUS, type Actor } from "@/server/access";
import { bookingExtras, bookings, exchangeRates, insuranceClaims, insurancePolicies } from "@/server/db/schema";
import { cancelPolicy, currentInsurer, quoteTravelInsurance } from "./policies";
import { findOwnPolicy, listPolicies, policyFiltersFrom } from "./queries";
import { premiumSplit } from "./rules";

const db = testDb();
const SOURCE = `partners-test-${uniqueSuffix()}`;
// Newer than any other row, so these are the rates in force while this file runs (files run one at a time).
const AS_OF = new Date("2031-01-01T00:00:00Z");
const MYR_PER_USD = 4.5;
const settings = BUSINESS_SETTINGS.travelInsurance;

let insurer: { id: string; name: string };
let insurerEmail: string;
let otherInsurerEmail: string;
let guestEmail: string;
let guestToken: string;
let property: { id: string };
let ownerEmail: string;

async function actorOf(email: string): Promise<Actor> {
  const [row] = await db
    .execute<{ id: string }>(sql`select id from auth_users where email = ${email}`)
    .then((result) => result.rows);
  return actorForUser(db, { id: row!.id, email, emailVerified: true });
}

beforeAll(async () => {
  await db.insert(exchangeRates).values([
    { base: "USD", quote: "MYR", rate: MYR_PER_USD, asOf: AS_OF, source: SOURCE },
    { base: "USD", quote: "THB", rate: 34, asOf: AS_OF, source: SOURCE },
  ]);
  insurer =
    (await currentInsurer(db)) ??
    (await createOrganisation(db, { name: `Pacific Shield ${uniqueSuffix()}`, kind: "insurance" }));
  insurerEmail = `insurer-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: insurerEmail, profile: { organisationId: insurer.id, specialType: "insurance" } });
  // A second insurer, created later, so not the one that underwrites: it must see none of the first's policies.
  const other = await createOrganisation(db, { name: `Other Insurer ${uniqueSuffix()}`, kind: "insurance" });
  otherInsurerEmail = `other-insurer-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: otherInsurerEmail, profile: { organisationId: other.id, specialType: "insurance" } });

  const organisation = await createOrganisation(db);
  ownerEmail = `owner-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: ownerEmail, profile: { organisationId: organisation.id } });
  ({ property } = await createProperty(db, {
    organisationId: organisation.id,
    cleaningFeeMinor: 6_000,
    instantBook: true,
    cancellationPolicy: "strict",
  }));
  guestEmail = `guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: guestEmail, name: "Aiko Tanaka" });
  guestToken = await signIn(guestEmail);
});

afterAll(async () => {
  await db.delete(exchangeRates).where(eq(exchangeRates.source, SOURCE));
});

function checkout(overrides: Record<string, unknown> = {}) {
  return {
    propertyId: property.id,
    stay: { mode: "nightly", checkIn: "2027-03-10", checkOut: "2027-03-13" },
    guests: 2,
    guest: { name: "Aiko Tanaka", email: guestEmail, phone: "+60123456789" },
    payment: {
      method: "card",
      card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Aiko Tanaka" },
    },
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

async function entriesOf(bookingId: string) {
  const entries = await db.select().from(journalEntries).where(eq(journalEntries.bookingId, bookingId));
  const lines = await db
    .select()
    .from(journalLines)
    .where(
      inArray(
        journalLines.entryId,
        entries.map((entry) => entry.id),
      ),
    );
  return { entries, lines };
}

describe("the premium", () => {
  it("is 3% of the stay, at least USD 5 in the stay's currency at the stored rate, and not offered without a rate", async () => {
    const big = await quoteTravelInsurance(db, { stayTotalMinor: 200_000, currency: "MYR" }, { actor: ANONYMOUS });
    expect(big).toMatchObject({ insurerOrganisationId: insurer.id, currency: "MYR", premiumMinor: 6_000 });
    const small = await quoteTravelInsurance(db, { stayTotalMinor: 20_000, currency: "MYR" }, { actor: ANONYMOUS });
    expect(small?.premiumMinor).toBe(5 * MYR_PER_USD * 100);
    const thb = await quoteTravelInsurance(db, { stayTotalMinor: 1_000, currency: "THB" }, { actor: ANONYMOUS });
    expect(thb?.premiumMinor).toBe(17_000);
    expect(
      await quoteTravelInsurance(db, { stayTotalMinor: 200_000, currency: "QQQ" }, { actor: ANONYMOUS }),
    ).toBeNull();
  });
});

describe("buying insurance at checkout", () => {
  let outcome: CheckoutOutcome;
  let premium: number;

  it("adds the premium to what the guest pays, issues the policy with the sale and pays the insurer in a balanced ledger", async () => {
    outcome = await resultOf<CheckoutOutcome>(
      await callFunction("createBooking", checkout({ extras: [{ kind: "insurance" }] }), bearer(guestToken)),
    );
    expect(outcome.status).toBe("confirmed");
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    const stayMinor = booking!.priceLines
      .filter((line) => line.kind !== "extra")
      .reduce((sum, line) => sum + line.amountMinor, 0);
    premium = Math.max(Math.round((stayMinor * 300) / 10_000), 2_250);
    expect(booking!.priceLines.at(-1)).toMatchObject({ kind: "extra", amountMinor: premium });
    expect(booking!.totalMinor).toBe(stayMinor + premium);
    const [payment] = await db.select().from(payments).where(paysFor("booking", booking!.id));
    expect(payment!.capturedMinor).toBe(stayMinor + premium);

    const [policy] = await db.select().from(insurancePolicies).where(eq(insurancePolicies.bookingId, booking!.id));
    expect(policy).toMatchObject({
      insurerOrganisationId: insurer.id,
      premiumMinor: premium,
      currency: "MYR",
      leadTraveller: "Aiko Tanaka",
      travellers: 2,
      coverStart: "2027-03-10",
      coverEnd: "2027-03-13",
      city: "Kuala Lumpur",
      status: "active",
    });
    expect(policy!.number).toMatch(/^PS-\d{4}-\d{6}$/);

    const { entries, lines } = await entriesOf(booking!.id);
    expect(entries.map((entry) => entry.kind).sort()).toEqual(["booking_sale", "insurance_sale", "payment"]);
    const sale = entries.find((entry) => entry.kind === "insurance_sale")!;
    expect(sale).toMatchObject({ organisationId: insurer.id, propertyId: null, currency: "MYR" });
    const saleLines = lines.filter((line) => line.entryId === sale.id);
    const { insurerMinor, commissionMinor } = premiumSplit(premium, settings);
    expect(saleLines.find((line) => line.account === "supplier_payable")).toMatchObject({
      organisationId: insurer.id,
      amountMinor: -insurerMinor,
    });
    expect(saleLines.find((line) => line.account === "revenue:insurance_commission")?.amountMinor).toBe(
      -commissionMinor,
    );
    // Every entry balances, and the guest's funds are cleared: the whole payment is split.
    for (const entry of entries)
      expect(lines.filter((line) => line.entryId === entry.id).reduce((sum, line) => sum + line.amountMinor, 0)).toBe(
        0,
      );
    expect(
      lines.filter((line) => line.account === "guest_funds").reduce((sum, line) => sum + line.amountMinor, 0),
    ).toBe(0);
  });

  it("refunds the whole premium when the stay is cancelled before the trip, on top of what the stay's policy gives", async () => {
    const preview = await resultOf<{ refundMinor: number; explanation: string }>(
      await callFunction("previewCancellation", { reference: outcome.reference }, bearer(guestToken)),
    );
    const cancelled = await resultOf<{ refundMinor: number; explanation: string }>(
      await callFunction(
        "cancelBooking",
        { reference: outcome.reference, reason: "Plans changed" },
        bearer(guestToken),
      ),
    );
    expect(cancelled.refundMinor).toBe(preview.refundMinor);
    expect(cancelled.explanation).toContain("premium is refunded in full");
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    const [policy] = await db.select().from(insurancePolicies).where(eq(insurancePolicies.bookingId, booking!.id));
    expect(policy).toMatchObject({ status: "cancelled", refundedMinor: premium });
    const [extra] = await db.select().from(bookingExtras).where(eq(bookingExtras.bookingId, booking!.id));
    expect(extra!.refundedMinor).toBe(premium);
    // Strict policy, more than 14 days ahead: half the stay (taxes whole) plus the whole premium.
    expect(booking!.refundedMinor).toBe(cancelled.refundMinor);
    const [payment] = await db.select().from(payments).where(paysFor("booking", booking!.id));
    const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment!.id));
    expect(refunds.reduce((sum, refund) => sum + refund.amountMinor, 0)).toBe(cancelled.refundMinor);

    const { entries, lines } = await entriesOf(booking!.id);
    const refund = entries.find((entry) => entry.kind === "insurance_refund")!;
    expect(refund).toMatchObject({ organisationId: insurer.id, cashMinor: -premium });
    for (const entry of entries)
      expect(lines.filter((line) => line.entryId === entry.id).reduce((sum, line) => sum + line.amountMinor, 0)).toBe(
        0,
      );
    // The insurer is owed nothing for a cancelled policy.
    expect(
      lines
        .filter((line) => line.account === "supplier_payable" && line.organisationId === insurer.id)
        .reduce((sum, line) => sum + line.amountMinor, 0),
    ).toBe(0);
  });

  it("books without insurance as before: no extra, no policy", async () => {
    const plain = await resultOf<CheckoutOutcome>(
      await callFunction(
        "createBooking",
        checkout({ stay: { mode: "nightly", checkIn: "2027-04-10", checkOut: "2027-04-12" } }),
        bearer(guestToken),
      ),
    );
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, plain.reference));
    expect(await db.select().from(bookingExtras).where(eq(bookingExtras.bookingId, booking!.id))).toEqual([]);
    expect(await db.select().from(insurancePolicies).where(eq(insurancePolicies.bookingId, booking!.id))).toEqual([]);
  });

  it("refuses an unknown extra and a second insurance with a clear message, booking nothing", async () => {
    const key = randomUUID();
    const twice = await callFunction(
      "createBooking",
      checkout({ idempotencyKey: key, extras: [{ kind: "insurance" }, { kind: "insurance" }] }),
      bearer(guestToken),
    );
    expect(twice.status).toBe(400);
    expect(JSON.stringify((await errorOf(twice)).details)).toContain("Travel insurance can be added once");
    const unknown = await callFunction(
      "createBooking",
      checkout({ idempotencyKey: key, extras: [{ kind: "spa" }] }),
      bearer(guestToken),
    );
    expect(unknown.status).toBe(400);
    expect(await db.select().from(bookings).where(eq(bookings.idempotencyKey, key))).toEqual([]);
  });
});

describe("after the trip starts", () => {
  it("cancels the policy without a refund", async () => {
    const outcome = await resultOf<CheckoutOutcome>(
      await callFunction(
        "createBooking",
        checkout({
          stay: { mode: "nightly", checkIn: "2027-05-10", checkOut: "2027-05-12" },
          extras: [{ kind: "insurance" }],
        }),
        bearer(guestToken),
      ),
    );
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    const cancelled = await db.transaction((tx) =>
      cancelPolicy(tx, {
        bookingId: booking!.id,
        tripStartsAt: new Date("2027-05-10T07:00:00Z"),
        now: new Date("2027-05-11T00:00:00Z"),
      }),
    );
    expect(cancelled).toMatchObject({ refundMinor: 0, percent: 0 });
    const [policy] = await db.select().from(insurancePolicies).where(eq(insurancePolicies.bookingId, booking!.id));
    expect(policy).toMatchObject({ status: "cancelled", refundedMinor: 0 });
    // A cancelled policy keeps what it was issued with, and is cancelled once.
    await expect(
      db.update(insurancePolicies).set({ refundedMinor: 1 }).where(eq(insurancePolicies.id, policy!.id)),
    ).rejects.toThrow();
    await expect(
      db.update(insurancePolicies).set({ premiumMinor: 1 }).where(eq(insurancePolicies.id, policy!.id)),
    ).rejects.toThrow();
  });
});

describe("what the insurer sees and marks", () => {
  let number: string;

  beforeAll(async () => {
    const outcome = await resultOf<CheckoutOutcome>(
      await callFunction(
        "createBooking",
        checkout({
          stay: { mode: "nightly", checkIn: "2027-06-10", checkOut: "2027-06-14" },
          extras: [{ kind: "insurance" }],
        }),
        bearer(guestToken),
      ),
    );
    const [row] = await db
      .select({ number: insurancePolicies.number })
      .from(insurancePolicies)
      .innerJoin(bookings, eq(bookings.id, insurancePolicies.bookingId))
      .where(eq(bookings.reference, outcome.reference));
    number = row!.number;
  });

  it("lists the insurer's own policies with travellers, dates and city, and nothing for anyone else", async () => {
    const list = await listPolicies(db, {
      actor: await actorOf(insurerEmail),
      filters: policyFiltersFrom({ country: "malaysia" }),
    });
    const row = list!.rows.find((policy) => policy.number === number);
    expect(row).toMatchObject({
      leadTraveller: "Aiko Tanaka",
      travellers: 2,
      coverStart: "2027-06-10",
      coverEnd: "2027-06-14",
      city: "Kuala Lumpur",
      status: "active",
    });
    // No booking reference, guest email or property in what the insurer reads.
    expect(Object.keys(row!)).not.toEqual(expect.arrayContaining(["bookingId"]));
    expect(JSON.stringify(row)).not.toContain(guestEmail);
    const other = await listPolicies(db, { actor: await actorOf(otherInsurerEmail), filters: policyFiltersFrom({}) });
    expect(other!.rows.some((policy) => policy.number === number)).toBe(false);
    expect(await listPolicies(db, { actor: await actorOf(ownerEmail), filters: policyFiltersFrom({}) })).toBeNull();
    expect(await listPolicies(db, { actor: await actorOf(guestEmail), filters: policyFiltersFrom({}) })).toBeNull();
    const thailand = await listPolicies(db, {
      actor: await actorOf(insurerEmail),
      filters: policyFiltersFrom({ country: "thailand" }),
    });
    expect(thailand!.rows.some((policy) => policy.number === number)).toBe(false);
  });

  it("opens a claim, approves it and marks it paid with notes and history; refuses moves the rules forbid", async () => {
    const token = await signIn(insurerEmail);
    const opened = await resultOf<{ claimId: string; status: string }>(
      await callFunction(
        "openInsuranceClaim",
        { policyNumber: number.toLowerCase(), summary: "Lost luggage at KLIA", note: "Receipts attached" },
        bearer(token),
      ),
    );
    expect(opened.status).toBe("opened");
    const skip = await callFunction(
      "markInsuranceClaim",
      { claimId: opened.claimId, status: "paid", note: "" },
      bearer(token),
    );
    expect(skip.status).toBe(409);
    expect((await errorOf(skip)).message).toContain("cannot be marked paid");
    await resultOf(
      await callFunction(
        "markInsuranceClaim",
        { claimId: opened.claimId, status: "approved", note: "Covered up to MYR 1,000" },
        bearer(token),
      ),
    );
    await resultOf(
      await callFunction(
        "markInsuranceClaim",
        { claimId: opened.claimId, status: "paid", note: "Paid by transfer" },
        bearer(token),
      ),
    );
    const list = await listPolicies(db, { actor: await actorOf(insurerEmail), filters: policyFiltersFrom({}) });
    const claim = list!.rows.find((policy) => policy.number === number)!.claims[0]!;
    expect(claim.status).toBe("paid");
    expect(claim.events.map((event) => [event.from, event.to, event.note])).toEqual([
      [null, "opened", "Receipts attached"],
      ["opened", "approved", "Covered up to MYR 1,000"],
      ["approved", "paid", "Paid by transfer"],
    ]);
    // The database refuses a move the rules forbid, whoever writes it.
    await expect(
      db.update(insuranceClaims).set({ status: "opened" }).where(eq(insuranceClaims.id, opened.claimId)),
    ).rejects.toThrow();
  });

  it("does not let another insurer, a supplier or a guest open or mark claims on the policy", async () => {
    const other = await callFunction(
      "openInsuranceClaim",
      { policyNumber: number, summary: "Not mine" },
      bearer(await signIn(otherInsurerEmail)),
    );
    expect(other.status).toBe(404);
    expect(
      (
        await callFunction(
          "openInsuranceClaim",
          { policyNumber: number, summary: "Not mine" },
          bearer(await signIn(ownerEmail)),
        )
      ).status,
    ).toBe(403);
    expect(
      (await callFunction("openInsuranceClaim", { policyNumber: number, summary: "Not mine" }, bearer(guestToken)))
        .status,
    ).toBe(403);
    const bad = await callFunction(
      "openInsuranceClaim",
      { policyNumber: "12345", summary: "" },
      bearer(await signIn(insurerEmail)),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify((await errorOf(bad)).details)).toContain("PS-2026-000123");
  });
});

describe("the guest's own policy on the checkout's result", () => {
  it("gives the guest who booked the policy number of the stay, and nobody else", async () => {
    const bought = await resultOf<CheckoutOutcome>(
      await callFunction(
        "createBooking",
        checkout({
          stay: { mode: "nightly", checkIn: "2027-07-10", checkOut: "2027-07-12" },
          extras: [{ kind: "insurance" }],
        }),
        bearer(guestToken),
      ),
    );
    expect(bought.status).toBe("confirmed");
    const guest = await actorOf(guestEmail);
    const policy = await findOwnPolicy(db, { actor: guest, bookingReference: bought.reference.toLowerCase() });
    expect(policy).toMatchObject({
      status: "active",
      coverStart: "2027-07-10",
      coverEnd: "2027-07-12",
      travellers: 2,
      insurerName: insurer.name,
    });
    expect(policy!.number).toMatch(/^PS-\d{4}-\d{6}$/);
    const [row] = await db
      .select({ number: insurancePolicies.number })
      .from(insurancePolicies)
      .innerJoin(bookings, eq(bookings.id, insurancePolicies.bookingId))
      .where(eq(bookings.reference, bought.reference));
    expect(policy!.number).toBe(row!.number);

    expect(
      await findOwnPolicy(db, { actor: await actorOf(ownerEmail), bookingReference: bought.reference }),
    ).toBeNull();
    expect(await findOwnPolicy(db, { actor: ANONYMOUS, bookingReference: bought.reference })).toBeNull();

    // A stay without insurance has no policy to show.
    const plain = await resultOf<CheckoutOutcome>(
      await callFunction(
        "createBooking",
        checkout({ stay: { mode: "nightly", checkIn: "2027-08-10", checkOut: "2027-08-12" } }),
        bearer(guestToken),
      ),
    );
    expect(await findOwnPolicy(db, { actor: guest, bookingReference: plain.reference })).toBeNull();
  });
});
