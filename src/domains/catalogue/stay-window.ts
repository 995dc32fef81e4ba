/**
 * When a stay may happen (DOMAIN.md Booking, Limits): nothing starts in the past in the property's time zone
 * (an hourly stay: not in an hour that has begun), nothing starts more than `maxLeadMonths` ahead, and no
 * stay is longer than `maxNightlyStayNights` nights or `maxMonthlyStayMonths` months. Pure and written once:
 * the quote (`quoteStay`) asks it, and every way a stay, a price bid or a rental contract is priced or made
 * goes through the quote or, for contracts, asks it directly; the pages ask `stayWindow` for their date
 * inputs' min and max, so they do not offer what would be refused.
 */
import { BUSINESS_SETTINGS, type BusinessSettings } from "@/domains/platform/settings";
import { addDays, addMonths, daysBetween, localDateTimeIn } from "@/lib/dates";

type StayDates =
  | { mode: "nightly" | "monthly"; checkIn: string; checkOut: string }
  | { mode: "hourly"; day: string; start: string; hours: number };

export type StayWindowProblem = "past_dates" | "too_far_ahead" | "stay_too_long";

/** The date and the seconds since midnight on the property's wall clock at `now`. */
export function localClock(timeZone: string, now: Date): { today: string; secondsOfDay: number } {
  const { date, secondsOfDay } = localDateTimeIn(timeZone, now);
  return { today: date, secondsOfDay };
}

/** The first and last day a stay at this property may start on today (the date inputs' min and max). */
export function stayWindow(
  timeZone: string,
  now: Date,
  settings: BusinessSettings = BUSINESS_SETTINGS,
): { earliest: string; latest: string } {
  const { today } = localClock(timeZone, now);
  return { earliest: today, latest: addMonths(today, settings.maxLeadMonths) };
}

/**
 * Why a stay cannot be sold at `now`, or null when its dates are within the limits. Dates that are not real
 * dates are the quote's own business (it answers `invalid_dates`), so they pass here.
 */
export function stayWindowProblem(
  stay: StayDates,
  context: { timeZone: string; now: Date; settings?: BusinessSettings },
): { problem: StayWindowProblem; message: string } | null {
  const settings = context.settings ?? BUSINESS_SETTINGS;
  const { today, secondsOfDay } = localClock(context.timeZone, context.now);
  const latest = addMonths(today, settings.maxLeadMonths);
  const start = stay.mode === "hourly" ? stay.day : stay.checkIn;
  if (Number.isNaN(daysBetween(today, start))) return null;

  if (start < today) {
    return {
      problem: "past_dates",
      message: `These dates have passed: a stay starts today (${today} where this place is) or later.`,
    };
  }
  if (stay.mode === "hourly" && start === today) {
    const [hours, minutes] = stay.start.split(":").map(Number) as [number, number];
    if (hours * 3600 + minutes * 60 <= secondsOfDay) {
      return { problem: "past_dates", message: "This hour has begun already: choose a later start time." };
    }
  }
  if (start > latest) {
    return {
      problem: "too_far_ahead",
      message: `Stays can be booked up to ${settings.maxLeadMonths} months ahead: start on ${latest} or earlier.`,
    };
  }
  return stayLengthProblem(stay, settings);
}

/** Why a stay is longer than the limits allow, or null: a rule of the dates alone, the same on every clock. */
export function stayLengthProblem(
  stay: StayDates,
  settings: BusinessSettings = BUSINESS_SETTINGS,
): { problem: "stay_too_long"; message: string } | null {
  if (stay.mode === "nightly" && daysBetween(stay.checkIn, stay.checkOut) > settings.maxNightlyStayNights) {
    return {
      problem: "stay_too_long",
      message: `A stay by the night lasts at most ${settings.maxNightlyStayNights} nights (check out by ${addDays(stay.checkIn, settings.maxNightlyStayNights)}); book longer stays by the month.`,
    };
  }
  if (stay.mode === "monthly" && stay.checkOut > addMonths(stay.checkIn, settings.maxMonthlyStayMonths)) {
    return {
      problem: "stay_too_long",
      message: `A monthly stay lasts at most ${settings.maxMonthlyStayMonths} months (until ${addMonths(stay.checkIn, settings.maxMonthlyStayMonths)}).`,
    };
  }
  return null;
}

/** What the search page asks about: the start of the searched stay and what is known of it. */
export interface SearchedDates {
  mode: "nightly" | "monthly" | "hourly";
  checkIn?: string;
  checkOut?: string;
  /** Monthly: the first month ("2027-01") and how many months. */
  month?: string;
  months?: number;
  day?: string;
  start?: string;
  hours?: number;
}

/**
 * Why the search page cannot show stays for these dates (in words), with the same search from today when the
 * dates have passed. Asked with the time zone of the searched country: each property's own "today" is
 * applied by the search itself (search.ts), this is the page's explanation. A check-in alone counts: without
 * this, a past check-in without a check-out would list every place as if no dates were asked.
 */
export function searchDatesNotice(
  search: SearchedDates,
  context: { timeZone: string; now: Date; settings?: BusinessSettings },
): { message: string; fromToday: Partial<SearchedDates> | null } | null {
  const settings = context.settings ?? BUSINESS_SETTINGS;
  const { today } = localClock(context.timeZone, context.now);
  let stay: StayDates | null = null;
  if (search.mode === "hourly" && search.day) {
    // Without a start time, the day alone: the last start of the day (23:59) is what may still be free.
    stay = { mode: "hourly", day: search.day, start: search.start ?? "23:59", hours: search.hours ?? 1 };
  } else if (search.mode === "monthly" && search.month) {
    const checkIn = `${search.month}-01`;
    stay = { mode: "monthly", checkIn, checkOut: addMonths(checkIn, search.months ?? 1) };
  } else if (search.mode === "nightly" && search.checkIn) {
    const checkOut = search.checkOut && search.checkOut > search.checkIn ? search.checkOut : addDays(search.checkIn, 1);
    stay = { mode: "nightly", checkIn: search.checkIn, checkOut };
  }
  if (!stay) return null;
  const problem = stayWindowProblem(stay, { timeZone: context.timeZone, now: context.now, settings });
  if (!problem) return null;
  if (problem.problem !== "past_dates") return { message: problem.message, fromToday: null };
  const fromToday: Partial<SearchedDates> =
    stay.mode === "hourly"
      ? { day: stay.day < today ? today : addDays(today, 1) }
      : stay.mode === "monthly"
        ? // A monthly search starts on the 1st: the first month not begun yet.
          { month: addMonths(`${today.slice(0, 7)}-01`, 1).slice(0, 7) }
        : {
            checkIn: today,
            checkOut: addDays(
              today,
              Math.min(Math.max(1, daysBetween(stay.checkIn, stay.checkOut)), settings.maxNightlyStayNights),
            ),
          };
  return {
    message:
      stay.mode === "monthly"
        ? `Monthly stays start on the 1st, and ${search.month}-01 has passed where these places are: choose a later month.`
        : problem.message,
    fromToday,
  };
}
