"use client";

import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from "@/lib/locales";
import { HeaderListbox } from "./header-listbox";

const OPTIONS = LOCALES.map((locale) => ({ value: locale, text: LOCALE_NAMES[locale], lang: locale }));

/**
 * The header's language picker, beside the currency's (docs/I18N.md). The choice is a cookie for a year, which
 * beats a country variant's language and the browser's; a signed-in person's profile keeps it too (the
 * functions API's setMyLanguage), so their emails and their next sign-in elsewhere follow. The language and the
 * label come from the server (site-header.tsx): no message catalogue in the browser for the header.
 */
export function LanguageSelect({
  locale,
  label,
  signedIn = false,
}: {
  locale: Locale;
  label: string;
  signedIn?: boolean;
}) {
  return (
    <HeaderListbox
      label={label}
      current={locale}
      shown={locale.toUpperCase()}
      options={OPTIONS}
      onChoose={async (value) => {
        document.cookie = `${LOCALE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
        if (signedIn) await rememberOnProfile(value as Locale);
      }}
      testId="language-select"
    />
  );
}

async function rememberOnProfile(locale: Locale) {
  // Best effort: the cookie already holds the choice for this browser. The functions client loads only here, for
  // a signed-in person choosing, not in every public page's first load.
  const { callFunction } = await import("@/lib/functions/client");
  await callFunction("setMyLanguage", { locale }).catch(() => undefined);
}
