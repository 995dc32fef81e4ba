import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { calendarDays, pricingRules, properties } from "@/server/db/schema";
import type { PropertyCalendar } from "../calendar/queries";
import type { ProductQuote } from "../product";
import type { SearchPage } from "../search";
import type { NightPriceExplanation, PricingRuleView } from "./rules";

const db = testDb();
const city = `Pricing city ${uniqueSuffix()}`;
// Far enough ahead that no run meets a past day, and clear of other files' dates.
const Y = "2027";

const tokens: Record<"owner" | "otherOwner" | "roomer", string> = { owner: "", otherOwner: "", roomer: "" };
const ids = { flat: "", coliving: "" };
const unitsOf: Record<string, string[]> = {};

const call = async (name: string, data: unknown, who: keyof typeof tokens = "owner") =>
  callFunction(name, data, bearer(tokens[who]));
const quote = async (propertyId: string, checkIn: string, checkOut: string) =>
  resultOf<ProductQuote>(
    await callFunction("quoteStay", { propertyId, stay: { mode: "nightly", checkIn, checkOut }, guests: 1 }),
  );
const search = async (checkIn: string, checkOut: string) =>
  (await resultOf<SearchPage>(await callFunction("searchListings", { city, checkIn, checkOut }))).results;
const rulesOf = (propertyId: string) => db.select().from(pricingRules).where(eq(pricingRules.propertyId, propertyId));

const songkran = {
  kind: "season",
  name: "Songkran season",
  firstNight: `${Y}-04-12`,
  lastNight: `${Y}-04-15`,
  nightlyPriceMinor: 240_000,
  minNights: 3,
};

beforeAll(async () => {
  const owner = await createOrganisation(db);
  const other = await createOrganisation(db);
  const accounts = {
    owner: await createUser(db, { profile: { organisationId: owner.id } }),
    otherOwner: await createUser(db, { profile: { organisationId: other.id } }),
    roomer: await createUser(db, { profile: {} }),
  };
  for (const [who, account] of Object.entries(accounts))
    tokens[who as keyof typeof tokens] = await signIn(account.user.email);
  const base = {
    organisationId: owner.id,
    city,
    country: "thailand" as const,
    currency: "THB",
    timeZone: "Asia/Bangkok",
    nightlyRateMinor: 150_000,
    weekendRateMinor: null,
    minNights: 1,
  };
  const flat = await createProperty(db, { ...base, title: "Pricing flat" });
  const coliving = await createProperty(db, {
    ...base,
    title: "Pricing co-living",
    type: "coliving_room",
    units: [
      { name: "Room A", kind: "room" },
      { name: "Room B", kind: "room" },
    ],
  });
  ids.flat = flat.property.id;
  ids.coliving = coliving.property.id;
  unitsOf.flat = flat.units.map((unit) => unit.id);
  unitsOf.coliving = coliving.units.map((unit) => unit.id);
});

describe("a supplier's season", () => {
  let ruleId = "";

  it("is added through the write path, named in the quote's line, on the calendar's days and in the search", async () => {
    expect((await quote(ids.flat, `${Y}-04-13`, `${Y}-04-16`)).available).toBe(true);
    ({ ruleId } = await resultOf<{ ruleId: string }>(
      await call("savePricingRule", { propertyId: ids.flat, terms: songkran }),
    ));

    const quoted = await quote(ids.flat, `${Y}-04-13`, `${Y}-04-18`);
    expect(quoted.available && quoted.quote.lines.filter((line) => line.kind === "stay")).toEqual([
      {
        kind: "stay",
        label: "Songkran season, 3 nights",
        quantity: 3,
        unitAmountMinor: 240_000,
        amountMinor: 720_000,
      },
      { kind: "stay", label: "2 nights", quantity: 2, unitAmountMinor: 150_000, amountMinor: 300_000 },
    ]);

    const calendar = await resultOf<PropertyCalendar>(
      await call("propertyCalendar", { propertyId: ids.flat, from: `${Y}-04-15`, to: `${Y}-04-16` }),
    );
    expect(calendar.pricingRules.map((rule) => rule.name)).toEqual(["Songkran season"]);

    const found = (await search(`${Y}-04-13`, `${Y}-04-16`)).find((result) => result.id === ids.flat);
    // 3 × 2,400 plus the 5% service fee.
    expect(found?.stayTotal?.amountMinor).toBe(756_000);

    const explained = await resultOf<NightPriceExplanation>(
      await call("explainNightPrice", { propertyId: ids.flat, unitId: unitsOf.flat![0]!, day: `${Y}-04-15` }),
    );
    expect(explained.steps!.map((step) => [step.source, step.label, step.amountMinor])).toEqual([
      ["season", "Songkran season", 240_000],
      ["base", "Base nightly rate", 150_000],
    ]);
    expect(explained.minNights).toEqual({ nights: 3, ruleName: "Songkran season", fromOverride: false });
    // No extra-person prices on this flat: nothing is added on top.
    expect(explained.extraPeople).toBeNull();
  });

  it("names what each person beyond the price's occupancy adds a night", async () => {
    await db
      .update(properties)
      .set({ maxGuests: 4, baseOccupancy: 2, extraAdultMinor: 5_000, extraChildMinor: 2_500, childrenFreeUnderAge: 3 })
      .where(eq(properties.id, ids.coliving));
    const explained = await resultOf<NightPriceExplanation>(
      await call("explainNightPrice", { propertyId: ids.coliving, unitId: unitsOf.coliving![0]!, day: `${Y}-05-15` }),
    );
    expect(explained.extraPeople).toEqual({
      baseOccupancy: 2,
      extraAdultMinor: 5_000,
      extraChildMinor: 2_500,
      childrenFreeUnderAge: 3,
    });
    await db
      .update(properties)
      .set({ baseOccupancy: null, extraAdultMinor: null, extraChildMinor: null, childrenFreeUnderAge: 2 })
      .where(eq(properties.id, ids.coliving));
  });

  it("sets the minimum stay from its nights, in the quote and the search alike", async () => {
    expect(await quote(ids.flat, `${Y}-04-13`, `${Y}-04-15`)).toMatchObject({
      available: false,
      problem: "min_nights",
      message: `The minimum stay from ${Y}-04-13 is 3 nights (Songkran season).`,
    });
    expect((await search(`${Y}-04-13`, `${Y}-04-15`)).map((result) => result.id)).not.toContain(ids.flat);
    expect((await search(`${Y}-04-13`, `${Y}-04-16`)).map((result) => result.id)).toContain(ids.flat);
    // A stay that only ends in the season is not held to it.
    expect((await quote(ids.flat, `${Y}-04-10`, `${Y}-04-13`)).available).toBe(true);
  });

  it("refuses an overlapping season with the other's name, and writes nothing", async () => {
    const response = await call("savePricingRule", {
      propertyId: ids.flat,
      terms: { ...songkran, name: "Water festival", firstNight: `${Y}-04-15`, lastNight: `${Y}-04-20` },
    });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toContain('"Songkran season"');
    expect((await rulesOf(ids.flat)).map((rule) => rule.name)).toEqual(["Songkran season"]);
  });

  it("is listed for its supplier, changed and deleted; the quote follows", async () => {
    const listed = await resultOf<{ rules: PricingRuleView[] }>(await call("pricingRules", { propertyId: ids.flat }));
    expect(listed.rules).toMatchObject([
      { id: ruleId, name: "Songkran season", startsOn: `${Y}-04-12`, endsOn: `${Y}-04-16`, lastNight: `${Y}-04-15` },
    ]);
    await resultOf(
      await call("savePricingRule", {
        propertyId: ids.flat,
        ruleId,
        terms: { ...songkran, nightlyPriceMinor: 260_000, minNights: null },
      }),
    );
    const changed = await quote(ids.flat, `${Y}-04-13`, `${Y}-04-14`);
    expect(changed.available && changed.quote.lines[0]).toMatchObject({
      label: "Songkran season, 1 night",
      unitAmountMinor: 260_000,
    });
    await resultOf(await call("deletePricingRule", { propertyId: ids.flat, ruleId }));
    expect(await rulesOf(ids.flat)).toEqual([]);
    const back = await quote(ids.flat, `${Y}-04-13`, `${Y}-04-14`);
    expect(back.available && back.quote.lines[0]).toMatchObject({ label: "1 night", unitAmountMinor: 150_000 });
  });
});

describe("discounts", () => {
  it("a weekly discount comes off a 7-night stay and not a 6-night one, as its own line", async () => {
    await resultOf(
      await call("savePricingRule", {
        propertyId: ids.flat,
        terms: { kind: "length_of_stay", name: "Weekly discount", fromNights: 7, percentOff: 10 },
      }),
    );
    const six = await quote(ids.flat, `${Y}-05-03`, `${Y}-05-09`);
    expect(six.available && six.quote.lines.some((line) => line.amountMinor < 0)).toBe(false);
    const seven = await quote(ids.flat, `${Y}-05-03`, `${Y}-05-10`);
    expect(seven.available && seven.quote.lines.find((line) => line.amountMinor < 0)).toMatchObject({
      kind: "stay",
      label: "Weekly discount (10% off stays of 7+ nights)",
      amountMinor: -105_000,
    });
  });
});

describe("who may change a property's rules: whoever may change its calendar", () => {
  const weekday = { kind: "weekday", name: "Midweek", weekdays: [2, 3], nightlyPriceMinor: 130_000 };

  it("another supplier gets not-found and writes nothing; a guest is refused; nobody signed in too", async () => {
    const before = await rulesOf(ids.flat);
    const write = await call("savePricingRule", { propertyId: ids.flat, terms: weekday }, "otherOwner");
    expect(write.status).toBe(404);
    expect((await call("pricingRules", { propertyId: ids.flat }, "otherOwner")).status).toBe(404);
    expect((await call("savePricingRule", { propertyId: ids.flat, terms: weekday }, "roomer")).status).toBe(403);
    expect((await callFunction("savePricingRule", { propertyId: ids.flat, terms: weekday })).status).toBe(401);
    const [rule] = before;
    if (rule) {
      const removal = await call("deletePricingRule", { propertyId: ids.flat, ruleId: rule.id }, "otherOwner");
      expect(removal.status).toBe(404);
    }
    expect(await rulesOf(ids.flat)).toEqual(before);
  });

  it("bad input answers 400 and writes nothing", async () => {
    const before = await rulesOf(ids.flat);
    for (const terms of [
      { kind: "length_of_stay", name: "Too generous", fromNights: 7, percentOff: 95 },
      { ...songkran, firstNight: `${Y}-04-15`, lastNight: `${Y}-04-12` },
      { ...songkran, nightlyPriceMinor: 0 },
      { ...weekday, weekdays: [] },
      { kind: "season", name: "No dates", nightlyPriceMinor: 100 },
    ]) {
      const response = await call("savePricingRule", { propertyId: ids.flat, terms });
      expect(response.status, JSON.stringify(terms)).toBe(400);
    }
    const foreignUnit = await call("savePricingRule", {
      propertyId: ids.flat,
      unitId: unitsOf.coliving![0]!,
      terms: weekday,
    });
    expect(foreignUnit.status).toBe(400);
    expect(await rulesOf(ids.flat)).toEqual(before);
  });
});

describe("the minimum stay of a stay at a property: the search and the quote agree", () => {
  // Room A is booked and asks five nights from the check-in day; Room B is free and asks the property's one.
  // The search once read the override of any unit (Room A's) and hid a stay the product page sells.
  it("a booked unit's override does not hide a free unit that accepts the stay", async () => {
    const [roomA, roomB] = unitsOf.coliving as [string, string];
    await createBooking(db, { propertyId: ids.coliving, unitId: roomA, checkIn: `${Y}-08-01`, checkOut: `${Y}-08-05` });
    await db.insert(calendarDays).values({ unitId: roomA, day: `${Y}-08-02`, minNightsOverride: 5 });
    const quoted = await quote(ids.coliving, `${Y}-08-02`, `${Y}-08-04`);
    expect(quoted).toMatchObject({ available: true, unitId: roomB });
    expect((await search(`${Y}-08-02`, `${Y}-08-04`)).map((result) => result.id)).toContain(ids.coliving);
  });

  it("a free unit's override is the stay's minimum when it is the only free unit, in both", async () => {
    const [roomA, roomB] = unitsOf.coliving as [string, string];
    await createBooking(db, { propertyId: ids.coliving, unitId: roomA, checkIn: `${Y}-08-10`, checkOut: `${Y}-08-15` });
    await db.insert(calendarDays).values({ unitId: roomB, day: `${Y}-08-11`, minNightsOverride: 3 });
    expect(await quote(ids.coliving, `${Y}-08-11`, `${Y}-08-13`)).toMatchObject({
      available: false,
      problem: "min_nights",
    });
    expect((await search(`${Y}-08-11`, `${Y}-08-13`)).map((result) => result.id)).not.toContain(ids.coliving);
    expect((await quote(ids.coliving, `${Y}-08-11`, `${Y}-08-14`)).available).toBe(true);
    expect((await search(`${Y}-08-11`, `${Y}-08-14`)).map((result) => result.id)).toContain(ids.coliving);
  });

  it("a day's override below the property's minimum opens the stay, in both", async () => {
    const [roomA, roomB] = unitsOf.coliving as [string, string];
    await db.update(properties).set({ minNights: 3 }).where(eq(properties.id, ids.coliving));
    try {
      await db.insert(calendarDays).values([
        { unitId: roomA, day: `${Y}-10-05`, minNightsOverride: 1 },
        { unitId: roomB, day: `${Y}-10-05`, minNightsOverride: 1 },
      ]);
      expect((await quote(ids.coliving, `${Y}-10-05`, `${Y}-10-06`)).available).toBe(true);
      expect((await search(`${Y}-10-05`, `${Y}-10-06`)).map((result) => result.id)).toContain(ids.coliving);
      expect(await quote(ids.coliving, `${Y}-10-06`, `${Y}-10-07`)).toMatchObject({ problem: "min_nights" });
      expect((await search(`${Y}-10-06`, `${Y}-10-07`)).map((result) => result.id)).not.toContain(ids.coliving);
    } finally {
      await db.update(properties).set({ minNights: 1 }).where(eq(properties.id, ids.coliving));
    }
  });

  it("a unit's own season with a minimum stay counts for that unit only", async () => {
    const [roomA] = unitsOf.coliving as [string, string];
    await resultOf(
      await call("savePricingRule", {
        propertyId: ids.coliving,
        unitId: roomA,
        terms: {
          ...songkran,
          name: "Room A festival",
          firstNight: `${Y}-09-01`,
          lastNight: `${Y}-09-10`,
          minNights: 4,
        },
      }),
    );
    // Room B takes the stay at the base rate; with Room B booked, nothing is left.
    const open = await quote(ids.coliving, `${Y}-09-02`, `${Y}-09-04`);
    expect(open).toMatchObject({ available: true, unitId: unitsOf.coliving![1] });
    expect((await search(`${Y}-09-02`, `${Y}-09-04`)).map((result) => result.id)).toContain(ids.coliving);
    await createBooking(db, {
      propertyId: ids.coliving,
      unitId: unitsOf.coliving![1]!,
      checkIn: `${Y}-09-01`,
      checkOut: `${Y}-09-06`,
    });
    expect(await quote(ids.coliving, `${Y}-09-02`, `${Y}-09-04`)).toMatchObject({
      available: false,
      problem: "min_nights",
    });
    expect((await search(`${Y}-09-02`, `${Y}-09-04`)).map((result) => result.id)).not.toContain(ids.coliving);
  });
});
