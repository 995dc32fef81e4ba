import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { actorForUser, type Actor } from "@/server/access";
import { calendarDays, propertyInvestors } from "@/server/db/schema";
import { monthlyInsights, portfolioSummary } from "./insights";

const db = testDb();
let owner: Actor;
let stranger: Actor;
let propertyId: string;

const stay = (nights: number, perNight = 10_000) => [
  { kind: "stay" as const, label: `${nights} nights`, amountMinor: nights * perNight },
  { kind: "cleaning" as const, label: "Cleaning fee", amountMinor: 3_000 },
];

beforeAll(async () => {
  const organisation = await createOrganisation(db);
  const { user } = await createUser(db, {
    email: `insights-${uniqueSuffix()}@example.test`,
    profile: { organisationId: organisation.id },
  });
  owner = await actorForUser(db, { id: user.id, email: user.email, emailVerified: true });
  const other = await createOrganisation(db);
  const { user: otherUser } = await createUser(db, {
    email: `insights-other-${uniqueSuffix()}@example.test`,
    profile: { organisationId: other.id },
  });
  stranger = await actorForUser(db, { id: otherUser.id, email: otherUser.email, emailVerified: true });

  const { property, units } = await createProperty(db, {
    organisationId: organisation.id,
    type: "coliving_room",
    city: `Insight City ${uniqueSuffix()}`,
    units: [
      { name: "Room A", kind: "room" },
      { name: "Room B", kind: "room" },
    ],
  });
  propertyId = property.id;
  const [a, b] = units.map((unit) => unit.id) as [string, string];
  await db
    .insert(calendarDays)
    .values(
      ["2027-02-05", "2027-02-06", "2027-02-07"].map((day) => ({
        unitId: a,
        day,
        closed: true,
        blockReason: "maintenance" as const,
      })),
    );
  const at = (day: string) => new Date(`${day}T09:00:00Z`);
  // Across the month's start: 2 of its 4 nights are February's.
  await createBooking(db, {
    propertyId,
    unitId: a,
    checkIn: "2027-01-30",
    checkOut: "2027-02-03",
    status: "confirmed",
    priceLines: stay(4),
    createdAt: at("2027-01-10"),
  });
  await createBooking(db, {
    propertyId,
    unitId: b,
    checkIn: "2027-02-10",
    checkOut: "2027-02-15",
    status: "completed",
    priceLines: stay(5),
    createdAt: at("2027-01-31"),
  });
  await createBooking(db, {
    propertyId,
    unitId: a,
    checkIn: "2027-02-20",
    checkOut: "2027-02-22",
    status: "cancelled",
    priceLines: stay(2),
    createdAt: at("2027-02-01"),
  });
  // Across the month's end: 3 of its 4 nights are February's (26, 27 and 28).
  await createBooking(db, {
    propertyId,
    unitId: b,
    checkIn: "2027-02-26",
    checkOut: "2027-03-02",
    status: "confirmed",
    priceLines: stay(4),
    createdAt: at("2027-02-16"),
  });
  await createBooking(db, {
    propertyId,
    unitId: a,
    checkIn: "2027-02-24",
    checkOut: "2027-02-25",
    status: "expired",
    priceLines: stay(1),
    createdAt: at("2027-02-20"),
  });
});

describe("insights", () => {
  it("matches a hand-computed month", async () => {
    const result = await monthlyInsights(db, { actor: owner, subject: { propertyId }, from: "2027-02", to: "2027-03" });
    const february = result!.months[0]!;
    // Available: 2 rooms × 28 nights − 3 closed = 53. Booked: 2 + 5 + 3 = 10. Room revenue: 20,000 + 50,000 + 30,000.
    expect(february).toEqual({
      month: "2027-02",
      availableNights: 53,
      bookedNights: 10,
      occupancy: 10 / 53,
      roomRevenueMinor: 100_000,
      adrMinor: 10_000,
      revparMinor: 1_887,
      // Arrivals in February: two sold (5 and 4 nights), one cancelled; the expired hold counts for nothing.
      bookings: 2,
      averageStayNights: 4.5,
      // (10 − 31 Jan = 10 days) and (26 − 16 Feb = 10 days).
      leadTimeDays: 10,
      cancellationRate: 1 / 3,
    });
    expect(result!.currency).toBe("MYR");
    expect(result!.comparison).toBeNull();
  });

  it("covers several months, and shows another supplier nothing", async () => {
    const result = await monthlyInsights(db, { actor: owner, subject: { propertyId }, from: "2027-01", to: "2027-04" });
    expect(result!.months.map((month) => [month.month, month.bookedNights])).toEqual([
      ["2027-01", 2],
      ["2027-02", 10],
      ["2027-03", 1],
    ]);
    expect(
      await monthlyInsights(db, { actor: stranger, subject: { propertyId }, from: "2027-02", to: "2027-03" }),
    ).toBeNull();
  });

  it("shows an investor the properties they hold and nothing else; an accountant every property", async () => {
    const { user } = await createUser(db, {
      email: `insights-investor-${uniqueSuffix()}@example.test`,
      profile: { specialType: "investor" },
    });
    const investor = await actorForUser(db, { id: user.id, email: user.email, emailVerified: true });
    expect(
      await monthlyInsights(db, { actor: investor, subject: { propertyId }, from: "2027-02", to: "2027-03" }),
    ).toBeNull();
    expect(
      (await portfolioSummary(db, { actor: investor, from: "2027-02", to: "2027-03" })).map((row) => row.propertyId),
    ).toEqual([]);

    await db.insert(propertyInvestors).values({ propertyId, userId: user.id, shareBasisPoints: 5_000 });
    const held = await monthlyInsights(db, {
      actor: investor,
      subject: { propertyId },
      from: "2027-02",
      to: "2027-03",
    });
    expect(held!.months[0]!.bookedNights).toBe(10);
    expect(
      (await portfolioSummary(db, { actor: investor, from: "2027-02", to: "2027-03" })).map((row) => row.propertyId),
    ).toEqual([propertyId]);

    const { user: accountantUser } = await createUser(db, {
      email: `insights-accountant-${uniqueSuffix()}@example.test`,
      profile: { specialType: "accountant" },
    });
    const accountant = await actorForUser(db, {
      id: accountantUser.id,
      email: accountantUser.email,
      emailVerified: true,
    });
    const summary = await portfolioSummary(db, { actor: accountant, from: "2027-02", to: "2027-03" });
    expect(summary.find((row) => row.propertyId === propertyId)?.bookedNights).toBe(10);
  });
});
