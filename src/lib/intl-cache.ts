/**
 * `Intl` formatters made once per language and options, not once per call. Making one costs 50–250 µs (it loads
 * the language's data), formatting with one a microsecond: a dashboard table of a few hundred amounts, or a search
 * page quoting two dozen stays (each quote's lines name their nights), spent most of its formatting time making
 * formatters. Formatters hold no state between calls, so sharing them is safe. The options vary little (a few
 * styles and the currencies), so the cache stays small; it is emptied should it ever reach MAX_FORMATTERS.
 */
const MAX_FORMATTERS = 1_000;
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, tag: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${tag}|${options ? JSON.stringify(options) : ""}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(tag: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached("number", tag, options, () => new Intl.NumberFormat(tag, options));
}

export function dateTimeFormat(tag: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached("date", tag, options, () => new Intl.DateTimeFormat(tag, options));
}

export function pluralRules(tag: string): Intl.PluralRules {
  return cached("plural", tag, undefined, () => new Intl.PluralRules(tag));
}

export function listFormat(tag: string, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return cached("list", tag, options, () => new Intl.ListFormat(tag, options));
}

/** How many formatters are kept (tests). */
export function cachedFormatterCount(): number {
  return formatters.size;
}
