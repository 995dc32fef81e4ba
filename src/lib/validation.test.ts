import { describe, expect, it } from "vitest";
import { emailSchema, nameSchema, optionalPhoneSchema, passwordSchema } from "./validation";

describe("shared field rules: a schema's output parses again (a form sends what it parsed)", () => {
  it("reads an optional phone as E.164 or null, and takes its own null back", () => {
    expect(optionalPhoneSchema.parse(" +60 12-345 6789 ")).toBe("+60123456789");
    expect(optionalPhoneSchema.parse("")).toBeNull();
    expect(optionalPhoneSchema.parse(undefined)).toBeNull();
    expect(optionalPhoneSchema.parse(null)).toBeNull();
    expect(optionalPhoneSchema.safeParse("0123").error?.issues[0]?.message).toMatch(/international format/);
  });

  it("keeps email, name and password outputs valid inputs", () => {
    for (const [schema, value] of [
      [emailSchema, " Mei@Example.COM "],
      [nameSchema, " Mei Tan "],
      [passwordSchema, "demo1234"],
    ] as const) {
      const once = schema.parse(value);
      expect(schema.parse(once)).toBe(once);
    }
  });
});
