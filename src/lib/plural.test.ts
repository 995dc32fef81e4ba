import { describe, expect, it } from "vitest";
import { plural, pluralForm } from "./plural";

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

  it("carries a verb that agrees with the count", () => {
    expect(plural(1, { one: "rate is", other: "rates are" })).toBe("1 rate is");
    expect(plural(3, { one: "rate is", other: "rates are" })).toBe("3 rates are");
  });
});

describe("pluralForm", () => {
  it("gives only the form, for a sentence that shows the count elsewhere or not at all", () => {
    expect(pluralForm(1, { one: "it", other: "them" })).toBe("it");
    expect(pluralForm(2, { one: "it", other: "them" })).toBe("them");
    expect(pluralForm(0, { one: "it", other: "them" })).toBe("them");
  });

  it("uses the language's categories, with `other` as the fallback", () => {
    const forms = { one: "one", two: "two", few: "few", many: "many", other: "other" };
    expect(pluralForm(2, forms, "ar")).toBe("two");
    expect(pluralForm(3, forms, "ar")).toBe("few");
    expect(pluralForm(1, { one: "x", other: "คืน" }, "th")).toBe("คืน");
  });
});
