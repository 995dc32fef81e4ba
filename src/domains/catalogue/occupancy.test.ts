import { describe, expect, it } from "vitest";
import {
  describeOccupancy,
  extraPeople,
  occupancyFromParams,
  occupancyParams,
  occupancyProblem,
  type OccupancyRules,
} from "./occupancy";
import { occupancyInput } from "./occupancy-input";
import { quoteStay, type QuotedProperty } from "./quote";
import { quoteLineWords, quoteRefusalWords } from "./quote-words";

// A family flat in Penang: the nightly price is for 2, up to 5 people of whom at most 4 adults and 3 children;
// MYR 60 a night per extra adult, MYR 30 per extra child, babies under 2 free.
const rules: OccupancyRules = {
  maxGuests: 5,
  maxAdults: 4,
  maxChildren: 3,
  baseOccupancy: 2,
  extraAdultMinor: 6_000,
  extraChildMinor: 3_000,
  childrenFreeUnderAge: 2,
};

const penangFlat: QuotedProperty = {
  country: "malaysia",
  timeZone: "Asia/Kuala_Lumpur",
  currency: "MYR",
  nightlyRateMinor: 25_000,
  weekendRateMinor: null,
  minNights: 1,
  maxNights: null,
  monthlyRateMinor: 600_000,
  hourlyRateMinor: 4_000,
  minHours: 2,
  maxHours: 8,
  openingTime: "08:00",
  closingTime: "22:00",
  cleaningFeeMinor: 0,
  ...rules,
};

const NOW = new Date("2026-11-01T00:00:00Z");
const nights = (count: number) => ({
  mode: "nightly" as const,
  checkIn: "2026-12-07",
  checkOut: `2026-12-${String(7 + count).padStart(2, "0")}`,
});

describe("occupancyProblem", () => {
  it("takes a party within every maximum, and exactly at each", () => {
    expect(occupancyProblem({ adults: 2, childrenAges: [4, 9] }, rules)).toBeNull();
    expect(occupancyProblem({ adults: 4, childrenAges: [1] }, rules)).toBeNull();
    expect(occupancyProblem({ adults: 2, childrenAges: [0, 5, 17] }, rules)).toBeNull();
  });

  it("refuses one over each maximum with its own reason", () => {
    expect(occupancyProblem({ adults: 5, childrenAges: [] }, rules)).toMatchObject({ problem: "too_many_adults" });
    expect(occupancyProblem({ adults: 1, childrenAges: [3, 4, 5, 6] }, rules)).toMatchObject({
      problem: "too_many_children",
      message: "This place takes at most 3 children.",
    });
    // 4 adults and 2 children: each within its own maximum, 6 over the total of 5; babies count (a cot takes room).
    expect(occupancyProblem({ adults: 4, childrenAges: [0, 1] }, rules)).toMatchObject({
      problem: "too_many_guests",
      message: "This place sleeps at most 5 guests.",
    });
  });

  it("says a place without children takes none, and refuses no adult or a wrong age", () => {
    expect(occupancyProblem({ adults: 1, childrenAges: [6] }, { ...rules, maxChildren: 0 })).toEqual({
      problem: "too_many_children",
      message: "This place does not take children.",
    });
    expect(occupancyProblem({ adults: 0, childrenAges: [9] }, rules)?.problem).toBe("invalid_occupancy");
    expect(occupancyProblem({ adults: 1, childrenAges: [18] }, rules)?.problem).toBe("invalid_occupancy");
    expect(occupancyProblem({ adults: 1, childrenAges: [-1] }, rules)?.problem).toBe("invalid_occupancy");
  });

  it("without limits of its own, a place counts everyone against the total only", () => {
    const open = { ...rules, maxAdults: null, maxChildren: null };
    expect(occupancyProblem({ adults: 5, childrenAges: [] }, open)).toBeNull();
    expect(occupancyProblem({ adults: 1, childrenAges: [2, 3, 4, 5] }, open)).toBeNull();
    expect(occupancyProblem({ adults: 6, childrenAges: [] }, open)?.problem).toBe("too_many_guests");
  });
});

describe("extraPeople", () => {
  it("fills the included places with adults first, then children; babies under the age are free and take none", () => {
    expect(extraPeople({ adults: 2, childrenAges: [4, 9] }, rules)).toEqual({ adults: 0, children: 2 });
    expect(extraPeople({ adults: 1, childrenAges: [4, 9] }, rules)).toEqual({ adults: 0, children: 1 });
    expect(extraPeople({ adults: 3, childrenAges: [0, 1] }, rules)).toEqual({ adults: 1, children: 0 });
    // Age 2 is the first paying age (under 2 free).
    expect(extraPeople({ adults: 2, childrenAges: [1, 2] }, rules)).toEqual({ adults: 0, children: 1 });
  });

  it("charges nobody without a base occupancy, or a kind without its price", () => {
    expect(extraPeople({ adults: 4, childrenAges: [9] }, { ...rules, baseOccupancy: null })).toEqual({
      adults: 0,
      children: 0,
    });
    expect(extraPeople({ adults: 4, childrenAges: [9] }, { ...rules, extraChildMinor: null })).toEqual({
      adults: 2,
      children: 0,
    });
  });
});

describe("quoteStay with occupancy", () => {
  it("adds an extra-child line per night, named by its rule, to the room revenue", () => {
    const result = quoteStay({
      property: penangFlat,
      stay: nights(3),
      guests: { adults: 2, childrenAges: [4, 9] },
      now: NOW,
    });
    if (!result.ok) throw new Error(result.message);
    const extra = result.quote.lines.find((line) => line.label.startsWith("2 extra children"));
    expect(extra).toEqual({
      kind: "stay",
      label: "2 extra children × 3 nights (under 2 free)",
      quantity: 6,
      unitAmountMinor: 3_000,
      amountMinor: 18_000,
    });
    // The service fee is 5% of the nights and the extra children: (75,000 + 18,000) × 5%.
    expect(result.quote.lines.find((line) => line.kind === "service_fee")?.amountMinor).toBe(4_650);
  });

  it("adds an extra-adult line and leaves babies free", () => {
    const result = quoteStay({
      property: penangFlat,
      stay: nights(2),
      guests: { adults: 3, childrenAges: [1] },
      now: NOW,
    });
    if (!result.ok) throw new Error(result.message);
    const stay = result.quote.lines.filter((line) => line.kind === "stay");
    expect(stay.map((line) => line.label)).toEqual([
      "2 nights",
      "1 extra adult × 2 nights (the price includes 2 guests)",
    ]);
    expect(stay[1]!.amountMinor).toBe(12_000);
  });

  it("charges no extra people within the base occupancy, and reads a bare number as adults", () => {
    const family = quoteStay({ property: penangFlat, stay: nights(2), guests: 2, now: NOW });
    if (!family.ok) throw new Error(family.message);
    expect(family.quote.lines.filter((line) => line.kind === "stay")).toHaveLength(1);
    const four = quoteStay({ property: penangFlat, stay: nights(1), guests: 4, now: NOW });
    if (!four.ok) throw new Error(four.message);
    expect(four.quote.lines.find((line) => line.label.includes("extra adults"))?.amountMinor).toBe(12_000);
  });

  it("prices monthly and hourly stays for the unit, whoever stays (docs/OCCUPANCY.md)", () => {
    const monthly = quoteStay({
      property: penangFlat,
      stay: { mode: "monthly", checkIn: "2026-12-07", checkOut: "2027-01-07" },
      guests: { adults: 4, childrenAges: [9] },
      now: NOW,
    });
    if (!monthly.ok) throw new Error(monthly.message);
    expect(monthly.quote.lines.some((line) => line.label.includes("extra"))).toBe(false);
    const hourly = quoteStay({
      property: penangFlat,
      stay: { mode: "hourly", day: "2026-12-07", start: "10:00", hours: 3 },
      guests: { adults: 4, childrenAges: [9] },
      now: NOW,
    });
    expect(hourly.ok && hourly.quote.lines.some((line) => line.label.includes("extra"))).toBe(false);
  });

  it("refuses over-occupancy in every mode, with the reason", () => {
    const result = quoteStay({
      property: penangFlat,
      stay: nights(2),
      guests: { adults: 5, childrenAges: [] },
      now: NOW,
    });
    expect(result).toEqual({ ok: false, problem: "too_many_adults", message: "This place takes at most 4 adults." });
    const hourly = quoteStay({
      property: penangFlat,
      stay: { mode: "hourly", day: "2026-12-07", start: "10:00", hours: 3 },
      guests: { adults: 1, childrenAges: [1, 2, 3, 4] },
      now: NOW,
    });
    expect(hourly).toMatchObject({ ok: false, problem: "too_many_children" });
  });

  it("translates its lines and refusals", () => {
    expect(quoteLineWords({ kind: "stay", label: "2 extra children × 3 nights (under 2 free)" }, "en")).toEqual({
      key: "quote.extraChildren",
      values: { count: 2, nights: 3, age: 2 },
    });
    expect(
      quoteLineWords({ kind: "stay", label: "1 extra adult × 1 night (the price includes 2 guests)" }, "en"),
    ).toEqual({ key: "quote.extraAdults", values: { count: 1, nights: 1, base: 2 } });
    expect(quoteRefusalWords("This place takes at most 4 adults.", "en")).toEqual({
      key: "refusals.maxAdults",
      values: { count: 4 },
    });
    expect(quoteRefusalWords("This place does not take children.", "en")?.key).toBe("refusals.noChildren");
  });
});

describe("occupancy in the URL", () => {
  it("reads adults, children and their ages, and writes them back", () => {
    const read = occupancyFromParams({ adults: "2", children: "2", ages: "4,9" });
    expect(read).toEqual({ ok: true, occupancy: { adults: 2, childrenAges: [4, 9] }, given: true });
    expect(occupancyParams({ adults: 2, childrenAges: [4, 9] })).toEqual([
      ["adults", "2"],
      ["children", "2"],
      ["ages", "4,9"],
    ]);
    expect(occupancyParams({ adults: 1, childrenAges: [] })).toEqual([]);
  });

  it("reads the older guests=N as N adults, and nothing as one adult", () => {
    expect(occupancyFromParams({ guests: "3" })).toMatchObject({ occupancy: { adults: 3, childrenAges: [] } });
    expect(occupancyFromParams({})).toEqual({ ok: true, occupancy: { adults: 1, childrenAges: [] }, given: false });
  });

  it("refuses what it cannot read, never guessing an age", () => {
    expect(occupancyFromParams({ adults: "2", children: "2", ages: "4" }).ok).toBe(false);
    expect(occupancyFromParams({ adults: "2", children: "1", ages: "18" }).ok).toBe(false);
    expect(occupancyFromParams({ adults: "0" }).ok).toBe(false);
    expect(occupancyFromParams({ adults: "two" }).ok).toBe(false);
    expect(occupancyFromParams({ guests: "0" }).ok).toBe(false);
  });
});

describe("occupancyInput and describeOccupancy", () => {
  it("parses a party and refuses no adult, a wrong age or too many people", () => {
    expect(occupancyInput.parse({ adults: 2, childrenAges: [4, 9] })).toEqual({ adults: 2, childrenAges: [4, 9] });
    expect(occupancyInput.safeParse({ adults: 0, childrenAges: [4] }).success).toBe(false);
    expect(occupancyInput.safeParse({ adults: 1, childrenAges: [18] }).success).toBe(false);
    expect(occupancyInput.safeParse({ adults: 45, childrenAges: [1, 2, 3, 4, 5, 6] }).success).toBe(false);
  });

  it("says a party in plain words", () => {
    expect(describeOccupancy({ adults: 2, childrenAges: [4, 9] })).toBe("2 adults, 2 children (4, 9)");
    expect(describeOccupancy({ adults: 1, childrenAges: [] })).toBe("1 adult");
  });
});
