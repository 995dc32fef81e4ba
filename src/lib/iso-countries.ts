/**
 * The ISO 3166-1 alpha-2 country codes (all 249 assigned ones), for a guest's nationality or country of residence.
 * Names are not kept here: `Intl.DisplayNames` gives each in the reader's language, so the list stays codes only
 * and needs no translation. Pure and client-safe. The codes stay in rows of twenty (prettier-ignore), not one a line.
 */
import { INTL_TAGS, LOCALES, type Locale } from "./locales";

// prettier-ignore
export const ISO_COUNTRY_CODES = [
  "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ", "BA", "BB", "BD", "BE",
  "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS", "BT", "BV", "BW", "BY", "BZ", "CA", "CC", "CD",
  "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN", "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM",
  "DO", "DZ", "EC", "EE", "EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR", "GA", "GB", "GD", "GE", "GF",
  "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK", "HM", "HN", "HR", "HT", "HU",
  "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM", "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN",
  "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC", "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME",
  "MF", "MG", "MH", "MK", "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA",
  "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG", "PH", "PK", "PL", "PM",
  "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW", "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI",
  "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS", "ST", "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ", "TK",
  "TL", "TM", "TN", "TO", "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VI",
  "VN", "VU", "WF", "WS", "YE", "YT", "ZA", "ZM", "ZW",
] as const;

export type IsoCountryCode = (typeof ISO_COUNTRY_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ISO_COUNTRY_CODES);

export function isIsoCountryCode(value: string): value is IsoCountryCode {
  return KNOWN.has(value);
}

/** The `Intl` tag of one of our languages (docs/I18N.md, `INTL_TAGS`), or the tag given. */
const tagOf = (locale: string) =>
  (LOCALES as readonly string[]).includes(locale) ? INTL_TAGS[locale as Locale] : locale;

/** A country's name in `locale` ("Malaysia", "马来西亚"), the code itself where the runtime has no name for it. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([tagOf(locale), "en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country as a picker lists it: its name in `locale`, in that language's alphabetical order. */
export function countryChoices(locale: string): { code: IsoCountryCode; name: string }[] {
  const names = new Intl.DisplayNames([tagOf(locale), "en"], { type: "region" });
  const collator = new Intl.Collator(tagOf(locale));
  return ISO_COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
