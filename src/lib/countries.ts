/** The countries we operate in, with what follows from each: ISO 3166-1 code, currency, time zone, cities, path. */
export const COUNTRIES = {
  malaysia: {
    isoCode: "MY",
    name: "Malaysia",
    nameInSentence: "Malaysia",
    currency: "MYR",
    timeZone: "Asia/Kuala_Lumpur",
    pathPrefix: "",
  },
  philippines: {
    isoCode: "PH",
    name: "Philippines",
    nameInSentence: "the Philippines",
    currency: "PHP",
    timeZone: "Asia/Manila",
    pathPrefix: "/philippines",
  },
  indonesia: {
    isoCode: "ID",
    name: "Indonesia",
    nameInSentence: "Indonesia",
    currency: "IDR",
    timeZone: "Asia/Jakarta",
    pathPrefix: "/indonesia",
  },
  thailand: {
    isoCode: "TH",
    name: "Thailand",
    nameInSentence: "Thailand",
    currency: "THB",
    timeZone: "Asia/Bangkok",
    pathPrefix: "/thailand",
  },
} as const;

export type CountryCode = keyof typeof COUNTRIES;
export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];
export const DEFAULT_COUNTRY: CountryCode = "malaysia";

/** The country variants of the site, each under its own path (SPEC.md §2): /philippines, /indonesia, /thailand. */
export const COUNTRY_VARIANTS = ["philippines", "indonesia", "thailand"] as const satisfies readonly CountryCode[];

/** The site country for a path's first segment, or null when it is not a country variant. */
export function countryVariant(segment: string): CountryCode | null {
  return (COUNTRY_VARIANTS as readonly string[]).includes(segment) ? (segment as CountryCode) : null;
}
