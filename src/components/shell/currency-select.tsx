"use client";

import { CURRENCY_COOKIE, HEADER_CURRENCIES } from "@/lib/currency";
import { HeaderListbox } from "./header-listbox";

const OPTIONS = HEADER_CURRENCIES.map((code) => ({ value: code, text: code }));

/**
 * SPEC.md §2 and §9: the header's currency selector, offering exactly the eight header currencies. The current
 * currency may be another one (a visitor detected as PHP or EUR sees prices in it). The choice is remembered in a
 * cookie for a year; it beats detection. Its label comes from the server (site-header.tsx), so that the public
 * pages need no message catalogue in the browser (docs/I18N.md, "The catalogue").
 */
export function CurrencySelect({ current, label }: { current: string; label: string }) {
  return (
    <HeaderListbox
      label={label}
      current={current}
      shown={current}
      options={OPTIONS}
      onChoose={(code) => {
        document.cookie = `${CURRENCY_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
      }}
      testId="currency-select"
    />
  );
}
