import type { MarketingContent } from "@/components/content/marketing-page";
import { BUSINESS_SETTINGS, type BusinessSettings } from "@/domains/platform/settings";
import type { CountryCode } from "@/lib/countries";
import type { Locale } from "@/lib/locales";
import { countryInSentence, marketingWords, percentOf } from "./words";

const S = BUSINESS_SETTINGS;

/**
 * Copy of the company pages, in each language from the `marketing` catalogue (docs/I18N.md). Country-aware where
 * a variant has the page (SPEC.md §2). Every claim is something the product does (docs/CLAIMS.md); a count of the
 * marketplace is a placeholder the page fills from the database ({cities}, {places}: `marketplaceFigures`), never
 * a number written here, and each figure is read from the settings, so no language's words can drift from them.
 * The English constants (`ABOUT`, …) are the text blocks' defaults and what the claims test reads.
 */
/** `settings`: the business settings in force (the page reads them), so the fees stated are the fees charged. */
export function about(locale: Locale, settings: BusinessSettings = BUSINESS_SETTINGS): MarketingContent {
  const t = marketingWords(locale);
  return {
    eyebrow: t("about.eyebrow"),
    title: t("about.title"),
    // The placeholders stay as typed: the page fills them from the database (fillPlaceholders).
    intro: t("about.intro", { places: "{places}", cities: "{cities}" }),
    ctas: [
      { label: t("ctas.findAHome"), href: "/findahome" },
      { label: t("ctas.listYourProperty"), href: "/landlords" },
    ],
    sections: [
      {
        title: t("about.whatWeDo.title"),
        features: [
          { title: t("about.whatWeDo.lengthsTitle"), text: t("about.whatWeDo.lengthsText") },
          { title: t("about.whatWeDo.ownHomesTitle"), text: t("about.whatWeDo.ownHomesText") },
          { title: t("about.whatWeDo.fairDealTitle"), text: t("about.whatWeDo.fairDealText") },
          { title: t("about.whatWeDo.moreThanABedTitle"), text: t("about.whatWeDo.moreThanABedText") },
          { title: t("about.whatWeDo.incomeTitle"), text: t("about.whatWeDo.incomeText") },
          { title: t("about.whatWeDo.nearbyTitle"), text: t("about.whatWeDo.nearbyText") },
        ],
      },
      {
        title: t("about.howWeWork.title"),
        paragraphs: [
          t("about.howWeWork.reviewed"),
          t("about.howWeWork.prices"),
          t("about.howWeWork.revenue", {
            commission: percentOf(settings.commissionBasisPoints, locale),
            managementFee: percentOf(settings.managementFeeBasisPoints, locale),
            serviceFee: percentOf(settings.serviceFeeBasisPoints, locale),
          }),
        ],
      },
    ],
    closing: {
      title: t("about.closingTitle"),
      text: t("about.closingText"),
      cta: { label: t("ctas.contactUs"), href: "/contact" },
    },
  };
}
export const ABOUT: MarketingContent = about("en");

export function whyUs(country: CountryCode, locale: Locale = "en"): MarketingContent {
  const t = marketingWords(locale);
  return {
    eyebrow: t("whyUs.eyebrow"),
    title: t("whyUs.title", { country: countryInSentence(country, locale) }),
    intro: t("whyUs.intro"),
    ctas: [{ label: t("ctas.findAHome"), href: "/findahome" }],
    sections: [
      {
        title: t("whyUs.guests.title"),
        features: [
          { title: t("whyUs.guests.reviewedTitle"), text: t("whyUs.guests.reviewedText") },
          { title: t("whyUs.guests.fullPriceTitle"), text: t("whyUs.guests.fullPriceText") },
          {
            title: t("whyUs.guests.flexibleTitle"),
            text: t("whyUs.guests.flexibleText", { nights: S.monthlyMinNights }),
          },
          { title: t("whyUs.guests.teamTitle"), text: t("whyUs.guests.teamText") },
        ],
      },
      {
        title: t("whyUs.owners.title"),
        features: [
          { title: t("whyUs.owners.serviceTitle"), text: t("whyUs.owners.serviceText") },
          { title: t("whyUs.owners.settledTitle"), text: t("whyUs.owners.settledText") },
          {
            title: t("whyUs.owners.noDoubleTitle"),
            text: t("whyUs.owners.noDoubleText", { minutes: S.channelSyncMinutes }),
          },
        ],
      },
    ],
    closing: {
      title: t("whyUs.closingTitle"),
      text: t("whyUs.closingText"),
      cta: { label: t("ctas.listYourProperty"), href: "/landlords" },
    },
  };
}

export function privacy(locale: Locale): MarketingContent {
  const t = marketingWords(locale);
  return {
    eyebrow: t("privacy.eyebrow"),
    title: t("privacy.title"),
    intro: t("privacy.intro"),
    sections: [
      { title: t("privacy.collectTitle"), paragraphs: [t("privacy.collectPersonal"), t("privacy.collectInvestors")] },
      { title: t("privacy.whyTitle"), paragraphs: [t("privacy.whyText")] },
      { title: t("privacy.whoTitle"), paragraphs: [t("privacy.whoText")] },
      { title: t("privacy.rightsTitle"), paragraphs: [t("privacy.rightsText")] },
    ],
  };
}
export const PRIVACY: MarketingContent = privacy("en");

export function terms(locale: Locale): MarketingContent {
  const t = marketingWords(locale);
  return {
    eyebrow: t("terms.eyebrow"),
    title: t("terms.title"),
    intro: t("terms.intro"),
    sections: [
      { title: t("terms.bookingsTitle"), paragraphs: [t("terms.bookingsText")] },
      { title: t("terms.paymentsTitle"), paragraphs: [t("terms.paymentsText")] },
      { title: t("terms.ownersTitle"), paragraphs: [t("terms.ownersText")] },
      { title: t("terms.investTitle"), paragraphs: [t("terms.investText")] },
      { title: t("terms.contactTitle"), paragraphs: [t("terms.contactText")] },
    ],
  };
}
export const TERMS: MarketingContent = terms("en");

/** Home styling is a service our team arranges on request: the page promises no package, price or lead time. */
export function homeStyling(locale: Locale): MarketingContent {
  const t = marketingWords(locale);
  return {
    eyebrow: t("homeStyling.eyebrow"),
    title: t("homeStyling.title"),
    intro: t("homeStyling.intro"),
    ctas: [{ label: t("homeStyling.cta"), href: "/contact" }],
    sections: [
      {
        title: t("homeStyling.howTitle"),
        steps: [
          { title: t("homeStyling.askTitle"), text: t("homeStyling.askText") },
          { title: t("homeStyling.proposalTitle"), text: t("homeStyling.proposalText") },
          { title: t("homeStyling.listTitle"), text: t("homeStyling.listText") },
        ],
      },
    ],
  };
}
export const HOME_STYLING: MarketingContent = homeStyling("en");
