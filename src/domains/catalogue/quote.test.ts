import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isIsoDate, todayIn } from "@/lib/dates";
import { isWeekendNight, monthOf } from "./dates";
import {
  nightlyRateOf,
  quoteStay as quoteStayAt,
  type CalendarDay,
  type QuoteInput,
  type QuotedProperty,
} from "./quote";

// These tests are about prices, not about when: they quote as of a fixed moment before their dates.
const QUOTED_AT = new Date("2026-11-01T00:00:00Z");
const quoteStay = (input: Omit<QuoteInput, "now">) => quoteStayAt({ now: QUOTED_AT, ...input });

const klApartment: QuotedProperty = {
  country: "malaysia",
  timeZone: "Asia/Kuala_Lumpur",
  currency: "MYR",
  maxGuests: 4,
  nightlyRateMinor: 25_000,
  weekendRateMinor: 29_000,
  minNights: 2,
  maxNights: 60,
  monthlyRateMinor: 600_000,
  hourlyRateMinor: null,
  minHours: null,
  maxHours: null,
  openingTime: null,
  closingTime: null,
  cleaningFeeMinor: 6_000,
};

const bangkokDayRoom: QuotedProperty = {
  ...klApartment,
  country: "thailand",
  currency: "THB",
  nightlyRateMinor: null,
  weekendRateMinor: null,
  monthlyRateMinor: null,
  hourlyRateMinor: 35_000,
  minHours: 3,
  maxHours: 10,
  openingTime: "08:00:00",
  closingTime: "22:00:00",
  cleaningFeeMinor: 0,
};

const day = (overrides: Partial<CalendarDay>): CalendarDay => ({
  closed: false,
  priceOverrideMinor: null,
  minNightsOverride: null,
  ...overrides,
});

describe("quoteStay, nightly", () => {
  // 2026-12-07 is a Monday: Mon–Thu nights are weekday nights.
  it("prices weekday nights at the base rate and adds cleaning, the 5% service fee and Malaysia's tourism tax", () => {
    const result = quoteStay({
      property: klApartment,
      stay: { mode: "nightly", checkIn: "2026-12-07", checkOut: "2026-12-10" },
      guests: 2,
    });
    expect(result).toEqual({
      ok: true,
      quote: {
        currency: "MYR",
        mode: "nightly",
        nights: 3,
        hours: 0,
        lines: [
          { kind: "stay", label: "3 nights", quantity: 3, unitAmountMinor: 25_000, amountMinor: 75_000 },
          { kind: "cleaning", label: "Cleaning fee", amountMinor: 6_000 },
          { kind: "service_fee", label: "Service fee (5%)", amountMinor: 4_050 },
          { kind: "tax", label: "Tourism tax", quantity: 3, unitAmountMinor: 1_000, amountMinor: 3_000 },
        ],
        totalMinor: 88_050,
        // Nobody said their nationality: charged as a foreign guest's, and the basis says so.
        taxBasis: {
          guestNationality: null,
          rules: [
            {
              country: "malaysia",
              label: "Tourism tax",
              kind: "per_room_night",
              exempt: "citizens_and_permanent_residents",
              outcome: "charged",
              amountMinor: 3_000,
            },
          ],
        },
      },
    });
  });

  it("charges Friday and Saturday nights at the weekend rate, and a date override beats both", () => {
    const calendar = new Map([["2026-12-12", day({ priceOverrideMinor: 40_000 })]]);
    const result = quoteStay({
      property: klApartment,
      stay: { mode: "nightly", checkIn: "2026-12-10", checkOut: "2026-12-14" },
      guests: 1,
      calendar,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.quote.lines.filter((line) => line.kind === "stay")).toEqual([
      { kind: "stay", label: "2 nights", quantity: 2, unitAmountMinor: 25_000, amountMinor: 50_000 },
      { kind: "stay", label: "1 weekend night", quantity: 1, unitAmountMinor: 29_000, amountMinor: 29_000 },
      { kind: "stay", label: "1 night at a special rate", quantity: 1, unitAmountMinor: 40_000, amountMinor: 40_000 },
    ]);
  });

  it("leaves out the tourism tax for Malaysian citizens and permanent residents and outside Malaysia", () => {
    const stay = { mode: "nightly" as const, checkIn: "2026-12-07", checkOut: "2026-12-09" };
    const resident = quoteStay({ property: klApartment, stay, guests: 1, guestNationality: "MY" });
    const bangkok = quoteStay({ property: { ...klApartment, country: "thailand", currency: "THB" }, stay, guests: 1 });
    for (const result of [resident, bangkok]) {
      if (!result.ok) throw new Error(result.message);
      expect(result.quote.lines.map((line) => line.kind)).not.toContain("tax");
    }
  });

  it("enforces the minimum stay, with a check-in day's override beating the property's", () => {
    const short = quoteStay({
      property: klApartment,
      stay: { mode: "nightly", checkIn: "2026-12-07", checkOut: "2026-12-08" },
      guests: 1,
    });
    expect(short).toMatchObject({
      ok: false,
      problem: "min_nights",
      message: "The minimum stay from 2026-12-07 is 2 nights.",
    });
    const calendar = new Map([["2026-12-24", day({ minNightsOverride: 4 })]]);
    const christmas = quoteStay({
      property: klApartment,
      stay: { mode: "nightly", checkIn: "2026-12-24", checkOut: "2026-12-27" },
      guests: 1,
      calendar,
    });
    expect(christmas).toMatchObject({ ok: false, problem: "min_nights" });
    const withoutOverride = quoteStay({
      property: klApartment,
      stay: { mode: "nightly", checkIn: "2026-12-23", checkOut: "2026-12-26" },
      guests: 1,
      calendar,
    });
    expect(withoutOverride.ok).toBe(true);
  });

  it("enforces the maximum stay, the guest count and closed days", () => {
    expect(
      quoteStay({
        property: { ...klApartment, maxNights: 5 },
        stay: { mode: "nightly", checkIn: "2026-12-01", checkOut: "2026-12-08" },
        guests: 1,
      }),
    ).toMatchObject({
      ok: false,
      problem: "max_nights",
    });
    expect(
      quoteStay({
        property: klApartment,
        stay: { mode: "nightly", checkIn: "2026-12-07", checkOut: "2026-12-09" },
        guests: 5,
      }),
    ).toMatchObject({
      ok: false,
      problem: "too_many_guests",
      message: "This place sleeps at most 4 guests.",
    });
    const calendar = new Map([["2026-12-08", day({ closed: true })]]);
    expect(
      quoteStay({
        property: klApartment,
        stay: { mode: "nightly", checkIn: "2026-12-07", checkOut: "2026-12-09" },
        guests: 1,
        calendar,
      }),
    ).toMatchObject({
      ok: false,
      problem: "closed_days",
      message: "Not available on 2026-12-08.",
    });
    // The check-out day is not a night of the stay: closing it does not matter.
    const checkoutClosed = new Map([["2026-12-09", day({ closed: true })]]);
    expect(
      quoteStay({
        property: klApartment,
        stay: { mode: "nightly", checkIn: "2026-12-07", checkOut: "2026-12-09" },
        guests: 1,
        calendar: checkoutClosed,
      }).ok,
    ).toBe(true);
  });

  it("refuses reversed or malformed dates and modes the property does not offer", () => {
    expect(
      quoteStay({
        property: klApartment,
        stay: { mode: "nightly", checkIn: "2026-12-09", checkOut: "2026-12-07" },
        guests: 1,
      }),
    ).toMatchObject({ problem: "invalid_dates" });
    expect(
      quoteStay({
        property: klApartment,
        stay: { mode: "nightly", checkIn: "2026-02-30", checkOut: "2026-03-02" },
        guests: 1,
      }),
    ).toMatchObject({ problem: "invalid_dates" });
    expect(
      quoteStay({
        property: bangkokDayRoom,
        stay: { mode: "nightly", checkIn: "2026-12-07", checkOut: "2026-12-09" },
        guests: 1,
      }),
    ).toMatchObject({ problem: "mode_not_offered" });
  });
});

describe("quoteStay, monthly", () => {
  it("charges whole months and the remaining nights pro rata over 30, rounded half-even", () => {
    // 45 nights: one month and 15 nights = 600,000 + 600,000 × 15 / 30.
    const result = quoteStay({
      property: klApartment,
      stay: { mode: "monthly", checkIn: "2027-01-01", checkOut: "2027-02-15" },
      guests: 2,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.quote.lines.filter((line) => line.kind === "stay")).toEqual([
      { kind: "stay", label: "1 month", quantity: 1, unitAmountMinor: 600_000, amountMinor: 600_000 },
      { kind: "stay", label: "15 more nights at the monthly rate (pro rata)", quantity: 15, amountMinor: 300_000 },
    ]);
    expect(result.quote.nights).toBe(45);
  });

  it("needs at least 28 nights and a monthly rate", () => {
    expect(
      quoteStay({
        property: klApartment,
        stay: { mode: "monthly", checkIn: "2027-01-01", checkOut: "2027-01-20" },
        guests: 1,
      }),
    ).toMatchObject({
      problem: "min_nights",
      message: "A monthly stay is at least 28 nights.",
    });
    expect(
      quoteStay({
        property: { ...klApartment, monthlyRateMinor: null },
        stay: { mode: "monthly", checkIn: "2027-01-01", checkOut: "2027-02-01" },
        guests: 1,
      }),
    ).toMatchObject({
      problem: "mode_not_offered",
    });
  });
});

describe("quoteStay, hourly", () => {
  it("charges hours × the hourly rate within opening hours, without a nightly tax", () => {
    const result = quoteStay({
      property: bangkokDayRoom,
      stay: { mode: "hourly", day: "2026-12-07", start: "09:00", hours: 4 },
      guests: 1,
    });
    expect(result).toEqual({
      ok: true,
      quote: {
        currency: "THB",
        mode: "hourly",
        nights: 0,
        hours: 4,
        lines: [
          { kind: "stay", label: "4 hours", quantity: 4, unitAmountMinor: 35_000, amountMinor: 140_000 },
          { kind: "service_fee", label: "Service fee (5%)", amountMinor: 7_000 },
        ],
        totalMinor: 147_000,
        taxBasis: null,
      },
    });
  });

  it("enforces minimum and maximum hours, opening hours and closed days", () => {
    const at = (start: string, hours: number) =>
      quoteStay({ property: bangkokDayRoom, stay: { mode: "hourly", day: "2026-12-07", start, hours }, guests: 1 });
    expect(at("09:00", 2)).toMatchObject({ problem: "min_hours", message: "The minimum booking is 3 hours." });
    expect(at("08:00", 11)).toMatchObject({ problem: "max_hours" });
    expect(at("07:00", 3)).toMatchObject({ problem: "outside_opening_hours", message: "Open from 08:00 to 22:00." });
    expect(at("20:00", 3)).toMatchObject({ problem: "outside_opening_hours" });
    expect(at("19:00", 3).ok).toBe(true);
    expect(at("9 am", 3)).toMatchObject({ problem: "invalid_dates" });
    const calendar = new Map([["2026-12-07", day({ closed: true })]]);
    expect(
      quoteStay({
        property: bangkokDayRoom,
        stay: { mode: "hourly", day: "2026-12-07", start: "09:00", hours: 3 },
        guests: 1,
        calendar,
      }),
    ).toMatchObject({
      problem: "closed_days",
    });
  });

  it("charges the day's price override per hour for a day room, and only on that day", () => {
    const calendar = new Map([["2026-12-08", day({ priceOverrideMinor: 50_000 })]]);
    const on = (date: string) =>
      quoteStay({
        property: bangkokDayRoom,
        stay: { mode: "hourly", day: date, start: "09:00", hours: 3 },
        guests: 1,
        calendar,
      });
    const special = on("2026-12-08");
    expect(special.ok && special.quote.lines[0]).toEqual({
      kind: "stay",
      label: "3 hours at a special rate",
      quantity: 3,
      unitAmountMinor: 50_000,
      amountMinor: 150_000,
    });
    expect(special.ok && special.quote.totalMinor).toBe(157_500);
    const usual = on("2026-12-07");
    expect(usual.ok && usual.quote.lines[0]).toMatchObject({ label: "3 hours", unitAmountMinor: 35_000 });
  });

  it("keeps a day's override for the nights of a place sold by the night and by the hour", () => {
    const both: QuotedProperty = { ...klApartment, hourlyRateMinor: 4_000, openingTime: "08:00", closingTime: "22:00" };
    const calendar = new Map([["2026-12-08", day({ priceOverrideMinor: 30_000 })]]);
    const hourly = quoteStay({
      property: both,
      stay: { mode: "hourly", day: "2026-12-08", start: "09:00", hours: 3 },
      guests: 1,
      calendar,
    });
    expect(hourly.ok && hourly.quote.lines[0]).toMatchObject({ label: "3 hours", unitAmountMinor: 4_000 });
    const nightly = quoteStay({
      property: both,
      stay: { mode: "nightly", checkIn: "2026-12-08", checkOut: "2026-12-10" },
      guests: 1,
      calendar,
    });
    expect(nightly.ok && nightly.quote.lines[0]).toMatchObject({
      label: "1 night at a special rate",
      unitAmountMinor: 30_000,
    });
  });
});

describe("nightlyRateOf", () => {
  it("takes the override, else the weekend rate on Friday and Saturday nights, else the base", () => {
    expect(nightlyRateOf(klApartment, "2026-12-07", undefined)).toEqual({ amountMinor: 25_000, kind: "base" });
    expect(nightlyRateOf(klApartment, "2026-12-11", undefined)).toEqual({ amountMinor: 29_000, kind: "weekend" });
    expect(nightlyRateOf(klApartment, "2026-12-11", day({ priceOverrideMinor: 31_000 }))).toEqual({
      amountMinor: 31_000,
      kind: "special",
    });
    expect(nightlyRateOf({ ...klApartment, weekendRateMinor: null }, "2026-12-11", undefined)).toEqual({
      amountMinor: 25_000,
      kind: "base",
    });
    expect(nightlyRateOf(bangkokDayRoom, "2026-12-07", undefined)).toBeNull();
  });
});

describe("dates", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(daysBetween("2026-12-07", "2027-01-06")).toBe(30);
    expect(daysBetween("2026-12-07", "bad")).toBeNaN();
  });

  it("knows real dates, weekend nights, months and today in a time zone", () => {
    expect(isIsoDate("2026-12-07")).toBe(true);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("7/12/2026")).toBe(false);
    expect(["2026-12-10", "2026-12-11", "2026-12-12", "2026-12-13"].map(isWeekendNight)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(monthOf("2026-12-09")).toEqual(["2026-12-01", "2027-01-01"]);
    // 20:00 UTC on the 7th is already the 8th in Kuala Lumpur (UTC+8).
    expect(todayIn("Asia/Kuala_Lumpur", new Date("2026-12-07T20:00:00Z"))).toBe("2026-12-08");
  });
});
