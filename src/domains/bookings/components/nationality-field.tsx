"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { COUNTRIES } from "@/lib/countries";
import { countryName } from "@/lib/iso-countries";
import { checkoutPath, type CheckoutRequest } from "../checkout-params";
import { NationalityOptions, type ExemptingTax } from "./nationality-options";
import { priceLineWords } from "./price-line-words";

export type { ExemptingTax } from "./nationality-options";

/**
 * The checkout's nationality question, asked only where a tax of the place's country exempts its citizens and
 * permanent residents (catalogue/stay-taxes.ts). One answer covers both: the country's own option says so in the
 * guest's words ("I am a Malaysian citizen or permanent resident"), so a foreigner holding permanent residence
 * picks it, and every other nationality follows, named in the guest's language (`Intl.DisplayNames`).
 *
 * A plain GET form, like the promo code: choosing reloads the checkout with `nationality=` on its address, so the
 * quote beside it is recomputed on the server with the answer, and the booking sends that same answer (the server
 * prices it again). With JavaScript the choice applies as it is made; without, its button does.
 */
export function NationalityField({
  request,
  answer,
  taxes,
}: {
  request: CheckoutRequest;
  /** The answer in force: the address's, else the guest's profile's; null when not given yet. */
  answer: string | null;
  taxes: readonly ExemptingTax[];
}) {
  const t = useTranslations("checkout");
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const { nationality: _answered, ...withoutAnswer } = request;
  const hidden = Object.entries(Object.fromEntries(new URLSearchParams(checkoutPath(withoutAnswer).split("?")[1])));
  const choose = (code: string) =>
    startTransition(() => {
      router.replace(checkoutPath({ ...withoutAnswer, ...(code ? { nationality: code } : {}) }), { scroll: false });
    });

  return (
    <form
      method="get"
      action="/checkout"
      className="space-y-1 border-t border-line pt-3"
      aria-label={t("nationality.formLabel")}
      data-testid="nationality"
    >
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="guest-nationality" className="block text-sm font-medium">
        {t("nationality.label")}
      </label>
      <select
        id="guest-nationality"
        name="nationality"
        // Uncontrolled, so the choice shows at once; keyed by the server's answer, so the page's reload resets it.
        key={answer ?? ""}
        defaultValue={answer ?? ""}
        onChange={(event) => choose(event.target.value)}
        aria-describedby="guest-nationality-hint"
        aria-busy={pending || undefined}
        required
        className="block w-full rounded-lg border border-line bg-white px-3 py-2 text-base sm:text-sm"
      >
        <NationalityOptions
          taxes={taxes}
          words={{
            choose: t("nationality.choose"),
            citizenOrResident: Object.fromEntries(
              taxes.map((tax) => [tax.country, t(`nationality.citizenOrResident.${tax.country}`)]),
            ),
            otherNationalities: t("nationality.otherNationalities"),
          }}
        />
      </select>
      <p id="guest-nationality-hint" className="text-xs text-muted">
        {taxes
          .map((tax) =>
            t("nationality.hint", {
              tax: priceLineWords(tax.label, (key, values) => t(`priceLine.${key}`, values)),
              country: countryName(COUNTRIES[tax.country].isoCode, locale),
            }),
          )
          .join(" ")}
      </p>
      <p className="text-xs text-muted" role="status" aria-live="polite">
        {pending ? t("nationality.updating") : ""}
      </p>
      <noscript>
        <button
          type="submit"
          className="rounded-lg border border-line bg-white px-4 py-2 text-sm font-medium hover:bg-brand-50"
        >
          {t("nationality.update")}
        </button>
      </noscript>
    </form>
  );
}
