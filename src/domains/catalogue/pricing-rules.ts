/**
 * Pricing rules (ARCHITECTURE.md, Pricing rules): the one order of precedence that the quote, the suppliers'
 * calendar and "how this price is made" all ask. Pure and client-safe, so the supplier's page explains a day with
 * the same code that prices it.
 *
 * A night's price, first that applies:
 *   1. the day's override in the rate calendar (a "special rate");
 *   2. a season covering the night (the unit's own season beats a property-wide one);
 *   3. a weekday price for the night's weekday (the unit's beats the property's); it also beats the old weekend
 *      rate, which stays the property's shorthand for Friday and Saturday nights;
 *   4. the weekend rate on a Friday or Saturday night;
 *   5. the base nightly rate.
 * Then, on nightly stays only, one length-of-stay discount (the largest threshold reached: 28+ beats 7+). A
 * monthly stay is priced by the monthly rate, which is itself the long-stay price, so the two never stack.
 * Then at most one of early-booking and last-minute (the larger percentage when both would apply), on nightly and
 * monthly stays. A season's minimum stay applies like a day's override: from the check-in night.
 */
import { addDays, daysBetween, todayIn } from "@/lib/dates";
import { isWeekendNight } from "./dates";

export const PRICING_RULE_KINDS = ["season", "weekday", "length_of_stay", "early_booking", "last_minute"] as const;
export type PricingRuleKind = (typeof PRICING_RULE_KINDS)[number];

/** A row of `pricing_rules`, as the quote reads it: dates are the property's calendar dates ("2027-04-13"). */
export interface PricingRule {
  id: string;
  /** Null: the whole property. */
  unitId: string | null;
  kind: PricingRuleKind;
  name: string;
  /** A season's first night and the night after its last. */
  startsOn: string | null;
  endsOn: string | null;
  /** 0 Sunday … 6 Saturday, the weekday a night starts on. */
  weekdays: number[] | null;
  nightlyPriceMinor: number | null;
  minNights: number | null;
  percentOff: number | null;
  fromNights: number | null;
  daysBeforeArrival: number | null;
  active: boolean;
}

/** The active rules that reach one unit: its own first, then the property's. */
export function rulesForUnit(rules: readonly PricingRule[], unitId: string | null): PricingRule[] {
  const active = rules.filter((rule) => rule.active);
  return [
    ...active.filter((rule) => unitId !== null && rule.unitId === unitId),
    ...active.filter((rule) => rule.unitId === null),
  ];
}

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The weekday a night starts on, 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** A season covers the nights from its first night up to, not including, its end: two seasons meet at midnight. */
export function seasonCovers(rule: PricingRule, day: string): boolean {
  return (
    rule.kind === "season" &&
    rule.startsOn !== null &&
    rule.endsOn !== null &&
    rule.startsOn <= day &&
    day < rule.endsOn
  );
}

export type NightlySource = "special" | "season" | "weekday" | "weekend" | "base";

/** One candidate price of a night, in the order of precedence; `rule` names the pricing rule when one gave it. */
export interface NightPriceStep {
  source: NightlySource;
  amountMinor: number;
  label: string;
  rule: { id: string; name: string } | null;
}

/** The day's own entry in the rate calendar, as far as a price goes. */
export interface DayOverride {
  priceOverrideMinor: number | null;
  minNightsOverride: number | null;
}

/**
 * Every price that could apply to a night, in the order of precedence: the first is the price charged, the rest
 * are what it beat ("how this price is made"). Null when the place is not sold by the night.
 */
export function nightPriceChain(
  property: { nightlyRateMinor: number | null; weekendRateMinor: number | null },
  day: string,
  entry: DayOverride | undefined,
  rules: readonly PricingRule[],
): NightPriceStep[] | null {
  if (property.nightlyRateMinor === null) return null;
  const steps: NightPriceStep[] = [];
  const override = entry?.priceOverrideMinor ?? null;
  if (override !== null)
    steps.push({ source: "special", amountMinor: override, label: "Special rate for this day", rule: null });
  for (const rule of rules) {
    if (rule.active && seasonCovers(rule, day) && rule.nightlyPriceMinor !== null)
      steps.push({ source: "season", amountMinor: rule.nightlyPriceMinor, label: rule.name, rule: ruleRef(rule) });
  }
  const weekday = weekdayOf(day);
  for (const rule of rules) {
    if (rule.active && rule.kind === "weekday" && rule.weekdays?.includes(weekday) && rule.nightlyPriceMinor !== null)
      steps.push({ source: "weekday", amountMinor: rule.nightlyPriceMinor, label: rule.name, rule: ruleRef(rule) });
  }
  if (isWeekendNight(day) && property.weekendRateMinor !== null)
    steps.push({ source: "weekend", amountMinor: property.weekendRateMinor, label: "Weekend rate", rule: null });
  steps.push({ source: "base", amountMinor: property.nightlyRateMinor, label: "Base nightly rate", rule: null });
  return steps;
}

/**
 * The minimum stay of a stay from `checkIn` at one unit: the day's override, else the season covering the
 * check-in night (the unit's before the property's), else the property's. The search asks the same in SQL
 * (`unitMinNightsSql` in availability.ts).
 */
export function minNightsOf(
  propertyMinNights: number,
  checkIn: string,
  entry: DayOverride | undefined,
  rules: readonly PricingRule[],
): { nights: number; ruleName: string | null } {
  if (entry?.minNightsOverride != null) return { nights: entry.minNightsOverride, ruleName: null };
  const season = rules.find((rule) => rule.active && seasonCovers(rule, checkIn) && rule.minNights !== null);
  if (season) return { nights: season.minNights!, ruleName: season.name };
  return { nights: propertyMinNights, ruleName: null };
}

/** A discount that applies to a stay, with the words of its quote line. */
export interface AppliedDiscount {
  rule: { id: string; name: string };
  percentOff: number;
  label: string;
}

/** The length-of-stay discount of a nightly stay: the largest threshold reached (28+ beats 7+), or none. */
export function lengthOfStayDiscount(nights: number, rules: readonly PricingRule[]): AppliedDiscount | null {
  const reached = rules
    .filter(
      (rule) => rule.active && rule.kind === "length_of_stay" && rule.fromNights !== null && nights >= rule.fromNights,
    )
    .sort((a, b) => b.fromNights! - a.fromNights! || b.percentOff! - a.percentOff!);
  const rule = reached[0];
  if (!rule) return null;
  return {
    rule: ruleRef(rule),
    percentOff: rule.percentOff!,
    label: `${rule.name} (${rule.percentOff}% off stays of ${rule.fromNights}+ nights)`,
  };
}

/**
 * The early-booking or last-minute discount, at most one: the days from today in the property's time zone to the
 * check-in date decide (early booking: at least its days; last minute: at most its days). When both would apply,
 * the larger percentage.
 */
export function bookingWindowDiscount(
  checkIn: string,
  timeZone: string,
  now: Date,
  rules: readonly PricingRule[],
): AppliedDiscount | null {
  const daysAhead = daysBetween(todayIn(timeZone, now), checkIn);
  const applying = rules
    .filter(
      (rule) =>
        rule.active &&
        rule.daysBeforeArrival !== null &&
        ((rule.kind === "early_booking" && daysAhead >= rule.daysBeforeArrival) ||
          (rule.kind === "last_minute" && daysAhead <= rule.daysBeforeArrival)),
    )
    .sort((a, b) => b.percentOff! - a.percentOff!);
  const rule = applying[0];
  if (!rule) return null;
  const window =
    rule.kind === "early_booking"
      ? `booked ${rule.daysBeforeArrival}+ days ahead`
      : `booked at most ${rule.daysBeforeArrival} days ahead`;
  return {
    rule: ruleRef(rule),
    percentOff: rule.percentOff!,
    label: `${rule.name} (${rule.percentOff}% off, ${window})`,
  };
}

/** The nights a season covers, for lists: "13 Apr 2027 – 16 Apr 2027" is four nights to the 17th. */
export function seasonLastNight(rule: Pick<PricingRule, "endsOn">): string | null {
  return rule.endsOn ? addDays(rule.endsOn, -1) : null;
}

function ruleRef(rule: PricingRule): { id: string; name: string } {
  return { id: rule.id, name: rule.name };
}
