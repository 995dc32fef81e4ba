import type { MarketingContent } from "@/components/content/marketing-page";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import { formatMoney } from "@/lib/money";

/** Copy of the product pages (SPEC.md §2's Our Products menu) and the owners' page. */
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
            title: "You run it: 15% commission",
            text: "You welcome guests and keep the calendar; we bring the bookings, take the payments and pay you monthly. Commission is 15% of room revenue.",
          },
          {
            title: "We run it: 20% management fee",
            text: "Our team handles guests, cleaning, check-in, repairs and pricing. The management fee is 20% of room revenue; you receive a statement and a payout.",
          },
        ],
      },
      {
        title: "How payouts work",
        steps: [
          { title: "Guests pay us", text: "Guests pay in your property's currency when they book." },
          {
            title: "Stay completes",
            text: "Once the guest checks out, the stay counts towards that month's statement.",
          },
          {
            title: "Monthly statement",
            text: "On the 3rd we send your statement: revenue, fee or commission, expenses and net payout.",
          },
          {
            title: "Payout",
            text: "After approval the payout goes to your bank account, with its reference on the statement.",
          },
        ],
      },
      {
        title: "Tools included",
        features: [
          {
            title: "Calendar and multi-calendar",
            text: "Open and close dates, set prices and minimum stays for one home or all of them at once.",
          },
          {
            title: "Channel manager",
            text: "Sync your calendar with other booking sites by iCal, so no night is sold twice.",
          },
          {
            title: "Insights",
            text: "Occupancy, average daily rate and revenue per available night, compared with similar homes in your city.",
          },
        ],
      },
    ],
    closing: {
      title: "Already with us?",
      text: "Log in to see your properties, bookings and statements.",
      cta: { label: "Owner log in", href: `${pathPrefix}/login/landlord?supplier=propertyOwner` },
    },
  };
}

export function corporateStays(country: CountryCode): MarketingContent {
  const { nameInSentence } = COUNTRIES[country];
  return {
    eyebrow: "StayCorp · Corporate stays",
    title: `Furnished homes for teams on assignment in ${nameInSentence}`,
    intro:
      "From a week-long project to a six-month posting: serviced apartments with workspaces, one monthly invoice for all your staff, and a named account manager.",
    sections: [
      {
        title: "What companies get",
        features: [
          {
            title: "One invoice a month",
            text: "Every stay of every employee on a single invoice, with your cost centres.",
          },
          {
            title: "Corporate rates",
            text: "Monthly rates from 28 nights, and negotiated rates for regular bookings.",
          },
          {
            title: "Work-ready homes",
            text: "A desk, a good chair and tested Wi-Fi in every home we offer to companies.",
          },
          { title: "Flexible changes", text: "Extend or shorten stays as projects change, with clear notice periods." },
        ],
      },
    ],
  };
}

export const STAY_CONNECT: MarketingContent = {
  eyebrow: "StayConnect",
  title: "Your stay, connected: transfers, tours and meals in one booking",
  intro: "Add an airport pick-up, a day tour or meals to your stay at checkout, paid together and all in one place.",
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
          text: "A driver waits at arrivals with your name. Tell us your flight number; we watch for delays.",
        },
        {
          title: "Day tours",
          text: "Small-group tours with local guides: George Town's street art, Ubud's rice terraces, Chiang Mai's temples.",
        },
        { title: "Meals", text: "Breakfast hampers and home-cooked dinners delivered to your door." },
        {
          title: "Travel insurance",
          text: "Cover for your trip, offered at checkout with the policy wording before you buy.",
        },
      ],
    },
  ],
};

export const STAY_INVEST: MarketingContent = {
  eyebrow: "StayInvest",
  title: "Own a share of the income of rental homes",
  intro:
    "Buy units in a property's monthly net operating income, from small amounts. Every month, once the property's accounts close, the investors' share is paid out to unit holders.",
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
          text: "Each offering names the property, its track record, the units for sale and the unit price.",
        },
        { title: "Buy units", text: "Pay for the units you want; you hold them from the next month on." },
        {
          title: "Monthly distributions",
          text: "Investors share 50% of the property's net operating income, in proportion to units held.",
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
        "Income follows occupancy and costs: it can fall as well as rise, and a month can pay nothing. Units are not a bank deposit and are not guaranteed. Only invest what you can leave invested.",
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
          text: "Book through the AirAsia storefront with your member ID and earn 1 AirAsia point per US dollar of room revenue, credited when your stay is confirmed.",
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
    "A private room in a shared, furnished home, with cleaning, Wi-Fi and utilities included, and housemates who are new in town too.",
  ctas: [
    { label: "See co-living homes", href: "/thecoliving" },
    { label: "Create a guest account", href: "/signup/roomer" },
  ],
  sections: [
    {
      title: "What is included",
      features: [
        { title: "Your own room", text: "A furnished private room with a proper bed, a desk and storage." },
        { title: "Everything paid", text: "Rent covers utilities, fast Wi-Fi and weekly cleaning of shared spaces." },
        { title: "Flexible stays", text: "From a few weeks, with monthly rates and a simple notice period." },
      ],
    },
  ],
};
