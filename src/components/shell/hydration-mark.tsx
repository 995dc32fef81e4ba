"use client";

import { useEffect } from "react";

/**
 * Marks the document (`<html data-hydrated>`) once React has hydrated the page. What is typed into a field or
 * pressed before then may be lost (a controlled field takes React's value back; Buttons wait for it themselves:
 * components/ui/button.tsx), so the browser tests wait for the mark after a full page load (e2e/support/pages.ts).
 * A client-side navigation keeps it: the new page is rendered by React already running.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
