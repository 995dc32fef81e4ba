/**
 * The price of a stay (DOMAIN.md "Quote"): pure, so the product page, search, checkout and partners all
 * compute the same figure from the same inputs. Amounts are integer minor units of the property's own
 * currency; the one rounding of each line is half-even.
 */
import { roundHalfEven } from "@/lib/currency";
import { BUSINESS_SETTINGS, type BusinessSettings } from "@/domains/platform/settings";
import { addDays, daysBetween } from "@/lib/dates";
import {
  bookingWindowDiscount,
  lengthOfStayDiscount,
  minNightsOf,
  nightPriceChain,
  type AppliedDiscount,
  type NightlySource,
  type PricingRule,
} from "./pricing-rules";
import { stayWindowProblem, type StayWindowProblem } from "./stay-window";
import { stayTaxes, type TaxBasis } from "./stay-taxes";
import { plural } from "@/lib/plural";
import {
  extraPeople,
  occupancyOf,
  occupancyProblem,
  type Occupancy,
  type OccupancyProblem,
  type OccupancyRules,
} from "./occupancy";

export type StayRequest =
  | { mode: "nightly"; checkIn: string; checkOut: string }
  | { mode: "monthly"; checkIn: string; checkOut: string }
  /** `start` is "HH:MM" in the property's time zone on `day`. */
  | { mode: "hourly"; day: string; start: string; hours: number };

/**
 * What the quote reads of a property. The occupancy rules beyond `maxGuests` may be left out by a caller that has
 * none (they mean: no limits of their own, no extra-person prices).
 */
export interface QuotedProperty extends Partial<Omit<OccupancyRules, "maxGuests">> {
  country: string;
  /** The property's IANA time zone: its "today" decides which dates have passed. */
  timeZone: string;
  currency: string;
  maxGuests: number;
  nightlyRateMinor: number | null;
  weekendRateMinor: number | null;
  minNights: number;
  maxNights: number | null;
  monthlyRateMinor: number | null;
  hourlyRateMinor: number | null;
  minHours: number | null;
  maxHours: number | null;
  /** "HH:MM" or "HH:MM:SS", as PostgreSQL gives `time`. */
  openingTime: string | null;
  closingTime: string | null;
  cleaningFeeMinor: number;
}

/** The rate calendar's say about one day of the unit (a day without an entry is open at the base rate). */
export interface CalendarDay {
  closed: boolean;
  priceOverrideMinor: number | null;
  minNightsOverride: number | null;
}

export type QuoteLineKind = "stay" | "cleaning" | "service_fee" | "promo" | "tax";

export interface QuoteLine {
  kind: QuoteLineKind;
  label: string;
  /** How many nights, months or hours the line counts, with the price of one, when it is a product. */
  quantity?: number;
  unitAmountMinor?: number;
  amountMinor: number;
}

export interface Quote {
  currency: string;
  mode: StayRequest["mode"];
  nights: number;
  hours: number;
  lines: QuoteLine[];
  totalMinor: number;
  /** Which tax rules applied or exempted and the answer they read; null where the country has none. */
  taxBasis: TaxBasis | null;
}

export type QuoteProblem =
  | "invalid_dates"
  | "mode_not_offered"
  | OccupancyProblem
  | "min_nights"
  | "max_nights"
  | "min_hours"
  | "max_hours"
  | "outside_opening_hours"
  | "closed_days"
  | "promo_not_valid"
  | StayWindowProblem;

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; problem: QuoteProblem; message: string };

export interface QuoteInput {
  property: QuotedProperty;
  stay: StayRequest;
  /** Who stays: adults and children with their ages, or a bare number read as that many adults (occupancy.ts). */
  guests: number | Occupancy;
  /**
   * The moment of the quote. Required, not defaulted: a stay is priced only while its dates can be sold
   * (DOMAIN.md Booking, Limits), and that depends on when it is asked.
   */
  now: Date;
  /** Days of the unit's rate calendar within the stay, by ISO date. */
  calendar?: ReadonlyMap<string, CalendarDay>;
  /**
   * The active pricing rules that reach the unit (`rulesForUnit`: its own first, then the property's). Their
   * order of precedence is pricing-rules.ts's.
   */
  rules?: readonly PricingRule[];
  /**
   * The guest's answer to the checkout's nationality question (ISO 3166-1, "MY"): a citizen or permanent resident
   * of the property's country is exempt from the taxes that say so (Malaysia's tourism tax). Not given: charged as
   * a foreign guest is, the most the stay can cost (stay-taxes.ts).
   */
  guestNationality?: string | null;
  /** A promo code the guest entered, already checked (window, caps, scope) by its owner, growth. */
  promo?: PromoTerms;
  settings?: BusinessSettings;
}

/**
 * What a promo code takes off. Our rule (DOMAIN.md Quote: "plus service fee, minus promo code, plus taxes"):
 * the discount is taken from the room revenue only (the stay lines, not cleaning, service fee or taxes),
 * after the service fee, which stays computed on the undiscounted price; it never exceeds the room
 * revenue. Codes are the platform's (staff create them), so the platform funds the discount from its own
 * revenue: the supplier's share is that of the undiscounted stay (`splitSale`).
 */
export type PromoTerms =
  | { code: string; kind: "percent"; percentBasisPoints: number }
  | { code: string; kind: "fixed"; amountMinor: number; currency: string };

/**
 * The discount of a promo code on a room revenue, in minor units of the property's currency (positive; the
 * quote line carries it negative). A percentage rounds half-even; a fixed amount applies only in its own
 * currency (null otherwise: the code is not valid for that place) and is capped at the room revenue.
 */
export function promoDiscountMinor(promo: PromoTerms, stayMinor: number, currency: string): number | null {
  if (stayMinor <= 0) return 0;
  if (promo.kind === "percent")
    return Math.min(stayMinor, roundHalfEven((stayMinor * promo.percentBasisPoints) / 10_000));
  if (promo.currency !== currency) return null;
  return Math.min(stayMinor, promo.amountMinor);
}

/** The quote line's words for a promo code. */
export function promoLabel(promo: PromoTerms): string {
  return promo.kind === "percent"
    ? `Promo code ${promo.code} (${promo.percentBasisPoints / 100}% off the stay)`
    : `Promo code ${promo.code}`;
}

type Refusal = { ok: false; problem: QuoteProblem; message: string };
const fail = (problem: QuoteProblem, message: string): Refusal => ({ ok: false, problem, message });

export function quoteStay(input: QuoteInput): QuoteResult {
  const { property, stay, guests } = input;
  const settings = input.settings ?? BUSINESS_SETTINGS;
  const calendar = input.calendar ?? new Map<string, CalendarDay>();
  const rules = input.rules ?? [];
  const occupancy = occupancyOf(guests);
  const occupancyRules = occupancyRulesOf(property);
  const tooMany = occupancyProblem(occupancy, occupancyRules);
  if (tooMany) return fail(tooMany.problem, tooMany.message);
  // Past dates, dates too far ahead and stays too long are never sold, whatever the property's own rules.
  const window = stayWindowProblem(stay, { timeZone: property.timeZone, now: input.now, settings });
  if (window) return fail(window.problem, window.message);

  let stayLines: QuoteLine[];
  let nights = 0;
  let hours = 0;
  if (stay.mode === "hourly") {
    const result = hourlyLines(property, stay, calendar);
    if (!result.ok) return result;
    stayLines = result.lines;
    hours = stay.hours;
  } else {
    nights = daysBetween(stay.checkIn, stay.checkOut);
    if (!Number.isFinite(nights) || nights < 1) return fail("invalid_dates", "Check-out must be after check-in.");
    const closed = nightsOf(stay.checkIn, nights).filter((day) => calendar.get(day)?.closed);
    if (closed.length)
      return fail(
        "closed_days",
        `Not available on ${closed.length === 1 ? closed[0] : `${closed.length} of these nights`}.`,
      );
    const result =
      stay.mode === "monthly"
        ? monthlyLines(property, nights, settings)
        : nightlyLines(property, stay.checkIn, nights, calendar, rules);
    if (!result.ok) return result;
    // Extra people are part of the room revenue: the supplier's discounts, the service fee and a promo code reach them.
    const priced = [
      ...result.lines,
      ...(stay.mode === "nightly" ? extraPersonLines(occupancy, occupancyRules, nights) : []),
    ];
    stayLines = [...priced, ...discountLines(priced, stay, nights, property.timeZone, input.now, rules)];
  }

  const lines = [...stayLines];
  if (property.cleaningFeeMinor > 0)
    lines.push({ kind: "cleaning", label: "Cleaning fee", amountMinor: property.cleaningFeeMinor });
  const subtotal = sum(lines);
  const serviceFee = roundHalfEven((subtotal * settings.serviceFeeBasisPoints) / 10_000);
  if (serviceFee > 0) {
    lines.push({
      kind: "service_fee",
      label: `Service fee (${settings.serviceFeeBasisPoints / 100}%)`,
      amountMinor: serviceFee,
    });
  }
  if (input.promo) {
    const discount = promoDiscountMinor(input.promo, sum(stayLines), property.currency);
    if (discount === null)
      return fail("promo_not_valid", `Promo code ${input.promo.code} is not valid for prices in ${property.currency}.`);
    if (discount > 0) lines.push({ kind: "promo", label: promoLabel(input.promo), amountMinor: -discount });
  }
  const taxes = stayTaxes({
    country: property.country,
    currency: property.currency,
    nights,
    roomRevenueMinor: sum(stayLines),
    guestNationality: input.guestNationality,
    settings,
  });
  lines.push(...taxes.lines);
  return {
    ok: true,
    quote: {
      currency: property.currency,
      mode: stay.mode,
      nights,
      hours,
      lines,
      totalMinor: sum(lines),
      taxBasis: taxes.basis,
    },
  };
}

/** A property's occupancy rules, with the defaults of a caller that gave none. */
export function occupancyRulesOf(property: QuotedProperty): OccupancyRules {
  return {
    maxGuests: property.maxGuests,
    maxAdults: property.maxAdults ?? null,
    maxChildren: property.maxChildren ?? null,
    baseOccupancy: property.baseOccupancy ?? null,
    extraAdultMinor: property.extraAdultMinor ?? null,
    extraChildMinor: property.extraChildMinor ?? null,
    childrenFreeUnderAge: property.childrenFreeUnderAge ?? 2,
  };
}

/**
 * The extra-person lines of a nightly stay, one per kind, each naming its rule: "1 extra adult × 3 nights (the
 * price includes 2 guests)", "2 extra children × 3 nights (under 2 free)". Only nightly stays: a monthly or hourly
 * rate is the unit's, whoever stays (docs/OCCUPANCY.md).
 */
function extraPersonLines(occupancy: Occupancy, rules: OccupancyRules, nights: number): QuoteLine[] {
  const extra = extraPeople(occupancy, rules);
  const lines: QuoteLine[] = [];
  const nightsText = plural(nights, { one: "night", other: "nights" });
  if (extra.adults > 0 && rules.extraAdultMinor) {
    lines.push({
      kind: "stay",
      label: `${plural(extra.adults, { one: "extra adult", other: "extra adults" })} × ${nightsText} (the price includes ${plural(rules.baseOccupancy!, { one: "guest", other: "guests" })})`,
      quantity: extra.adults * nights,
      unitAmountMinor: rules.extraAdultMinor,
      amountMinor: extra.adults * nights * rules.extraAdultMinor,
    });
  }
  if (extra.children > 0 && rules.extraChildMinor) {
    lines.push({
      kind: "stay",
      label: `${plural(extra.children, { one: "extra child", other: "extra children" })} × ${nightsText}${rules.childrenFreeUnderAge > 0 ? ` (under ${rules.childrenFreeUnderAge} free)` : ""}`,
      quantity: extra.children * nights,
      unitAmountMinor: rules.extraChildMinor,
      amountMinor: extra.children * nights * rules.extraChildMinor,
    });
  }
  return lines;
}

type LinesResult = { ok: true; lines: QuoteLine[] } | Refusal;

function nightlyLines(
  property: QuotedProperty,
  checkIn: string,
  nights: number,
  calendar: ReadonlyMap<string, CalendarDay>,
  rules: readonly PricingRule[],
): LinesResult {
  if (property.nightlyRateMinor === null) return fail("mode_not_offered", "This place is not offered by the night.");
  const minNights = minNightsOf(property.minNights, checkIn, calendar.get(checkIn), rules);
  if (nights < minNights.nights)
    return fail(
      "min_nights",
      `The minimum stay from ${checkIn} is ${minNights.nights} nights${minNights.ruleName ? ` (${minNights.ruleName})` : ""}.`,
    );
  if (property.maxNights !== null && nights > property.maxNights) {
    return fail(
      "max_nights",
      `The longest stay here is ${plural(property.maxNights, { one: "night", other: "nights" })}.`,
    );
  }
  // Group nights by what they cost and why, in order of first appearance: "3 nights × 250", "2 weekend nights × 290",
  // "Songkran season, 3 nights × 2,400".
  const groups = new Map<string, QuoteLine>();
  for (const day of nightsOf(checkIn, nights)) {
    const { amountMinor: price, kind, ruleName } = nightlyRateOf(property, day, calendar.get(day), rules)!;
    const key = `${kind}:${ruleName ?? ""}:${price}`;
    const line = groups.get(key) ?? {
      kind: "stay" as const,
      label: "",
      quantity: 0,
      unitAmountMinor: price,
      amountMinor: 0,
    };
    line.quantity! += 1;
    line.amountMinor += price;
    const counted = plural(
      line.quantity!,
      kind === "weekend" ? { one: "weekend night", other: "weekend nights" } : { one: "night", other: "nights" },
    );
    line.label = ruleName ? `${ruleName}, ${counted}` : `${counted}${kind === "special" ? " at a special rate" : ""}`;
    groups.set(key, line);
  }
  return { ok: true, lines: [...groups.values()] };
}

export type NightlyRateKind = NightlySource;

/**
 * What one night costs and why: the first of `nightPriceChain` (the rate calendar's override, a season, a
 * weekday price, the weekend rate, the base rate); null when the place is not sold by the night. The quote and the
 * suppliers' calendar both ask this, so the calendar shows what a guest is charged. `ruleName` names the pricing
 * rule that gave the price.
 */
export function nightlyRateOf(
  property: Pick<QuotedProperty, "nightlyRateMinor" | "weekendRateMinor">,
  day: string,
  entry: CalendarDay | undefined,
  rules: readonly PricingRule[] = [],
): { amountMinor: number; kind: NightlyRateKind; ruleName?: string } | null {
  const winner = nightPriceChain(property, day, entry, rules)?.[0];
  if (!winner) return null;
  return winner.rule
    ? { amountMinor: winner.amountMinor, kind: winner.source, ruleName: winner.rule.name }
    : { amountMinor: winner.amountMinor, kind: winner.source };
}

/**
 * The pricing rules' discounts as negative stay lines (the supplier gives them, so they come off the room revenue
 * the supplier's share is computed on, unlike a promo code's): the length-of-stay discount on a nightly stay, then
 * at most one early-booking or last-minute discount on what is left. Each rounds half-even.
 */
function discountLines(
  stayLines: readonly QuoteLine[],
  stay: Extract<StayRequest, { checkIn: string }>,
  nights: number,
  timeZone: string,
  now: Date,
  rules: readonly PricingRule[],
): QuoteLine[] {
  const discounts: AppliedDiscount[] = [];
  if (stay.mode === "nightly") {
    const lengthOfStay = lengthOfStayDiscount(nights, rules);
    if (lengthOfStay) discounts.push(lengthOfStay);
  }
  const window = bookingWindowDiscount(stay.checkIn, timeZone, now, rules);
  if (window) discounts.push(window);
  const lines: QuoteLine[] = [];
  let remaining = sum([...stayLines]);
  for (const discount of discounts) {
    const amount = roundHalfEven((remaining * discount.percentOff) / 100);
    if (amount <= 0) continue;
    lines.push({ kind: "stay", label: discount.label, amountMinor: -amount });
    remaining -= amount;
  }
  return lines;
}

/**
 * The price of one hour on a day: the day's override for a place sold only by the hour (a day room),
 * else the hourly rate. A place sold by the night as well keeps its day overrides for nights: the rate
 * calendar holds one price per day, so it cannot also carry an hourly one (`setHourlyPrice` refuses it).
 */
export function hourlyRateOf(
  property: Pick<QuotedProperty, "nightlyRateMinor" | "hourlyRateMinor">,
  entry: CalendarDay | undefined,
): { amountMinor: number; special: boolean } | null {
  if (property.hourlyRateMinor === null) return null;
  const override = property.nightlyRateMinor === null ? (entry?.priceOverrideMinor ?? null) : null;
  return override !== null
    ? { amountMinor: override, special: true }
    : { amountMinor: property.hourlyRateMinor, special: false };
}

function monthlyLines(property: QuotedProperty, nights: number, settings: BusinessSettings): LinesResult {
  if (property.monthlyRateMinor === null) return fail("mode_not_offered", "This place is not offered by the month.");
  if (nights < settings.monthlyMinNights) {
    return fail("min_nights", `A monthly stay is at least ${settings.monthlyMinNights} nights.`);
  }
  if (property.maxNights !== null && nights > property.maxNights) {
    return fail(
      "max_nights",
      `The longest stay here is ${plural(property.maxNights, { one: "night", other: "nights" })}.`,
    );
  }
  const months = Math.floor(nights / settings.monthLengthNights);
  const extraNights = nights - months * settings.monthLengthNights;
  const lines: QuoteLine[] = [];
  if (months > 0) {
    lines.push({
      kind: "stay",
      label: plural(months, { one: "month", other: "months" }),
      quantity: months,
      unitAmountMinor: property.monthlyRateMinor,
      amountMinor: months * property.monthlyRateMinor,
    });
  }
  if (extraNights > 0) {
    lines.push({
      kind: "stay",
      label: `${plural(extraNights, { one: "more night", other: "more nights" })} at the monthly rate (pro rata)`,
      quantity: extraNights,
      amountMinor: roundHalfEven((property.monthlyRateMinor * extraNights) / settings.monthLengthNights),
    });
  }
  return { ok: true, lines };
}

function hourlyLines(
  property: QuotedProperty,
  stay: Extract<StayRequest, { mode: "hourly" }>,
  calendar: ReadonlyMap<string, CalendarDay>,
): LinesResult {
  if (property.hourlyRateMinor === null) return fail("mode_not_offered", "This place is not offered by the hour.");
  const start = minutesOf(stay.start);
  if (
    start === null ||
    !Number.isInteger(stay.hours) ||
    stay.hours < 1 ||
    Number.isNaN(daysBetween(stay.day, stay.day))
  ) {
    return fail("invalid_dates", "Choose a day, a start time and a whole number of hours.");
  }
  if (calendar.get(stay.day)?.closed) return fail("closed_days", `Not available on ${stay.day}.`);
  const minHours = property.minHours ?? 1;
  if (stay.hours < minHours)
    return fail("min_hours", `The minimum booking is ${plural(minHours, { one: "hour", other: "hours" })}.`);
  if (property.maxHours !== null && stay.hours > property.maxHours) {
    return fail("max_hours", `The longest booking is ${plural(property.maxHours, { one: "hour", other: "hours" })}.`);
  }
  const opening = minutesOf(property.openingTime ?? "00:00")!;
  const closing = property.closingTime ? minutesOf(property.closingTime)! : 24 * 60;
  if (start < opening || start + stay.hours * 60 > closing) {
    return fail("outside_opening_hours", `Open from ${hhmm(opening)} to ${hhmm(closing)}.`);
  }
  const rate = hourlyRateOf(property, calendar.get(stay.day))!;
  return {
    ok: true,
    lines: [
      {
        kind: "stay",
        label: `${plural(stay.hours, { one: "hour", other: "hours" })}${rate.special ? " at a special rate" : ""}`,
        quantity: stay.hours,
        unitAmountMinor: rate.amountMinor,
        amountMinor: stay.hours * rate.amountMinor,
      },
    ],
  };
}

/** The nights of a stay, each named by the date it starts. */
export function nightsOf(checkIn: string, nights: number): string[] {
  return Array.from({ length: nights }, (_, index) => addDays(checkIn, index));
}

function sum(lines: QuoteLine[]): number {
  return lines.reduce((total, line) => total + line.amountMinor, 0);
}

/** Minutes since midnight of "HH:MM" or "HH:MM:SS", or null when it is not a time of day. */
export function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
