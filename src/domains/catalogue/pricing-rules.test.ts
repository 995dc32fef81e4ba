import { describe, expect, it } from "vitest";
import {
  bookingWindowDiscount,
  lengthOfStayDiscount,
  minNightsOf,
  nightPriceChain,
  rulesForUnit,
  type PricingRule,
} from "./pricing-rules";
import { quoteStay, type CalendarDay, type QuotedProperty } from "./quote";

const bangkokCondo: QuotedProperty = {
  country: "thailand",
  timeZone: "Asia/Bangkok",
  currency: "THB",
  maxGuests: 4,
  nightlyRateMinor: 150_000,
  weekendRateMinor: 180_000,
  minNights: 1,
  maxNights: 90,
  monthlyRateMinor: 3_000_000,
  hourlyRateMinor: null,
  minHours: null,
  maxHours: null,
  openingTime: null,
  closingTime: null,
  cleaningFeeMinor: 0,
};

const QUOTED_AT = new Date("2027-01-05T03:00:00Z");

let nextId = 0;
function rule(fields: Partial<PricingRule> & Pick<PricingRule, "kind" | "name">): PricingRule {
  nextId += 1;
  return {
    id: `rule-${nextId}`,
    unitId: null,
    startsOn: null,
    endsOn: null,
    weekdays: null,
    nightlyPriceMinor: null,
    minNights: null,
    percentOff: null,
    fromNights: null,
    daysBeforeArrival: null,
    active: true,
    ...fields,
  };
}

// Songkran: the nights of 12 to 15 April 2027 (ends on the 16th); the low season meets it at midnight on the 16th.
const songkran = rule({
  kind: "season",
  name: "Songkran season",
  startsOn: "2027-04-12",
  endsOn: "2027-04-16",
  nightlyPriceMinor: 240_000,
  minNights: 3,
});
const lowSeason = rule({
  kind: "season",
  name: "Low season",
  startsOn: "2027-04-16",
  endsOn: "2027-06-01",
  nightlyPriceMinor: 120_000,
});
const midweek = rule({ kind: "weekday", name: "Midweek price", weekdays: [2, 3], nightlyPriceMinor: 130_000 });
const weekly = rule({ kind: "length_of_stay", name: "Weekly discount", fromNights: 7, percentOff: 10 });
const monthly = rule({ kind: "length_of_stay", name: "Monthly discount", fromNights: 28, percentOff: 25 });
const early = rule({ kind: "early_booking", name: "Early bird", daysBeforeArrival: 60, percentOff: 8 });
const lastMinute = rule({ kind: "last_minute", name: "Last minute", daysBeforeArrival: 3, percentOff: 15 });

const override = (priceOverrideMinor: number | null, minNightsOverride: number | null = null): CalendarDay => ({
  closed: false,
  priceOverrideMinor,
  minNightsOverride,
});

describe("nightPriceChain: a day override beats a season beats a weekday price beats the weekend rate beats the base", () => {
  // 2027-04-16 is a Friday, 2027-04-20 a Tuesday, 2027-04-13 a Tuesday.
  it("lists every price that could apply, the charged one first", () => {
    const chain = nightPriceChain(bangkokCondo, "2027-04-13", override(300_000), [songkran, midweek])!;
    expect(chain.map((step) => [step.source, step.amountMinor, step.label])).toEqual([
      ["special", 300_000, "Special rate for this day"],
      ["season", 240_000, "Songkran season"],
      ["weekday", 130_000, "Midweek price"],
      ["base", 150_000, "Base nightly rate"],
    ]);
  });

  it("a season beats a weekday price, which beats the weekend rate", () => {
    expect(nightPriceChain(bangkokCondo, "2027-04-13", undefined, [midweek, songkran])![0]!.label).toBe(
      "Songkran season",
    );
    const friday = rule({ kind: "weekday", name: "Friday price", weekdays: [5], nightlyPriceMinor: 170_000 });
    expect(nightPriceChain(bangkokCondo, "2027-04-23", undefined, [friday])!.map((step) => step.source)).toEqual([
      "weekday",
      "weekend",
      "base",
    ]);
  });

  it("the weekend rate applies on Friday and Saturday nights without a rule, the base rate otherwise", () => {
    expect(nightPriceChain(bangkokCondo, "2027-04-23", undefined, [])![0]!.source).toBe("weekend");
    expect(nightPriceChain(bangkokCondo, "2027-04-21", undefined, [])![0]!.source).toBe("base");
  });

  it("a unit's own season beats the property's, and inactive rules do not count", () => {
    const unitSeason = {
      ...songkran,
      id: "unit-songkran",
      unitId: "unit-a",
      name: "Pool villa Songkran",
      nightlyPriceMinor: 260_000,
    };
    const rules = rulesForUnit([songkran, unitSeason, { ...midweek, active: false }], "unit-a");
    expect(rules.map((r) => r.name)).toEqual(["Pool villa Songkran", "Songkran season"]);
    expect(nightPriceChain(bangkokCondo, "2027-04-13", undefined, rules)![0]!.amountMinor).toBe(260_000);
    expect(rulesForUnit([songkran, unitSeason], "unit-b").map((r) => r.name)).toEqual(["Songkran season"]);
  });

  it("is null for a place not sold by the night", () => {
    expect(
      nightPriceChain({ nightlyRateMinor: null, weekendRateMinor: null }, "2027-04-13", undefined, [songkran]),
    ).toBeNull();
  });
});

describe("seasons meeting at midnight in the property's time zone", () => {
  it("the night of the 15th is the first season's, the night of the 16th the next one's", () => {
    const rules = [songkran, lowSeason];
    expect(nightPriceChain(bangkokCondo, "2027-04-15", undefined, rules)![0]!.label).toBe("Songkran season");
    expect(nightPriceChain(bangkokCondo, "2027-04-16", undefined, rules)![0]!.label).toBe("Low season");
    expect(nightPriceChain(bangkokCondo, "2027-04-11", undefined, rules)![0]!.source).toBe("base");
  });

  it("a stay across two seasons has a line for each, named by its season", () => {
    const result = quoteStay({
      property: bangkokCondo,
      stay: { mode: "nightly", checkIn: "2027-04-13", checkOut: "2027-04-18" },
      guests: 2,
      now: QUOTED_AT,
      rules: [songkran, lowSeason],
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.quote.lines.filter((line) => line.kind === "stay")).toEqual([
      { kind: "stay", label: "Songkran season, 3 nights", quantity: 3, unitAmountMinor: 240_000, amountMinor: 720_000 },
      { kind: "stay", label: "Low season, 2 nights", quantity: 2, unitAmountMinor: 120_000, amountMinor: 240_000 },
    ]);
  });
});

describe("a season's minimum stay, from the check-in night", () => {
  it("applies when the stay starts in the season, and a day's override beats it", () => {
    expect(minNightsOf(1, "2027-04-12", undefined, [songkran])).toEqual({ nights: 3, ruleName: "Songkran season" });
    expect(minNightsOf(1, "2027-04-12", override(null, 2), [songkran])).toEqual({ nights: 2, ruleName: null });
    expect(minNightsOf(1, "2027-04-16", undefined, [songkran, lowSeason])).toEqual({ nights: 1, ruleName: null });
  });

  it("refuses a shorter stay from inside the season, and accepts one that only ends in it", () => {
    const quote = (checkIn: string, checkOut: string) =>
      quoteStay({
        property: bangkokCondo,
        stay: { mode: "nightly", checkIn, checkOut },
        guests: 2,
        now: QUOTED_AT,
        rules: [songkran],
      });
    expect(quote("2027-04-13", "2027-04-15")).toMatchObject({
      ok: false,
      problem: "min_nights",
      message: "The minimum stay from 2027-04-13 is 3 nights (Songkran season).",
    });
    expect(quote("2027-04-10", "2027-04-13")).toMatchObject({ ok: true });
  });
});

describe("length-of-stay discounts", () => {
  it("start at their thresholds: 6 nights none, 7 the weekly, 27 the weekly, 28 the monthly (never both)", () => {
    const rules = [weekly, monthly];
    expect(lengthOfStayDiscount(6, rules)).toBeNull();
    expect(lengthOfStayDiscount(7, rules)?.rule.name).toBe("Weekly discount");
    expect(lengthOfStayDiscount(27, rules)?.rule.name).toBe("Weekly discount");
    expect(lengthOfStayDiscount(28, rules)?.rule.name).toBe("Monthly discount");
  });

  it("come off the stay as a line of their own, on nightly stays only", () => {
    const nightly = quoteStay({
      property: bangkokCondo,
      stay: { mode: "nightly", checkIn: "2027-05-03", checkOut: "2027-05-10" },
      guests: 2,
      now: QUOTED_AT,
      rules: [weekly],
    });
    if (!nightly.ok) throw new Error(nightly.message);
    const stayLines = nightly.quote.lines.filter((line) => line.kind === "stay");
    // Mon–Thu and Sun at 1,500, Fri and Sat at the weekend's 1,800: 11,100; 10% off is 1,110.
    expect(stayLines.at(-1)).toEqual({
      kind: "stay",
      label: "Weekly discount (10% off stays of 7+ nights)",
      amountMinor: -111_000,
    });
    const month = quoteStay({
      property: bangkokCondo,
      stay: { mode: "monthly", checkIn: "2027-05-01", checkOut: "2027-06-01" },
      guests: 2,
      now: QUOTED_AT,
      rules: [weekly, monthly],
    });
    if (!month.ok) throw new Error(month.message);
    expect(month.quote.lines.filter((line) => line.amountMinor < 0)).toEqual([]);
  });
});

describe("early-booking and last-minute discounts", () => {
  // 03:00 UTC on 5 January is 10:00 in Bangkok: today there is the 5th.
  it("count the days from today in the property's time zone: early from 60 days ahead, last minute up to 3", () => {
    const rules = [early, lastMinute];
    expect(bookingWindowDiscount("2027-03-05", "Asia/Bangkok", QUOTED_AT, rules)).toBeNull(); // 59 days ahead
    expect(bookingWindowDiscount("2027-03-06", "Asia/Bangkok", QUOTED_AT, rules)?.rule.name).toBe("Early bird"); // 60
    expect(bookingWindowDiscount("2027-01-08", "Asia/Bangkok", QUOTED_AT, rules)?.rule.name).toBe("Last minute"); // 3
    expect(bookingWindowDiscount("2027-01-09", "Asia/Bangkok", QUOTED_AT, rules)).toBeNull(); // 4
  });

  it("the property's midnight, not UTC's, moves a stay out of the last-minute window", () => {
    // 16:59 UTC on the 4th is 23:59 in Bangkok (still the 4th); 17:00 UTC is midnight there, the 5th.
    const beforeMidnight = new Date("2027-01-04T16:59:00Z");
    const atMidnight = new Date("2027-01-04T17:00:00Z");
    expect(bookingWindowDiscount("2027-01-08", "Asia/Bangkok", beforeMidnight, [lastMinute])).toBeNull(); // 4 days
    expect(bookingWindowDiscount("2027-01-08", "Asia/Bangkok", atMidnight, [lastMinute])?.rule.name).toBe(
      "Last minute",
    );
  });

  it("at most one applies: the larger when both would", () => {
    const generousEarly = { ...early, daysBeforeArrival: 2, percentOff: 20 };
    expect(
      bookingWindowDiscount("2027-01-08", "Asia/Bangkok", QUOTED_AT, [generousEarly, lastMinute])?.percentOff,
    ).toBe(20);
  });

  it("follows the length-of-stay discount, on what is left of the stay", () => {
    const result = quoteStay({
      property: { ...bangkokCondo, weekendRateMinor: null },
      stay: { mode: "nightly", checkIn: "2027-01-06", checkOut: "2027-01-13" },
      guests: 2,
      now: QUOTED_AT,
      rules: [weekly, lastMinute],
    });
    if (!result.ok) throw new Error(result.message);
    // 7 × 1,500 = 10,500; weekly 10% = 1,050; last minute 15% of what is left, 9,450: 1,417.50.
    expect(result.quote.lines.filter((line) => line.kind === "stay").map((line) => line.amountMinor)).toEqual([
      1_050_000, -105_000, -141_750,
    ]);
  });
});
