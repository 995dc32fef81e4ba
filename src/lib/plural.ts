import { numberFormat, pluralRules } from "./intl-cache";

/**
 * A count with its noun in the right form, chosen by the language's plural rules (Intl.PluralRules), never by
 * adding an "s": "1 property", "68 properties", "1,200 stays". English has two forms; other languages have
 * their own categories (Thai and Chinese one, Arabic six), so `forms` names them and `other` is the fallback.
 * Where a verb agrees with the count, the forms carry the whole phrase: `{ one: "rate is", other: "rates are" }`.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export function plural(count: number, forms: PluralForms, locale = "en"): string {
  return `${numberFormat(locale).format(count)} ${pluralForm(count, forms, locale)}`;
}

/**
 * Only the form for a count, where the sentence shows the count elsewhere or not at all: "Move or cancel it" /
 * "Move or cancel them", "a short description for one photo" / "for 3 photos".
 */
export function pluralForm(count: number, forms: PluralForms, locale = "en"): string {
  return forms[pluralRules(locale).select(count)] ?? forms.other;
}
