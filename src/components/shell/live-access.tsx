"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * SPEC.md §7's live listen on the profile and the organisation: when staff disable the person or their
 * organisation, the server says where to go and the dashboard leaves at once; other changes refresh the
 * page's data. EventSource reconnects by itself after a network drop.
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
    source.addEventListener("error", () => delete document.documentElement.dataset.live);
    return () => source.close();
  }, [router]);
  return null;
}
