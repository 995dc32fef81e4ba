import { getLocale, getTranslations } from "next-intl/server";
import { BUSINESS_SETTINGS, type BusinessSettings } from "@/domains/platform/settings";
import { formatMoney, formatNumber } from "@/lib/format";
import type { Locale } from "@/lib/locales";

/**
 * /travel-insurance: the policy wording a guest reads before buying cover at checkout, in the page's language
 * (`marketing.travelInsurance.wording`; docs/I18N.md). The figures come from the same settings the checkout prices
 * and refunds with, so the words and the money never disagree; the insurer's name stays as registered.
 */
export async function PolicyWording({
  insurerName,
  settings = BUSINESS_SETTINGS.travelInsurance,
}: {
  insurerName: string | null;
  /** The travel insurance settings in force (the premium rule is a business setting staff may change). */
  settings?: BusinessSettings["travelInsurance"];
}) {
  const [t, locale] = await Promise.all([
    getTranslations("marketing.travelInsurance.wording"),
    getLocale() as Promise<Locale>,
  ]);
  const minimum = formatMoney(
    { amountMinor: settings.minimumPremium.amountMinor, currency: settings.minimumPremium.currency },
    locale,
    { exact: true },
  );
  const insurer = insurerName ?? t("ourPartner");
  const strong = (chunks: React.ReactNode) => <span className="font-medium">{chunks}</span>;
  const percent = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 2 });
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-10" aria-labelledby="wording-title">
      <header className="space-y-3">
        <p className="text-sm font-medium uppercase tracking-wide text-brand-700">{t("eyebrow")}</p>
        <h1 id="wording-title" className="text-3xl font-semibold tracking-tight">
          {t("title")}
        </h1>
        <p className="text-muted">
          {t.rich("underwrittenBy", {
            insurer,
            b: (chunks) => <span className="font-medium text-ink">{chunks}</span>,
          })}
        </p>
      </header>

      <section aria-labelledby="premium" className="space-y-2 rounded-2xl border border-line bg-white p-6">
        <h2 id="premium" className="text-xl font-semibold">
          {t("premiumHeading")}
        </h2>
        <p>{t("premiumText", { percent: percent(settings.premiumBasisPoints / 100), minimum })}</p>
      </section>

      <section aria-labelledby="cover" className="space-y-2 rounded-2xl border border-line bg-white p-6">
        <h2 id="cover" className="text-xl font-semibold">
          {t("coverHeading")}
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("coverTravellers")}</li>
          <li>{t("coverTerms", { insurer })}</li>
          <li>{t("coverNumber", { example: `${settings.policyPrefix}-2026-000123` })}</li>
        </ul>
      </section>

      <section aria-labelledby="cancellation" className="space-y-2 rounded-2xl border border-line bg-white p-6">
        <h2 id="cancellation" className="text-xl font-semibold">
          {t("cancellationHeading")}
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t.rich("cancelBefore", { percent: percent(settings.refundBeforeStartPercent), b: strong })}</li>
          <li>{t.rich("cancelAfter", { percent: percent(settings.refundAfterStartPercent), b: strong })}</li>
          <li>{t("refundTo")}</li>
        </ul>
      </section>

      <section aria-labelledby="claims" className="space-y-2 rounded-2xl border border-line bg-white p-6">
        <h2 id="claims" className="text-xl font-semibold">
          {t("claimsHeading")}
        </h2>
        <p>{t("claimsText", { insurer })}</p>
      </section>
    </article>
  );
}
