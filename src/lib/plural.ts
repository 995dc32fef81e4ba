/**
 * A count with its noun in the right form, chosen by the language's plural rules (Intl.PluralRules), never by
 * adding an "s": "1 property", "68 properties", "1,200 stays". English has two forms; other languages have
 * their own categories (Thai and Chinese one, Arabic six), so `forms` names them and `other` is the fallback.
 */
export function plural(
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
  locale = "en",
): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return `${count.toLocaleString(locale)} ${form}`;
}
