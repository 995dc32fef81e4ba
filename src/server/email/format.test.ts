import { describe, expect, it } from "vitest";
import { emailDate, emailDateTime, emailMoney, emailTime } from "./format";

// Intl may write no-break spaces (before AM/PM, after a currency code): read them as spaces.
const spaced = (value: string) => value.replace(/[\u00a0\u202f]/g, " ");

describe("an email's dates, times and money", () => {
  it("writes a stay's day as that calendar day in the recipient's language (lib/format.ts)", () => {
    expect(emailDate("2027-03-03", "en")).toBe("Wed, 3 Mar 2027");
    expect(emailDate("2027-03-03", "zh")).toContain("2027年3月3日");
    // Thai dates count years in the Buddhist era, as Thai readers expect.
    expect(emailDate("2027-03-03", "th")).toContain("2570");
  });

  it("writes a time of day from PostgreSQL's time, and an instant in the place's zone", () => {
    expect(emailTime("15:00:00", "en")).toBe("15:00");
    expect(spaced(emailTime("15:00", "ms"))).toBe("3:00 PTG");
    expect(spaced(emailDateTime(new Date("2027-02-01T17:30:00Z"), "en", "Asia/Bangkok"))).toBe(
      "2 Feb 2027, 00:30 GMT+7",
    );
  });

  it("writes money exact to the minor unit with its currency's code", () => {
    expect(spaced(emailMoney(123_400, "MYR", "en"))).toBe("MYR 1,234.00");
    expect(spaced(emailMoney(4_500, "JPY", "en"))).toBe("JPY 4,500");
    expect(spaced(emailMoney(123_400, "MYR", "id"))).toBe("MYR 1.234,00");
  });
});
