import { CATALOGUE, NAMESPACES, type Namespace } from "@/messages/catalogue";
import { DEFAULT_LOCALE, type Locale } from "@/lib/locales";

/** One language's messages: every namespace, or the ones asked for. */
export type Messages = (typeof CATALOGUE)["en"];

type Tree = { [key: string]: string | Tree };

/** `base` with `over`'s strings in place of its own, key by key (a language's file fills English's shape). */
function overlay(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = base[key];
    out[key] = typeof value === "object" && typeof under === "object" ? overlay(under, value) : value;
  }
  return out;
}

const filled = new Map<Locale, Messages>();

/**
 * A language's catalogue with English under it: a key a translation lacks shows in English rather than as its
 * key (the parity test in catalogue.test.ts keeps the guest namespaces whole in every language; the dashboards'
 * may stay English for now).
 */
export function messagesFor(locale: Locale): Messages {
  let messages = filled.get(locale);
  if (!messages) {
    messages =
      locale === DEFAULT_LOCALE
        ? CATALOGUE.en
        : (overlay(CATALOGUE.en as unknown as Tree, CATALOGUE[locale] as unknown as Tree) as unknown as Messages);
    filled.set(locale, messages);
  }
  return messages;
}

/** Only some namespaces: what a page hands its client components (the rest stays on the server). */
export function namespacesOf(locale: Locale, namespaces: readonly Namespace[]): Partial<Messages> {
  const all = messagesFor(locale);
  return Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
}

export { NAMESPACES, type Namespace };
