import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { staffSession } from "@tests/support/staff";
import { findTransaction } from "@/domains/accounts";
import { taxBasisWords } from "@/domains/catalogue";
import { ACCOUNTS } from "@/domains/ledger";
import { journalEntries, journalLines } from "@/domains/ledger/schema";
import { paysFor, TEST_CARDS } from "@/domains/payments";
import { payments } from "@/domains/payments/schema";
import { documentOf } from "@/domains/platform";
import { BUSINESS_SETTINGS, type StayTaxRule } from "@/domains/platform/settings";
import { actorForUser } from "@/server/access";
import { authUsers, bookings, userProfiles } from "@/server/db/schema";
import type { CheckoutOutcome } from "./checkout";

/*
 * Stay taxes at checkout (ARCHITECTURE.md "Stay taxes"): the guest's nationality decides Malaysia's tourism tax,
 * the server prices it again from the answer, and the booking keeps the answer and what each rule did.
 */

const db = testDb();
const staffToken = staffSession(db);
const DEFAULTS = documentOf(BUSINESS_SETTINGS);

// Versions are append-only and later test files quote with the settings in force: the defaults go back in force.
afterAll(async () => {
  const restored = await callFunction(
    "saveBusinessSettings",
    { settings: DEFAULTS, effectiveFrom: "now", reason: "Tests end: defaults again" },
    bearer(staffToken()),
  );
  expect(restored.status).toBe(200);
});

/** A listed flat (MYR 250 a night, no cleaning fee) in `country`, and a guest with a profile, signed in. */
async function world(place: { country?: "malaysia" | "thailand" } = {}) {
  const organisation = await createOrganisation(db);
  const thai = place.country === "thailand";
  const { property } = await createProperty(db, {
    organisationId: organisation.id,
    cleaningFeeMinor: 0,
    instantBook: true,
    ...(thai ? { country: "thailand", city: "Bangkok", timeZone: "Asia/Bangkok", currency: "THB" } : {}),
  });
  const guestEmail = `guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: guestEmail, name: "Aiko Tanaka" });
  return { property, guestEmail, guestToken: await signIn(guestEmail) };
}
type World = Awaited<ReturnType<typeof world>>;

function checkout(w: World, overrides: Record<string, unknown> = {}) {
  return {
    propertyId: w.property.id,
    stay: { mode: "nightly", checkIn: "2027-09-06", checkOut: "2027-09-09" },
    guests: 2,
    guest: { name: "Aiko Tanaka", email: w.guestEmail, phone: "+60123456789" },
    payment: { method: "card", card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Aiko" } },
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

const book = async (w: World, overrides: Record<string, unknown> = {}) =>
  resultOf<CheckoutOutcome>(await callFunction("createBooking", checkout(w, overrides), bearer(w.guestToken)));

async function bookingOf(reference: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  return row!;
}

async function paidMinor(bookingId: string) {
  const rows = await db.select({ amount: payments.amountMinor }).from(payments).where(paysFor("booking", bookingId));
  return rows.map((row) => row.amount);
}

/** The booking's journal lines on the tax account: what the platform owes the tax office for it. */
async function taxPayableOf(bookingId: string) {
  const entries = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.bookingId, bookingId));
  if (entries.length === 0) return [];
  const lines = await db
    .select()
    .from(journalLines)
    .where(
      inArray(
        journalLines.entryId,
        entries.map((entry) => entry.id),
      ),
    );
  return lines.filter((line) => line.account === ACCOUNTS.taxPayable).map((line) => line.amountMinor);
}

async function nationalityOnProfile(email: string) {
  const [row] = await db
    .select({ nationality: userProfiles.nationality })
    .from(userProfiles)
    .innerJoin(authUsers, eq(authUsers.id, userProfiles.authUserId))
    .where(eq(authUsers.email, email));
  return row?.nationality ?? null;
}

describe("Malaysia's tourism tax at checkout", () => {
  it("charges a foreign guest and not a Malaysian: the payment and the journal entry differ, the basis is kept", async () => {
    const foreign = await world();
    const malaysian = await world();
    const foreignBooking = await bookingOf((await book(foreign, { guestNationality: "GB" })).reference);
    const malaysianBooking = await bookingOf((await book(malaysian, { guestNationality: "my" })).reference);

    // 3 nights × 250 = 750; service fee 5% = 37.50; tourism tax 3 × 10 = 30 for the foreign guest only.
    expect(foreignBooking.totalMinor).toBe(81_750);
    expect(malaysianBooking.totalMinor).toBe(78_750);
    expect(await paidMinor(foreignBooking.id)).toEqual([81_750]);
    expect(await paidMinor(malaysianBooking.id)).toEqual([78_750]);
    expect(foreignBooking.priceLines.filter((line) => line.kind === "tax")).toEqual([
      { kind: "tax", label: "Tourism tax", quantity: 3, unitAmountMinor: 1_000, amountMinor: 3_000 },
    ]);
    expect(malaysianBooking.priceLines.map((line) => line.kind)).not.toContain("tax");
    // The sale owes the tax office the foreign guest's tax, and nothing for the Malaysian's.
    expect(await taxPayableOf(foreignBooking.id)).toEqual([-3_000]);
    expect(await taxPayableOf(malaysianBooking.id)).toEqual([]);

    const rule = { country: "malaysia", label: "Tourism tax", kind: "per_room_night" };
    expect(foreignBooking.taxBasis).toEqual({
      guestNationality: "GB",
      rules: [{ ...rule, exempt: "citizens_and_permanent_residents", outcome: "charged", amountMinor: 3_000 }],
    });
    expect(malaysianBooking.taxBasis).toEqual({
      guestNationality: "MY",
      rules: [{ ...rule, exempt: "citizens_and_permanent_residents", outcome: "exempt", amountMinor: 0 }],
    });
    // Remembered on each guest's profile for their next checkout.
    expect(await nationalityOnProfile(foreign.guestEmail)).toBe("GB");
    expect(await nationalityOnProfile(malaysian.guestEmail)).toBe("MY");
  });

  it("charges a guest who does not answer as a foreign one, and keeps that nobody said", async () => {
    const w = await world();
    const booking = await bookingOf((await book(w)).reference);
    expect(booking.totalMinor).toBe(81_750);
    expect(booking.taxBasis).toMatchObject({ guestNationality: null, rules: [{ outcome: "charged" }] });
    expect(await nationalityOnProfile(w.guestEmail)).toBeNull();
  });

  it("refuses a country code that does not exist with a 400 and writes nothing", async () => {
    const w = await world();
    for (const guestNationality of ["XX", "Malaysia", "", 60]) {
      const response = await callFunction("createBooking", checkout(w, { guestNationality }), bearer(w.guestToken));
      expect(response.status, String(guestNationality)).toBe(400);
      expect((await errorOf(response)).details?.issues?.map((issue) => issue.path)).toEqual(["guestNationality"]);
    }
    expect(await db.$count(bookings, eq(bookings.propertyId, w.property.id))).toBe(0);
    expect(await nationalityOnProfile(w.guestEmail)).toBeNull();
  });

  it("lets one of 10 concurrent checkouts for the same nights through, and its answer is the one remembered", async () => {
    const w = await world();
    const answers = ["MY", "GB", "SG", "JP", "AU", "US", "FR", "DE", "IN", "CN"];
    const responses = await Promise.all(
      answers.map((guestNationality) =>
        callFunction("createBooking", checkout(w, { guestNationality }), bearer(w.guestToken)),
      ),
    );
    const booked = responses.filter((response) => response.status === 200);
    expect(booked).toHaveLength(1);
    expect(responses.filter((response) => response.status !== 200).map((response) => response.status)).toEqual(
      Array(9).fill(409),
    );
    const [row] = await db.select().from(bookings).where(eq(bookings.propertyId, w.property.id));
    expect(row!.taxBasis?.guestNationality).toBe(await nationalityOnProfile(w.guestEmail));
    expect(row!.totalMinor).toBe(row!.taxBasis?.guestNationality === "MY" ? 78_750 : 81_750);
  });

  it("answers a checkout retried with its key while the first runs with the same booking, priced once", async () => {
    const w = await world();
    const request = checkout(w, { guestNationality: "MY" });
    const [first, retry] = await Promise.all([
      callFunction("createBooking", request, bearer(w.guestToken)),
      callFunction("createBooking", request, bearer(w.guestToken)),
    ]);
    const outcomes = await Promise.all(
      [first, retry].filter((response) => response.status === 200).map((r) => resultOf<CheckoutOutcome>(r)),
    );
    // The second waits for or finds the first (bookings_idempotency_key_unique); either way one booking is made.
    expect(new Set(outcomes.map((outcome) => outcome.reference)).size).toBe(1);
    const rows = await db.select().from(bookings).where(eq(bookings.propertyId, w.property.id));
    expect(rows).toHaveLength(1);
    expect(await paidMinor(rows[0]!.id)).toEqual([78_750]);
  });
});

describe("the basis on the dashboard", () => {
  it("is on the booking's transaction for staff, and not for the supplier (the platform remits the tax)", async () => {
    const w = await world();
    const booking = await bookingOf((await book(w, { guestNationality: "AU" })).reference);
    const [sale] = await db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.bookingId, booking.id), eq(journalEntries.kind, "booking_sale")));
    const actorOf = async (email: string) => {
      const [user] = await db.select().from(authUsers).where(eq(authUsers.email, email));
      return actorForUser(db, { id: user!.id, email, emailVerified: true });
    };
    const staff = await findTransaction(db, { actor: await actorOf("staff4@example.com"), id: sale!.id });
    expect(staff?.booking?.taxBasis).toEqual(booking.taxBasis);
    expect(taxBasisWords(staff!.booking!.taxBasis!)).toEqual([
      "Tourism tax (Malaysia, per room night): charged, guest answered AU",
    ]);
    const supplierEmail = `owner-${uniqueSuffix()}@example.test`;
    await createUser(db, { email: supplierEmail, profile: { organisationId: w.property.organisationId } });
    const supplier = await findTransaction(db, { actor: await actorOf(supplierEmail), id: sale!.id });
    expect(supplier?.booking).toMatchObject({ reference: booking.reference, taxBasis: null });
  });
});

describe("stay taxes as data", () => {
  it("charges a rule staff add for another country with no code, and a later change never reprices a booking", async () => {
    const thaiRule: StayTaxRule = {
      country: "thailand",
      label: "Example levy",
      kind: "percent_of_room_revenue",
      basisPoints: 200,
      currency: "THB",
      exempt: "citizens_and_permanent_residents",
      enabled: true,
    };
    const saved = await callFunction(
      "saveBusinessSettings",
      {
        settings: { ...DEFAULTS, stayTaxes: [...DEFAULTS.stayTaxes, thaiRule] },
        effectiveFrom: "now",
        reason: "Test: an example rule",
      },
      bearer(staffToken()),
    );
    expect(saved.status).toBe(200);

    const w = await world({ country: "thailand" });
    const visitor = await book(w, { guestNationality: "SG" });
    const booking = await bookingOf(visitor.reference);
    // 3 nights × 250 = 750; service fee 37.50; the levy 2% of the room revenue = 15.
    expect(booking.priceLines.filter((line) => line.kind === "tax")).toEqual([
      { kind: "tax", label: "Example levy", amountMinor: 1_500 },
    ]);
    expect(booking.totalMinor).toBe(80_250);
    expect(await taxPayableOf(booking.id)).toEqual([-1_500]);

    const thaiGuest = await world({ country: "thailand" });
    const exempt = await bookingOf((await book(thaiGuest, { guestNationality: "TH" })).reference);
    expect(exempt.totalMinor).toBe(78_750);
    expect(exempt.taxBasis).toMatchObject({ guestNationality: "TH", rules: [{ outcome: "exempt" }] });

    // Staff switch the levy off: the booking made under it keeps its price, its lines and its basis.
    const off = await callFunction(
      "saveBusinessSettings",
      {
        settings: { ...DEFAULTS, stayTaxes: [...DEFAULTS.stayTaxes, { ...thaiRule, enabled: false }] },
        effectiveFrom: "now",
        reason: "Test: the example rule off",
      },
      bearer(staffToken()),
    );
    expect(off.status).toBe(200);
    expect(await bookingOf(visitor.reference)).toMatchObject({
      totalMinor: 80_250,
      priceLines: booking.priceLines,
      taxBasis: booking.taxBasis,
    });
    const after = await world({ country: "thailand" });
    expect((await bookingOf((await book(after, { guestNationality: "SG" })).reference)).totalMinor).toBe(78_750);
  });

  it("refuses a rule in another currency than its country's, and saves nothing", async () => {
    const response = await callFunction(
      "saveBusinessSettings",
      {
        settings: {
          ...DEFAULTS,
          stayTaxes: [{ ...DEFAULTS.stayTaxes[0]!, country: "indonesia", label: "Example" }],
        },
        effectiveFrom: "now",
        reason: "Test: a bad rule",
      },
      bearer(staffToken()),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details?.issues?.[0]).toMatchObject({
      path: "settings.stayTaxes.0.currency",
      message: "Stays in Indonesia are charged in IDR.",
    });
  });
});

describe("the nationality on the profile", () => {
  it("is set and cleared by its owner only, with a 400 for a code that does not exist", async () => {
    const email = `guest-${uniqueSuffix()}@example.test`;
    await createUser(db, { email });
    const token = await signIn(email);
    expect(await resultOf(await callFunction("updateMyNationality", { nationality: " th " }, bearer(token)))).toEqual({
      nationality: "TH",
    });
    expect(await nationalityOnProfile(email)).toBe("TH");
    const bad = await callFunction("updateMyNationality", { nationality: "ZZ" }, bearer(token));
    expect(bad.status).toBe(400);
    expect(await nationalityOnProfile(email)).toBe("TH");
    const other = await callFunction(
      "updateMyNationality",
      { nationality: "MY", email: "x@example.test" },
      bearer(token),
    );
    expect(other.status).toBe(400);
    expect(await resultOf(await callFunction("updateMyNationality", { nationality: "" }, bearer(token)))).toEqual({
      nationality: null,
    });
    expect(await nationalityOnProfile(email)).toBeNull();
    expect((await callFunction("updateMyNationality", { nationality: "MY" })).status).toBe(401);
  });
});
