import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/locales";
import { messagesFor, type Namespace } from "./messages";

const create = <N extends Namespace>(locale: Locale, namespace: N) =>
  createTranslator({ locale, messages: messagesFor(locale), namespace });

/**
 * One translator per language and namespace, kept: a translator keeps the messages it has parsed (ICU formats)
 * and its Intl formatters, and the catalogue never changes while the process runs. A new one per email parsed
 * every message again (docs/PERFORMANCE.md, Booking: a checkout's confirmation email).
 */
const translators = new Map<string, unknown>();

/**
 * Translations outside a page's request: emails rendered by the outbox's worker, PDFs, Ask Stacy's replies and
 * tests. Pages use next-intl's `getTranslations` / `useTranslations`, which read the same catalogue through
 * src/i18n/request.ts. Dates, numbers and money go through src/lib/format.ts.
 */
export function translatorFor<N extends Namespace>(locale: Locale, namespace: N): ReturnType<typeof create<N>> {
  const key = `${locale}:${namespace}`;
  let translator = translators.get(key) as ReturnType<typeof create<N>> | undefined;
  if (!translator) {
    translator = create(locale, namespace);
    translators.set(key, translator);
  }
  return translator;
}
