import { describe, expect, it } from "vitest";
import { redact } from "./redact";

describe("redact: secrets", () => {
  it.each(["passengers", "passport", "compass", "cardholderName", "tokenomics"])(
    "keeps the harmless field %s",
    (key) => {
      expect(redact({ [key]: "visible" })).toEqual({ [key]: "visible" });
    },
  );

  it.each([
    "password",
    "Password",
    "newPassword",
    "pass",
    "passwd",
    "secret",
    "clientSecret",
    "token",
    "accessToken",
    "refresh_token",
    "cardNumber",
    "card_number",
    "card",
    "cvc",
    "CVV",
    "iban",
    "accountNumber",
    "account_number",
    "bankAccountNumber",
    "apiKey",
    "api_key",
    "X-Api-Key",
    "privateKey",
    "authorization",
    "Authorization",
    "cookie",
    "Set-Cookie",
  ])("replaces %s", (key) => {
    expect(redact({ [key]: "hunter2-and-more" })).toEqual({ [key]: "[redacted]" });
  });

  it("replaces a secret whatever its value's type", () => {
    expect(
      redact({ password: 123456, token: { value: "abc" }, cardNumber: ["4242", "4242"], secret: null, cvc: undefined }),
    ).toEqual({
      password: "[redacted]",
      token: "[redacted]",
      cardNumber: "[redacted]",
      secret: "[redacted]",
      cvc: "[redacted]",
    });
  });

  it("keeps everything else", () => {
    const input = {
      listingId: "lst_1",
      guests: 2,
      checkIn: "2025-05-01",
      instant: true,
      note: "late arrival",
      price: null,
    };
    expect(redact(input)).toEqual(input);
  });

  it("does not change the value it is given", () => {
    const input = { email: "a@b.c", password: "pw", nested: { token: "t" } };
    const copy = structuredClone(input);
    redact(input);
    expect(input).toEqual(copy);
  });
});

describe("redact: nesting", () => {
  it("handles nested objects", () => {
    expect(
      redact({
        booking: { guest: { name: "Aiko", payment: { cardNumber: "4242424242424242", cvc: "123", holder: "Aiko" } } },
      }),
    ).toEqual({
      booking: { guest: { name: "Aiko", payment: { cardNumber: "[redacted]", cvc: "[redacted]", holder: "Aiko" } } },
    });
  });

  it("handles arrays of objects", () => {
    expect(
      redact({
        users: [
          { email: "a@x.io", password: "1" },
          { email: "b@x.io", password: "2" },
        ],
      }),
    ).toEqual({
      users: [
        { email: "a@x.io", password: "[redacted]" },
        { email: "b@x.io", password: "[redacted]" },
      ],
    });
  });

  it("handles a top-level array", () => {
    expect(redact([{ token: "t" }, "plain", 3])).toEqual([{ token: "[redacted]" }, "plain", 3]);
  });

  it("keeps at most 50 items of an array", () => {
    const out = redact(Array.from({ length: 80 }, (_, i) => i)) as number[];
    expect(out).toHaveLength(50);
    expect(out.at(-1)).toBe(49);
  });

  it("stops at a depth and says so", () => {
    let deep: Record<string, unknown> = { leaf: "bottom" };
    for (let i = 0; i < 10; i++) deep = { next: deep };
    const text = JSON.stringify(redact(deep));
    expect(text).toContain('"[deep]"');
    expect(text).not.toContain("bottom");
  });

  it("keeps a moderately nested value whole", () => {
    const value = { a: { b: { c: { d: { e: "five deep" } } } } };
    expect(redact(value)).toEqual(value);
  });
});

describe("redact: strings and scalars", () => {
  it("cuts strings longer than 500 characters", () => {
    const out = redact({ note: "x".repeat(2000) }) as { note: string };
    expect(out.note).toBe(`${"x".repeat(500)}…`);
  });

  it("keeps a string of exactly 500 characters", () => {
    expect(redact("y".repeat(500))).toBe("y".repeat(500));
  });

  it("cuts long strings inside arrays", () => {
    const [first] = redact(["z".repeat(600)]) as string[];
    expect(first).toHaveLength(501);
  });

  it.each([0, 42, -1.5, true, false, "short", ""])("returns %j as is", (value) => {
    expect(redact(value)).toBe(value);
  });

  it("turns undefined into null", () => {
    expect(redact(undefined)).toBeNull();
    expect(redact(null)).toBeNull();
    expect(redact({ a: undefined })).toEqual({ a: null });
  });

  it("gives a result that can be stored as JSON", () => {
    const out = redact({ password: "p", list: [1, { token: "t" }], text: "a".repeat(700) });
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });
});
