import { clsx } from "clsx";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/** A row of links that move the calendar (previous, today, next), in the URL so a reload keeps the place. */
export function CalendarNav({
  label,
  links,
}: {
  label: string;
  links: { href: string; text: ReactNode; name: string }[];
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      {links.map((link) => (
        <Link
          key={link.name}
          href={link.href}
          aria-label={link.name}
          className="rounded-lg border border-line bg-white px-3 py-1.5 text-sm font-medium hover:bg-brand-50"
        >
          {link.text}
        </Link>
      ))}
    </nav>
  );
}

/** SPEC.md §2: "By night / By hour" on /dashboard/calendar for properties sold by the hour (hidden on /dashboard/dayrooms). */
export function StayModeToggle({
  current,
  nightlyHref,
  hourlyHref,
}: {
  current: "nightly" | "hourly";
  nightlyHref: string;
  hourlyHref: string;
}) {
  const t = useTranslations("dashboardCatalogue.calendar");
  return (
    <nav aria-label={t("view")} className="inline-flex rounded-lg bg-brand-50 p-1 text-sm">
      {(
        [
          ["nightly", t("byNight"), nightlyHref],
          ["hourly", t("byHour"), hourlyHref],
        ] as const
      ).map(([mode, text, href]) => (
        <Link
          key={mode}
          href={href}
          aria-current={current === mode ? "page" : undefined}
          className={clsx(
            "rounded-md px-3 py-1.5 font-medium",
            current === mode ? "bg-white text-brand-700 shadow-sm" : "text-ink hover:bg-white/60",
          )}
        >
          {text}
        </Link>
      ))}
    </nav>
  );
}

/** Closed days and hours: grey diagonal stripes, told apart from stays without colour alone. */
export const CLOSED_SHADE = "bg-[repeating-linear-gradient(135deg,#dfe3e2_0_4px,#f3f4f3_4px_8px)]";

/** The status colours of stays, the same on every calendar. */
export const STATUS_STYLES: Record<string, string> = {
  held: "bg-slate-300 text-slate-900",
  requested: "bg-amber-300 text-amber-950",
  confirmed: "bg-brand-600 text-white",
  checked_in: "bg-sky-600 text-white",
  completed: "bg-slate-500 text-white",
};

/** The stays' statuses a calendar shows; their words are `dashboardCatalogue.calendar.statuses`. */
export const STAY_STATUSES = ["held", "requested", "confirmed", "checked_in", "completed"] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];

export type CalendarWords = ReturnType<typeof useTranslations<"dashboardCatalogue.calendar">>;

/** A stay's status in the calendars' words; one the calendars do not know as stored. */
export function stayStatus(t: CalendarWords, status: string | undefined): string {
  if (status === undefined) return "";
  return (STAY_STATUSES as readonly string[]).includes(status) ? t(`statuses.${status as StayStatus}`) : status;
}

export function StatusLegend() {
  const t = useTranslations("dashboardCatalogue.calendar");
  return (
    <ul aria-label={t("statusLegend")} className="flex flex-wrap gap-3 text-xs text-muted">
      {STAY_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={clsx("inline-block h-2.5 w-4 rounded-sm", STATUS_STYLES[status])} />
          {t(`statuses.${status}`)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className={clsx(CLOSED_SHADE, "inline-block h-2.5 w-4 rounded-sm border border-line")}
        />
        {t("closed")}
      </li>
    </ul>
  );
}
