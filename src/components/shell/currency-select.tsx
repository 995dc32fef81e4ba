"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { CURRENCY_COOKIE, HEADER_CURRENCIES } from "@/lib/currency";

/**
 * SPEC.md §2 and §9: the header's currency selector. The choice is remembered in a cookie (it beats
 * detection) and the server renders the page again in it, so prices never flash in another currency.
 */
export function CurrencySelect({ current }: { current: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const options: readonly string[] = HEADER_CURRENCIES.includes(current as (typeof HEADER_CURRENCIES)[number])
    ? HEADER_CURRENCIES
    : [current, ...HEADER_CURRENCIES];
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">Currency</span>
      <select
        value={current}
        disabled={pending}
        aria-busy={pending || undefined}
        onChange={(event) => {
          document.cookie = `${CURRENCY_COOKIE}=${event.target.value}; path=/; max-age=31536000; samesite=lax`;
          startTransition(() => router.refresh());
        }}
        className="rounded-lg border border-line bg-white px-2 py-1.5 text-sm font-medium"
      >
        {options.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  );
}
