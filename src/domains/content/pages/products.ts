import type { MarketingContent } from "@/components/content/marketing-page";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import { formatMoney } from "@/lib/money";
import { plural } from "@/lib/plural";

/** A share in basis points as page words: 1500 → "15%". */
export const percentOf = (basisPoints: number) => `${basisPoints / 100}%`;

const S = BUSINESS_SETTINGS;

/**
 * Copy of the product pages (SPEC.md §2's Our Products menu) and the owners' page. Every claim is something the
 * product does, and every figure is read from the settings the product prices, splits and times with, so the
 * words cannot drift from the money; docs/CLAIMS.md lists each claim with the code and the test behind it.
 */
export function landlords(country: CountryCode): MarketingContent {
  const { nameInSentence, pathPrefix } = COUNTRIES[country];
  return {
    eyebrow: "For property owners",
    title: `Earn more from your property in ${nameInSentence}, with less work`,
    intro:
      "List your apartment, house or co-living rooms with Staysia. Run it yourself with our tools, or let our operations team run it for you. Either way, you see every booking and every ringgit, peso, rupiah or baht.",
    ctas: [
      { label: "List your property", href: `${pathPrefix}/signup/landlord?supplier=propertyOwner` },
      { label: "I host for owners", href: `${pathPrefix}/signup/landlord?supplier=thirdPartyHost` },
    ],
    sections: [
      {
        title: "Two ways to work with us",
        features: [
          {
            title: `You run it: ${percentOf(S.commissionBasisPoints)} commission`,
            text: `You welcome guests and keep the calendar; we bring the bookings, take the payments and settle with you monthly. Commission is ${percentOf(S.commissionBasisPoints)} of room revenue.`,
          },
          {
            title: `We run it: ${percentOf(S.managementFeeBasisPoints)} management fee`,
            text: `Our operations team runs the bookings desk, check-in, check-out and cleaning turnover, and records the property's expenses. The management fee is ${percentOf(S.managementFeeBasisPoints)} of room revenue; you receive a statement and a payout.`,
          },
        ],
      },
      {
        title: "How payouts work",
        steps: [
          { title: "Guests pay us", text: "Guests pay in your property's currency when they book." },
          {
            title: "Stay completes",
            text: "A stay counts towards the month in which the guest checks out.",
          },
          {
            title: "Monthly settlement",
            text: "Once a month has ended, our accounts team makes your settlement: revenue, fee or commission, expenses and net payout, with every line traceable to its booking or expense.",
          },
          {
            title: "Payout",
            text: "Once the settlement is approved, the payout is made and its payment reference is recorded on your settlement.",
          },
        ],
      },
      {
        title: "Tools included",
        features: [
          {
            title: "Calendar and multi-calendar",
            text: "Open and close dates, and set prices and minimum stays, for a range of days across one or all of a home's units. The multi-calendar shows all your homes side by side.",
          },
          {
            title: "Channel manager",
            text: `Export your calendar to other booking sites by iCal, and import theirs every ${S.channelSyncMinutes} minutes; our system refuses a stay that overlaps another.`,
          },
          {
            title: "Insights",
            text: "Occupancy, average daily rate and revenue per available night by month, compared with similar homes of the same type in your city when there are at least three.",
          },
        ],
      },
    ],
    closing: {
      title: "Already with us?",
      text: "Log in to see your properties, bookings and settlements.",
      cta: { label: "Owner log in", href: `${pathPrefix}/login/landlord?supplier=propertyOwner` },
    },
  };
}

export function corporateStays(country: CountryCode): MarketingContent {
  const { nameInSentence } = COUNTRIES[country];
  return {
    eyebrow: "StayCorp · Corporate stays",
    title: `Furnished homes for teams on assignment in ${nameInSentence}`,
    intro: `From a week-long project to a posting of several months: monthly rates from ${S.monthlyMinNights} nights, rental contracts for longer postings, and a corporate enquiry our team answers with homes for your team.`,
    sections: [
      {
        title: "What companies get",
        features: [
          {
            title: "Monthly rates",
            text: `Homes with a monthly rate are priced at that rate for stays of ${S.monthlyMinNights} nights or more.`,
          },
          {
            title: "Rental contracts",
            text: `For a posting of several months in a home we manage: a contract with a monthly rent invoice, renewable, with a notice period of ${plural(S.rentNoticeMonths, { one: "month", other: "months" })}.`,
          },
          {
            title: "Homes to work from",
            text: "Search for homes with a workspace and Wi-Fi: each listing shows its amenities before you book.",
          },
          {
            title: "One place to ask",
            text: "Send one enquiry with your cities, dates and head count; our team answers by email with homes and rates.",
          },
        ],
      },
    ],
  };
}

export const STAY_CONNECT: MarketingContent = {
  eyebrow: "StayConnect",
  title: "Your stay, connected: transfers, tours and meals in one booking",
  intro: "Add an airport pick-up, a day tour or a meal to your stay at checkout, paid together in one payment.",
  ctas: [
    { label: "Find a home", href: "/findahome" },
    { label: "Book a tour, transfer or meal on its own", href: "/experiences" },
  ],
  sections: [
    {
      title: "What you can add",
      features: [
        {
          title: "Airport transfers",
          text: "Choose your pick-up point and give your flight number when you book.",
        },
        {
          title: "Day tours",
          text: "Tours run by local suppliers at set times, each with its meeting point, its duration and the places left.",
        },
        { title: "Meals", text: "Meals at set times, each with its venue and the places left." },
        {
          title: "Travel insurance",
          text: "Cover for your stay, offered at checkout with the policy wording before you buy.",
        },
      ],
    },
  ],
};

export const STAY_INVEST: MarketingContent = {
  eyebrow: "StayInvest",
  title: "Own a share of the income of rental homes",
  intro:
    "Buy units in a property's monthly net operating income. Every month, once the property's accounts for the month have closed, the investors' share is distributed to unit holders.",
  ctas: [
    { label: "Create an investor account", href: "/signup/microinvestors" },
    { label: "Investor log in", href: "/login/microinvestors" },
  ],
  sections: [
    {
      title: "How it works",
      steps: [
        {
          title: "Choose an offering",
          text: "Each offering names the property, the units for sale, the unit price and the investors' share of its income.",
        },
        {
          title: "Buy units",
          text: "Pay by card for the units you want; units paid for before a month ends share in that month's distribution.",
        },
        {
          title: "Monthly distributions",
          text: `Investors share the offering's stated part of the property's net operating income (${percentOf(S.investorShareBasisPoints)} unless the offering says otherwise), in proportion to units held.`,
        },
        {
          title: "Follow it",
          text: "Your portfolio shows holdings, distributions, yield and each property's income statement.",
        },
      ],
    },
    {
      title: "Know the risks",
      paragraphs: [
        "Income follows occupancy and costs: it can fall as well as rise, and a month with no net income distributes nothing. Units are not a bank deposit and are not guaranteed. Only invest what you can leave invested.",
      ],
    },
  ],
};

/*
 * Every claim here is what the product does: airline points are credited per US dollar of room revenue on
 * partner-channel stays (airline/points), the referrer alone is credited the referral reward when the friend
 * completes a first stay (marketing/referrals), and promo codes are staff-made (growth). There are no
 * Staysia points.
 */
export const REWARDS: MarketingContent = {
  eyebrow: "Rewards",
  title: "Ways to save and earn",
  intro:
    "Earn airline points when you book through our airline partner, earn a credit when a friend you invite completes a first stay, and save with seasonal promo codes.",
  sections: [
    {
      title: "Ways to earn",
      features: [
        {
          title: "Partner points",
          text: `Book through the AirAsia storefront with your member ID and earn ${plural(S.airlinePoints.pointsPerUsd, { one: "AirAsia point", other: "AirAsia points" })} per US dollar of room revenue, credited when your stay is confirmed.`,
        },
        {
          title: "Refer a friend",
          text: `Share your link from your referrals page; when a friend who signed up with it completes a first stay, you are credited ${formatMoney(
            {
              amountMinor: BUSINESS_SETTINGS.referralReward.amountMinor,
              currency: BUSINESS_SETTINGS.referralReward.currency,
            },
            { currencyDisplay: "code" },
          )}. The credit is yours, once per friend; your friend's stay is priced as usual.`,
        },
        { title: "Promo codes", text: "Seasonal codes for percentage or fixed discounts, applied at checkout." },
      ],
    },
  ],
};

export const STAY_TOGETHER: MarketingContent = {
  eyebrow: "StayTogether",
  title: "Co-living for people who came to work, study or start again",
  intro:
    "A private room in a shared, furnished home, by the month or by the night, with the home's amenities and house rules shown before you book.",
  ctas: [
    { label: "See co-living homes", href: "/thecoliving" },
    { label: "Create a guest account", href: "/signup/roomer" },
  ],
  sections: [
    {
      title: "What you get",
      features: [
        {
          title: "Your own room",
          text: "A private room in a shared home, with the home's size, rooms and amenities listed.",
        },
        {
          title: "Clear prices",
          text: "The monthly or nightly rate, the cleaning fee, the service fee and any tax are shown before you pay.",
        },
        {
          title: "Flexible stays",
          text: `By the night, or by the month from ${S.monthlyMinNights} nights; for longer stays in a home we manage, a rental contract with a notice period of ${plural(S.rentNoticeMonths, { one: "month", other: "months" })}.`,
        },
      ],
    },
  ],
};
