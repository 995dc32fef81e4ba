/**
 * The one refund computation (money.ts `refundTerms`) over a custom policy's steps: days counted on the calendar
 * of the property's time zone, each step ending at a midnight there. The standard policies' refunds are
 * money.test.ts's.
 */
import { describe, expect, it } from "vitest";
import { instantOf } from "@/lib/dates";
import { refundStepsOf, refundTerms, soldPolicyOf, STANDARD_REFUND_STEPS } from "./money";

const STEPS = [
  { daysBefore: 30, percent: 100 },
  { daysBefore: 7, percent: 50 },
  { daysBefore: 0, percent: 0 },
];
const ZONE = "Asia/Bangkok";
// Check-in on 2 April 2027 at 15:00 in Bangkok (UTC+7).
const startsAt = instantOf(ZONE, "2027-04-02", "15:00");
const at = (day: string, time: string) => instantOf(ZONE, day, time);
const percentAt = (day: string, time: string) => refundTerms(STEPS, startsAt, at(day, time), ZONE).percent;

describe("a custom policy's refund", () => {
  it("gives each step's share up to the last moment of its last day in the property's time zone", () => {
    expect(percentAt("2027-01-15", "12:00")).toBe(100);
    // 30 days before 2 April is 3 March: the full refund holds until midnight in Bangkok.
    expect(percentAt("2027-03-03", "23:59:59")).toBe(100);
    expect(percentAt("2027-03-04", "00:00")).toBe(50);
    // 7 days before is 26 March.
    expect(percentAt("2027-03-26", "23:59:59")).toBe(50);
    expect(percentAt("2027-03-27", "00:00")).toBe(0);
    expect(percentAt("2027-04-02", "10:00")).toBe(0);
    // After check-in, the last step still answers.
    expect(percentAt("2027-04-03", "09:00")).toBe(0);
  });

  it("counts the days where the property is, not in UTC", () => {
    // 3 March 23:30 in Bangkok is 16:30 UTC the same day; 4 March 00:30 in Bangkok is still 3 March in UTC.
    const justAfter = at("2027-03-04", "00:30");
    expect(justAfter.toISOString()).toBe("2027-03-03T17:30:00.000Z");
    expect(refundTerms(STEPS, startsAt, justAfter, ZONE).percent).toBe(50);
    expect(refundTerms(STEPS, startsAt, justAfter, "UTC").percent).toBe(100);
  });

  it("answers a single step at every moment", () => {
    const always = [{ daysBefore: 0, percent: 40 }];
    expect(refundTerms(always, startsAt, at("2026-12-01", "08:00"), ZONE).percent).toBe(40);
    expect(refundTerms(always, startsAt, at("2027-04-05", "08:00"), ZONE).percent).toBe(40);
  });

  it("explains the step that applies", () => {
    expect(refundTerms(STEPS, startsAt, at("2027-03-10", "09:00"), ZONE).explanation).toBe(
      "Custom policy: 50% is refunded when cancelling at least 7 days before check-in.",
    );
    expect(refundTerms(STEPS, startsAt, at("2027-03-30", "09:00"), ZONE).explanation).toBe(
      "Custom policy: less than 7 days before check-in, 0% is refunded.",
    );
  });
});

describe("the standard policies as steps", () => {
  it("are schedules of hours before the stay starts, read by the same function", () => {
    expect(refundStepsOf("strict")).toBe(STANDARD_REFUND_STEPS.strict);
    expect(
      STANDARD_REFUND_STEPS.moderate.map((step) => ["hoursBefore" in step && step.hoursBefore, step.percent]),
    ).toEqual([
      [120, 100],
      [0, 0],
    ]);
    // The time zone does not move an hour-counted boundary.
    const before24 = new Date(startsAt.getTime() - 24 * 3_600_000);
    expect(refundTerms("flexible", startsAt, before24, ZONE).percent).toBe(100);
    expect(refundTerms("flexible", startsAt, new Date(before24.getTime() + 1), ZONE).percent).toBe(0);
  });

  it("reads a booking's policy as sold: its own steps first, a standard name otherwise", () => {
    expect(soldPolicyOf({ cancellationPolicy: "custom", cancellationRules: STEPS })).toBe(STEPS);
    expect(soldPolicyOf({ cancellationPolicy: "strict", cancellationRules: null })).toBe("strict");
    expect(soldPolicyOf({ cancellationPolicy: null, cancellationRules: null })).toBe("moderate");
    expect(() => refundStepsOf("custom")).toThrow(/steps/);
  });
});
