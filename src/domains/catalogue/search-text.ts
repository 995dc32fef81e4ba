/** What the search page says about a page of results (the count in its heading, the page numbers), in a language. */
import type { SearchPage } from "./search";
import { translatorFor } from "@/i18n/translator";
import { formatDay, formatNumber } from "@/lib/format";
import { BUSINESS_SETTINGS, type BusinessSettings } from "@/domains/platform/settings";
import { addDays, addMonths } from "@/lib/dates";
import type { SearchedDates } from "./stay-window";
import { DEFAULT_LOCALE, type Locale } from "@/lib/locales";

/** "12 stays in Penang", "240+ stays in Malaysia" when the count reached the cap, "No stays found in Bali". */
export function resultsHeading(
  results: Pick<SearchPage, "total" | "totalCapped">,
  place: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t = translatorFor(locale, "search");
  if (results.total === 0) return t("results.none", { place });
  if (results.totalCapped) return t("results.headingCapped", { count: formatNumber(results.total, locale), place });
  return t("results.heading", { count: results.total, place });
}

/** "Page 2 of 5"; past a capped count there are more pages than are numbered: "Page 2 of 10+". */
export function pageOfPages(
  results: Pick<SearchPage, "page" | "pages" | "totalCapped">,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t = translatorFor(locale, "search");
  const values = { page: formatNumber(results.page, locale), pages: formatNumber(results.pages, locale) };
  return results.totalCapped ? t("paging.pageOfMore", values) : t("paging.pageOf", values);
}

/**
 * Why the page shows no stays for the searched dates (stay-window.ts's `searchDatesNotice`), in the language, with
 * the dates written for it. The notice says which limit of DOMAIN.md Booking, Limits the dates broke by what it
 * offers: a search from today when they have passed, nothing otherwise; the dates tell the rest apart.
 */
export function datesNoticeText(
  search: SearchedDates,
  notice: { message: string; fromToday: Partial<SearchedDates> | null },
  context: { today: string; latest: string; locale: Locale; settings?: BusinessSettings },
): string {
  const { today, latest, locale } = context;
  const settings = context.settings ?? BUSINESS_SETTINGS;
  const t = translatorFor(locale, "search");
  const day = (date: string) => formatDay(date, locale);
  if (notice.fromToday) {
    if (search.mode === "monthly" && search.month) return t("dates.monthPassed", { month: day(`${search.month}-01`) });
    if (search.mode === "hourly" && search.day && search.day >= today) return t("dates.hourBegun");
    return t("dates.passed", { today: day(today) });
  }
  const start =
    search.mode === "hourly" ? search.day : search.mode === "monthly" ? `${search.month}-01` : search.checkIn;
  if (start && start > latest) {
    return t("dates.tooFarAhead", { months: settings.maxLeadMonths, latest: day(latest) });
  }
  if (search.mode === "nightly" && search.checkIn) {
    const nights = settings.maxNightlyStayNights;
    return t("dates.nightlyTooLong", { nights, checkOutBy: day(addDays(search.checkIn, nights)) });
  }
  if (search.mode === "monthly" && search.month) {
    const months = settings.maxMonthlyStayMonths;
    return t("dates.monthlyTooLong", { months, until: day(addMonths(`${search.month}-01`, months)) });
  }
  return notice.message;
}
