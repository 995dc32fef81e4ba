"use client";

import { useTranslations } from "next-intl";
import { CURRENCY_COOKIE, HEADER_CURRENCIES } from "@/lib/currency";
import { HeaderListbox } from "./header-listbox";

const OPTIONS = HEADER_CURRENCIES.map((code) => ({ value: code, text: code }));

/**
 * SPEC.md §2 and §9: the header's currency selector, offering exactly the eight header currencies. The current
 * currency may be another one (a visitor detected as PHP or EUR sees prices in it). The choice is remembered in a
 * cookie for a year; it beats detection.
 */
export function CurrencySelect({ current }: { current: string }) {
  const t = useTranslations("common");
  return (
    <HeaderListbox
      label={t("currency")}
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
