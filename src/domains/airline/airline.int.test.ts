import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import type { CheckoutOutcome } from "@/domains/bookings";
import { TEST_CARDS } from "@/domains/payments";
import { actorForUser, type Actor } from "@/server/access";
import { airlinePoints, bookings, exchangeRates } from "@/server/db/schema";
import { creditPointsOnce } from "./points";
import { exportPoints, listPartnerBookings, listPoints, partnerFiltersFrom } from "./queries";
import { pointsReconciliationCsv } from "./csv";

const db = testDb();
const SOURCE = `airline-test-${uniqueSuffix()}`;
const AS_OF = new Date("2031-01-01T00:00:00Z");
const MYR_PER_USD = 4.5;

let airlineEmail: string;
let ownerEmail: string;
let guestEmail: string;
let guestToken: string;
let airlineToken: string;
let property: { id: string };
let strictProperty: { id: string };
const memberId = `AA${String(Date.now()).slice(-8)}`;

async function actorOf(email: string): Promise<Actor> {
  const result = await db.execute<{ id: string }>(sql`select id from auth_users where email = ${email}`);
  return actorForUser(db, { id: result.rows[0]!.id, email, emailVerified: true });
}

beforeAll(async () => {
  await db.insert(exchangeRates).values({ base: "USD", quote: "MYR", rate: MYR_PER_USD, asOf: AS_OF, source: SOURCE });
  const airline = await createOrganisation(db, { name: `AirAsia ${uniqueSuffix()}`, kind: "airline" });
  airlineEmail = `airline-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: airlineEmail, profile: { organisationId: airline.id, fromPartner: "airasia" } });
  const organisation = await createOrganisation(db);
  ownerEmail = `owner-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: ownerEmail, profile: { organisationId: organisation.id } });
  ({ property } = await createProperty(db, {
    organisationId: organisation.id,
    cleaningFeeMinor: 6_000,
    instantBook: true,
    cancellationPolicy: "flexible",
  }));
  ({ property: strictProperty } = await createProperty(db, {
    organisationId: organisation.id,
    instantBook: true,
    cancellationPolicy: "strict",
  }));
  guestEmail = `guest-${uniqueSuffix()}@example.test`;
  await createUser(db, { email: guestEmail, name: "Nur Aisyah", profile: { fromPartner: "airasia" } });
  guestToken = await signIn(guestEmail);
  airlineToken = await signIn(airlineEmail);
});

afterAll(async () => {
  await db.delete(exchangeRates).where(eq(exchangeRates.source, SOURCE));
});

async function book(stay: { checkIn: string; checkOut: string }, partner: boolean, propertyId = property.id) {
  const outcome = await resultOf<CheckoutOutcome>(
    await callFunction(
      "createBooking",
      {
        propertyId,
        stay: { mode: "nightly", ...stay },
        guests: 1,
        guest: { name: "Nur Aisyah", email: guestEmail, phone: "+60123456789" },
        payment: {
          method: "card",
          card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Nur Aisyah" },
        },
        idempotencyKey: randomUUID(),
        channel: partner ? "airasia" : "direct",
        ...(partner ? { partnerMemberId: memberId.toLowerCase() } : {}),
      },
      bearer(guestToken),
    ),
  );
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, outcome.reference));
  return booking!;
}

const pointsOf = (bookingId: string) =>
  db.select().from(airlinePoints).where(eq(airlinePoints.bookingId, bookingId)).orderBy(airlinePoints.id);

describe("points for partner bookings", () => {
  let partner: Awaited<ReturnType<typeof book>>;
  let direct: Awaited<ReturnType<typeof book>>;

  beforeAll(async () => {
    partner = await book({ checkIn: "2027-07-01", checkOut: "2027-07-04" }, true);
    direct = await book({ checkIn: "2027-07-10", checkOut: "2027-07-12" }, false);
  });

  it("credits the member 1 point per USD of room revenue when the sale is posted, once", async () => {
    const roomMinor = partner.priceLines
      .filter((line) => line.kind === "stay")
      .reduce((sum, line) => sum + line.amountMinor, 0);
    const rows = await pointsOf(partner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "earned", memberId, points: Math.floor(roomMinor / 100 / MYR_PER_USD) });
    // Posting the sale's points again (a retried settlement) credits nothing twice.
    expect(await creditPointsOnce(db, partner, roomMinor, await actorOf(guestEmail))).toBe(0);
    expect(await pointsOf(partner.id)).toHaveLength(1);
    // The database itself refuses a second credit, an edit, and points on a direct booking.
    await expect(
      db.insert(airlinePoints).values({ bookingId: partner.id, memberId, kind: "earned", points: 5 }),
    ).rejects.toThrow();
    await expect(
      db.update(airlinePoints).set({ points: 1 }).where(eq(airlinePoints.id, rows[0]!.id)),
    ).rejects.toThrow();
    await expect(
      db
        .insert(airlinePoints)
        .values({ bookingId: direct.id, memberId, kind: "correction", points: 5, reason: "Goodwill" }),
    ).rejects.toThrow();
    expect(await pointsOf(direct.id)).toEqual([]);
  });

  it("records a correction as a new signed row with a reason, and refuses bad ones clearly", async () => {
    const [earned] = await pointsOf(partner.id);
    const added = await resultOf<{ balance: number }>(
      await callFunction(
        "correctAirlinePoints",
        { reference: partner.reference, points: 25, reason: "Double points promotion" },
        bearer(airlineToken),
      ),
    );
    expect(added.balance).toBe(earned!.points + 25);
    const rows = await pointsOf(partner.id);
    expect(rows.map((row) => [row.kind, row.points, row.reason])).toEqual([
      ["earned", earned!.points, "Stay booked"],
      ["correction", 25, "Double points promotion"],
    ]);
    const tooMuch = await callFunction(
      "correctAirlinePoints",
      { reference: partner.reference, points: -(earned!.points + 26), reason: "Oops" },
      bearer(airlineToken),
    );
    expect(tooMuch.status).toBe(400);
    expect((await errorOf(tooMuch)).message).toContain("cannot take it below zero");
    const noReason = await callFunction(
      "correctAirlinePoints",
      { reference: partner.reference, points: 5, reason: " " },
      bearer(airlineToken),
    );
    expect(noReason.status).toBe(400);
    expect(JSON.stringify((await errorOf(noReason)).details)).toContain("Give the reason");
    expect(
      (
        await callFunction(
          "correctAirlinePoints",
          { reference: direct.reference, points: 5, reason: "Not a partner booking" },
          bearer(airlineToken),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await callFunction(
          "correctAirlinePoints",
          { reference: partner.reference, points: 5, reason: "Supplier" },
          bearer(await signIn(ownerEmail)),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await callFunction(
          "correctAirlinePoints",
          { reference: partner.reference, points: 5, reason: "Guest" },
          bearer(guestToken),
        )
      ).status,
    ).toBe(403);
    expect(await pointsOf(partner.id)).toHaveLength(2);
  });

  it("shows the airline only partner-channel bookings with their revenue and points, and nobody else any", async () => {
    const list = await listPartnerBookings(db, {
      actor: await actorOf(airlineEmail),
      filters: partnerFiltersFrom({ member: memberId }),
    });
    expect(list!.rows.map((row) => row.reference)).toEqual([partner.reference]);
    expect(list!.rows[0]).toMatchObject({
      memberId,
      currency: "MYR",
      totalMinor: partner.totalMinor,
      status: "confirmed",
    });
    expect(list!.points).toBe(list!.rows[0]!.points);
    const all = await listPartnerBookings(db, { actor: await actorOf(airlineEmail), filters: partnerFiltersFrom({}) });
    expect(all!.rows.some((row) => row.reference === direct.reference)).toBe(false);
    expect(JSON.stringify(all)).not.toContain(guestEmail);
    expect(
      await listPartnerBookings(db, { actor: await actorOf(ownerEmail), filters: partnerFiltersFrom({}) }),
    ).toBeNull();
    expect(await listPoints(db, { actor: await actorOf(guestEmail), filters: partnerFiltersFrom({}) })).toBeNull();
  });

  it("exports the reconciliation file: member ID, booking reference, date and signed points", async () => {
    const rows = await exportPoints(db, {
      actor: await actorOf(airlineEmail),
      filters: partnerFiltersFrom({ member: memberId }),
    });
    const csv = pointsReconciliationCsv(rows!);
    const [header, ...lines] = csv.trim().split("\r\n");
    expect(header).toBe("member_id,booking_reference,date,points,entry_id,kind,reason");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^${memberId},${partner.reference},\\d{4}-\\d{2}-\\d{2},25,\\d+,correction,Double points promotion$`),
    );
  });

  it("takes the points back when the stay is cancelled", async () => {
    await resultOf(
      await callFunction(
        "cancelBooking",
        { reference: partner.reference, reason: "Flight cancelled" },
        bearer(guestToken),
      ),
    );
    const rows = await pointsOf(partner.id);
    expect(rows.at(-1)).toMatchObject({ kind: "correction", reason: "Booking cancelled" });
    expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(0);
  });

  it("keeps the points of the share the guest still pays when only part is refunded", async () => {
    // Strict policy, months ahead: half the stay is refunded, so half the points (rounded down) stay earned.
    const strict = await book({ checkIn: "2027-09-01", checkOut: "2027-09-05" }, true, strictProperty.id);
    const [earned] = await pointsOf(strict.id);
    expect(earned!.points).toBeGreaterThan(1);
    const cancelled = await resultOf<{ refundMinor: number; explanation: string }>(
      await callFunction(
        "cancelBooking",
        { reference: strict.reference, reason: "Change of plans" },
        bearer(guestToken),
      ),
    );
    expect(cancelled.explanation).toContain("half is refunded");
    const rows = await pointsOf(strict.id);
    const kept = Math.floor(earned!.points / 2);
    expect(rows.at(-1)).toMatchObject({
      kind: "correction",
      points: -(earned!.points - kept),
      reason: "Booking cancelled with a 50% refund",
    });
    expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(kept);
  });
});
