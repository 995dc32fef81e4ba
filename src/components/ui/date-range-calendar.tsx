"use client";

import { use, useEffect, useRef } from "react";
import { DayPicker, type DayPickerLocale, type PropsBase } from "react-day-picker";
import type { Locale } from "@/lib/locales";

/**
 * The calendar inside the date picker's popover (date-range-picker.tsx), in a module of its own so that
 * react-day-picker and date-fns reach the browser only when a guest first opens a picker, not with every page
 * that shows one (docs/PERFORMANCE.md, "Public pages"). Of date-fns's languages only the page's is fetched.
 */

/** Each language's date-fns locale (weekday names, the week's first day), one chunk each, fetched when needed. */
const LOCALE_LOADERS: Record<Locale, () => Promise<DayPickerLocale>> = {
  en: () => import("date-fns/locale/en-GB").then((module) => module.enGB),
  ms: () => import("date-fns/locale/ms").then((module) => module.ms),
  id: () => import("date-fns/locale/id").then((module) => module.id),
  th: () => import("date-fns/locale/th").then((module) => module.th),
  zh: () => import("date-fns/locale/zh-CN").then((module) => module.zhCN),
};

const loaded = new Map<Locale, Promise<DayPickerLocale>>();

/** The language's locale, fetched once per page (a stable promise, as `use` needs). */
export function dayPickerLocale(locale: Locale): Promise<DayPickerLocale> {
  let promise = loaded.get(locale);
  if (!promise) {
    promise = LOCALE_LOADERS[locale]();
    loaded.set(locale, promise);
  }
  return promise;
}

/**
 * Focus on the grid's one tabbable day (the chosen day, else today, else the month's first that may be chosen),
 * where its arrow keys start; a month with no day left to choose has none, so then the next month's arrow.
 */
function focusFirstDay(container: HTMLElement | null) {
  (
    container?.querySelector<HTMLElement>("td[data-day] button[tabindex='0']") ??
    container?.querySelector<HTMLElement>("nav button:not([aria-disabled])")
  )?.focus();
}

export type CalendarProps = Omit<PropsBase, "locale" | "required"> &
  (
    | { mode: "single"; selected?: Date; onSelect: (selected: Date | undefined, day: Date) => void }
    | {
        mode: "range";
        selected?: { from: Date; to?: Date };
        onSelect: (selected: unknown, day: Date) => void;
      }
  );

/** The month grid in `language`; it takes the focus as it appears (the popover opened it). */
export default function DateRangeCalendar({ language, ...props }: CalendarProps & { language: Locale }) {
  const locale = use(dayPickerLocale(language));
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => focusFirstDay(container.current), []);
  return (
    <div ref={container}>
      {props.mode === "single" ? (
        <DayPicker {...props} locale={locale} mode="single" />
      ) : (
        <DayPicker
          {...props}
          locale={locale}
          mode="range"
          selected={props.selected}
          onSelect={(selected, day) => props.onSelect(selected, day)}
        />
      )}
    </div>
  );
}
