import { describe, expect, it } from "vitest";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { pointsFor } from "./rules";

const settings = BUSINESS_SETTINGS.airlinePoints;

describe("pointsFor", () => {
  it("gives 1 point per whole US dollar of room revenue", () => {
    expect(pointsFor(12_345, "USD", 1, settings)).toBe(123);
    expect(pointsFor(10_000, "USD", 1, settings)).toBe(100);
  });
  it("converts the stay's currency with the stored rate and rounds down", () => {
    // MYR 450.00 at 4.5 MYR per USD is exactly USD 100; MYR 449.99 is just under.
    expect(pointsFor(45_000, "MYR", 4.5, settings)).toBe(100);
    expect(pointsFor(44_999, "MYR", 4.5, settings)).toBe(99);
    // IDR has no minor units: IDR 1,600,000 at 16,000 per USD is USD 100.
    expect(pointsFor(1_600_000, "IDR", 16_000, settings)).toBe(100);
  });
  it("gives nothing for less than a dollar and cannot convert without a rate", () => {
    expect(pointsFor(99, "USD", 1, settings)).toBe(0);
    expect(pointsFor(10_000, "XYZ", undefined, settings)).toBeNull();
  });
});
