"use client";

import { useLocale } from "next-intl";
import { useSyncExternalStore } from "react";
import { INTL_TAGS, type Locale } from "@/lib/locales";

const subscribe = () => () => {};

/**
 * An instant in the reader's own time zone (the browser's), e.g. "14:35 (GMT+8), Tue 12 Mar". The server
 * does not know that zone, so it renders the time in UTC, and the browser replaces it once hydrated.
 */
export function LocalTime({ iso, withDate = false }: { iso: string; withDate?: boolean }) {
  const date = new Date(iso);
  const tag = INTL_TAGS[useLocale() as Locale];
  const local = useSyncExternalStore(
    subscribe,
    () => format(date, tag, undefined, withDate),
    () => format(date, tag, "UTC", withDate),
  );
  return (
    <time dateTime={iso} data-testid="local-time">
      {local}
    </time>
  );
}

/** In the page's language (its Intl tag): the order of a time's and a day's parts is the language's own. */
function format(date: Date, tag: string, timeZone: string | undefined, withDate: boolean): string {
  const time = new Intl.DateTimeFormat(tag, {
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(date);
  if (!withDate) return time;
  const day = new Intl.DateTimeFormat(tag, { weekday: "short", day: "numeric", month: "short", timeZone }).format(date);
  return `${time}, ${day}`;
}
