import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/locales";
import { messagesFor, type Namespace } from "./messages";

/**
 * Translations outside a page's request: emails rendered by the outbox's worker, PDFs, Ask Stacy's replies and
 * tests. Pages use next-intl's `getTranslations` / `useTranslations`, which read the same catalogue through
 * src/i18n/request.ts. Dates, numbers and money go through src/lib/format.ts.
 */
export function translatorFor<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: messagesFor(locale), namespace });
}
