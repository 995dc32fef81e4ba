import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { actorForUser, type Actor } from "@/server/access";
import { sql } from "drizzle-orm";
import { bookings, calendarDays, propertyInvestors } from "@/server/db/schema";
import { seededRandom } from "@tests/factories";
import { addMonthsToMonth } from "@/lib/dates";
import { FORWARD_MONTHS, monthlyInsights, portfolioSummary } from "./insights";

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
  await db.insert(calendarDays).values(
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
    // The property against its similar listings: its own rates over the period (the set depends on the database).
    expect(result!.similar!.property).toEqual({ occupancy: 10 / 53, adrMinor: 10_000, revparMinor: 1_887 });
    // Without a day to count to, every night has happened: nothing is ahead.
    expect(result!.forward).toEqual([]);
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

  it("keeps the monthly sums equal to the bookings through inserts, status changes, moves and deletes", async () => {
    const organisation = await createOrganisation(db);
    const { property, units } = await createProperty(db, {
      organisationId: organisation.id,
      units: [
        { name: "A", kind: "room" },
        { name: "B", kind: "room" },
        { name: "C", kind: "room" },
      ],
    });
    const random = seededRandom(8);
    const statuses = [
      "held",
      "requested",
      "confirmed",
      "checked_in",
      "completed",
      "no_show",
      "cancelled",
      "expired",
      "declined",
    ] as const;
    const made: string[] = [];
    // Stays of one unit follow each other (the exclusion constraint refuses overlaps), across month ends.
    for (const [index, unit] of units.entries()) {
      let day = Date.parse("2028-01-03T00:00:00Z") + index * 86_400_000;
      for (let n = 0; n < 12; n++) {
        const nights = random.int(1, 12);
        const checkIn = new Date(day).toISOString().slice(0, 10);
        const checkOut = new Date(day + nights * 86_400_000).toISOString().slice(0, 10);
        const booking = await createBooking(db, {
          propertyId: property.id,
          unitId: unit.id,
          checkIn,
          checkOut,
          status: random.pick(statuses),
          priceLines: stay(nights, random.int(5_000, 30_000)),
          createdAt: new Date(day - random.int(1, 90) * 86_400_000),
        });
        made.push(booking.id);
        day += (nights + random.int(0, 4)) * 86_400_000;
      }
    }
    for (const id of made.filter(() => random.chance(0.4))) {
      await db
        .update(bookings)
        .set({ status: random.pick(["confirmed", "cancelled", "completed", "no_show"] as const) })
        .where(sql`${bookings.id} = ${id}`);
    }
    for (const id of made.filter(() => random.chance(0.15)))
      await db.delete(bookings).where(sql`${bookings.id} = ${id}`);

    const kept = await db.execute<Record<string, string>>(sql`
      select to_char(month, 'YYYY-MM') as month, booked_nights, round(room_revenue, 6)::text as revenue, bookings, stay_nights, lead_days, cancelled, decided
      from property_month_figures where property_id = ${property.id}::uuid
        and (booked_nights, room_revenue, bookings, stay_nights, lead_days, cancelled, decided) <> (0, 0, 0, 0, 0, 0, 0)
      order by month`);
    // The same sums straight from the bookings, as the insights computed them before the table existed.
    const recomputed = await db.execute<Record<string, string>>(sql`
      with stays as (
        select b.check_in, b.check_out, b.status, b.created_at, b.check_out - b.check_in as nights,
          (select coalesce(sum((x->>'amountMinor')::bigint), 0) from jsonb_array_elements(b.price_lines) x where x->>'kind' = 'stay') as stay
        from bookings b where b.property_id = ${property.id}::uuid and b.stay_mode <> 'hourly'
      ),
      months as (select generate_series('2027-12-01'::date, '2030-01-01'::date, interval '1 month')::date as month),
      sold as (
        select m.month, sum(least(s.check_out, (m.month + interval '1 month')::date) - greatest(s.check_in, m.month)) as booked,
          sum(s.stay::numeric * (least(s.check_out, (m.month + interval '1 month')::date) - greatest(s.check_in, m.month)) / s.nights) as revenue
        from months m join stays s on s.check_in < (m.month + interval '1 month')::date and s.check_out > m.month
          and s.status in ('confirmed', 'checked_in', 'completed', 'no_show')
        group by m.month
      ),
      arrivals as (
        select date_trunc('month', s.check_in)::date as month,
          count(*) filter (where s.status in ('confirmed', 'checked_in', 'completed', 'no_show')) as bookings,
          coalesce(sum(s.nights) filter (where s.status in ('confirmed', 'checked_in', 'completed', 'no_show')), 0) as stay_nights,
          coalesce(sum(s.check_in - (s.created_at at time zone 'UTC')::date) filter (where s.status in ('confirmed', 'checked_in', 'completed', 'no_show')), 0) as lead_days,
          count(*) filter (where s.status = 'cancelled') as cancelled,
          count(*) filter (where s.status in ('confirmed', 'checked_in', 'completed', 'no_show', 'cancelled')) as decided
        from stays s group by 1
      )
      select to_char(m.month, 'YYYY-MM') as month, coalesce(sold.booked, 0) as booked_nights, round(coalesce(sold.revenue, 0), 6)::text as revenue,
        coalesce(a.bookings, 0) as bookings, coalesce(a.stay_nights, 0) as stay_nights, coalesce(a.lead_days, 0) as lead_days,
        coalesce(a.cancelled, 0) as cancelled, coalesce(a.decided, 0) as decided
      from months m left join sold on sold.month = m.month left join arrivals a on a.month = m.month
      where sold.month is not null or (a.month is not null and a.decided > 0)
      order by m.month`);
    const plain = (rows: Record<string, string>[]) =>
      rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])));
    expect(kept.rows.length).toBeGreaterThan(3);
    expect(plain(kept.rows)).toEqual(plain(recomputed.rows));

    // The same nights as running sums through each night: what the trigger kept is what the set-based rebuild (the
    // benchmark's load) makes from the bookings, and each month's totals (its 31st element) are its sums above.
    const nights = (executor: Pick<typeof db, "execute">) =>
      executor.execute<Record<string, string>>(sql`
        select to_char(month, 'YYYY-MM') as month, booked_through_night::text as booked,
          (select array_agg(round(x, 6) order by d) from unnest(room_revenue_through_night) with ordinality r(x, d))::text as revenue,
          booked_through_night[31]::text as booked_nights, round(room_revenue_through_night[31], 6)::text as room_revenue
        from property_month_nights where property_id = ${property.id}::uuid and booked_through_night[31] <> 0
        order by month`);
    const keptNights = (await nights(db)).rows;
    class Rollback extends Error {}
    let rebuilt: Record<string, string>[] = [];
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`select rebuild_property_month_nights()`);
        rebuilt = (await nights(tx)).rows;
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(keptNights.length).toBeGreaterThan(3);
    expect(plain(keptNights)).toEqual(plain(rebuilt));
    expect(keptNights.map((row) => [row.month, row.booked_nights, row.room_revenue])).toEqual(
      plain(recomputed.rows)
        .filter((row) => row.booked_nights !== "0")
        .map((row) => [row.month, row.booked_nights, row.revenue]),
    );
  });
});

describe("similar listings", () => {
  // A bedroom count no other test uses, and cities of their own: the sets below are exactly these listings.
  const BEDROOMS = 97;
  const stayOf = (nights: number, perNight: number) => [
    { kind: "stay" as const, label: `${nights} nights`, amountMinor: nights * perNight },
  ];

  it("are the same type in the same city or as many bedrooms in the country, else a wider circle, compared on their median", async () => {
    const organisation = await createOrganisation(db);
    const rival = await createOrganisation(db);
    const city = `Similar City ${uniqueSuffix()}`;
    const elsewhere = `Similar Town ${uniqueSuffix()}`;
    const place = (options: Parameters<typeof createProperty>[1]) =>
      createProperty(db, { city, type: "apartment", bedrooms: 2, ...options });
    const subject = await place({ organisationId: organisation.id, bedrooms: BEDROOMS });
    // In: same type and city (any owner's), and same country with as many bedrooms.
    const sameCityAndType = await place({ organisationId: rival.id });
    const sameCityAndTypeToo = await place({ organisationId: organisation.id, bedrooms: 3 });
    await place({
      organisationId: rival.id,
      city: elsewhere,
      type: "house",
      bedrooms: BEDROOMS,
    });
    // Out: same city but another type and bedroom count; unlisted; another currency; another country.
    await place({ organisationId: rival.id, type: "house" });
    await place({ organisationId: rival.id, status: "unlisted" });
    await place({ organisationId: rival.id, currency: "THB" });
    await place({
      organisationId: rival.id,
      city: `Far City ${uniqueSuffix()}`,
      country: "thailand",
      currency: "THB",
      bedrooms: BEDROOMS,
    });

    const book = async (listing: typeof subject, nights: number, perNight: number) =>
      createBooking(db, {
        propertyId: listing.property.id,
        unitId: listing.units[0]!.id,
        checkIn: "2028-03-01",
        checkOut: `2028-03-${String(1 + nights).padStart(2, "0")}`,
        status: "completed",
        priceLines: stayOf(nights, perNight),
      });
    await book(subject, 5, 20_000);
    await book(sameCityAndType, 10, 10_000);
    await book(sameCityAndTypeToo, 20, 15_000);
    // The listing elsewhere with as many bedrooms has nothing booked in March.

    const result = await monthlyInsights(db, {
      actor: owner,
      subject: { propertyId: subject.property.id },
      from: "2028-03",
      to: "2028-04",
    });
    // Another organisation's owner (this file's) does not see the property at all.
    expect(result).toBeNull();
    const { user } = await createUser(db, {
      email: `similar-${uniqueSuffix()}@example.test`,
      profile: { organisationId: organisation.id },
    });
    const subjectsOwner = await actorForUser(db, { id: user.id, email: user.email, emailVerified: true });
    const insights = await monthlyInsights(db, {
      actor: subjectsOwner,
      subject: { propertyId: subject.property.id },
      from: "2028-03",
      to: "2028-04",
    });
    // 31 nights each. Occupancy 10/31, 20/31 and 0: median 10/31. ADR 10,000 and 15,000 (none for the listing
    // with no night booked): 12,500. RevPAR 100,000/31 = 3,226, 300,000/31 = 9,677 and 0: median 3,226.
    expect(insights!.similar).toEqual({
      basis: "cityTypeOrBedrooms",
      count: 3,
      property: { occupancy: 5 / 31, adrMinor: 20_000, revparMinor: 3_226 },
      median: { occupancy: 10 / 31, adrMinor: 12_500, revparMinor: 3_226 },
    });

    // A rarer place: no listing shares its city's type or its bedrooms, so the circle widens. (A currency no
    // other test uses keeps the country's listings to these.)
    const rare = (options: Parameters<typeof createProperty>[1]) =>
      createProperty(db, { city: `Rare City ${uniqueSuffix()}`, country: "thailand", currency: "VND", ...options });
    const lonely = await rare({ organisationId: organisation.id, type: "coliving_room", bedrooms: 6 });
    const inMonth = (subjectId: string) =>
      monthlyInsights(db, { actor: subjectsOwner, subject: { propertyId: subjectId }, from: "2028-03", to: "2028-04" });
    await rare({ organisationId: rival.id, type: "studio", bedrooms: 1 });
    // One country neighbour only: fewer than three in every circle, so a count and no median.
    expect((await inMonth(lonely.property.id))!.similar).toMatchObject({ basis: "country", count: 1, median: null });
    // The same type elsewhere in the country, one bedroom fewer and one more: the second circle holds three
    // (the studio and a two-bedroom house stay out).
    await rare({ organisationId: rival.id, type: "coliving_room", bedrooms: 4 });
    await rare({ organisationId: rival.id, type: "house", bedrooms: 5 });
    await rare({ organisationId: rival.id, type: "house", bedrooms: 7 });
    await rare({ organisationId: rival.id, type: "house", bedrooms: 2 });
    expect((await inMonth(lonely.property.id))!.similar).toMatchObject({ basis: "typeOrNearBedrooms", count: 3 });
    expect((await inMonth(lonely.property.id))!.similar!.median).not.toBeNull();
  });
});

describe("the month to date and forward bookings", () => {
  it("count only the nights before the day as occupancy, and the nights from it on as on the books", async () => {
    const { property, units } = await createProperty(db, {
      organisationId: (await createOrganisation(db)).id,
      city: `To Date City ${uniqueSuffix()}`,
    });
    const { user } = await createUser(db, {
      email: `to-date-${uniqueSuffix()}@example.test`,
      profile: { organisationId: property.organisationId },
    });
    const supplier = await actorForUser(db, { id: user.id, email: user.email, emailVerified: true });
    const unitId = units[0]!.id;
    // 8–14 March: three nights before the 11th (8, 9, 10) and three from it (11, 12, 13), 10,000 a night.
    await createBooking(db, {
      propertyId: property.id,
      unitId,
      checkIn: "2028-03-08",
      checkOut: "2028-03-14",
      status: "confirmed",
      priceLines: [{ kind: "stay", label: "6 nights", amountMinor: 60_000 }],
    });
    // 2–5 April: all ahead.
    await createBooking(db, {
      propertyId: property.id,
      unitId,
      checkIn: "2028-04-02",
      checkOut: "2028-04-05",
      status: "confirmed",
      priceLines: [{ kind: "stay", label: "3 nights", amountMinor: 45_000 }],
    });
    // A cancelled stay is not on the books.
    await createBooking(db, {
      propertyId: property.id,
      unitId,
      checkIn: "2028-03-20",
      checkOut: "2028-03-22",
      status: "cancelled",
      priceLines: [{ kind: "stay", label: "2 nights", amountMinor: 20_000 }],
    });

    const result = await monthlyInsights(db, {
      actor: supplier,
      subject: { propertyId: property.id },
      from: "2028-02",
      to: "2028-05",
      asOf: "2028-03-11",
    });
    expect(
      result!.months.map((month) => [month.month, month.availableNights, month.bookedNights, month.roomRevenueMinor]),
    ).toEqual([
      ["2028-02", 29, 0, 0],
      // March to date: the ten nights before the 11th are available, three of them booked.
      ["2028-03", 10, 3, 30_000],
      // April has not started: nothing available, nothing counted.
      ["2028-04", 0, 0, 0],
    ]);
    expect(result!.months[1]!.occupancy).toBe(0.3);
    expect(result!.forward).toHaveLength(FORWARD_MONTHS);
    expect(result!.forward.slice(0, 3)).toEqual([
      { month: "2028-03", bookedNights: 3, roomRevenueMinor: 30_000 },
      { month: "2028-04", bookedNights: 3, roomRevenueMinor: 45_000 },
      { month: "2028-05", bookedNights: 0, roomRevenueMinor: 0 },
    ]);
    expect(result!.forward.at(-1)!.month).toBe("2029-02");

    // The summary counts the same nights to date.
    const [row] = (
      await portfolioSummary(db, { actor: supplier, from: "2028-02", to: "2028-05", asOf: "2028-03-11" })
    ).filter((each) => each.propertyId === property.id);
    expect(row).toMatchObject({ availableNights: 39, bookedNights: 3, roomRevenueMinor: 30_000 });
  });

  it("counts an archived unit's nights only until the day it was archived", async () => {
    const organisation = await createOrganisation(db);
    const { user } = await createUser(db, {
      email: `insights-archive-${uniqueSuffix()}@example.test`,
      profile: { organisationId: organisation.id },
    });
    const supplier = await actorForUser(db, { id: user.id, email: user.email, emailVerified: true });
    const { property, units } = await createProperty(db, {
      organisationId: organisation.id,
      type: "coliving_room",
      city: `Archive City ${uniqueSuffix()}`,
      units: [
        { name: "Room A", kind: "room" },
        { name: "Room B", kind: "room" },
      ],
    });
    const roomB = units[1]!.id;
    // Closed days after the archive are not taken off twice.
    await db.insert(calendarDays).values(
      ["2027-04-05", "2027-04-20"].map((day) => ({
        unitId: roomB,
        day,
        closed: true,
        blockReason: "maintenance" as const,
      })),
    );
    // Archived in the morning of 11 April, the property's local time: 1–10 April were on sale.
    await db.execute(sql`
      update units set archived_at = ('2027-04-11 09:00'::timestamp at time zone p.time_zone)
      from properties p where p.id = units.property_id and units.id = ${roomB}`);

    const result = await monthlyInsights(db, {
      actor: supplier,
      subject: { propertyId: property.id },
      from: "2027-03",
      to: "2027-06",
    });
    expect(result!.months.map((month) => [month.month, month.availableNights])).toEqual([
      ["2027-03", 62],
      // Room A's 30 nights and Room B's ten, less its closed 5 April.
      ["2027-04", 39],
      ["2027-05", 31],
    ]);
    const [row] = (await portfolioSummary(db, { actor: supplier, from: "2027-03", to: "2027-06" })).filter(
      (each) => each.propertyId === property.id,
    );
    expect(row).toMatchObject({ availableNights: 62 + 39 + 31 });
  });

  it("read from the kept nights, equal the old reading of every booking ahead", async () => {
    const organisation = await createOrganisation(db);
    const { user } = await createUser(db, {
      email: `on-the-books-${uniqueSuffix()}@example.test`,
      profile: { organisationId: organisation.id },
    });
    const supplier = await actorForUser(db, { id: user.id, email: user.email, emailVerified: true });
    const rooms = [
      { name: "A", kind: "room" as const },
      { name: "B", kind: "room" as const },
    ];
    const places = [
      await createProperty(db, { organisationId: organisation.id, units: rooms }),
      await createProperty(db, { organisationId: organisation.id, units: rooms }),
      await createProperty(db, {
        organisationId: organisation.id,
        units: rooms,
        country: "thailand",
        city: "Bangkok",
        timeZone: "Asia/Bangkok",
        currency: "THB",
      }),
    ];
    const random = seededRandom(25);
    const statuses = ["confirmed", "checked_in", "completed", "no_show", "cancelled", "expired", "held"] as const;
    const made: string[] = [];
    // Stays of each unit one after another from mid-November 2030, across month ends, one of 40 nights over three
    // months. An even stay's price is a whole amount a night: revenue spread over nights then has an odd denominator
    // only, never a half to round either way, so the rounded figures below compare exactly.
    for (const place of places) {
      for (const unit of place.units) {
        let day = Date.parse("2030-11-14T00:00:00Z") + random.int(0, 3) * 86_400_000;
        for (let n = 0; n < 14; n++) {
          const nights = n === 5 ? 40 : random.int(1, 9);
          const perNight = random.int(5_000, 30_000);
          const amount = nights % 2 === 0 ? nights * perNight : nights * perNight + random.int(1, nights - 1 || 1);
          const checkIn = new Date(day).toISOString().slice(0, 10);
          const booking = await createBooking(db, {
            propertyId: place.property.id,
            unitId: unit.id,
            checkIn,
            checkOut: new Date(day + nights * 86_400_000).toISOString().slice(0, 10),
            status: random.pick(statuses),
            currency: place.property.currency,
            priceLines: [
              { kind: "stay", label: `${nights} nights`, amountMinor: amount },
              { kind: "cleaning", label: "Cleaning fee", amountMinor: 3_000 },
            ],
          });
          made.push(booking.id);
          day += (nights + random.int(0, 3)) * 86_400_000;
        }
      }
    }
    // The trigger takes a stay's old nights away: status changes, deletes, and even stays made a night longer
    // (into a free night; odd then, so still no half to round).
    for (const id of made.filter(() => random.chance(0.3)))
      await db
        .update(bookings)
        .set({ status: random.pick(["confirmed", "cancelled", "completed"] as const) })
        .where(sql`${bookings.id} = ${id}`);
    for (const id of made.filter(() => random.chance(0.1)))
      await db.delete(bookings).where(sql`${bookings.id} = ${id}`);
    await db.execute(sql`
      update bookings b set check_out = b.check_out + 1
      where b.property_id = ${places[0]!.property.id}::uuid and (b.check_out - b.check_in) % 2 = 0 and not exists (
        select 1 from bookings o where o.unit_id = b.unit_id and o.id <> b.id and o.check_in = b.check_out)`);

    const ids = places.map((place) => place.property.id);
    // The old reading (accounts/insights.ts before property_month_nights): the month sums recomputed from the
    // bookings, and the nights from the day on, each booking ahead read with its price lines (its nightsAheadSql).
    const oracle = async (asOf: string) =>
      (
        await db.execute<{
          property_id: string;
          month: string;
          total_nights: number;
          total_revenue: string;
          ahead_nights: number;
          ahead_revenue: number;
        }>(sql`
          with months as (
            select m::date as month, (m + interval '1 month')::date as next
            from generate_series('2030-10-01'::date, '2032-06-01'::date, interval '1 month') m),
          props as (select p.id from properties p where p.organisation_id = ${organisation.id}::uuid),
          sold as (
            select b.*, (select coalesce(sum((x->>'amountMinor')::bigint), 0) from jsonb_array_elements(b.price_lines) x where x->>'kind' = 'stay') as stay
            from bookings b join props on props.id = b.property_id
            where b.status in ('confirmed', 'checked_in', 'completed', 'no_show') and b.stay_mode <> 'hourly' and b.check_out > b.check_in),
          total as (
            select b.property_id, months.month, sum(least(b.check_out, months.next) - greatest(b.check_in, months.month))::int as nights,
              sum(b.stay::numeric * (least(b.check_out, months.next) - greatest(b.check_in, months.month)) / (b.check_out - b.check_in)) as revenue
            from sold b join months on b.check_in < months.next and b.check_out > months.month
            group by 1, 2),
          ahead as (
            select b.property_id, months.month,
              sum(least(b.check_out, months.next) - greatest(b.check_in, months.month, ${asOf}::date))::int as nights,
              sum(b.stay::numeric * (least(b.check_out, months.next) - greatest(b.check_in, months.month, ${asOf}::date))
                / (b.check_out - b.check_in))::float8 as revenue
            from sold b
            join months on b.check_in < months.next and b.check_out > greatest(months.month, ${asOf}::date)
              and greatest(months.month, ${asOf}::date) < months.next
            group by 1, 2)
          select t.property_id, to_char(t.month, 'YYYY-MM') as month, t.nights as total_nights, t.revenue::text as total_revenue,
            coalesce(a.nights, 0) as ahead_nights, coalesce(a.revenue, 0)::float8 as ahead_revenue
          from total t left join ahead a using (property_id, month)`)
      ).rows;

    const from = "2030-11";
    const to = "2031-05";
    let compared = 0;
    for (const asOf of [
      "2030-11-01",
      "2030-12-20",
      "2031-01-01",
      "2031-01-15",
      "2031-01-31",
      "2031-02-28",
      "2031-04-10",
    ]) {
      const rows = await oracle(asOf);
      const pick = (propertyIds: readonly string[], month: string) =>
        rows.filter((row) => propertyIds.includes(row.property_id) && row.month === month);
      const before = (propertyIds: readonly string[], month: string) => {
        const some = pick(propertyIds, month);
        return [
          month,
          some.reduce((sum, row) => sum + row.total_nights - row.ahead_nights, 0),
          Math.round(some.reduce((sum, row) => sum + Number(row.total_revenue) - row.ahead_revenue, 0)),
        ];
      };
      const ahead = (propertyIds: readonly string[], month: string) => {
        const some = pick(propertyIds, month);
        return [
          month,
          some.reduce((sum, row) => sum + row.ahead_nights, 0),
          Math.round(some.reduce((sum, row) => sum + row.ahead_revenue, 0)),
        ];
      };
      const monthsOf = (first: string, count: number) =>
        Array.from({ length: count }, (_, index) => addMonthsToMonth(first, index));
      const shown = monthsOf(from, 6);
      const forward = monthsOf(asOf.slice(0, 7), FORWARD_MONTHS);
      const subjects = [
        ...ids.map((id) => ({ subject: { propertyId: id }, ids: [id] })),
        { subject: { currency: "MYR" }, ids: ids.slice(0, 2) },
        { subject: { currency: "THB" }, ids: ids.slice(2) },
      ];
      for (const { subject, ids: picked } of subjects) {
        const result = await monthlyInsights(db, { actor: supplier, subject, from, to, asOf });
        expect(result!.months.map((month) => [month.month, month.bookedNights, month.roomRevenueMinor])).toEqual(
          shown.map((month) => before(picked, month)),
        );
        expect(result!.forward.map((month) => [month.month, month.bookedNights, month.roomRevenueMinor])).toEqual(
          forward.map((month) => ahead(picked, month)),
        );
        compared += forward.reduce((sum, month) => sum + Number(ahead(picked, month)[1]), 0);
      }
      const summary = await portfolioSummary(db, { actor: supplier, from, to, asOf });
      expect(
        summary
          .map((row) => [row.propertyId, row.bookedNights, row.roomRevenueMinor])
          .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      ).toEqual(
        [...ids].sort().map((id) => {
          const months = shown.map((month) => before([id], month));
          const some = rows.filter((row) => row.property_id === id && shown.includes(row.month));
          return [
            id,
            months.reduce((sum, month) => sum + Number(month[1]), 0),
            Math.round(some.reduce((sum, row) => sum + Number(row.total_revenue) - row.ahead_revenue, 0)),
          ];
        }),
      );
    }
    // The days chosen see stays ahead, today inside a stay and not.
    expect(compared).toBeGreaterThan(100);
  });
});
