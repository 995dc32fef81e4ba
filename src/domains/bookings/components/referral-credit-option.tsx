"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/locales";

/**
 * The guest's referral credit as the checkout page offers it (marketing/referral-credit.ts): what it is worth in
 * the stay's currency at the stored rates, how much of the stay it pays (all of it but one whole unit of the
 * currency, which the card or transfer pays), and the credit in its own currencies.
 */
export interface ReferralCreditOffer {
  availableMinor: number;
  applyMinor: number;
  balances: { currency: string; amountMinor: number }[];
}

/**
 * "Use my referral credit": a yes or no the checkout sends as `useReferralCredit`; the amount shown is the page's
 * reading, and the server works it out again in the hold (the client never sends an amount).
 */
export function ReferralCreditOption({
  offer,
  currency,
  checked,
  onChange,
  toPay,
}: {
  offer: ReferralCreditOffer;
  /** The stay's currency. */
  currency: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the card or transfer pays with the credit applied, formatted. */
  toPay: string;
}) {
  const t = useTranslations("checkout");
  const locale = useLocale() as Locale;
  const money = (amountMinor: number, inCurrency = currency) =>
    formatMoney({ amountMinor, currency: inCurrency }, locale, { exact: true });
  const own = offer.balances
    .filter((balance) => balance.currency !== currency)
    .map((balance) => money(balance.amountMinor, balance.currency))
    .join(", ");
  return (
    <fieldset className="space-y-2 rounded-2xl border border-line bg-white p-5" data-testid="referral-credit">
      <legend className="px-1 text-lg font-semibold">{t("referralCredit.legend")}</legend>
      <div className="flex items-start gap-3">
        <input
          id="use-referral-credit"
          type="checkbox"
          name="useReferralCredit"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-1"
          aria-describedby="referral-credit-terms"
        />
        <div>
          <label htmlFor="use-referral-credit" className="block cursor-pointer text-sm font-medium">
            {t("referralCredit.use", { amount: money(offer.availableMinor) })}
          </label>
          <p id="referral-credit-terms" className="text-xs text-muted">
            {own ? t("referralCredit.converted", { amount: own }) + " " : ""}
            {t("referralCredit.terms")}
          </p>
        </div>
      </div>
      {checked && (
        <dl className="space-y-1 border-t border-line pt-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt>{t("referralCredit.applied")}</dt>
            <dd data-testid="referral-credit-applied">−{money(offer.applyMinor)}</dd>
          </div>
          <div className="flex justify-between gap-3 font-semibold">
            <dt>{t("referralCredit.rest")}</dt>
            <dd data-testid="referral-credit-to-pay">{toPay}</dd>
          </div>
        </dl>
      )}
    </fieldset>
  );
}
