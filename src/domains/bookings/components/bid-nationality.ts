import { getLocale, getTranslations } from "next-intl/server";
import { stayTaxRulesOf } from "@/domains/catalogue";
import { guestContactOf } from "@/domains/identity";
import type { SettingsInForce } from "@/domains/platform";
import { COUNTRIES } from "@/lib/countries";
import { countryName } from "@/lib/iso-countries";
import type { UserActor } from "@/server/access";
import { db } from "@/server/db";
import type { BidNationality } from "./bid-panel";
import { priceLineWords } from "./price-line-words";

/**
 * The nationality question of a guest's offer on a product page, with the checkout's words: asked only where a
 * tax of the place's country exempts its citizens and permanent residents (catalogue/stay-taxes.ts), and started
 * from the answer the guest's profile remembers. Null where nothing would change with the answer.
 */
export async function bidNationalityFor(
  actor: UserActor,
  country: string,
  inForce: SettingsInForce,
): Promise<BidNationality | null> {
  const taxes = stayTaxRulesOf(country, inForce.settings)
    .filter((rule) => rule.exempt === "citizens_and_permanent_residents")
    .map((rule) => ({ country: rule.country, label: rule.label }));
  if (taxes.length === 0) return null;
  const [t, locale, contact] = await Promise.all([
    getTranslations("checkout"),
    getLocale(),
    guestContactOf(db(), { actor }),
  ]);
  return {
    taxes,
    answer: contact?.nationality || null,
    words: {
      label: t("nationality.label"),
      choose: t("nationality.choose"),
      citizenOrResident: Object.fromEntries(
        taxes.map((tax) => [tax.country, t(`nationality.citizenOrResident.${tax.country}`)]),
      ),
      otherNationalities: t("nationality.otherNationalities"),
      hint: taxes
        .map((tax) =>
          t("nationality.hint", {
            tax: priceLineWords(tax.label, (key, values) => t(`priceLine.${key}`, values)),
            country: countryName(COUNTRIES[tax.country].isoCode, locale),
          }),
        )
        .join(" "),
    },
  };
}
