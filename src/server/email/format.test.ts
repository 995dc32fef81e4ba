import { describe, expect, it } from "vitest";
import { emailDate, emailDateTime, emailMoney, emailTime } from "./format";

// Intl may write no-break spaces (before AM/PM, after a currency code): read them as spaces.
const spaced = (value: string) => value.replace(/[\u00a0\u202f]/g, " ");

describe("an email's dates, times and money", () => {
  it("writes a stay's day as that calendar day in the recipient's locale", () => {
    expect(emailDate("2027-03-03", "en")).toBe("Wed, Mar 3, 2027");
    expect(emailDate("2027-03-03", "zh-CN")).toContain("2027年3月3日");
    // Thai dates count years in the Buddhist era, as Thai readers expect.
    expect(emailDate("2027-03-03", "th")).toContain("2570");
  });

  it("writes a time of day from PostgreSQL's time, and an instant in the place's zone", () => {
    expect(spaced(emailTime("15:00:00", "en"))).toBe("3:00 PM");
    expect(emailTime("15:00", "en-GB")).toBe("15:00");
    expect(spaced(emailDateTime(new Date("2027-02-01T17:30:00Z"), "en", "Asia/Bangkok"))).toBe(
      "Feb 2, 2027, 12:30 AM GMT+7",
    );
  });

  it("writes money exact to the minor unit with its currency's code", () => {
    expect(spaced(emailMoney(123_400, "MYR", "en"))).toBe("MYR 1,234.00");
    expect(spaced(emailMoney(4_500, "JPY", "en"))).toBe("JPY 4,500");
  });
});
