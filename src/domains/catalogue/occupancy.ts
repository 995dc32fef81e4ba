/**
 * Occupancy (DOMAIN.md Booking, "Occupancy"; docs/OCCUPANCY.md): a stay is for adults and children, each child with
 * an age. A place says how many of each a unit holds and may charge per extra adult or child per night beyond the
 * people its nightly price includes. Pure: the URL, the quote, the search and the checkout all read the same rules.
 * No zod here: the product page's booking panel imports these rules, and the functions' schemas (occupancy-input.ts)
 * would bring zod into every visitor's page.
 */
import { plural } from "@/lib/plural";

/** The people of one stay. `childrenAges` has one age (0–17) per child, in the order the guest gave them. */
export interface Occupancy {
  adults: number;
  childrenAges: number[];
}

/** The largest party a form or a URL may ask for (search, checkout): beyond it no listing has room anyway. */
export const MAX_PARTY = 50;
export const MAX_CHILDREN = 20;
/** Under 18 is a child (and 17 the oldest age the control offers). */
export const MAX_CHILD_AGE = 17;

/** Everyone who stays, adults and children. */
export function partySize(occupancy: Occupancy): number {
  return occupancy.adults + occupancy.childrenAges.length;
}

/** The occupancy meant by a bare number of guests (old links' `guests=N`, older API callers): that many adults. */
export function occupancyOf(guests: number | Occupancy): Occupancy {
  return typeof guests === "number" ? { adults: guests, childrenAges: [] } : guests;
}

/** What a place allows and charges (properties' occupancy columns); null means "no limit of its own". */
export interface OccupancyRules {
  /** Everyone, adults and children, a unit holds (`max_guests`). */
  maxGuests: number;
  maxAdults: number | null;
  maxChildren: number | null;
  /** How many people the nightly price includes; null: everyone up to `maxGuests` (no extra-person charges). */
  baseOccupancy: number | null;
  extraAdultMinor: number | null;
  extraChildMinor: number | null;
  /** Children younger than this stay free and take no place of the base occupancy (2: babies under 2). */
  childrenFreeUnderAge: number;
}

export type OccupancyProblem = "too_many_guests" | "too_many_adults" | "too_many_children" | "invalid_occupancy";

/** Why a unit cannot take these people, in words, or null when it can. Infants count: a cot still takes space. */
export function occupancyProblem(
  occupancy: Occupancy,
  rules: OccupancyRules,
): { problem: OccupancyProblem; message: string } | null {
  const { adults, childrenAges } = occupancy;
  if (!Number.isInteger(adults) || adults < 1)
    return { problem: "invalid_occupancy", message: "A stay needs at least one adult." };
  if (childrenAges.some((age) => !Number.isInteger(age) || age < 0 || age > MAX_CHILD_AGE))
    return { problem: "invalid_occupancy", message: `Give each child's age, from 0 to ${MAX_CHILD_AGE}.` };
  if (rules.maxAdults !== null && adults > rules.maxAdults)
    return {
      problem: "too_many_adults",
      message: `This place takes at most ${plural(rules.maxAdults, { one: "adult", other: "adults" })}.`,
    };
  if (rules.maxChildren !== null && childrenAges.length > rules.maxChildren)
    return rules.maxChildren === 0
      ? { problem: "too_many_children", message: "This place does not take children." }
      : {
          problem: "too_many_children",
          message: `This place takes at most ${plural(rules.maxChildren, { one: "child", other: "children" })}.`,
        };
  if (partySize(occupancy) > rules.maxGuests)
    return {
      problem: "too_many_guests",
      message: `This place sleeps at most ${plural(rules.maxGuests, { one: "guest", other: "guests" })}.`,
    };
  return null;
}

/**
 * Who pays an extra-person price per night. Adults take the places the nightly price includes first, then the
 * children who are not free (the youngest are free and take no place); whoever is left over is extra. No base
 * occupancy, or no price for a kind: nobody of that kind is charged.
 */
export function extraPeople(
  occupancy: Occupancy,
  rules: Pick<OccupancyRules, "baseOccupancy" | "extraAdultMinor" | "extraChildMinor" | "childrenFreeUnderAge">,
): { adults: number; children: number } {
  if (rules.baseOccupancy === null) return { adults: 0, children: 0 };
  const payingChildren = occupancy.childrenAges.filter((age) => age >= rules.childrenFreeUnderAge).length;
  const extraAdults = Math.max(0, occupancy.adults - rules.baseOccupancy);
  const placesLeft = Math.max(0, rules.baseOccupancy - occupancy.adults);
  const extraChildren = Math.max(0, payingChildren - placesLeft);
  return {
    adults: rules.extraAdultMinor ? extraAdults : 0,
    children: rules.extraChildMinor ? extraChildren : 0,
  };
}

/** Occupancy in plain English for dashboards and records ("2 adults, 2 children (4, 9)"). */
export function describeOccupancy(occupancy: Occupancy): string {
  const adults = plural(occupancy.adults, { one: "adult", other: "adults" });
  if (occupancy.childrenAges.length === 0) return adults;
  const children = plural(occupancy.childrenAges.length, { one: "child", other: "children" });
  return `${adults}, ${children} (${occupancy.childrenAges.join(", ")})`;
}

type RawParams = Record<string, string | string[] | undefined>;

function param(params: RawParams, key: string): string | undefined {
  const value = params[key];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === "" ? undefined : text.trim();
}

/**
 * The occupancy a URL asks for: `adults=2&children=2&ages=4,9`, or the older `guests=N` read as N adults (SPEC.md's
 * routes and links made before children existed keep working). Nothing given: one adult. A wrong value is a problem
 * in words, never a guess (an unknown age would price a child wrongly).
 */
export function occupancyFromParams(
  params: RawParams,
): { ok: true; occupancy: Occupancy; given: boolean } | { ok: false; message: string } {
  const adultsText = param(params, "adults");
  const childrenText = param(params, "children");
  const agesText = param(params, "ages");
  const guestsText = param(params, "guests");
  const whole = (text: string) => (/^\d{1,3}$/.test(text) ? Number(text) : NaN);
  if (adultsText === undefined && childrenText === undefined && agesText === undefined) {
    if (guestsText === undefined) return { ok: true, occupancy: { adults: 1, childrenAges: [] }, given: false };
    const guests = whole(guestsText);
    if (!(guests >= 1 && guests <= MAX_PARTY))
      return { ok: false, message: `The number of guests must be between 1 and ${MAX_PARTY}.` };
    return { ok: true, occupancy: { adults: guests, childrenAges: [] }, given: true };
  }
  const adults = adultsText === undefined ? 1 : whole(adultsText);
  if (!(adults >= 1 && adults <= MAX_PARTY))
    return { ok: false, message: `The number of adults must be between 1 and ${MAX_PARTY}.` };
  const ages = agesText === undefined ? [] : agesText.split(",").map((text) => whole(text.trim()));
  if (ages.some((age) => !(age >= 0 && age <= MAX_CHILD_AGE)))
    return { ok: false, message: `Each child's age must be from 0 to ${MAX_CHILD_AGE}.` };
  const children = childrenText === undefined ? ages.length : whole(childrenText);
  if (!(children >= 0 && children <= MAX_CHILDREN))
    return { ok: false, message: `The number of children must be between 0 and ${MAX_CHILDREN}.` };
  if (ages.length !== children) return { ok: false, message: "Give the age of each child." };
  if (adults + children > MAX_PARTY) return { ok: false, message: `A stay is for at most ${MAX_PARTY} people.` };
  return { ok: true, occupancy: { adults, childrenAges: ages }, given: true };
}

/** The URL parameters of an occupancy; one adult alone says nothing (the default). */
export function occupancyParams(occupancy: Occupancy): [string, string][] {
  if (occupancy.adults === 1 && occupancy.childrenAges.length === 0) return [];
  const params: [string, string][] = [["adults", String(occupancy.adults)]];
  if (occupancy.childrenAges.length > 0) {
    params.push(["children", String(occupancy.childrenAges.length)]);
    params.push(["ages", occupancy.childrenAges.join(",")]);
  }
  return params;
}
