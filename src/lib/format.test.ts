import { describe, expect, it } from "vitest";
import {
  firstDayOfWeek,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  formatTime,
} from "./format";

/** Intl separates some parts with no-break or thin spaces; the tests read them as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, " ");

describe("formatters for people, by language", () => {
  it("writes a calendar day in each language, Thai in the Buddhist year", () => {
    expect(formatDay("2027-03-03", "en")).toBe("3 Mar 2027");
    expect(formatDay("2027-03-03", "th")).toContain("2570");
    expect(formatDay("2027-03-03", "zh")).toBe("2027年3月3日");
    expect(formatDay("2027-03-03", "id", "long")).toBe("3 Maret 2027");
    expect(formatDay("2027-03-03", "ms", "long")).toBe("3 Mac 2027");
  });

  it("never moves a calendar day through a zone (the first of the month stays the first)", () => {
    expect(formatDay("2027-01-01", "en", "weekday")).toBe("Fri, 1 Jan 2027");
  });

  it("shortens a range as the language does", () => {
    expect(plain(formatDayRange("2027-03-03", "2027-03-07", "en"))).toBe("3 – 7 Mar 2027");
  });

  it("writes dates and times with plain spaces, as the browser does, so the server's text hydrates", () => {
    // Node.js 20's ICU writes this range with thin spaces (U+2009) around the dash, Chromium with plain ones: the
    // mismatch failed the hydration of every page showing a stay's dates (React error 418).
    const written = [
      formatDayRange("2027-10-13", "2027-10-16", "en"),
      formatDayRange("2027-10-13", "2027-11-16", "en", "weekday"),
      formatDay("2027-10-13", "en", "weekday"),
      formatMonth("2027-10", "en"),
      formatDateTime("2027-03-03T07:00:00Z", "en", "Asia/Kuala_Lumpur"),
      formatTime("15:00", "en"),
      ...(["ms", "id", "th", "zh"] as const).map((locale) => formatDayRange("2027-10-13", "2027-10-16", locale)),
    ];
    expect(formatDayRange("2027-10-13", "2027-10-16", "en")).toBe("13 – 16 Oct 2027");
    for (const text of written) expect(text).not.toMatch(/[\u2009\u202f]/);
  });

  it("writes months, instants in a place's zone, and times of day", () => {
    expect(formatMonth("2027-03", "en")).toBe("March 2027");
    expect(formatMonth("2027-03", "th")).toContain("2570");
    // 2027-03-03T07:00Z is 15:00 in Kuala Lumpur.
    expect(plain(formatDateTime("2027-03-03T07:00:00Z", "en", "Asia/Kuala_Lumpur", { zoneName: false }))).toBe(
      "3 Mar 2027, 15:00",
    );
    expect(formatTime("15:00:00", "en")).toBe("15:00");
  });

  it("writes numbers, shares and money with the language's separators", () => {
    expect(formatNumber(1204.5, "en")).toBe("1,204.5");
    expect(formatNumber(1204.5, "id")).toBe("1.204,5");
    expect(formatPercent(0.452, "en")).toBe("45.2%");
    expect(plain(formatMoney({ amountMinor: 25_000, currency: "MYR" }, "en"))).toBe("RM 250");
    expect(plain(formatMoney({ amountMinor: 85_000_000, currency: "IDR" }, "id"))).toBe("Rp 85.000.000");
  });

  it("knows each region's first day of the week", () => {
    expect(firstDayOfWeek("en")).toBe(1);
    expect(firstDayOfWeek("th")).toBe(0);
    expect(firstDayOfWeek("zh")).toBe(1);
  });
});
