import { describe, expect, it } from "vitest";
import { cardDigits, expiryIsValid, passesLuhn, TEST_CARDS } from "./cards";

describe("card checks", () => {
  it("accepts the test cards and refuses a mistyped number", () => {
    for (const card of Object.values(TEST_CARDS)) expect(passesLuhn(cardDigits(card))).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("4242")).toBe(false);
    expect(passesLuhn("4242x24242424242")).toBe(false);
  });

  it("takes an expiry month until the month ends", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    expect(expiryIsValid("11/26", now)).toBe(true);
    expect(expiryIsValid("10/26", now)).toBe(false);
    expect(expiryIsValid("01/31", now)).toBe(true);
    expect(expiryIsValid("13/27", now)).toBe(false);
    expect(expiryIsValid("1/27", now)).toBe(false);
  });
});
