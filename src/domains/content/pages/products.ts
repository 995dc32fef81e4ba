import type { MarketingContent } from "@/components/content/marketing-page";
import { BUSINESS_SETTINGS, type BusinessSettings } from "@/domains/platform/settings";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import { countryInSentence, marketingWords, percentOf } from "./words";

export { percentOf };

const S = BUSINESS_SETTINGS;

/**
 * Copy of the product pages (SPEC.md §2's Our Products menu) and the owners' page, in each language from the
 * `marketing` catalogue (docs/I18N.md). Every claim is something the product does, and every figure is read from
 * the settings the product prices, splits and times with and passed to the message, so no language's words can
 * drift from the money; docs/CLAIMS.md lists each claim with the code and the test behind it. The English
 * constants (`STAY_INVEST`, …) are the text blocks' defaults and what the claims test reads.
 */
/** `settings`: the business settings in force (the page reads them), so the fees stated are the fees charged. */
export function landlords(
  country: CountryCode,
  locale: Locale = "en",
  settings: BusinessSettings = BUSINESS_SETTINGS,
): MarketingContent {
  const t = marketingWords(locale);
  const { pathPrefix } = COUNTRIES[country];
  const commission = percentOf(settings.commissionBasisPoints, locale);
  const managementFee = percentOf(settings.managementFeeBasisPoints, locale);
  return {
    eyebrow: t("landlords.eyebrow"),
    title: t("landlords.title", { country: countryInSentence(country, locale) }),
    intro: t("landlords.intro"),
    ctas: [
      { label: t("ctas.listYourProperty"), href: `${pathPrefix}/signup/landlord?supplier=propertyOwner` },
      { label: t("landlords.ctaHost"), href: `${pathPrefix}/signup/landlord?supplier=thirdPartyHost` },
    ],
    sections: [
      {
        title: t("landlords.twoWays.title"),
        features: [
          {
            title: t("landlords.twoWays.youRunTitle", { commission }),
            text: t("landlords.twoWays.youRunText", { commission }),
          },
          {
            title: t("landlords.twoWays.weRunTitle", { managementFee }),
            text: t("landlords.twoWays.weRunText", { managementFee }),
          },
        ],
      },
      {
        title: t("landlords.payouts.title"),
        steps: [
          { title: t("landlords.payouts.guestsPayTitle"), text: t("landlords.payouts.guestsPayText") },
          { title: t("landlords.payouts.completesTitle"), text: t("landlords.payouts.completesText") },
          { title: t("landlords.payouts.settlementTitle"), text: t("landlords.payouts.settlementText") },
          { title: t("landlords.payouts.payoutTitle"), text: t("landlords.payouts.payoutText") },
        ],
      },
      {
        title: t("landlords.tools.title"),
        features: [
          { title: t("landlords.tools.calendarTitle"), text: t("landlords.tools.calendarText") },
          {
            title: t("landlords.tools.channelTitle"),
            text: t("landlords.tools.channelText", { minutes: S.channelSyncMinutes }),
          },
          { title: t("landlords.tools.insightsTitle"), text: t("landlords.tools.insightsText") },
        ],
      },
    ],
    closing: {
      title: t("landlords.closingTitle"),
      text: t("landlords.closingText"),
      cta: { label: t("landlords.closingCta"), href: `${pathPrefix}/login/landlord?supplier=propertyOwner` },
    },
  };
}

export function corporateStays(country: CountryCode, locale: Locale = "en"): MarketingContent {
  const t = marketingWords(locale);
  return {
    eyebrow: t("corporate.eyebrow"),
    title: t("corporate.title", { country: countryInSentence(country, locale) }),
    intro: t("corporate.intro", { nights: S.monthlyMinNights }),
    sections: [
      {
        title: t("corporate.offer.title"),
        features: [
          {
            title: t("corporate.offer.monthlyTitle"),
            text: t("corporate.offer.monthlyText", { nights: S.monthlyMinNights }),
          },
          {
            title: t("corporate.offer.contractsTitle"),
            text: t("corporate.offer.contractsText", { months: S.rentNoticeMonths }),
          },
          { title: t("corporate.offer.workTitle"), text: t("corporate.offer.workText") },
          { title: t("corporate.offer.askTitle"), text: t("corporate.offer.askText") },
        ],
      },
    ],
  };
}

export function stayConnect(locale: Locale): MarketingContent {
  const t = marketingWords(locale);
  return {
    eyebrow: t("stayConnect.eyebrow"),
    title: t("stayConnect.title"),
    intro: t("stayConnect.intro"),
    ctas: [
      { label: t("ctas.findAHome"), href: "/findahome" },
      { label: t("stayConnect.ctaExperiences"), href: "/experiences" },
    ],
    sections: [
      {
        title: t("stayConnect.addTitle"),
        features: [
          { title: t("stayConnect.transfersTitle"), text: t("stayConnect.transfersText") },
          { title: t("stayConnect.toursTitle"), text: t("stayConnect.toursText") },
          { title: t("stayConnect.mealsTitle"), text: t("stayConnect.mealsText") },
          { title: t("stayConnect.insuranceTitle"), text: t("stayConnect.insuranceText") },
        ],
      },
    ],
  };
}
export const STAY_CONNECT: MarketingContent = stayConnect("en");

export function stayInvest(locale: Locale): MarketingContent {
  const t = marketingWords(locale);
  return {
    eyebrow: t("stayInvest.eyebrow"),
    title: t("stayInvest.title"),
    intro: t("stayInvest.intro"),
    ctas: [
      { label: t("stayInvest.ctaSignUp"), href: "/signup/microinvestors" },
      { label: t("stayInvest.ctaLogIn"), href: "/login/microinvestors" },
    ],
    sections: [
      {
        title: t("stayInvest.howTitle"),
        steps: [
          { title: t("stayInvest.chooseTitle"), text: t("stayInvest.chooseText") },
          { title: t("stayInvest.buyTitle"), text: t("stayInvest.buyText") },
          {
            title: t("stayInvest.distributionsTitle"),
            text: t("stayInvest.distributionsText", {
              investorShare: percentOf(S.investorShareBasisPoints, locale),
            }),
          },
          { title: t("stayInvest.followTitle"), text: t("stayInvest.followText") },
        ],
      },
      { title: t("stayInvest.risksTitle"), paragraphs: [t("stayInvest.risksText")] },
    ],
  };
}
export const STAY_INVEST: MarketingContent = stayInvest("en");

/*
 * Every claim here is what the product does: airline points are credited per US dollar of room revenue on
 * partner-channel stays (airline/points), the referrer alone is credited the referral reward when the friend
 * completes a first stay (marketing/referrals), and promo codes are staff-made (growth). There are no
 * Staysia points.
 */
export function rewards(locale: Locale, settings: BusinessSettings = BUSINESS_SETTINGS): MarketingContent {
  const t = marketingWords(locale);
  return {
    eyebrow: t("rewards.eyebrow"),
    title: t("rewards.title"),
    intro: t("rewards.intro"),
    sections: [
      {
        title: t("rewards.earnTitle"),
        features: [
          {
            title: t("rewards.pointsTitle"),
            text: t("rewards.pointsText", { points: settings.airlinePoints.pointsPerUsd }),
          },
          {
            title: t("rewards.referTitle"),
            text: t("rewards.referText", {
              reward: formatMoney(settings.referralReward, locale, { currencyDisplay: "code" }),
              days: settings.referralCreditExpiryDays,
            }),
          },
          { title: t("rewards.promoTitle"), text: t("rewards.promoText") },
        ],
      },
    ],
  };
}
export const REWARDS: MarketingContent = rewards("en");

export function stayTogether(locale: Locale): MarketingContent {
  const t = marketingWords(locale);
  return {
    eyebrow: t("stayTogether.eyebrow"),
    title: t("stayTogether.title"),
    intro: t("stayTogether.intro"),
    ctas: [
      { label: t("ctas.seeColivingHomes"), href: "/thecoliving" },
      { label: t("stayTogether.ctaSignUp"), href: "/signup/roomer" },
    ],
    sections: [
      {
        title: t("stayTogether.getTitle"),
        features: [
          { title: t("stayTogether.roomTitle"), text: t("stayTogether.roomText") },
          { title: t("stayTogether.pricesTitle"), text: t("stayTogether.pricesText") },
          {
            title: t("stayTogether.flexibleTitle"),
            text: t("stayTogether.flexibleText", { nights: S.monthlyMinNights, months: S.rentNoticeMonths }),
          },
        ],
      },
    ],
  };
}
export const STAY_TOGETHER: MarketingContent = stayTogether("en");
