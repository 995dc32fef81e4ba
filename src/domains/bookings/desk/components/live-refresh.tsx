"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { INTL_TAGS } from "@/lib/locales";

/** Changes often come in bursts (a coach party checking in): one refresh after the burst settles. */
const DEBOUNCE_MS = 800;

/**
 * Keeps a server-rendered page's figures live: listens to the bookings stream (`/api/live/bookings`) and
 * asks the server for the page again (`router.refresh()`, no reload) when a booking changed, and after every
 * (re)connection, since changes made while the connection was down were not announced.
 */
export function LiveRefresh({ readAt }: { readAt: string }) {
  const t = useTranslations("dashboardBookings.live");
  const router = useRouter();
  const [state, setState] = useState<"connecting" | "live" | "offline">("connecting");

  useEffect(() => {
    const source = new EventSource("/api/live/bookings");
    let timer: ReturnType<typeof setTimeout> | undefined;
    let connectedBefore = false;
    const refreshSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => router.refresh(), DEBOUNCE_MS);
    };
    source.addEventListener("ready", () => {
      setState("live");
      if (connectedBefore) refreshSoon();
      connectedBefore = true;
    });
    source.addEventListener("bookings", refreshSoon);
    source.addEventListener("access", (event) => {
      source.close();
      const { redirectTo } = JSON.parse((event as MessageEvent<string>).data) as { redirectTo: string };
      window.location.assign(redirectTo);
    });
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? "offline" : "connecting");
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [router]);

  // The reader's own clock (no zone given): "read at" answers "how fresh is what I see", in the time they live by.
  // lib/format.ts has no time-of-an-instant with seconds, so Intl is asked here through the English tag.
  const time = new Intl.DateTimeFormat(INTL_TAGS.en, { hour: "2-digit", minute: "2-digit", second: "2-digit" }).format(
    new Date(readAt),
  );
  return (
    <p className="flex items-center gap-2 text-sm text-muted" data-testid="live-state" data-state={state}>
      <span
        aria-hidden="true"
        className={state === "live" ? "h-2 w-2 rounded-full bg-emerald-500" : "h-2 w-2 rounded-full bg-amber-500"}
      />
      {t("state", { state, time })}
    </p>
  );
}
