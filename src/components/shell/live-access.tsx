"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * SPEC.md §7's live listen on the profile and the organisation: when staff disable the person or their
 * organisation, the server says where to go and the dashboard leaves at once; other changes refresh the
 * page's data. EventSource reconnects by itself after a network drop, and each connection checks access
 * at once, so a change made while it was down is not missed.
 */
export function LiveAccess() {
  const router = useRouter();
  useEffect(() => {
    const source = new EventSource("/api/live");
    source.addEventListener("access", (event) => {
      const { redirectTo } = JSON.parse((event as MessageEvent<string>).data) as { redirectTo: string };
      window.location.assign(redirectTo);
    });
    source.addEventListener("profile", () => router.refresh());
    // Marks the page as listening (tests wait for it before changing anything).
    source.addEventListener("ready", () => (document.documentElement.dataset.live = "ready"));
    source.addEventListener("error", () => {
      delete document.documentElement.dataset.live;
      // The server refused the connection (signed out elsewhere, session gone): EventSource gives up, so
      // load the page again and let the dashboard's guard decide where the person belongs.
      if (source.readyState === EventSource.CLOSED) reloadAtMostTwiceAMinute();
    });
    return () => source.close();
  }, [router]);
  return null;
}

/** A page that keeps being refused must not reload forever: at most once every 30 seconds. */
function reloadAtMostTwiceAMinute() {
  const last = Number(sessionStorage.getItem("live-reload-at") ?? 0);
  if (Date.now() - last < 30_000) return;
  sessionStorage.setItem("live-reload-at", String(Date.now()));
  window.location.reload();
}
