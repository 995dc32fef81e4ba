import { describe, expect, it } from "vitest";
import { BUSINESS_SETTINGS, type BusinessSettings } from "@/domains/platform/settings";
import { quoteStay, type QuotedProperty } from "./quote";
import { localClock, searchDatesNotice, stayLengthProblem, stayWindow, stayWindowProblem } from "./stay-window";

// 2026-11-24 23:30 in UTC is already 2026-11-25 07:30 in Kuala Lumpur (UTC+8) and 06:30 in Bangkok (UTC+7).
const NOW = new Date("2026-11-24T23:30:00Z");
const KL = "Asia/Kuala_Lumpur";
const at = (stay: Parameters<typeof stayWindowProblem>[0], timeZone = KL) =>
  stayWindowProblem(stay, { timeZone, now: NOW })?.problem ?? null;

describe("the property's today", () => {
  it("is read on the property's own clock, not the server's", () => {
    expect(localClock(KL, NOW)).toEqual({ today: "2026-11-25", secondsOfDay: 7 * 3600 + 30 * 60 });
    expect(localClock("UTC", NOW).today).toBe("2026-11-24");
    // A night of the 24th is past in Kuala Lumpur although it is still the 24th in UTC.
    expect(at({ mode: "nightly", checkIn: "2026-11-24", checkOut: "2026-11-26" })).toBe("past_dates");
    expect(at({ mode: "nightly", checkIn: "2026-11-24", checkOut: "2026-11-26" }, "UTC")).toBeNull();
  });

  it("sells today and later, never a day before", () => {
    expect(at({ mode: "nightly", checkIn: "2026-11-25", checkOut: "2026-11-26" })).toBeNull();
    expect(at({ mode: "nightly", checkIn: "2020-01-01", checkOut: "2020-01-03" })).toBe("past_dates");
    expect(at({ mode: "monthly", checkIn: "2026-11-01", checkOut: "2026-12-01" })).toBe("past_dates");
    expect(at({ mode: "monthly", checkIn: "2026-12-01", checkOut: "2027-01-01" })).toBeNull();
  });

  it("sells an hour that has not begun: 07:30 in Kuala Lumpur refuses 07:00 and 07:30, sells 08:00", () => {
    expect(at({ mode: "hourly", day: "2026-11-25", start: "07:00", hours: 2 })).toBe("past_dates");
    expect(at({ mode: "hourly", day: "2026-11-25", start: "07:30", hours: 2 })).toBe("past_dates");
    expect(at({ mode: "hourly", day: "2026-11-25", start: "08:00", hours: 2 })).toBeNull();
    expect(at({ mode: "hourly", day: "2026-11-24", start: "23:00", hours: 1 })).toBe("past_dates");
  });
});

describe("lead time and length (DOMAIN.md Booking, Limits)", () => {
  it("starts at most 18 months ahead", () => {
    expect(stayWindow(KL, NOW)).toEqual({ earliest: "2026-11-25", latest: "2028-05-25" });
    expect(at({ mode: "nightly", checkIn: "2028-05-25", checkOut: "2028-05-27" })).toBeNull();
    expect(at({ mode: "nightly", checkIn: "2028-05-26", checkOut: "2028-05-28" })).toBe("too_far_ahead");
    expect(at({ mode: "hourly", day: "2028-05-26", start: "10:00", hours: 2 })).toBe("too_far_ahead");
    expect(at({ mode: "monthly", checkIn: "2029-01-01", checkOut: "2034-01-01" })).toBe("too_far_ahead");
  });

  it("lasts at most 90 nights by the night and 24 months by the month", () => {
    expect(stayLengthProblem({ mode: "nightly", checkIn: "2027-01-01", checkOut: "2027-04-01" })).toBeNull(); // 90 nights
    expect(stayLengthProblem({ mode: "nightly", checkIn: "2027-01-01", checkOut: "2027-04-02" })?.problem).toBe(
      "stay_too_long",
    );
    expect(stayLengthProblem({ mode: "monthly", checkIn: "2027-01-31", checkOut: "2029-01-31" })).toBeNull();
    expect(stayLengthProblem({ mode: "monthly", checkIn: "2027-01-31", checkOut: "2029-02-01" })?.problem).toBe(
      "stay_too_long",
    );
  });

  it("reads its figures from the business settings", () => {
    // The settings' type is their literal defaults (as const): other figures are a cast away.
    const settings = { ...BUSINESS_SETTINGS, maxLeadMonths: 1, maxNightlyStayNights: 3 } as unknown as BusinessSettings;
    expect(
      stayWindowProblem(
        { mode: "nightly", checkIn: "2027-01-10", checkOut: "2027-01-12" },
        { timeZone: KL, now: NOW, settings },
      )?.problem,
    ).toBe("too_far_ahead");
    expect(
      stayLengthProblem({ mode: "nightly", checkIn: "2026-12-01", checkOut: "2026-12-05" }, settings)?.problem,
    ).toBe("stay_too_long");
  });
});

describe("quoteStay applies the window before any price", () => {
  const property: QuotedProperty = {
    country: "malaysia",
    timeZone: KL,
    currency: "MYR",
    maxGuests: 2,
    nightlyRateMinor: 25_000,
    weekendRateMinor: null,
    minNights: 1,
    maxNights: null,
    monthlyRateMinor: 600_000,
    hourlyRateMinor: 3_000,
    minHours: 1,
    maxHours: null,
    openingTime: null,
    closingTime: null,
    cleaningFeeMinor: 0,
  };
  it("refuses past, far and long stays with the reason, and prices the rest", () => {
    const quote = (stay: Parameters<typeof quoteStay>[0]["stay"]) => quoteStay({ property, stay, guests: 1, now: NOW });
    expect(quote({ mode: "nightly", checkIn: "2020-01-01", checkOut: "2020-01-03" })).toMatchObject({
      ok: false,
      problem: "past_dates",
    });
    expect(quote({ mode: "hourly", day: "2020-01-01", start: "10:00", hours: 2 })).toMatchObject({
      ok: false,
      problem: "past_dates",
    });
    expect(quote({ mode: "monthly", checkIn: "2026-12-01", checkOut: "2029-01-01" })).toMatchObject({
      ok: false,
      problem: "stay_too_long",
    });
    expect(quote({ mode: "nightly", checkIn: "2026-11-25", checkOut: "2026-11-27" })).toMatchObject({
      ok: true,
      quote: { totalMinor: 54_500 },
    });
  });
});

describe("the search page's notice", () => {
  it("explains a past check-in, even without a check-out, and offers today's dates for as many nights", () => {
    expect(searchDatesNotice({ mode: "nightly", checkIn: "2020-03-01" }, { timeZone: KL, now: NOW })).toEqual({
      message: expect.stringMatching(/have passed/),
      fromToday: { checkIn: "2026-11-25", checkOut: "2026-11-26" },
    });
    expect(
      searchDatesNotice({ mode: "nightly", checkIn: "2020-03-01", checkOut: "2020-03-04" }, { timeZone: KL, now: NOW })
        ?.fromToday,
    ).toEqual({
      checkIn: "2026-11-25",
      checkOut: "2026-11-28",
    });
    expect(searchDatesNotice({ mode: "monthly", month: "2026-11" }, { timeZone: KL, now: NOW })?.fromToday).toEqual({
      month: "2026-12",
    });
    expect(searchDatesNotice({ mode: "hourly", day: "2020-03-01" }, { timeZone: KL, now: NOW })?.fromToday).toEqual({
      day: "2026-11-25",
    });
  });

  it("says nothing for sellable dates, and gives the reason without a suggestion for dates too far ahead", () => {
    expect(
      searchDatesNotice({ mode: "nightly", checkIn: "2026-12-01", checkOut: "2026-12-03" }, { timeZone: KL, now: NOW }),
    ).toBeNull();
    expect(searchDatesNotice({ mode: "nightly" }, { timeZone: KL, now: NOW })).toBeNull();
    expect(searchDatesNotice({ mode: "nightly", checkIn: "2031-01-01" }, { timeZone: KL, now: NOW })).toEqual({
      message: expect.stringMatching(/up to 18 months ahead/),
      fromToday: null,
    });
  });
});
