import { describe, expect, it } from "vitest";
import { plural } from "./plural";

describe("plural", () => {
  it("chooses the noun's form by the language's rules, not by adding an s", () => {
    expect(plural(1, { one: "property", other: "properties" })).toBe("1 property");
    expect(plural(68, { one: "property", other: "properties" })).toBe("68 properties");
    expect(plural(0, { one: "stay", other: "stays" })).toBe("0 stays");
    expect(plural(1200, { one: "stay", other: "stays" })).toBe("1,200 stays");
  });

  it("falls back to `other` where a language has no `one` (Thai)", () => {
    expect(plural(1, { one: "x", other: "คืน" }, "th")).toBe("1 คืน");
  });
});
