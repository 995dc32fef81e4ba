import { COUNTRIES, COUNTRY_CODES, type CountryCode } from "@/lib/countries";

/**
 * Ask Stacy's understanding of a plain request (DOMAIN.md): "2 bedrooms in Bangkok under THB 2,000 next
 * weekend" becomes search filters. Rules, not a model: it needs no external service, answers the same way
 * every time, and says what it understood so the person can correct it.
 */
export interface StayRequest {
  city?: string;
  country?: CountryCode;
  bedrooms?: number;
  guests?: number;
  maxPrice?: { amount: number; currency: string };
  checkIn?: string;
  checkOut?: string;
  hours?: number;
  mode?: "nightly" | "monthly" | "hourly";
  coliving?: boolean;
  /** The request reads like a question ("how do I cancel?"): answer from the FAQ too. */
  isQuestion: boolean;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, a: 1, an: 1 };
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

export function parseStayRequest(text: string, options: { today: Date; cities: { city: string; country: CountryCode }[] }): StayRequest {
  const request: StayRequest = { isQuestion: /\?\s*$|^(how|what|when|can|do|does|is|are|why|where|which)\b/i.test(text.trim()) };
  const lower = text.toLowerCase();
  const today = new Date(Date.UTC(options.today.getUTCFullYear(), options.today.getUTCMonth(), options.today.getUTCDate()));

  const city = [...options.cities].sort((a, b) => b.city.length - a.city.length).find((item) => containsWords(lower, item.city.toLowerCase()));
  if (city) {
    request.city = city.city;
    request.country = city.country;
  } else {
    request.country = COUNTRY_CODES.find((code) => lower.includes(COUNTRIES[code].name.toLowerCase()));
  }

  const bedrooms = /\b(\d+|one|two|three|four|five|six)[\s-]*(bed(room)?s?|br|bdr)\b/i.exec(text);
  if (bedrooms) request.bedrooms = toNumber(bedrooms[1]!);
  else if (/\bstudio\b/i.test(text)) request.bedrooms = 1;

  const guests = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s*(guests?|people|persons?|adults?|pax|of us)\b/i.exec(text);
  if (guests) request.guests = toNumber(guests[1]!);
  else if (/\b(couple|two of us)\b/i.test(text)) request.guests = 2;

  const price = /\b(?:under|below|less than|max(?:imum)?|up to|at most|budget(?: of)?|<)\s*([a-z$฿₱]{0,4}\.?)\s*([\d.,]+\s*(?:(?:k|m|mil|million|thousand)\b)?)\s*([a-z]{0,7})/i.exec(text);
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

  // Dates: explicit day-month ranges first, then relative phrases.
  const monthPattern = MONTHS.join("|");
  const range = new RegExp(`\\b(\\d{1,2})\\s*(${monthPattern})[a-z]*\\s*(?:-|to|until|till)\\s*(\\d{1,2})\\s*(${monthPattern})?`, "i").exec(text);
  const monthDayRange = new RegExp(`\\b(${monthPattern})[a-z]*\\s*(\\d{1,2})\\s*(?:-|to|until|till)\\s*(${monthPattern})[a-z]*\\s*(\\d{1,2})\\b`, "i").exec(text);
  const daysThenMonth = new RegExp(`\\b(\\d{1,2})\\s*(?:-|to|until|till)\\s*(\\d{1,2})\\s*(${monthPattern})`, "i").exec(text);
  const sameMonthRange = new RegExp(`\\b(${monthPattern})[a-z]*\\s*(\\d{1,2})\\s*(?:-|to|until|till)\\s*(\\d{1,2})\\b`, "i").exec(text);
  const dateOf = (day: number, month: number) => {
    let candidate = new Date(Date.UTC(today.getUTCFullYear(), month, day));
    if (candidate < today) candidate = new Date(Date.UTC(today.getUTCFullYear() + 1, month, day));
    return candidate;
  };
  if (range) {
    const startMonth = MONTHS.indexOf(range[2]!.slice(0, 3).toLowerCase());
    const endMonth = range[4] ? MONTHS.indexOf(range[4].slice(0, 3).toLowerCase()) : startMonth;
    const start = dateOf(Number(range[1]), startMonth);
    let end = dateOf(Number(range[3]), endMonth);
    if (end <= start) end = new Date(Date.UTC(start.getUTCFullYear() + (endMonth < startMonth ? 1 : 0), endMonth, Number(range[3])));
    request.checkIn = isoDate(start);
    request.checkOut = isoDate(end);
  } else if (monthDayRange) {
    // "Dec 28 - Jan 3"
    const startMonth = MONTHS.indexOf(monthDayRange[1]!.slice(0, 3).toLowerCase());
    const endMonth = MONTHS.indexOf(monthDayRange[3]!.slice(0, 3).toLowerCase());
    const start = dateOf(Number(monthDayRange[2]), startMonth);
    const endYear = start.getUTCFullYear() + (endMonth < startMonth ? 1 : 0);
    request.checkIn = isoDate(start);
    request.checkOut = isoDate(new Date(Date.UTC(endYear, endMonth, Number(monthDayRange[4]))));
  } else if (daysThenMonth) {
    // "12-15 dec"
    const month = MONTHS.indexOf(daysThenMonth[3]!.slice(0, 3).toLowerCase());
    const start = dateOf(Number(daysThenMonth[1]), month);
    const endDay = Number(daysThenMonth[2]);
    request.checkIn = isoDate(start);
    request.checkOut = isoDate(new Date(Date.UTC(start.getUTCFullYear(), endDay <= start.getUTCDate() ? month + 1 : month, endDay)));
  } else if (sameMonthRange) {
    const month = MONTHS.indexOf(sameMonthRange[1]!.slice(0, 3).toLowerCase());
    const start = dateOf(Number(sameMonthRange[2]), month);
    const endDay = Number(sameMonthRange[3]);
    request.checkIn = isoDate(start);
    request.checkOut = isoDate(new Date(Date.UTC(start.getUTCFullYear(), endDay <= start.getUTCDate() ? month + 1 : month, endDay)));
  } else if (/\bweekend\b/i.test(text)) {
    // "this weekend", "next weekend", or just "weekend" (the coming one): Friday to Sunday.
    const daysToFriday = (5 - today.getUTCDay() + 7) % 7;
    const friday = addDays(today, daysToFriday + (/\bnext weekend\b/i.test(text) ? 7 : 0));
    request.checkIn = isoDate(friday);
    request.checkOut = isoDate(addDays(friday, 2));
  } else if (/\btonight\b/i.test(text)) {
    request.checkIn = isoDate(today);
  } else if (/\btomorrow\b/i.test(text)) {
    request.checkIn = isoDate(addDays(today, 1));
  } else if (/\bnext week\b/i.test(text)) {
    const daysToMonday = ((8 - today.getUTCDay()) % 7) || 7;
    request.checkIn = isoDate(addDays(today, daysToMonday));
  }
  const nights = /\b(?:for\s*)?(\d+|one|two|three|four|five|six|seven|ten|fourteen)\s*nights?\b/i.exec(text);
  if (nights && request.checkIn && !request.checkOut) {
    request.checkOut = isoDate(addDays(new Date(`${request.checkIn}T00:00:00Z`), toNumber(nights[1]!) ?? 1));
  } else if (request.checkIn && !request.checkOut && request.mode !== "hourly") {
    request.checkOut = isoDate(addDays(new Date(`${request.checkIn}T00:00:00Z`), request.mode === "monthly" ? 30 : 1));
  }
  if (!request.mode) request.mode = request.checkIn || request.city || request.bedrooms ? "nightly" : undefined;
  return request;
}

/** What Stacy understood, in one plain sentence. */
export function describeStayRequest(request: StayRequest): string | null {
  const parts: string[] = [];
  if (request.coliving) parts.push("a co-living room");
  else if (request.mode === "hourly") parts.push(request.hours ? `a day room for ${request.hours} hours` : "a day room");
  else if (request.bedrooms) parts.push(`${request.bedrooms} ${request.bedrooms === 1 ? "bedroom" : "bedrooms"}`);
  if (request.mode === "monthly") parts.push("by the month");
  if (request.city) parts.push(`in ${request.city}`);
  else if (request.country) parts.push(`in ${COUNTRIES[request.country].nameInSentence}`);
  if (request.guests) parts.push(`for ${request.guests} ${request.guests === 1 ? "guest" : "guests"}`);
  if (request.maxPrice) parts.push(`under ${request.maxPrice.currency} ${request.maxPrice.amount.toLocaleString("en")}`);
  if (request.checkIn) parts.push(request.checkOut ? `from ${request.checkIn} to ${request.checkOut}` : `on ${request.checkIn}`);
  if (!parts.length) return null;
  // Only a place, a price or a number of guests: still say what is looked for ("a place to stay in Thailand").
  if (!request.coliving && request.mode !== "hourly" && !request.bedrooms) parts.unshift("a place to stay");
  return `You are looking for ${parts.join(" ")}.`;
}

/** The search page's address for a request (the search issue reads the same parameters). */
export function searchHref(request: StayRequest): string {
  const params = new URLSearchParams();
  if (request.city) params.set("city", request.city);
  if (request.country) params.set("country", request.country);
  if (request.bedrooms) params.set("bedrooms", String(request.bedrooms));
  if (request.guests) params.set("guests", String(request.guests));
  if (request.maxPrice) {
    params.set("maxPrice", String(request.maxPrice.amount));
    params.set("currency", request.maxPrice.currency);
  }
  if (request.checkIn) params.set("checkIn", request.checkIn);
  if (request.checkOut) params.set("checkOut", request.checkOut);
  if (request.mode) params.set("mode", request.mode);
  if (request.hours) params.set("hours", String(request.hours));
  if (request.coliving) params.set("type", "coliving");
  const query = params.toString();
  return `/findahome${query ? `?${query}` : ""}`;
}
