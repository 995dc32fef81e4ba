import { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from "@/lib/countries";
import { todayIn } from "@/lib/dates";
import { translatorFor } from "@/i18n/translator";
import { formatDay, formatList, formatMonth, formatNumber, formatTime } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import { MAX_CHILD_AGE } from "@/domains/catalogue/inputs";
import { cityIn, FOREIGN_QUESTION, inEnglishWords } from "./stacy-languages";

/**
 * Ask Stacy's understanding of a plain request (DOMAIN.md): "2 bedrooms in Bangkok under THB 2,000 next
 * weekend" (or "曼谷 2间卧室 下周末 预算2000泰铢": the common words of the site's other languages, stacy-languages.ts)
 * becomes search filters. Rules, not a model: it needs no external service, answers the same way
 * every time, and says what it understood so the person can correct it.
 */
export interface StayRequest {
  city?: string;
  country?: CountryCode;
  bedrooms?: number;
  /** Everyone who stays; with children, `adults` and `children` say who (catalogue/occupancy.ts). */
  guests?: number;
  adults?: number;
  children?: number;
  /** The children's ages when the request gave one per child; absent, the search counts each child as 17. */
  childrenAges?: number[];
  maxPrice?: { amount: number; currency: string };
  /** Nightly stays: the nights. Hourly stays: `checkIn` is the day. */
  checkIn?: string;
  checkOut?: string;
  /** Monthly stays start on the 1st (as the search and the quote do): the first month ("2027-06") and how many. */
  month?: string;
  months?: number;
  /** Hourly stays: the start ("14:00") and the hours. */
  start?: string;
  hours?: number;
  mode?: "nightly" | "monthly" | "hourly";
  coliving?: boolean;
  /** The request reads like a question ("how do I cancel?"): answer from the FAQ too. */
  isQuestion: boolean;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  a: 1,
  an: 1,
};
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const CURRENCY_WORDS: [RegExp, string][] = [
  [/\b(myr|rm|ringgit)\b/i, "MYR"],
  [/(\bthb\b|฿|\bbaht\b)/i, "THB"],
  [/(\bphp\b|₱|\bpesos?\b)/i, "PHP"],
  [/(\bidr\b|\brp\.?|\brupiah\b)/i, "IDR"],
  // Before USD: "S$" contains "$".
  [/(\bsgd\b|\bs\$)/i, "SGD"],
  [/(\busd\b|\$|\bdollars?\b)/i, "USD"],
];

function toNumber(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (lower in NUMBER_WORDS) return NUMBER_WORDS[lower];
  const value = Number(lower);
  return Number.isFinite(value) ? value : undefined;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
}

/** Parses an amount such as "2,000", "2k", "1.5m" or "850000". */
function parseAmount(text: string): number | undefined {
  const match = /^([\d.,]+)\s*(k|m|mil|million|thousand)?$/i.exec(text.trim());
  if (!match) return undefined;
  const base = Number(match[1]!.replace(/,/g, ""));
  if (!Number.isFinite(base)) return undefined;
  const unit = match[2]?.toLowerCase();
  const factor = unit === "k" || unit === "thousand" ? 1_000 : unit ? 1_000_000 : 1;
  return Math.round(base * factor);
}

/** Whether `words` occurs in `text` as whole words ("bali" is in "a room in bali", not in "balikpapan"). */
function containsWords(text: string, words: string): boolean {
  let from = text.indexOf(words);
  while (from !== -1) {
    const before = text[from - 1];
    const after = text[from + words.length];
    if ((!before || !/[\p{L}\p{N}]/u.test(before)) && (!after || !/[\p{L}\p{N}]/u.test(after))) return true;
    from = text.indexOf(words, from + 1);
  }
  return false;
}

/**
 * Reads a request. Relative dates ("tonight", "next weekend", "in June") count from today in the place's time
 * zone (its country's; Malaysia's when no place is named), as the search and the booking do.
 */
export function parseStayRequest(
  raw: string,
  options: { now: Date; cities: { city: string; country: CountryCode }[] },
): StayRequest {
  const request: StayRequest = {
    isQuestion:
      /\?\s*$|^(how|what|when|can|do|does|is|are|why|where|which)\b/i.test(raw.trim()) ||
      FOREIGN_QUESTION.test(raw.trim()),
  };
  // "3rd to 7th May" reads as "3 to 7 May"; "2 ห้องนอน" as "2 bedrooms" (stacy-languages.ts).
  const text = inEnglishWords(raw).replace(/\b(\d{1,2})(?:st|nd|rd|th)\b/gi, "$1");
  const lower = text.toLowerCase();

  const city = [...options.cities]
    .sort((a, b) => b.city.length - a.city.length)
    .find((item) => containsWords(lower, item.city.toLowerCase()));
  if (city) {
    request.city = city.city;
    request.country = city.country;
  } else {
    request.country = COUNTRY_CODES.find((code) => lower.includes(COUNTRIES[code].name.toLowerCase()));
  }
  const today = new Date(`${todayIn(COUNTRIES[request.country ?? DEFAULT_COUNTRY].timeZone, options.now)}T00:00:00Z`);

  const bedrooms = /\b(\d+|one|two|three|four|five|six)[\s-]*(bed(room)?s?|br|bdr)\b/i.exec(text);
  if (bedrooms) request.bedrooms = toNumber(bedrooms[1]!);
  else if (/\bstudio\b/i.test(text)) request.bedrooms = 1;

  const guests =
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s*(guests?|people|persons?|adults?|pax|of us)\b/i.exec(
      text,
    );
  const family = /\bfamily of (\d+|two|three|four|five|six|seven|eight)\b/i.exec(text);
  const withChildren =
    /\b(\d+|one|two|three|four|five|six)\s*adults?\s*(?:and|with|&|\+|,)\s*(\d+|one|two|three|four|five|six|a|an)\s*(?:kids?|children|child)\b((?:\s*[(,]?\s*(?:aged|ages?)?\s*\d{1,2}(?:\s*(?:years?|yrs?|y\.?o\.?)(?:\s*old)?)?\s*(?:,|and|&|\))?)*)/i.exec(
      text,
    );
  if (withChildren) {
    const adults = toNumber(withChildren[1]!) ?? 1;
    const children = toNumber(withChildren[2]!) ?? 0;
    request.guests = adults + children;
    request.adults = adults;
    request.children = children;
    // One age per child, or none: a partial list would be a guess, so the search counts each child as 17 instead.
    const ages = [...(withChildren[3] ?? "").matchAll(/\d{1,2}/g)].map((match) => Number(match[0]));
    if (ages.length === children && ages.every((age) => age <= MAX_CHILD_AGE)) request.childrenAges = ages;
  } else if (guests) request.guests = toNumber(guests[1]!);
  else if (family) request.guests = toNumber(family[1]!);
  else if (/\b(couple|two of us)\b/i.test(text)) request.guests = 2;

  const price =
    /\b(?:under|below|less than|max(?:imum)?|up to|at most|budget(?: of)?|<)\s*([a-z$฿₱]{0,4}\.?)\s*([\d.,]+\s*(?:(?:k|m|mil|million|thousand)\b)?)\s*([a-z]{0,7})/i.exec(
      text,
    );
  if (price) {
    const amount = parseAmount(price[2]!);
    const currencyText = `${price[1]} ${price[3]}`;
    const currency =
      CURRENCY_WORDS.find(([pattern]) => pattern.test(currencyText))?.[1] ??
      (request.country ? COUNTRIES[request.country].currency : undefined) ??
      "USD";
    if (amount) request.maxPrice = { amount, currency };
  }

  if (/\b(co-?living|shared (home|house|flat)|room in a shared)\b/i.test(text)) request.coliving = true;

  const hours = /\b(\d+|one|two|three|four|five|six|seven|eight)\s*(hours?|hrs?)\b/i.exec(text);
  if (hours || /\bday ?room\b/i.test(text)) {
    request.mode = "hourly";
    if (hours) request.hours = toNumber(hours[1]!);
  } else if (/\b(a|one|1|per|by the|for a|whole)\s*month\b|\bmonthly\b|\b(\d+|two|three|six)\s*months\b/i.test(text)) {
    request.mode = "monthly";
  }

  readDates(text, today, request);
  if (!request.mode)
    request.mode = request.checkIn || request.month || request.city || request.bedrooms ? "nightly" : undefined;
  return request;
}

const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const SMALL_NUMBER = "\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen";

/** The dates of a request: explicit days first, then months (monthly stays), then relative phrases. */
function readDates(text: string, today: Date, request: StayRequest): void {
  const monthPattern = MONTHS.join("|");
  const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  // A day and month with no year is the next one from today (a day already past this year is next year's).
  const dateOf = (day: number, month: number) => {
    let candidate = new Date(Date.UTC(today.getUTCFullYear(), month, day));
    if (candidate < today) candidate = new Date(Date.UTC(today.getUTCFullYear() + 1, month, day));
    return candidate;
  };
  const after = (start: Date, month: number, day: number) => {
    const end = new Date(Date.UTC(start.getUTCFullYear(), month, day));
    return end <= start ? new Date(Date.UTC(start.getUTCFullYear() + 1, month, day)) : end;
  };

  const isoRange = /\b(\d{4}-\d{2}-\d{2})\s*(?:-|to|until|till|–)\s*(\d{4}-\d{2}-\d{2})\b/.exec(text);
  const isoDay = /\b(\d{4}-\d{2}-\d{2})\b/.exec(text);
  const range = new RegExp(
    `\\b(\\d{1,2})\\s*(${monthPattern})[a-z]*\\s*(?:-|–|to|until|till)\\s*(\\d{1,2})\\s*(${monthPattern})?`,
    "i",
  ).exec(text);
  const monthDayRange = new RegExp(
    `\\b(${monthPattern})[a-z]*\\s*(\\d{1,2})\\s*(?:-|–|to|until|till)\\s*(${monthPattern})[a-z]*\\s*(\\d{1,2})\\b`,
    "i",
  ).exec(text);
  const daysThenMonth = new RegExp(
    `\\b(\\d{1,2})\\s*(?:-|–|to|until|till)\\s*(\\d{1,2})\\s*(${monthPattern})`,
    "i",
  ).exec(text);
  const sameMonthRange = new RegExp(
    `\\b(${monthPattern})[a-z]*\\s*(\\d{1,2})\\s*(?:-|–|to|until|till)\\s*(\\d{1,2})\\b`,
    "i",
  ).exec(text);
  const oneDay =
    new RegExp(`\\b(\\d{1,2})\\s*(${monthPattern})[a-z]*\\b`, "i").exec(text) ??
    new RegExp(`\\b(${monthPattern})[a-z]*\\s*(\\d{1,2})\\b`, "i").exec(text);
  const monthOnly = new RegExp(
    `\\b(?:in|from|for|during|starting|start of|beginning of)\\s+(${MONTH_NAMES.join("|")}|${monthPattern})\\b(?:\\s+(\\d{4}))?`,
    "i",
  ).exec(text);

  if (isoRange) {
    request.checkIn = isoRange[1];
    request.checkOut = isoRange[2];
  } else if (range) {
    const startMonth = monthOf(range[2]!);
    const start = dateOf(Number(range[1]), startMonth);
    request.checkIn = isoDate(start);
    request.checkOut = isoDate(after(start, range[4] ? monthOf(range[4]) : startMonth, Number(range[3])));
  } else if (monthDayRange) {
    // "Dec 28 - Jan 3"
    const start = dateOf(Number(monthDayRange[2]), monthOf(monthDayRange[1]!));
    request.checkIn = isoDate(start);
    request.checkOut = isoDate(after(start, monthOf(monthDayRange[3]!), Number(monthDayRange[4])));
  } else if (daysThenMonth) {
    // "12-15 dec", "from 3 to 7 May"
    const month = monthOf(daysThenMonth[3]!);
    const start = dateOf(Number(daysThenMonth[1]), month);
    const endDay = Number(daysThenMonth[2]);
    request.checkIn = isoDate(start);
    request.checkOut = isoDate(after(start, endDay <= start.getUTCDate() ? month + 1 : month, endDay));
  } else if (sameMonthRange) {
    const month = monthOf(sameMonthRange[1]!);
    const start = dateOf(Number(sameMonthRange[2]), month);
    const endDay = Number(sameMonthRange[3]);
    request.checkIn = isoDate(start);
    request.checkOut = isoDate(after(start, endDay <= start.getUTCDate() ? month + 1 : month, endDay));
  } else if (isoDay) {
    request.checkIn = isoDay[1];
  } else if (oneDay) {
    // "on 12 Dec", "Dec 12": one day; the nights or the hours say how long.
    const [day, month] = /^\d/.test(oneDay[1]!)
      ? [Number(oneDay[1]), monthOf(oneDay[2]!)]
      : [Number(oneDay[2]), monthOf(oneDay[1]!)];
    if (day >= 1 && day <= 31) request.checkIn = isoDate(dateOf(day, month));
  } else if (monthOnly) {
    // "for a month from June": the coming June (this month has begun, so it is next year's).
    const month = monthOf(monthOnly[1]!);
    const year = monthOnly[2]
      ? Number(monthOnly[2])
      : month > today.getUTCMonth()
        ? today.getUTCFullYear()
        : today.getUTCFullYear() + 1;
    request.month = `${year}-${String(month + 1).padStart(2, "0")}`;
  } else if (/\bnext month\b/i.test(text)) {
    const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
    request.month = isoDate(next).slice(0, 7);
  } else if (/\bweekend\b/i.test(text)) {
    // "this weekend", "next weekend", or just "weekend" (the coming one): Friday to Sunday.
    const daysToFriday = (5 - today.getUTCDay() + 7) % 7;
    const friday = addDays(today, daysToFriday + (/\bnext weekend\b/i.test(text) ? 7 : 0));
    request.checkIn = isoDate(friday);
    request.checkOut = isoDate(addDays(friday, 2));
  } else if (/\b(tonight|today)\b/i.test(text)) {
    request.checkIn = isoDate(today);
  } else if (/\btomorrow\b/i.test(text)) {
    request.checkIn = isoDate(addDays(today, 1));
  } else if (/\bnext week\b/i.test(text)) {
    const daysToMonday = (8 - today.getUTCDay()) % 7 || 7;
    request.checkIn = isoDate(addDays(today, daysToMonday));
  }

  const months = new RegExp(`\\b(${SMALL_NUMBER})\\s*months\\b`, "i").exec(text);
  if (request.mode === "monthly") {
    if (months) request.months = Math.min(12, toNumber(months[1]!) ?? 1);
    // A monthly stay runs from the 1st: a day named in a month is that month.
    if (!request.month && request.checkIn) request.month = request.checkIn.slice(0, 7);
    if (request.month) {
      delete request.checkIn;
      delete request.checkOut;
    }
    return;
  }
  if (request.mode === "hourly") {
    if (!request.checkIn && request.month) request.checkIn = `${request.month}-01`;
    delete request.month;
    delete request.checkOut;
    const time = /\b(?:at|from|start(?:ing)?(?: at)?)\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\b/i.exec(text);
    if (time && (time[2] || time[3])) {
      let hour = Number(time[1]) % 24;
      if (time[3]?.toLowerCase() === "pm" && hour < 12) hour += 12;
      if (time[3]?.toLowerCase() === "am" && hour === 12) hour = 0;
      request.start = `${String(hour).padStart(2, "0")}:${time[2] ?? "00"}`;
    }
    return;
  }
  delete request.month;
  const nights = new RegExp(`\\b(?:for\\s*)?(${SMALL_NUMBER})\\s*nights?\\b`, "i").exec(text);
  const weeks = new RegExp(`\\bfor\\s*(a|one|two|three|\\d)\\s*weeks?\\b`, "i").exec(text);
  if (request.checkIn && !request.checkOut) {
    const length = nights ? (toNumber(nights[1]!) ?? 1) : weeks ? 7 * (toNumber(weeks[1]!) ?? 1) : 1;
    request.checkOut = isoDate(addDays(new Date(`${request.checkIn}T00:00:00Z`), length));
  }
}

/**
 * A calendar day as Stacy writes it: English keeps the ISO day she has always written ("2026-11-27", which the
 * person can copy into the search); the other languages write it their own way ("27 พ.ย. 2569", "2026年11月27日").
 */
export function stacyDay(day: string, locale: Locale): string {
  return locale === "en" ? day : formatDay(day, locale, "medium");
}

/** What Stacy understood, in one plain sentence in the language of the page (the `stacy` catalogue). */
export function describeStayRequest(request: StayRequest, locale: Locale = "en"): string | null {
  const t = translatorFor(locale, "stacy");
  const parts: string[] = [];
  if (request.coliving) parts.push(t("understood.coliving"));
  else if (request.mode === "hourly")
    parts.push(request.hours ? t("understood.dayRoomHours", { hours: request.hours }) : t("understood.dayRoom"));
  else if (request.bedrooms) parts.push(t("understood.bedrooms", { count: request.bedrooms }));
  if (request.mode === "monthly") parts.push(t("understood.byTheMonth"));
  if (request.city) parts.push(t("understood.inCity", { city: cityIn(request.city, locale) }));
  else if (request.country) parts.push(t("understood.inCountry", { country: request.country }));
  if (request.children && request.adults) {
    parts.push(t("understood.adultsAndChildren", { adults: request.adults, children: request.children }));
    parts.push(
      request.childrenAges
        ? t("understood.childrenAges", { ages: formatList(request.childrenAges.map(String), locale) })
        : t("understood.agesNotGiven", { age: MAX_CHILD_AGE }),
    );
  } else if (request.guests) parts.push(t("understood.guests", { count: request.guests }));
  if (request.maxPrice)
    parts.push(
      t("understood.under", {
        currency: request.maxPrice.currency,
        amount: formatNumber(request.maxPrice.amount, locale),
      }),
    );
  if (request.month) {
    const month = formatMonth(request.month, locale);
    parts.push(
      request.months && request.months > 1
        ? t("understood.monthsFromMonth", { count: request.months, month })
        : t("understood.fromMonth", { month }),
    );
  }
  if (request.checkIn)
    parts.push(
      request.checkOut
        ? t("understood.fromTo", {
            checkIn: stacyDay(request.checkIn, locale),
            checkOut: stacyDay(request.checkOut, locale),
          })
        : t("understood.onDay", { day: stacyDay(request.checkIn, locale) }),
    );
  if (request.start) parts.push(t("understood.atTime", { time: formatTime(request.start, locale) }));
  if (!parts.length) return null;
  // Only a place, a price or a number of guests: still say what is looked for ("a place to stay in Thailand").
  if (!request.coliving && request.mode !== "hourly" && !request.bedrooms) parts.unshift(t("understood.placeToStay"));
  return t("understood.sentence", { parts: parts.join(PART_SEPARATORS[locale]) });
}

/** Between the parts of her sentence: words are spaced, Chinese lists its parts with a comma. */
const PART_SEPARATORS: Record<Locale, string> = { en: " ", ms: " ", id: " ", th: " ", zh: "，" };

/**
 * The search a request asks for, as the search pages read it from their address (`searchFromParams`): Stacy
 * runs exactly this search and links to it, so every place she names is free for the dates she names, and
 * "Open this search" shows the same places.
 */
export function searchParamsOf(request: StayRequest): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  if (request.city) params.city = request.city;
  else if (request.country) params.country = request.country;
  if (request.bedrooms) params.bedrooms = String(request.bedrooms);
  if (request.children && request.adults) {
    // The search's occupancy (catalogue/occupancy.ts): a child whose age was not given counts as 17, the oldest,
    // so no place is shown that would refuse or charge more once the ages are set on its page.
    params.adults = String(request.adults);
    params.children = String(request.children);
    params.ages = (request.childrenAges ?? Array.from({ length: request.children }, () => MAX_CHILD_AGE)).join(",");
  } else if (request.guests) params.guests = String(request.guests);
  if (request.maxPrice) {
    params.maxPrice = String(request.maxPrice.amount);
    params.currency = request.maxPrice.currency;
  }
  if (request.mode && request.mode !== "nightly") params.mode = request.mode;
  if (request.mode === "monthly") {
    if (request.month) params.month = request.month;
    if (request.months && request.months > 1) params.months = String(request.months);
  } else if (request.mode === "hourly") {
    if (request.checkIn) params.day = request.checkIn;
    if (request.start) params.start = request.start;
    if (request.hours) params.hours = String(request.hours);
  } else {
    if (request.checkIn) params.checkIn = request.checkIn;
    if (request.checkOut) params.checkOut = request.checkOut;
  }
  if (request.coliving) params.type = ["coliving_room", "coliving_bed"];
  return params;
}

/** The search page of the request's country (a city's search reads the same on any, but the heading names it). */
export function searchPathOf(request: StayRequest): string {
  return `${COUNTRIES[request.country ?? DEFAULT_COUNTRY].pathPrefix}/findahome`;
}

/** The search page's address for a request: the page, then `searchParamsOf` as its query. */
export function searchHref(request: StayRequest): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParamsOf(request))) {
    for (const one of Array.isArray(value) ? value : [value]) query.append(key, one);
  }
  const text = query.toString();
  return `${searchPathOf(request)}${text ? `?${text}` : ""}`;
}
