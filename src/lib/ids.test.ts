import { describe, expect, it } from "vitest";
import { bookingReference, isBookingReference } from "./ids";

const ALPHABET = "2346789ACDEFGHJKMNPQRTUVWXYZ";

/** A small deterministic generator (mulberry32), so "random" references are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Returns the given values in turn. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe("bookingReference", () => {
  it("is BK- followed by six characters of the unambiguous alphabet", () => {
    const random = seeded(42);
    for (let i = 0; i < 500; i++) {
      expect(bookingReference(random)).toMatch(/^BK-[2346789ACDEFGHJKMNPQRTUVWXYZ]{6}$/);
    }
  });

  it("never uses a character that can be misread (0 O 1 I L 5 S B)", () => {
    const random = seeded(7);
    const codes = Array.from({ length: 500 }, () => bookingReference(random).slice(3)).join("");
    expect(codes).not.toMatch(/[0O1IL5SB]/);
  });

  it("is the same for the same seed", () => {
    const first = Array.from(
      { length: 5 },
      (
        (random) => () =>
          bookingReference(random)
      )(seeded(1234)),
    );
    const second = Array.from(
      { length: 5 },
      (
        (random) => () =>
          bookingReference(random)
      )(seeded(1234)),
    );
    expect(first).toEqual(second);
    expect(new Set(first).size).toBe(5);
  });

  it("maps the random number onto the alphabet from its first to its last character", () => {
    expect(bookingReference(() => 0)).toBe("BK-222222");
    expect(bookingReference(() => 0.999999)).toBe("BK-ZZZZZZ");
    expect(bookingReference(sequence(0, 1 / 28, 2 / 28, 9 / 28, 27 / 28, 0.5))).toBe(
      `BK-${ALPHABET[0]}${ALPHABET[1]}${ALPHABET[2]}${ALPHABET[9]}${ALPHABET[27]}${ALPHABET[14]}`,
    );
  });

  it("uses every character of the alphabet", () => {
    const random = seeded(99);
    const seen = new Set(Array.from({ length: 300 }, () => bookingReference(random).slice(3)).join(""));
    expect([...seen].sort().join("")).toBe([...ALPHABET].sort().join(""));
  });

  it("defaults to Math.random and gives a valid reference", () => {
    expect(isBookingReference(bookingReference())).toBe(true);
  });
});

describe("isBookingReference", () => {
  it.each(["BK-7K2P9Q", "BK-222222", "BK-ZZZZZZ", "bk-7k2p9q", "  BK-7K2P9Q  "])("accepts %j", (value) => {
    expect(isBookingReference(value)).toBe(true);
  });

  it.each([
    "",
    "BK-",
    "BK-7K2P9",
    "BK-7K2P9QX",
    "BK7K2P9Q",
    "XX-7K2P9Q",
    "BK-7K2P9O",
    "BK-7K2P90",
    "BK-1K2P9Q",
    "BK-IK2P9Q",
    "BK-LK2P9Q",
    "BK-5K2P9Q",
    "BK-SK2P9Q",
    "BK-BK2P9Q",
    "BK-7K 2P9Q",
    "BK-7K2P9Q\nBK-7K2P9Q",
    "xBK-7K2P9Q",
  ])("refuses %j", (value) => {
    expect(isBookingReference(value)).toBe(false);
  });

  it("accepts every reference bookingReference makes", () => {
    const random = seeded(2025);
    for (let i = 0; i < 200; i++) expect(isBookingReference(bookingReference(random))).toBe(true);
  });
});
