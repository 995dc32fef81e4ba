import { randomBytes, randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { ACCOUNTS, accountBalances } from "@/domains/ledger";
import { journalEntries, journalLines } from "@/domains/ledger/schema";
import { TEST_CARDS } from "@/domains/payments";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { authUsers, bookings } from "@/server/db/schema";
import { listPromoCodes } from "@/domains/growth";
import { promoCodes, promoRedemptions } from "@/domains/growth/schema";
import { expireStaleBookings } from "./actions/expire";
import { splitSale } from "./money";

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

const newCode = () => `T${randomBytes(5).toString("hex").toUpperCase()}`;

/** A supplier's listed KL flat (MYR 250 a night, cleaning MYR 60). */
async function place(overrides: Record<string, unknown> = {}) {
  const organisation = await createOrganisation(db);
  const { property } = await createProperty(db, {
    organisationId: organisation.id,
    cleaningFeeMinor: 6_000,
    instantBook: true,
    cancellationPolicy: "flexible",
    ...overrides,
  });
  return { organisation, property };
}

async function guest() {
  const email = `guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email, name: "Aiko Tanaka" });
  return { email, token: await signIn(email) };
}

function checkout(
  propertyId: string,
  guestEmail: string,
  promoCode?: string,
  checkIn = "2027-09-10",
  checkOut = "2027-09-13",
) {
  return {
    propertyId,
    stay: { mode: "nightly", checkIn, checkOut },
    guests: 2,
    guest: { name: "Aiko Tanaka", email: guestEmail, phone: "+60123456789" },
    payment: {
      method: "card",
      card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Aiko Tanaka" },
    },
    idempotencyKey: randomUUID(),
    ...(promoCode ? { promoCode } : {}),
  };
}

async function insertCode(values: Partial<typeof promoCodes.$inferInsert> = {}) {
  const [row] = await db
    .insert(promoCodes)
    .values({
      code: newCode(),
      kind: "percent",
      percentBasisPoints: 1_000,
      validFrom: new Date(Date.now() - 86_400_000),
      validUntil: new Date(Date.now() + 30 * 86_400_000),
      perGuestLimit: null,
      ...values,
    })
    .returning();
  return row!;
}

const validTerms = (code: string) => ({
  code,
  kind: "percent",
  percentBasisPoints: 1_000,
  validFrom: "2026-01-01",
  validUntil: "2027-12-31",
  maxRedemptions: 100,
  perGuestLimit: 1,
  allProperties: true,
});

describe("managing promo codes", () => {
  it("staff and special users create codes; suppliers and guests may not", async () => {
    const code = newCode();
    const created = await resultOf<{ id: string; code: string }>(
      await callFunction(
        "createPromoCode",
        { ...validTerms(code.toLowerCase()), description: "Welcome" },
        bearer(staffToken),
      ),
    );
    expect(created.code).toBe(code);

    const specialEmail = `special-${uniqueSuffix()}@example.test`;
    await createUser(db, { email: specialEmail, profile: { specialType: "special" } });
    await resultOf(await callFunction("createPromoCode", validTerms(newCode()), bearer(await signIn(specialEmail))));

    const { organisation } = await place();
    const ownerEmail = `owner-${uniqueSuffix()}@example.test`;
    await createUser(db, { email: ownerEmail, profile: { organisationId: organisation.id } });
    const refused = await callFunction("createPromoCode", validTerms(newCode()), bearer(await signIn(ownerEmail)));
    expect(refused.status).toBe(403);
    const g = await guest();
    expect((await callFunction("createPromoCode", validTerms(newCode()), bearer(g.token))).status).toBe(403);
  });

  it("refuses bad terms with a message on the field, and writes nothing", async () => {
    const code = newCode();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validTerms(code), kind: "fixed", percentBasisPoints: null }, "amountMinor"],
      [{ ...validTerms(code), kind: "fixed", percentBasisPoints: null, amountMinor: 5_000 }, "currency"],
      [{ ...validTerms(code), validUntil: "2025-12-31" }, "validUntil"],
      [{ ...validTerms(code), allProperties: false }, "propertyIds"],
      [{ ...validTerms("no!"), code: "A!" }, "code"],
      [{ ...validTerms(code), percentBasisPoints: 10_001 }, "percentBasisPoints"],
    ];
    for (const [input, field] of cases) {
      const response = await callFunction("createPromoCode", input, bearer(staffToken));
      expect(response.status, field).toBe(400);
      expect(
        (await errorOf(response)).details?.issues?.map((issue) => issue.path),
        field,
      ).toContain(field);
    }
    expect(await db.select().from(promoCodes).where(eq(promoCodes.code, code))).toEqual([]);
    await resultOf(await callFunction("createPromoCode", validTerms(code), bearer(staffToken)));
    const duplicate = await callFunction("createPromoCode", validTerms(code), bearer(staffToken));
    expect(duplicate.status).toBe(409);
  });

  it("deactivates a code and edits it; the usage report counts redemptions and the discount per currency", async () => {
    const { property } = await place();
    const promo = await insertCode({ maxRedemptions: 10 });
    const g = await guest();
    await resultOf(await callFunction("createBooking", checkout(property.id, g.email, promo.code), bearer(g.token)));
    const report = await listPromoCodes(db, { actor: { kind: "anonymous" }, page: 1 });
    expect(report.rows).toEqual([]);

    await resultOf(await callFunction("setPromoCodeActive", { id: promo.id, active: false }, bearer(staffToken)));
    const g2 = await guest();
    const refused = await callFunction(
      "createBooking",
      checkout(property.id, g2.email, promo.code, "2027-10-01", "2027-10-03"),
      bearer(g2.token),
    );
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(`Promo code ${promo.code} is no longer active.`);

    const { code: _code, ...terms } = validTerms(promo.code);
    // One redemption so far: a cap of 1 is fine, and the code is still refused as inactive.
    await resultOf(
      await callFunction("updatePromoCode", { ...terms, id: promo.id, maxRedemptions: 1 }, bearer(staffToken)),
    );
    const [edited] = await db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(edited).toMatchObject({ maxRedemptions: 1, active: false, validUntil: new Date("2028-01-01T00:00:00Z") });

    const listed = await resultOf<{
      rows: { code: string; redemptions: number; discounts: { currency: string; amountMinor: number }[] }[];
      total: number;
    }>(await callFunction("listPromoCodes", { page: 1 }, bearer(staffToken)));
    expect(listed.total).toBeGreaterThan(0);
    // Newest first: this test's code is on the first page.
    const row = listed.rows.find((candidate) => candidate.code === promo.code);
    expect(row).toMatchObject({ redemptions: 1, discounts: [{ currency: "MYR", amountMinor: 7_500 }] });
  });
});

describe("promo codes at checkout", () => {
  it("takes 10% off the room revenue, stores the code, and the discounted sale's ledger balances with the supplier paid in full", async () => {
    const { property, organisation } = await place();
    const promo = await insertCode();
    const g = await guest();
    const outcome = await resultOf<{ reference: string; status: string; totalMinor: number }>(
      await callFunction("createBooking", checkout(property.id, g.email, promo.code.toLowerCase()), bearer(g.token)),
    );
    expect(outcome.status).toBe("confirmed");
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
    // 3 × 250 + 60 cleaning = 810; service fee 40.50 on the undiscounted 810; 10% of the stay (750) off; tax 30.
    expect(booking!.priceLines.map((line) => [line.kind, line.amountMinor])).toEqual([
      ["stay", 75_000],
      ["cleaning", 6_000],
      ["service_fee", 4_050],
      ["promo", -7_500],
      ["tax", 3_000],
    ]);
    expect(booking).toMatchObject({ totalMinor: 80_550, promoCode: promo.code });
    const [redemption] = await db.select().from(promoRedemptions).where(eq(promoRedemptions.bookingId, booking!.id));
    expect(redemption).toMatchObject({
      promoCodeId: promo.id,
      discountMinor: 7_500,
      currency: "MYR",
      releasedAt: null,
    });

    const entries = await db.select().from(journalEntries).where(eq(journalEntries.bookingId, booking!.id));
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
    const sale = entries.find((entry) => entry.kind === "booking_sale")!;
    const saleLines = lines.filter((line) => line.entryId === sale.id);
    expect(saleLines.reduce((total, line) => total + line.amountMinor, 0)).toBe(0);
    expect(saleLines.find((line) => line.account === ACCOUNTS.promoDiscount)?.amountMinor).toBe(7_500);
    expect(saleLines.find((line) => line.account === ACCOUNTS.guestFunds)?.amountMinor).toBe(80_550);
    // The supplier's share is that of the undiscounted stay: 750 − 15% + 60 cleaning = 697.50.
    expect(await accountBalances(db, { account: ACCOUNTS.supplierPayable, organisationId: organisation.id })).toEqual({
      MYR: -69_750,
    });
    expect(splitSale(booking!.priceLines, false, BUSINESS_SETTINGS)).toMatchObject({
      promoDiscountMinor: 7_500,
      totalMinor: 80_550,
      supplierMinor: 69_750,
    });
    // The platform's revenue on the entry is its fees less the discount: 112.50 + 40.50 − 75 = 78.
    expect(sale.platformMinor).toBe(11_250 + 4_050 - 7_500);

    // A full refund reverses every part, the discount included: the guest gets back what they paid.
    const cancelled = await resultOf<{ refundMinor: number }>(
      await callFunction("cancelBooking", { reference: outcome.reference }, bearer(g.token)),
    );
    expect(cancelled.refundMinor).toBe(80_550);
    const after = await db
      .select()
      .from(journalLines)
      .where(
        inArray(
          journalLines.entryId,
          (await db.select().from(journalEntries).where(eq(journalEntries.bookingId, booking!.id))).map(
            (entry) => entry.id,
          ),
        ),
      );
    expect(
      after
        .filter((line) => line.account === ACCOUNTS.promoDiscount)
        .reduce((total, line) => total + line.amountMinor, 0),
    ).toBe(0);
    expect(after.reduce((total, line) => total + line.amountMinor, 0)).toBe(0);
  });

  it("a code capped at 5 is redeemed exactly 5 times by 20 concurrent checkouts", async () => {
    const promo = await insertCode({ maxRedemptions: 5 });
    // 20 places of one supplier (so that no property lock serialises the checkouts: only the code's row does),
    // booked by 7 guests, at most 3 each: a guest's unpaid holds are capped at 3 (maxUnpaidHoldsPerGuest), and under
    // load a fourth checkout of one guest could meet that cap before the code's. The code has no per-guest cap, so
    // only its total cap decides.
    const organisation = await createOrganisation(db);
    const places = await Promise.all(
      Array.from({ length: 20 }, () =>
        createProperty(db, {
          organisationId: organisation.id,
          cleaningFeeMinor: 6_000,
          instantBook: true,
          cancellationPolicy: "flexible",
        }),
      ),
    );
    const guests = await Promise.all(Array.from({ length: 7 }, () => guest()));
    const responses = await Promise.all(
      places.map(({ property }, index) => {
        const buyer = guests[index % guests.length]!;
        return callFunction("createBooking", checkout(property.id, buyer.email, promo.code), bearer(buyer.token));
      }),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    const others = responses.filter((response) => response.status !== 200 && response.status !== 400);
    expect(
      statuses.filter((status) => status === 400),
      JSON.stringify(await Promise.all(others.map((r) => r.json()))),
    ).toHaveLength(15);
    for (const response of responses.filter((candidate) => candidate.status === 400)) {
      expect((await errorOf(response)).message).toBe(`Promo code ${promo.code} has been fully used.`);
    }
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row!.redemptionsCount).toBe(5);
    expect(await db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, promo.id))).toHaveLength(5);
    expect(await db.select().from(bookings).where(eq(bookings.promoCode, promo.code))).toHaveLength(5);
    // The database refuses a sixth even without the checkout's lock.
    await expect(
      db.update(promoCodes).set({ redemptionsCount: 6 }).where(eq(promoCodes.id, promo.id)),
    ).rejects.toThrow();
  });

  it("holds the per-guest cap, and an expired hold gives its use back", async () => {
    const promo = await insertCode({ perGuestLimit: 1 });
    const { property } = await place();
    const g = await guest();
    const first = await resultOf<{ reference: string }>(
      await callFunction(
        "createBooking",
        {
          ...checkout(property.id, g.email, promo.code),
          payment: {
            method: "card",
            card: { number: TEST_CARDS.declined, expiry: "12/30", cvc: "123", holder: "Aiko Tanaka" },
          },
        },
        bearer(g.token),
      ),
    );
    const again = await callFunction(
      "createBooking",
      checkout(property.id, g.email, promo.code, "2027-11-01", "2027-11-04"),
      bearer(g.token),
    );
    expect(again.status).toBe(400);
    expect((await errorOf(again)).message).toBe(`You have already used Promo code ${promo.code}.`);
    // Another guest is not held back by the first one's use.
    const other = await guest();
    await resultOf(
      await callFunction(
        "createBooking",
        checkout(property.id, other.email, promo.code, "2027-12-01", "2027-12-04"),
        bearer(other.token),
      ),
    );

    // The declined card's hold runs out: the booking expires and its redemption no longer counts.
    await db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(bookings.reference, first.reference));
    await expireStaleBookings(db);
    const [released] = await db
      .select()
      .from(promoRedemptions)
      .innerJoin(bookings, eq(bookings.id, promoRedemptions.bookingId))
      .where(eq(bookings.reference, first.reference));
    expect(released!.bookings.status).toBe("expired");
    expect(released!.promo_redemptions.releasedAt).not.toBeNull();
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row!.redemptionsCount).toBe(1);
    await resultOf(
      await callFunction(
        "createBooking",
        checkout(property.id, g.email, promo.code, "2027-11-01", "2027-11-04"),
        bearer(g.token),
      ),
    );
  });

  it("refuses a code outside its validity window, unknown, or not valid for the place, and books nothing", async () => {
    const { property } = await place();
    const { property: bangkok } = await place({
      country: "thailand",
      city: "Bangkok",
      timeZone: "Asia/Bangkok",
      currency: "THB",
      nightlyRateMinor: 200_000,
    });
    const future = await insertCode({
      validFrom: new Date(Date.now() + 2 * 86_400_000),
      validUntil: new Date(Date.now() + 9 * 86_400_000),
    });
    const expired = await insertCode({
      validFrom: new Date("2026-01-01T00:00:00Z"),
      validUntil: new Date("2026-02-01T00:00:00Z"),
    });
    const elsewhere = await insertCode({ allProperties: false });
    const { property: other } = await place();
    await db.execute(
      `insert into promo_code_properties (promo_code_id, property_id) values ('${elsewhere.id}', '${other.id}')`,
    );
    const ringgit = await insertCode({ kind: "fixed", percentBasisPoints: null, amountMinor: 5_000, currency: "MYR" });
    const g = await guest();
    const cases: [string, string, string][] = [
      [
        future.code,
        property.id,
        `Promo code ${future.code} can be used from ${future.validFrom.toISOString().slice(0, 10)}.`,
      ],
      [expired.code, property.id, `Promo code ${expired.code} expired on 2026-01-31.`],
      ["NOSUCHCODE1", property.id, "There is no promo code NOSUCHCODE1. Check the spelling."],
      [elsewhere.code, property.id, `Promo code ${elsewhere.code} is not valid for this place.`],
      [ringgit.code, bangkok.id, `Promo code ${ringgit.code} is only valid for places priced in MYR.`],
    ];
    for (const [code, propertyId, message] of cases) {
      const response = await callFunction("createBooking", checkout(propertyId, g.email, code), bearer(g.token));
      expect(response.status, code).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
    }
    expect(
      await db
        .select()
        .from(bookings)
        .where(inArray(bookings.propertyId, [property.id, bangkok.id])),
    ).toEqual([]);
    // In scope, the fixed code takes MYR 50 off.
    const ok = await resultOf<{ totalMinor: number }>(
      await callFunction("createBooking", checkout(other.id, g.email, elsewhere.code), bearer(g.token)),
    );
    expect(ok.totalMinor).toBe(80_550);
    const fixed = await resultOf<{ totalMinor: number }>(
      await callFunction("createBooking", checkout(property.id, g.email, ringgit.code), bearer(g.token)),
    );
    expect(fixed.totalMinor).toBe(88_050 - 5_000);
  });
});
