"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import { countryChoices } from "@/lib/iso-countries";

/** A tax of the place's country that its citizens and permanent residents do not pay. */
export interface ExemptingTax {
  country: CountryCode;
  /** The tax's name as the quote line writes it ("Tourism tax"). */
  label: string;
}

/** The words of the nationality question's options, in the guest's language (the page's own namespace gives them). */
export interface NationalityWords {
  choose: string;
  /** Per exempting country: "I am a Malaysian citizen or permanent resident". */
  citizenOrResident: Partial<Record<CountryCode, string>>;
  otherNationalities: string;
}

/**
 * The options of a nationality question: the exempting countries' own options first (citizens and permanent
 * residents), then every other nationality named in the guest's language. The checkout's question and the offer
 * form on a product page share it.
 */
export function NationalityOptions({ taxes, words }: { taxes: readonly ExemptingTax[]; words: NationalityWords }) {
  const locale = useLocale();
  const exemptCodes = taxes.map((tax) => COUNTRIES[tax.country].isoCode as string).join(",");
  const others = useMemo(
    () => countryChoices(locale).filter((choice) => !exemptCodes.split(",").includes(choice.code)),
    [locale, exemptCodes],
  );
  return (
    <>
      <option value="">{words.choose}</option>
      {taxes.map((tax) => (
        <option key={tax.country} value={COUNTRIES[tax.country].isoCode}>
          {words.citizenOrResident[tax.country]}
        </option>
      ))}
      <optgroup label={words.otherNationalities}>
        {others.map((choice) => (
          // Named by the runtime's Intl data, which differs between Node.js and the browser for a few countries
          // ("Hong Kong SAR China" / "Hong Kong"): the server's names are kept rather than failing the page's
          // hydration, which rendered the form again and lost what the guest had typed (lib/iso-countries.ts).
          <option key={choice.code} value={choice.code} suppressHydrationWarning>
            {choice.name}
          </option>
        ))}
      </optgroup>
    </>
  );
}
