import { describe, expect, it } from "vitest";
import type { MarketingContent } from "@/components/content/marketing-page";
import { DEMO_FAQ, DEMO_POSTS } from "@tests/fixtures/demo-content";
import { BUSINESS_SETTINGS as S, type StayTaxRule } from "@/domains/platform/settings";
import { COUNTRY_CODES } from "@/lib/countries";
import { LOCALES } from "@/lib/locales";
import { TEXT_BLOCKS } from "../blocks";
import { about, ABOUT, HOME_STYLING, PRIVACY, TERMS, whyUs } from "./company";
import {
  corporateStays,
  landlords,
  REWARDS,
  rewards,
  STAY_CONNECT,
  STAY_INVEST,
  stayInvest,
  STAY_TOGETHER,
  stayTogether,
} from "./products";

/** Every word a marketing page shows, as one string. */
function wordsOf(content: MarketingContent): string {
  return [
    content.eyebrow,
    content.title,
    content.intro,
    ...(content.ctas ?? []).map((cta) => cta.label),
    ...content.sections.flatMap((section) => [
      section.title,
      section.intro ?? "",
      ...(section.paragraphs ?? []),
      ...[...(section.features ?? []), ...(section.steps ?? [])].flatMap((item) => [item.title, item.text]),
    ]),
    content.closing ? `${content.closing.title} ${content.closing.text}` : "",
  ].join("\n");
}

const PAGES: [string, MarketingContent][] = [
  ["/about", ABOUT],
  ["/stay-connect", STAY_CONNECT],
  ["/stay-invest", STAY_INVEST],
  ["/rewards", REWARDS],
  ["/stay-together", STAY_TOGETHER],
  ["/privacy", PRIVACY],
  ["/termsOfUse", TERMS],
  ["/homestyling", HOME_STYLING],
  ...COUNTRY_CODES.flatMap((country): [string, MarketingContent][] => [
    [`/landlords (${country})`, landlords(country)],
    [`/whyus (${country})`, whyUs(country)],
    [`/stay-corp (${country})`, corporateStays(country)],
  ]),
];
const TEXTS: [string, string][] = [
  ...PAGES.map(([page, content]): [string, string] => [page, wordsOf(content)]),
  ...TEXT_BLOCKS.map((block): [string, string] => [block.key, block.defaultText]),
  ...DEMO_FAQ.map(([, question, answer]): [string, string] => [`FAQ: ${question}`, answer]),
  ...DEMO_POSTS.map((post): [string, string] => [`news: ${post.slug}`, `${post.title}\n${post.summary}\n${post.body}`]),
];

const percent = (basisPoints: number) => `${basisPoints / 100}%`;

describe("marketing claims (docs/CLAIMS.md)", () => {
  it("promise nothing the product does not do", () => {
    // Promises with no rule, job or data behind them: response times, round-the-clock help, account managers,
    // company invoicing, price guarantees, in-person inspections, amenities every home would need to have.
    const unbacked =
      /24\/7|any hour|working day|within \d+ days|account manager|one (monthly )?invoice|cost centre|best price|price match|checked in person|visited|Wi-Fi (is |was )?tested|utilities|everything included|we watch|right away|in your language/i;
    for (const [where, text] of TEXTS) expect(text, where).not.toMatch(unbacked);
  });

  it("write no count of the marketplace: counts are placeholders the page fills from the database", () => {
    const writtenCount =
      /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|twenty)\s+(new\s+)?(cities|homes|properties|places|apartments|rooms)\b/i;
    for (const [where, text] of TEXTS) expect(text, where).not.toMatch(writtenCount);
    expect(ABOUT.intro).toContain("{places} places in {cities} cities");
  });

  it("state the fees, shares and lengths the product prices, splits and times with", () => {
    for (const country of COUNTRY_CODES) {
      const owners = wordsOf(landlords(country));
      expect(owners).toContain(`${percent(S.commissionBasisPoints)} commission`);
      expect(owners).toContain(`${percent(S.managementFeeBasisPoints)} management fee`);
      expect(owners).toContain(`every ${S.channelSyncMinutes} minutes`);
      expect(wordsOf(corporateStays(country))).toContain(`${S.monthlyMinNights} nights`);
    }
    expect(wordsOf(STAY_INVEST)).toContain(
      `(${percent(S.investorShareBasisPoints)} unless the offering says otherwise)`,
    );
    expect(wordsOf(ABOUT)).toContain(`a guest service fee (${percent(S.serviceFeeBasisPoints)})`);
    expect(wordsOf(REWARDS)).toContain(`earn ${S.airlinePoints.pointsPerUsd} AirAsia point`);

    const faq = Object.fromEntries(DEMO_FAQ.map(([, question, answer]) => [question, answer]));
    expect(faq["What does Staysia charge owners?"]).toContain(`commission of ${percent(S.commissionBasisPoints)}`);
    expect(faq["What does Staysia charge owners?"]).toContain(`fee of ${percent(S.managementFeeBasisPoints)}`);
    expect(faq["Can I book for a month or longer?"]).toContain(`${S.monthlyMinNights} nights or more`);
    expect(faq["Which payment methods do you accept?"]).toContain(`held for ${S.bankTransferHoldHours} hours`);
    const tourismTax = S.stayTaxes.find(
      (tax) => tax.country === "malaysia" && tax.kind === "per_room_night",
    )! as Extract<StayTaxRule, { kind: "per_room_night" }>;
    expect(faq["Is there a tourism tax?"]).toMatch(
      new RegExp(`${tourismTax.currency}\\s${tourismTax.amountMinorPerRoomNight / 100} per room per night`),
    );
    expect(faq["What do the cancellation policies mean?"]).toContain(
      "Flexible: Full refund if you cancel at least 24 hours before check-in.",
    );
  });
});

describe("marketing claims in every language (docs/I18N.md)", () => {
  it("carry the figures the product prices, splits and times with, and the database's placeholders", () => {
    for (const locale of LOCALES) {
      expect(about(locale).intro, locale).toMatch(/\{places\}[\s\S]*\{cities\}|\{cities\}[\s\S]*\{places\}/);
      const owners = wordsOf(landlords("thailand", locale));
      for (const basisPoints of [S.commissionBasisPoints, S.managementFeeBasisPoints])
        expect(owners, locale).toContain(String(basisPoints / 100));
      expect(owners, locale).toContain(String(S.channelSyncMinutes));
      expect(wordsOf(corporateStays("indonesia", locale)), locale).toContain(String(S.monthlyMinNights));
      expect(wordsOf(stayTogether(locale)), locale).toContain(String(S.monthlyMinNights));
      expect(wordsOf(stayInvest(locale)), locale).toContain(String(S.investorShareBasisPoints / 100));
      expect(wordsOf(rewards(locale)), locale).toContain(String(S.referralReward.amountMinor / 100));
      // The credit is spendable at checkout until it expires, after the days staff set.
      expect(wordsOf(rewards(locale)), locale).toContain(String(S.referralCreditExpiryDays));
      // The settings in force, not the defaults.
      const changed = wordsOf(
        rewards(locale, {
          ...S,
          referralCreditExpiryDays: 180,
          referralReward: { amountMinor: 3_500, currency: "USD" },
        }),
      );
      expect(changed, locale).toContain("180");
      expect(changed, locale).toContain("35");
    }
  });
});
