import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { messagesFor } from "@/i18n/messages";
import type { Locale } from "@/lib/locales";

/** Component tests: a client component that reads messages, rendered in a language (English unless asked). */
export function withIntl(ui: ReactNode, locale: Locale = "en") {
  return (
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)}>
      {ui}
    </NextIntlClientProvider>
  );
}

/** The English catalogue around a test's UI: the unit tests' default wrapper (tests/support/unit-setup.ts). */
export function EnglishIntl({ children }: { children: ReactNode }) {
  return withIntl(children, "en");
}
