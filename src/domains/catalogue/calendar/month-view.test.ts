import { describe, expect, it } from "vitest";
import { daysFrom } from "./grid";
import { unitDayViews } from "./month-view";
import type { CalendarProperty, PropertyCalendar } from "./queries";

const property: CalendarProperty = {
  id: "p1",
  title: "Flat",
  city: "Kuala Lumpur",
  currency: "MYR",
  timeZone: "Asia/Kuala_Lumpur",
  today: "2026-12-03",
  nightlyRateMinor: 25_000,
  weekendRateMinor: 29_000,
  minNights: 1,
  hourlyRateMinor: null,
  openingTime: null,
  closingTime: null,
  bufferHours: 0,
};

const calendar: PropertyCalendar = {
  property,
  from: "2026-12-01",
  to: "2026-12-31",
  units: [{ id: "u1", name: "Entire place" }],
  pricingRules: [],
  days: [
    {
      unitId: "u1",
      day: "2026-12-08",
      closed: true,
      blockReason: "maintenance",
      note: "Paint",
      priceOverrideMinor: null,
      minNightsOverride: null,
    },
    {
      unitId: "u1",
      day: "2026-12-09",
      closed: false,
      blockReason: null,
      note: "",
      priceOverrideMinor: 40_000,
      minNightsOverride: 3,
    },
  ],
  bookings: [
    {
      id: "b1",
      unitId: "u1",
      reference: "BK-AAAAAA",
      guestName: "Aisha",
      status: "confirmed",
      stayMode: "nightly",
      checkIn: "2026-11-30",
      checkOut: "2026-12-02",
    },
    {
      id: "b2",
      unitId: "u1",
      reference: "BK-BBBBBB",
      guestName: "Ben",
      status: "requested",
      stayMode: "nightly",
      checkIn: "2026-12-04",
      checkOut: "2026-12-07",
    },
  ],
};

describe("unitDayViews", () => {
  const views = unitDayViews(calendar, daysFrom("2026-12-01", "2027-01-01")).get("u1")!;

  it("prices each night as the quote does: override, weekend, base", () => {
    expect(views.get("2026-12-07")!.price).toEqual({ amountMinor: 25_000, kind: "base", per: "night" });
    expect(views.get("2026-12-04")!.price).toEqual({ amountMinor: 29_000, kind: "weekend", per: "night" });
    expect(views.get("2026-12-09")).toMatchObject({
      price: { amountMinor: 40_000, kind: "special" },
      minNightsOverride: 3,
      closed: null,
    });
  });

  it("shows closures with their reason, past days and stays joined night to night", () => {
    expect(views.get("2026-12-08")!.closed).toEqual({ reason: "maintenance", note: "Paint" });
    expect(views.get("2026-12-02")!.past).toBe(true);
    expect(views.get("2026-12-03")!.past).toBe(false);
    expect(views.get("2026-12-01")!.stay).toMatchObject({
      reference: "BK-AAAAAA",
      starts: false,
      ends: true,
      nightsLeft: 1,
    });
    expect(views.get("2026-12-04")!.stay!.nightsLeft).toBe(3);
    expect(views.get("2026-12-02")!.stay).toBeNull();
    expect(
      ["2026-12-04", "2026-12-05", "2026-12-06"].map(
        (day) => views.get(day)!.stay && [views.get(day)!.stay!.starts, views.get(day)!.stay!.ends],
      ),
    ).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
    expect(views.get("2026-12-07")!.stay).toBeNull();
  });

  it("names the season that prices a night, and a day's override still beats it", () => {
    const season = {
      id: "r1",
      unitId: null,
      kind: "season" as const,
      name: "Year-end season",
      startsOn: "2026-12-09",
      endsOn: "2026-12-12",
      weekdays: null,
      nightlyPriceMinor: 33_000,
      minNights: null,
      percentOff: null,
      fromNights: null,
      daysBeforeArrival: null,
      active: true,
    };
    const seasonal = unitDayViews({ ...calendar, pricingRules: [season] }, daysFrom("2026-12-09", "2026-12-13")).get(
      "u1",
    )!;
    expect(seasonal.get("2026-12-09")!.price).toMatchObject({ amountMinor: 40_000, kind: "special" });
    expect(seasonal.get("2026-12-10")!.price).toEqual({
      amountMinor: 33_000,
      kind: "season",
      ruleName: "Year-end season",
      per: "night",
    });
    expect(seasonal.get("2026-12-12")!.price).toEqual({ amountMinor: 29_000, kind: "weekend", per: "night" });
  });

  it("prices a day room by the hour, with the day's override", () => {
    const dayRoom = unitDayViews(
      {
        ...calendar,
        property: { ...property, nightlyRateMinor: null, weekendRateMinor: null, hourlyRateMinor: 3_000 },
        bookings: [],
      },
      ["2026-12-09", "2026-12-10"],
    ).get("u1")!;
    expect(dayRoom.get("2026-12-09")!.price).toEqual({ amountMinor: 40_000, kind: "special", per: "hour" });
    expect(dayRoom.get("2026-12-10")!.price).toEqual({ amountMinor: 3_000, kind: "base", per: "hour" });
  });
});
