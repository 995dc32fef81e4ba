import { stayOf, type Search } from "@/domains/catalogue";
import { translatorFor } from "@/i18n/translator";
import { formatDay, formatNumber, formatTime } from "@/lib/format";
import { INTL_TAGS, type Locale } from "@/lib/locales";
import { stacyDay } from "../stacy";
import { cityIn } from "../stacy-languages";

/**
 * The search's own filters, in words of the page's language: what was searched, so the guest can see it and
 * change it. City names are the listings' own; days as in her sentence (`stacyDay`).
 */
export function searchRanRows(search: Search, locale: Locale = "en"): [string, string][] {
  const t = translatorFor(locale, "stacy");
  const rows: [string, string][] = [];
  rows.push([
    t("ran.place"),
    (search.city && cityIn(search.city, locale)) ??
      (search.country ? t("ran.country", { country: search.country }) : t("ran.anywhere")),
  ]);
  const stay = stayOf(search);
  if (search.mode === "monthly") {
    rows.push([
      t("ran.stay"),
      search.month
        ? t("ran.monthsFrom", { count: search.months, start: formatDay(`${search.month}-01`, locale, "long") })
        : t("ran.anyMonth"),
    ]);
  } else if (search.mode === "hourly") {
    rows.push([
      t("ran.stay"),
      stay?.mode === "hourly"
        ? t("ran.hoursFrom", {
            day: stacyDay(stay.day, locale),
            start: formatTime(stay.start, locale),
            hours: stay.hours,
          })
        : t("ran.byTheHour", {
            known: search.day && search.hours ? "dayAndHours" : search.day ? "day" : search.hours ? "hours" : "none",
            day: search.day ? stacyDay(search.day, locale) : "",
            hours: search.hours ?? 0,
          }),
    ]);
  } else {
    rows.push([
      t("ran.stay"),
      stay && stay.mode !== "hourly"
        ? t("ran.nights", { checkIn: stacyDay(stay.checkIn, locale), checkOut: stacyDay(stay.checkOut, locale) })
        : t("ran.anyDates"),
    ]);
  }
  rows.push([t("ran.guests"), t("ran.guestCount", { count: search.guests })]);
  if (search.minBedrooms) rows.push([t("ran.bedrooms"), t("ran.atLeastBedrooms", { count: search.minBedrooms })]);
  if (search.maxPrice !== undefined) {
    rows.push([
      t("ran.price"),
      t("ran.upTo", {
        currency: search.priceCurrency ?? search.currency,
        amount: formatNumber(search.maxPrice, locale),
        per: search.mode === "monthly" ? "month" : search.mode === "hourly" ? "hour" : "night",
      }),
    ]);
  }
  if (search.types?.length) {
    const types = new Intl.ListFormat(INTL_TAGS[locale], { type: "disjunction" });
    rows.push([t("ran.type"), types.format(search.types.map((type) => t("ran.typeName", { type })))]);
  }
  return rows;
}

export function SearchRan({ search, problems, locale }: { search: Search; problems: string[]; locale: Locale }) {
  const t = translatorFor(locale, "stacy");
  return (
    <div className="mt-3">
      <h3 className="text-sm font-medium">{t("ran.heading")}</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
        {searchRanRows(search, locale).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* The search's own reasons, in its words (the catalogue domain's). */}
      {problems.length > 0 && (
        <p className="mt-2 text-sm text-muted">{t("ran.leftOut", { problems: problems.join("; ") })}</p>
      )}
    </div>
  );
}
