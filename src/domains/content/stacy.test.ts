import { describe, expect, it } from "vitest";
import type { CountryCode } from "@/lib/countries";
import type { Locale } from "@/lib/locales";
import { describeStayRequest, parseStayRequest, searchHref, searchParamsOf, type StayRequest } from "./stacy";

// A Wednesday, in the middle of the day in UTC: "this weekend" is Friday the 20th.
const today = new Date("2026-11-18T10:30:00Z");

const cities: { city: string; country: CountryCode }[] = [
  { city: "Kuala Lumpur", country: "malaysia" },
  { city: "Bangkok", country: "thailand" },
  { city: "Manila", country: "philippines" },
  { city: "Makati", country: "philippines" },
  { city: "Bali", country: "indonesia" },
  { city: "Chiang Mai", country: "thailand" },
];

function parse(text: string, options: { now?: Date; cities?: typeof cities } = {}): StayRequest {
  return parseStayRequest(text, { now: options.now ?? today, cities: options.cities ?? cities });
}

describe("parseStayRequest", () => {
  it("reads DOMAIN.md's example in full", () => {
    expect(parse("2 bedrooms in Bangkok under THB 2,000 next weekend")).toEqual({
      isQuestion: false,
      city: "Bangkok",
      country: "thailand",
      bedrooms: 2,
      maxPrice: { amount: 2000, currency: "THB" },
      checkIn: "2026-11-27",
      checkOut: "2026-11-29",
      mode: "nightly",
    });
  });

  it("reads this weekend as the coming Friday to Sunday", () => {
    expect(parse("Somewhere in Bangkok this weekend")).toMatchObject({
      checkIn: "2026-11-20",
      checkOut: "2026-11-22",
      mode: "nightly",
    });
  });

  it("counts from today in the place's time zone, not in UTC", () => {
    // 20:00 UTC on Wednesday the 18th is 04:00 on Thursday the 19th in Kuala Lumpur and 03:00 in Bangkok.
    const late = new Date("2026-11-18T20:00:00Z");
    expect(parse("tonight in Bangkok", { now: late })).toMatchObject({ checkIn: "2026-11-19", checkOut: "2026-11-20" });
    expect(parse("tonight", { now: late })).toMatchObject({ checkIn: "2026-11-19" });
    expect(parse("this weekend", { now: new Date("2026-11-18T00:00:00Z") })).toMatchObject({ checkIn: "2026-11-20" });
  });

  it("reads a co-living room for a month as co-living, by the month", () => {
    const request = parse("A co-living room in Kuala Lumpur for a month");
    expect(request).toMatchObject({ city: "Kuala Lumpur", country: "malaysia", coliving: true, mode: "monthly" });
    expect(request.checkIn).toBeUndefined();
  });

  it("reads a day room for some hours tomorrow as hourly, on one day with no check-out", () => {
    const request = parse("Day room in Manila for 4 hours tomorrow");
    expect(request).toMatchObject({
      city: "Manila",
      country: "philippines",
      mode: "hourly",
      hours: 4,
      checkIn: "2026-11-19",
    });
    expect(request.checkOut).toBeUndefined();
  });

  it("reads a studio as one bedroom, and takes the currency from the city's country when none is written", () => {
    expect(parse("studio in bali under 1.5m")).toMatchObject({
      city: "Bali",
      country: "indonesia",
      bedrooms: 1,
      maxPrice: { amount: 1_500_000, currency: "IDR" },
    });
  });

  it("reads a number of people and a day-month range", () => {
    expect(parse("3 people, 12 dec to 15 dec, Chiang Mai")).toMatchObject({
      city: "Chiang Mai",
      country: "thailand",
      guests: 3,
      checkIn: "2026-12-12",
      checkOut: "2026-12-15",
    });
  });

  it("puts the check-out of a range that crosses the new year in the next year", () => {
    expect(parse("Bali, 28 dec to 3 jan")).toMatchObject({ checkIn: "2026-12-28", checkOut: "2027-01-03" });
  });

  it("puts a date already past this year in the next year", () => {
    expect(parse("5 jan to 10 jan in Bangkok")).toMatchObject({ checkIn: "2027-01-05", checkOut: "2027-01-10" });
  });

  it("reads a month-first range in one month (Dec 2-5)", () => {
    expect(parse("Makati, Dec 2-5")).toMatchObject({ city: "Makati", checkIn: "2026-12-02", checkOut: "2026-12-05" });
  });

  it("reads a month-first range whose end day is smaller as ending in the next month, never before it starts", () => {
    expect(parse("Bali Dec 28-3")).toMatchObject({ checkIn: "2026-12-28", checkOut: "2027-01-03" });
  });

  it("adds the nights written to the check-in", () => {
    expect(parse("3 nights in Bangkok from tomorrow")).toMatchObject({ checkIn: "2026-11-19", checkOut: "2026-11-22" });
  });

  it.each([
    ["under RM 300 in Kuala Lumpur", { amount: 300, currency: "MYR" }],
    ["under RM300", { amount: 300, currency: "MYR" }],
    ["under 2000 baht in Bangkok", { amount: 2000, currency: "THB" }],
    ["under ₱3,000 in Manila", { amount: 3000, currency: "PHP" }],
    ["below 3k pesos", { amount: 3000, currency: "PHP" }],
    ["a 2 bedroom under Rp 1.5m", { amount: 1_500_000, currency: "IDR" }],
    ["a room under $80", { amount: 80, currency: "USD" }],
    ["a room in Bangkok under $80", { amount: 80, currency: "USD" }],
    ["under S$100", { amount: 100, currency: "SGD" }],
  ])("reads the budget of %j", (text, maxPrice) => {
    expect(parse(text).maxPrice).toEqual(maxPrice);
  });

  it("does not read a word after the amount as a thousand or a million", () => {
    expect(parse("under 2000 myr in Kuala Lumpur").maxPrice).toEqual({ amount: 2000, currency: "MYR" });
    expect(parse("a room in Bangkok under 3000 monthly").maxPrice).toEqual({ amount: 3000, currency: "THB" });
  });

  it("answers USD for a budget with neither a currency nor a place", () => {
    expect(parse("under 2,000").maxPrice).toEqual({ amount: 2000, currency: "USD" });
  });

  it("reads a question as one, with no filters", () => {
    const request = parse("How do I cancel a booking?");
    expect(request.isQuestion).toBe(true);
    expect(request.city).toBeUndefined();
    expect(request.country).toBeUndefined();
    expect(request.mode).toBeUndefined();
    expect(parse("2 bedrooms in Bangkok").isQuestion).toBe(false);
  });

  it("prefers the longest city name that matches", () => {
    const withCebu = [
      { city: "Cebu", country: "philippines" as const },
      { city: "Cebu City", country: "philippines" as const },
    ];
    expect(parse("a room in Cebu City", { cities: withCebu }).city).toBe("Cebu City");
    expect(parse("a room in Cebu", { cities: withCebu }).city).toBe("Cebu");
  });

  it("matches a city as whole words, whatever its case", () => {
    expect(parse("CHIANG MAI please")).toMatchObject({ city: "Chiang Mai", country: "thailand" });
    expect(parse("a room in Balikpapan").city).toBeUndefined();
  });

  it("reads a country named without a city", () => {
    const request = parse("somewhere in Thailand");
    expect(request.country).toBe("thailand");
    expect(request.city).toBeUndefined();
  });

  it("finds no filters in nonsense", () => {
    expect(parse("blah wibble flarp")).toEqual({ isQuestion: false });
  });
});

describe("describeStayRequest", () => {
  it("says in one sentence everything understood", () => {
    const request = parse("2 bedrooms in Bangkok for 2 guests under THB 2,000 next weekend");
    expect(describeStayRequest(request)).toBe(
      "You are looking for 2 bedrooms in Bangkok for 2 guests under THB 2,000 from 2026-11-27 to 2026-11-29.",
    );
  });

  it("describes a co-living month, a day room and a plain stay", () => {
    expect(describeStayRequest(parse("A co-living room in Kuala Lumpur for a month"))).toBe(
      "You are looking for a co-living room by the month in Kuala Lumpur.",
    );
    expect(describeStayRequest(parse("Day room in Manila for 4 hours tomorrow"))).toBe(
      "You are looking for a day room for 4 hours in Manila on 2026-11-19.",
    );
    expect(describeStayRequest(parse("studio in bali"))).toBe("You are looking for 1 bedroom in Bali.");
    expect(describeStayRequest(parse("A co-living room in Kuala Lumpur for a month from June"))).toBe(
      "You are looking for a co-living room by the month in Kuala Lumpur from June 2027.",
    );
    expect(describeStayRequest(parse("3 months in Bali from January"))).toBe(
      "You are looking for a place to stay by the month in Bali for 3 months from January 2027.",
    );
    expect(describeStayRequest(parse("day room in Makati tomorrow at 10am for 3 hours"))).toBe(
      "You are looking for a day room for 3 hours in Makati on 2026-11-19 at 10:00.",
    );
    expect(describeStayRequest(parse("3 people, 12 dec to 15 dec, Chiang Mai"))).toBe(
      "You are looking for a place to stay in Chiang Mai for 3 guests from 2026-12-12 to 2026-12-15.",
    );
  });

  it("still names what is looked for when only a country, a budget or guests were understood", () => {
    expect(describeStayRequest(parse("somewhere in the Philippines"))).toBe(
      "You are looking for a place to stay in the Philippines.",
    );
    expect(describeStayRequest(parse("a room under $80"))).toBe("You are looking for a place to stay under USD 80.");
    expect(describeStayRequest(parse("for 1 person"))).toBe("You are looking for a place to stay for 1 guest.");
  });

  it("answers null when nothing was understood", () => {
    expect(describeStayRequest(parse("blah wibble flarp"))).toBeNull();
    expect(describeStayRequest(parse("How do I cancel a booking?"))).toBeNull();
  });
});

describe("searchHref", () => {
  it("encodes every filter the search pages read, on the country's search page", () => {
    const href = searchHref(parse("2 bedrooms in Kuala Lumpur for 3 guests under RM 300 this weekend"));
    expect(href.startsWith("/findahome?")).toBe(true);
    const params = new URL(href, "http://localhost").searchParams;
    expect(Object.fromEntries(params)).toEqual({
      city: "Kuala Lumpur",
      bedrooms: "2",
      guests: "3",
      maxPrice: "300",
      currency: "MYR",
      checkIn: "2026-11-20",
      checkOut: "2026-11-22",
    });
    expect(href).toContain("city=Kuala+Lumpur");
    expect(searchHref(parse("2 bedrooms in Bangkok next weekend")).startsWith("/thailand/findahome?")).toBe(true);
  });

  it("encodes a day room's day, start and hours, and a co-living month as the search reads them", () => {
    const hourly = new URL(searchHref(parse("Day room in Manila for 4 hours tomorrow at 2pm")), "http://localhost")
      .searchParams;
    expect(Object.fromEntries(hourly)).toEqual({
      city: "Manila",
      mode: "hourly",
      day: "2026-11-19",
      start: "14:00",
      hours: "4",
    });

    const coliving = new URL(
      searchHref(parse("A co-living room in Kuala Lumpur for a month from January")),
      "http://localhost",
    ).searchParams;
    expect(coliving.getAll("type")).toEqual(["coliving_room", "coliving_bed"]);
    expect(coliving.get("mode")).toBe("monthly");
    expect(coliving.get("month")).toBe("2027-01");
  });

  it("is the bare search page when nothing was understood", () => {
    expect(searchHref(parse("blah wibble flarp"))).toBe("/findahome");
  });
});

describe("parseStayRequest: more date styles", () => {
  const options = {
    now: new Date("2026-11-18T09:00:00Z"),
    cities: [{ city: "Manila", country: "philippines" as const }],
  };
  it("reads a day range before the month (12-15 dec)", () => {
    const request = parseStayRequest("Manila 12-15 dec", options);
    expect([request.checkIn, request.checkOut]).toEqual(["2026-12-12", "2026-12-15"]);
  });
  it("reads a range across months and years (Dec 28 - Jan 3)", () => {
    const request = parseStayRequest("Dec 28 - Jan 3 in Manila", options);
    expect([request.checkIn, request.checkOut]).toEqual(["2026-12-28", "2027-01-03"]);
  });
  it("reads a bare weekend as the coming one", () => {
    const request = parseStayRequest("weekend in manila", options);
    expect([request.checkIn, request.checkOut]).toEqual(["2026-11-20", "2026-11-22"]);
  });
});

describe("Ask Stacy's phrasings: what a guest writes, and the search she runs", () => {
  // Wednesday 18 November 2026, 18:30 in Kuala Lumpur; "next weekend" is 27–29 November.
  const KL = "Kuala Lumpur";
  const week = { checkIn: "2026-11-27", checkOut: "2026-11-29" };
  const coliving = ["coliving_room", "coliving_bed"];
  it.each<[string, Record<string, string | string[]>]>([
    [
      "2 bedrooms in Bangkok under THB 2,000 next weekend",
      { city: "Bangkok", bedrooms: "2", maxPrice: "2000", currency: "THB", ...week },
    ],
    ["Somewhere in Bangkok this weekend", { city: "Bangkok", checkIn: "2026-11-20", checkOut: "2026-11-22" }],
    ["weekend in manila", { city: "Manila", checkIn: "2026-11-20", checkOut: "2026-11-22" }],
    ["tonight in Kuala Lumpur", { city: KL, checkIn: "2026-11-18", checkOut: "2026-11-19" }],
    ["3 nights in Bangkok from tomorrow", { city: "Bangkok", checkIn: "2026-11-19", checkOut: "2026-11-22" }],
    ["next week in Bangkok for 2 nights", { city: "Bangkok", checkIn: "2026-11-23", checkOut: "2026-11-25" }],
    ["Manila 12-15 dec", { city: "Manila", checkIn: "2026-12-12", checkOut: "2026-12-15" }],
    ["Dec 28 - Jan 3 in Manila", { city: "Manila", checkIn: "2026-12-28", checkOut: "2027-01-03" }],
    ["from 3 to 7 May in Chiang Mai", { city: "Chiang Mai", checkIn: "2027-05-03", checkOut: "2027-05-07" }],
    ["3rd to 7th May in Chiang Mai", { city: "Chiang Mai", checkIn: "2027-05-03", checkOut: "2027-05-07" }],
    ["May 3rd-7th in Chiang Mai", { city: "Chiang Mai", checkIn: "2027-05-03", checkOut: "2027-05-07" }],
    ["Bali, 28 dec to 3 jan", { city: "Bali", checkIn: "2026-12-28", checkOut: "2027-01-03" }],
    ["5 jan to 10 jan in Bangkok", { city: "Bangkok", checkIn: "2027-01-05", checkOut: "2027-01-10" }],
    ["Chiang Mai Dec 2-5", { city: "Chiang Mai", checkIn: "2026-12-02", checkOut: "2026-12-05" }],
    ["Bali Dec 28-3", { city: "Bali", checkIn: "2026-12-28", checkOut: "2027-01-03" }],
    ["on 12 Dec for 3 nights in Kuala Lumpur", { city: KL, checkIn: "2026-12-12", checkOut: "2026-12-15" }],
    ["Kuala Lumpur from 20 December for a week", { city: KL, checkIn: "2026-12-20", checkOut: "2026-12-27" }],
    [
      "1 bedroom Kuala Lumpur 24 Dec for two weeks",
      { city: KL, bedrooms: "1", checkIn: "2026-12-24", checkOut: "2027-01-07" },
    ],
    ["Bangkok 2026-12-20 to 2026-12-27", { city: "Bangkok", checkIn: "2026-12-20", checkOut: "2026-12-27" }],
    [
      "3 bedroom in Makati under ₱10,000 from Dec 18 to Dec 22",
      {
        city: "Makati",
        bedrooms: "3",
        maxPrice: "10000",
        currency: "PHP",
        checkIn: "2026-12-18",
        checkOut: "2026-12-22",
      },
    ],
    ["A co-living room in Kuala Lumpur for a month", { city: KL, mode: "monthly", type: coliving }],
    [
      "A co-living room in Kuala Lumpur for a month from June",
      { city: KL, mode: "monthly", month: "2027-06", type: coliving },
    ],
    ["for a month from December in Kuala Lumpur", { city: KL, mode: "monthly", month: "2026-12" }],
    ["3 months in Bali from January", { city: "Bali", mode: "monthly", month: "2027-01", months: "3" }],
    ["monthly rental in Bangkok from February", { city: "Bangkok", mode: "monthly", month: "2027-02" }],
    ["monthly in Kuala Lumpur next month", { city: KL, mode: "monthly", month: "2026-12" }],
    ["Day room in Manila for 4 hours tomorrow", { city: "Manila", mode: "hourly", day: "2026-11-19", hours: "4" }],
    [
      "day room in Makati tomorrow at 10am for 3 hours",
      { city: "Makati", mode: "hourly", day: "2026-11-19", start: "10:00", hours: "3" },
    ],
    [
      "day room in Manila on 2 Dec from 14:00 for 5 hours",
      { city: "Manila", mode: "hourly", day: "2026-12-02", start: "14:00", hours: "5" },
    ],
    [
      "a day room in Bangkok today at 3pm for 2 hours",
      { city: "Bangkok", mode: "hourly", day: "2026-11-18", start: "15:00", hours: "2" },
    ],
    ["a studio in Bali under 1.5m rupiah", { city: "Bali", bedrooms: "1", maxPrice: "1500000", currency: "IDR" }],
    ["under RM300 in Kuala Lumpur for 2 guests", { city: KL, guests: "2", maxPrice: "300", currency: "MYR" }],
    ["a room under $80 in Bangkok", { city: "Bangkok", maxPrice: "80", currency: "USD" }],
    ["under S$100 in Kuala Lumpur", { city: KL, maxPrice: "100", currency: "SGD" }],
    // Children without ages count as 17 (the most a stay can cost); with one age each, their ages.
    ["2 adults and 2 kids in Bali next weekend", { city: "Bali", adults: "2", children: "2", ages: "17,17", ...week }],
    ["2 adults and 2 children aged 4 and 9 in Kuala Lumpur", { city: KL, adults: "2", children: "2", ages: "4,9" }],
    ["2 adults + 1 child (5) in Bali", { city: "Bali", adults: "2", children: "1", ages: "5" }],
    ["1 adult with a child aged 3 years old in Bali", { city: "Bali", adults: "1", children: "1", ages: "3" }],
    ["2 adults with 3 kids aged 4 and 9 in Bali", { city: "Bali", adults: "2", children: "3", ages: "17,17,17" }],
    ["family of 5 in Kuala Lumpur", { city: KL, guests: "5" }],
    [
      "a couple in Chiang Mai this weekend",
      { city: "Chiang Mai", guests: "2", checkIn: "2026-11-20", checkOut: "2026-11-22" },
    ],
    ["two bedrooms in Manila for 4 people", { city: "Manila", bedrooms: "2", guests: "4" }],
    ["somewhere in Thailand under 2000 baht", { country: "thailand", maxPrice: "2000", currency: "THB" }],
    ["somewhere in the Philippines", { country: "philippines" }],
    ["How do I cancel a booking?", {}],
  ])("%j", (text, params) => {
    expect(searchParamsOf(parse(text))).toEqual(params);
  });
});

describe("Ask Stacy reads the common words of the site's other languages", () => {
  // Wednesday 18 November 2026, as above: "next weekend" is 27–29 November, tomorrow the 19th.
  const KL = "Kuala Lumpur";
  const week = { checkIn: "2026-11-27", checkOut: "2026-11-29" };
  const coliving = ["coliving_room", "coliving_bed"];
  it.each<[string, string, Record<string, string | string[]>]>([
    // Bahasa Melayu
    [
      "ms",
      "2 bilik tidur di Bangkok bawah THB 2,000 hujung minggu depan",
      { city: "Bangkok", bedrooms: "2", maxPrice: "2000", currency: "THB", ...week },
    ],
    ["ms", "Bilik co-living di Kuala Lumpur untuk sebulan", { city: KL, mode: "monthly", type: coliving }],
    [
      "ms",
      "Bilik harian di Manila selama 4 jam esok",
      { city: "Manila", mode: "hourly", day: "2026-11-19", hours: "4" },
    ],
    [
      "ms",
      "Kuala Lumpur untuk 3 tetamu, 2 malam dari esok",
      { city: KL, guests: "3", checkIn: "2026-11-19", checkOut: "2026-11-21" },
    ],
    [
      "ms",
      "2 orang dewasa dan 2 kanak-kanak berumur 4 dan 9 di Kuala Lumpur",
      { city: KL, adults: "2", children: "2", ages: "4,9" },
    ],
    ["ms", "di Bangkok dari 14 hingga 16 Ogos", { city: "Bangkok", checkIn: "2027-08-14", checkOut: "2027-08-16" }],
    [
      "ms",
      "Kuala Lumpur di bawah RM300 malam ini",
      { city: KL, maxPrice: "300", currency: "MYR", checkIn: "2026-11-18", checkOut: "2026-11-19" },
    ],
    // Bahasa Indonesia
    [
      "id",
      "2 kamar tidur di Bangkok di bawah THB 2.000 akhir pekan depan",
      { city: "Bangkok", bedrooms: "2", maxPrice: "2000", currency: "THB", ...week },
    ],
    ["id", "Kamar co-living di Kuala Lumpur selama sebulan", { city: KL, mode: "monthly", type: coliving }],
    [
      "id",
      "Kamar transit di Manila selama 4 jam besok",
      { city: "Manila", mode: "hourly", day: "2026-11-19", hours: "4" },
    ],
    [
      "id",
      "studio di Bali maksimal Rp 1,5 juta",
      { city: "Bali", bedrooms: "1", maxPrice: "1500000", currency: "IDR" },
    ],
    [
      "id",
      "Bali untuk 4 orang di bawah Rp 500.000 minggu depan",
      { city: "Bali", guests: "4", maxPrice: "500000", currency: "IDR", checkIn: "2026-11-23", checkOut: "2026-11-24" },
    ],
    ["id", "2 dewasa dan 1 anak usia 6 di Bali", { city: "Bali", adults: "2", children: "1", ages: "6" }],
    ["id", "3 bulan di Bali mulai Januari", { city: "Bali", mode: "monthly", month: "2027-01", months: "3" }],
    // Thai
    [
      "th",
      "2 ห้องนอน ในกรุงเทพฯ ไม่เกิน 2,000 บาท สุดสัปดาห์หน้า",
      { city: "Bangkok", bedrooms: "2", maxPrice: "2000", currency: "THB", ...week },
    ],
    ["th", "ห้องโคลิฟวิงในกัวลาลัมเปอร์ รายเดือน", { city: KL, mode: "monthly", type: coliving }],
    ["th", "ห้องพักรายชั่วโมงในมะนิลา 4 ชั่วโมง พรุ่งนี้", { city: "Manila", mode: "hourly", day: "2026-11-19", hours: "4" }],
    [
      "th",
      "เชียงใหม่ 3 คน 14-16 ส.ค.",
      { city: "Chiang Mai", guests: "3", checkIn: "2027-08-14", checkOut: "2027-08-16" },
    ],
    ["th", "ที่พักในเชียงใหม่ คืนนี้ 2 คืน", { city: "Chiang Mai", checkIn: "2026-11-18", checkOut: "2026-11-20" }],
    [
      "th",
      "ผู้ใหญ่ 2 คนและเด็ก 2 คน อายุ 4 และ 9 ปี ในเชียงใหม่",
      { city: "Chiang Mai", adults: "2", children: "2", ages: "4,9" },
    ],
    ["th", "ที่พักในประเทศไทย งบ 1500 บาท", { country: "thailand", maxPrice: "1500", currency: "THB" }],
    // Simplified Chinese
    [
      "zh",
      "曼谷 2间卧室 下周末 预算2000泰铢",
      { city: "Bangkok", bedrooms: "2", maxPrice: "2000", currency: "THB", ...week },
    ],
    ["zh", "吉隆坡的合租房间，住一个月", { city: KL, mode: "monthly", type: coliving }],
    ["zh", "明天在马尼拉订日间房，4小时", { city: "Manila", mode: "hourly", day: "2026-11-19", hours: "4" }],
    [
      "zh",
      "清迈两间卧室，4人，8月14日至16日",
      { city: "Chiang Mai", bedrooms: "2", guests: "4", checkIn: "2027-08-14", checkOut: "2027-08-16" },
    ],
    [
      "zh",
      "巴厘岛 3晚 从明天开始 1500令吉以内",
      { city: "Bali", maxPrice: "1500", currency: "MYR", checkIn: "2026-11-19", checkOut: "2026-11-22" },
    ],
    ["zh", "吉隆坡 2个成人和2个孩子 4岁和9岁", { city: KL, adults: "2", children: "2", ages: "4,9" }],
    ["zh", "菲律宾的住处", { country: "philippines" }],
  ])("%s: %j", (_locale, text, params) => {
    expect(searchParamsOf(parse(text))).toEqual(params);
  });

  it.each([
    ["ms", "Bagaimana cara membatalkan tempahan?"],
    ["id", "Bagaimana cara membatalkan pemesanan?"],
    ["th", "ยกเลิกการจองได้อย่างไร"],
    ["zh", "如何取消预订？"],
  ])("%s: reads %j as a question, with no filters", (_locale, text) => {
    expect(parse(text)).toEqual({ isQuestion: true });
  });

  it("does not read what is not in her table: a day named in words of another language", () => {
    // "Friday" in Malay and Thai: she does not read weekdays in any language.
    expect(parse("Bangkok hari Jumaat").checkIn).toBeUndefined();
    expect(parse("กรุงเทพฯ วันศุกร์").checkIn).toBeUndefined();
  });
});

describe("describeStayRequest in the page's language", () => {
  const request = parse("2 bedrooms in Bangkok for 2 guests under THB 2,000 next weekend");
  it.each<[Locale, string]>([
    ["en", "You are looking for 2 bedrooms in Bangkok for 2 guests under THB 2,000 from 2026-11-27 to 2026-11-29."],
    ["ms", "Anda mencari 2 bilik tidur di Bangkok untuk 2 tetamu bawah THB 2,000 dari 27 Nov 2026 hingga 29 Nov 2026."],
    [
      "id",
      "Anda mencari 2 kamar tidur di Bangkok untuk 2 tamu di bawah THB 2.000 dari 27 Nov 2026 sampai 29 Nov 2026.",
    ],
    ["th", "คุณกำลังมองหา 2 ห้องนอน ที่กรุงเทพฯ สำหรับ 2 คน ไม่เกิน THB 2,000 ตั้งแต่ 27 พ.ย. 2569 ถึง 29 พ.ย. 2569"],
    ["zh", "您想找：2间卧室，位于曼谷，2位住客，不超过 THB 2,000，2026年11月27日至2026年11月29日。"],
  ])("%s", (locale, sentence) => {
    expect(describeStayRequest(request, locale)).toBe(sentence);
  });

  it("writes a month, a country, a day room's start and its hours in the language", () => {
    expect(describeStayRequest(parse("3 months in Bali from January"), "th")).toBe(
      "คุณกำลังมองหา ที่พัก รายเดือน ที่บาหลี 3 เดือน ตั้งแต่ มกราคม 2570",
    );
    expect(describeStayRequest(parse("somewhere in the Philippines"), "ms")).toBe(
      "Anda mencari tempat penginapan di Filipina.",
    );
    expect(describeStayRequest(parse("day room in Makati tomorrow at 10am for 3 hours"), "zh")).toBe(
      "您想找：日间房3小时，位于马卡蒂，2026年11月19日，10:00开始。",
    );
  });
});

describe("describeStayRequest says who stays, children and their ages", () => {
  it.each<[string, Locale, string]>([
    [
      "2 adults and 2 children aged 4 and 9 in Kuala Lumpur",
      "en",
      "You are looking for a place to stay in Kuala Lumpur for 2 adults and 2 children aged 4 and 9.",
    ],
    [
      "2 adults and 1 kid in Kuala Lumpur",
      "en",
      "You are looking for a place to stay in Kuala Lumpur for 2 adults and 1 child (no ages given: each child counts as 17 until you set the ages on a place's page).",
    ],
    [
      "2 adults and 2 children aged 4 and 9 in Kuala Lumpur",
      "zh",
      "您想找：住处，位于吉隆坡，2位成人和2名儿童，年龄为4和9岁。",
    ],
  ])("%j in %s", (text, locale, sentence) => {
    expect(describeStayRequest(parse(text), locale)).toBe(sentence);
  });
});
