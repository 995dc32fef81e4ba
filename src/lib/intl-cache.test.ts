import { describe, expect, it } from "vitest";
import { cachedFormatterCount, dateTimeFormat, numberFormat, pluralRules } from "./intl-cache";

describe("Intl formatters kept per language and options", () => {
  it("gives the same formatter for the same language and options, and formats as a fresh one", () => {
    const options = { style: "currency", currency: "THB" } as const;
    const first = numberFormat("th-TH", options);
    const before = cachedFormatterCount();
    expect(numberFormat("th-TH", { style: "currency", currency: "THB" })).toBe(first);
    expect(cachedFormatterCount()).toBe(before);
    expect(first.format(1800)).toBe(new Intl.NumberFormat("th-TH", options).format(1800));
  });

  it("keeps languages, options and kinds apart", () => {
    expect(numberFormat("en-GB")).not.toBe(numberFormat("ms-MY"));
    expect(numberFormat("en-GB", { style: "percent" })).not.toBe(numberFormat("en-GB"));
    expect(
      dateTimeFormat("th-TH", { year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(2027, 0, 1))),
    ).toContain("2570");
    expect(pluralRules("en").select(1)).toBe("one");
    expect(pluralRules("en")).toBe(pluralRules("en"));
  });
});
