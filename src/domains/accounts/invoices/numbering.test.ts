import { describe, expect, it } from "vitest";
import { invoiceNumber, isGapless, issuerCode, PLATFORM_ISSUER } from "./numbering";

describe("invoice numbers", () => {
  it("reads series, issuer code, year and six digits", () => {
    expect(invoiceNumber("INV", "3f2a9c1b-0000-4000-8000-000000000000", 2026, 123)).toBe("INV-3F2A9C1B-2026-000123");
    expect(invoiceNumber("CN", PLATFORM_ISSUER, 2027, 4)).toBe("CN-STAYSIA-2027-000004");
    expect(issuerCode(PLATFORM_ISSUER)).toBe("STAYSIA");
  });

  it("refuses sequences and years that cannot be numbers of a series", () => {
    expect(() => invoiceNumber("INV", PLATFORM_ISSUER, 2026, 0)).toThrow(RangeError);
    expect(() => invoiceNumber("INV", PLATFORM_ISSUER, 2026, 1.5)).toThrow(RangeError);
    expect(() => invoiceNumber("INV", PLATFORM_ISSUER, 2026, 1_000_000)).toThrow(RangeError);
    expect(() => invoiceNumber("INV", PLATFORM_ISSUER, 1999, 1)).toThrow(RangeError);
  });

  it("tells a gapless series from one with a gap or a duplicate", () => {
    expect(isGapless([3, 1, 2])).toBe(true);
    expect(isGapless([])).toBe(true);
    expect(isGapless([1, 3])).toBe(false);
    expect(isGapless([1, 1, 2])).toBe(false);
    expect(isGapless([2, 3])).toBe(false);
  });
});
