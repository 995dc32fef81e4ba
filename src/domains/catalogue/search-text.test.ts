import { describe, expect, it } from "vitest";
import { formatDay } from "@/lib/format";
import { datesNoticeText, pageOfPages, resultsHeading } from "./search-text";
import { searchDatesNotice, stayWindow, type SearchedDates } from "./stay-window";

describe("the search page's count and page numbers", () => {
  it("says the exact count below the cap, as always", () => {
    expect(resultsHeading({ total: 0, totalCapped: false }, "Bali")).toBe("No stays found in Bali");
    expect(resultsHeading({ total: 1, totalCapped: false }, "Penang")).toBe("1 stay in Penang");
    expect(resultsHeading({ total: 999, totalCapped: false }, "Kuala Lumpur")).toBe("999 stays in Kuala Lumpur");
    expect(pageOfPages({ page: 2, pages: 5, totalCapped: false })).toBe("Page 2 of 5");
  });

  it("says there are more when the count stopped at the cap", () => {
    expect(resultsHeading({ total: 1000, totalCapped: true }, "Malaysia")).toBe("1,000+ stays in Malaysia");
    expect(pageOfPages({ page: 3, pages: 42, totalCapped: true })).toBe("Page 3 of 42+");
  });
});

describe("why the searched dates find nothing, in the page's language", () => {
  // 07:30 on 2026-11-25 in Kuala Lumpur (stay-window.test.ts's clock).
  const now = new Date("2026-11-24T23:30:00Z");
  const timeZone = "Asia/Kuala_Lumpur";
  const { earliest: today, latest } = stayWindow(timeZone, now);
  const searches: SearchedDates[] = [
    { mode: "nightly", checkIn: "2026-11-20", checkOut: "2026-11-22" },
    { mode: "hourly", day: "2026-11-25", start: "07:00", hours: 2 },
    { mode: "hourly", day: "2026-11-20", start: "10:00", hours: 2 },
    { mode: "monthly", month: "2026-10", months: 1 },
    { mode: "nightly", checkIn: "2028-06-01", checkOut: "2028-06-03" },
    { mode: "nightly", checkIn: "2027-01-10", checkOut: "2027-06-10" },
    { mode: "monthly", month: "2027-01", months: 30 },
  ];
  const noticeOf = (search: SearchedDates) => searchDatesNotice(search, { timeZone, now })!;

  it("says in English what stay-window.ts says, its days written out", () => {
    for (const search of searches) {
      const notice = noticeOf(search);
      const expected = notice.message.replace(/\d{4}-\d{2}-\d{2}/g, (day) => formatDay(day, "en"));
      expect(datesNoticeText(search, notice, { today, latest, locale: "en" })).toBe(expected);
    }
  });

  it("says it in Thai with the days in the Buddhist year", () => {
    const thai = searches.map((search) => datesNoticeText(search, noticeOf(search), { today, latest, locale: "th" }));
    for (const text of thai) expect(text).not.toMatch(/[A-Za-z]{3}/);
    expect(thai[0]).toContain("2569");
    expect(thai[4]).toContain("18");
  });
});
