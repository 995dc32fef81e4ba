"use client";

import { useEffect, useState } from "react";
import { FormMessage } from "@/components/ui/field";

const EVENT = "staysia:listing-notice";

/**
 * Says what just happened to a listing (approved, sent back) after the list refreshes. The row that did it may
 * be gone from the refreshed list (it left the "Awaiting review" filter), so its message is shown here, once
 * for the page, where it outlives the row.
 */
export function ListingNotice() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const show = (event: Event) => setMessage((event as CustomEvent<string>).detail);
    window.addEventListener(EVENT, show);
    return () => window.removeEventListener(EVENT, show);
  }, []);
  return <div aria-live="polite">{message && <FormMessage tone="success">{message}</FormMessage>}</div>;
}

export function announceListingNotice(message: string) {
  window.dispatchEvent(new CustomEvent(EVENT, { detail: message }));
}
