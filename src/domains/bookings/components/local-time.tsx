"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * An instant in the reader's own time zone (the browser's), e.g. "14:35 (GMT+8), Tue 12 Mar". The server
 * does not know that zone, so it renders the time in UTC, and the browser replaces it once hydrated.
 */
export function LocalTime({ iso, withDate = false }: { iso: string; withDate?: boolean }) {
  const date = new Date(iso);
  const local = useSyncExternalStore(
    subscribe,
    () => format(date, undefined, withDate),
    () => format(date, "UTC", withDate),
  );
  return (
    <time dateTime={iso} data-testid="local-time">
      {local}
    </time>
  );
}

function format(date: Date, timeZone: string | undefined, withDate: boolean): string {
  const time = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(date);
  if (!withDate) return time;
  const day = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone }).format(
    date,
  );
  return `${time}, ${day}`;
}
