import type { MarketingContent } from "@/components/content/marketing-page";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import { percentOf } from "./products";

const S = BUSINESS_SETTINGS;

/**
 * Copy of the company pages. Country-aware where a variant has the page (SPEC.md §2). Every claim is something
 * the product does (docs/CLAIMS.md); a count of the marketplace is a placeholder the page fills from the
 * database ({cities}, {places}: `marketplaceFigures`), never a number written here.
 */
export const ABOUT: MarketingContent = {
  eyebrow: "About Staysia",
  title: "Homes that work for the way people travel and live in Asia",
  intro:
    "Staysia is a marketplace for homes in Asia: {places} places in {cities} cities across Malaysia, the Philippines, Indonesia and Thailand, listed by their owners and hosts or run by our own operations team.",
  ctas: [
    { label: "Find a home", href: "/findahome" },
    { label: "List your property", href: "/landlords" },
  ],
  sections: [
    {
      title: "What we do",
      features: [
        {
          title: "Stays of every length",
          text: "A night, a month or a few hours: apartments, family houses, co-living rooms and day rooms, priced in local currency.",
        },
        {
          title: "Homes we run ourselves",
          text: "Our operations team manages homes for their owners: the bookings desk, check-in, check-out, cleaning turnover and the property's expenses.",
        },
        {
          title: "A fair deal for owners",
          text: "Owners and hosts see every booking, every fee and every expense, with a monthly settlement they can check line by line.",
        },
        {
          title: "More than a bed",
          text: "Airport transfers, day tours, meals and travel insurance can be added to a stay in the same checkout.",
        },
        {
          title: "Income you can share in",
          text: "With StayInvest, investors buy units in the monthly net operating income of a rental home.",
        },
        {
          title: "People nearby",
          text: "Offices in Kuala Lumpur, Makati, Jakarta and Bangkok; write to us from the contact page or on WhatsApp.",
        },
      ],
    },
    {
      title: "How we work",
      paragraphs: [
        "Every listing is reviewed by our team before it goes live. Each shows its photos, amenities, house rules, cancellation policy and published guest reviews before you book.",
        "Prices are shown with every fee and tax before you pay. You pay in the property's own currency, and the checkout shows the exact amount charged.",
        `Our revenue is a commission (${percentOf(S.commissionBasisPoints)}) or a management fee (${percentOf(S.managementFeeBasisPoints)}) on room revenue, a guest service fee (${percentOf(S.serviceFeeBasisPoints)}) shown as its own line at checkout, and a commission on the tours, transfers, meals and insurance sold with a stay. Owners pay nothing to be listed.`,
      ],
    },
  ],
  closing: {
    title: "Questions about working with us?",
    text: "Write to us: every message gets a reference, and our team answers by email.",
    cta: { label: "Contact us", href: "/contact" },
  },
};

export function whyUs(country: CountryCode): MarketingContent {
  const name = COUNTRIES[country].nameInSentence;
  return {
    eyebrow: "Why Staysia",
    title: `Why guests and owners in ${name} choose Staysia`,
    intro:
      "Reviewed homes, the full price before you pay, and a team you can reach. Here is what that means in practice.",
    ctas: [{ label: "Find a home", href: "/findahome" }],
    sections: [
      {
        title: "For guests",
        features: [
          {
            title: "Reviewed before they go live",
            text: "Every listing is reviewed by our team before guests can book it, and shows its house rules, cancellation policy and published guest reviews.",
          },
          {
            title: "The full price up front",
            text: "Cleaning, the service fee and local taxes are shown before you book, in the local currency you will pay.",
          },
          {
            title: "Flexible lengths",
            text: `Book a few hours in a day room, a weekend, or a month at a monthly rate from ${S.monthlyMinNights} nights.`,
          },
          {
            title: "A team you can reach",
            text: "Write to us from the contact page or on WhatsApp, or call our local office in its opening hours.",
          },
        ],
      },
      {
        title: "For owners and hosts",
        features: [
          {
            title: "Your choice of service",
            text: "Let our operations team run your home, or run it yourself with our calendar, channel manager and statements.",
          },
          {
            title: "Settled every month",
            text: "A monthly settlement for the stays completed, and a payout once approved, with every line traceable.",
          },
          {
            title: "No double bookings",
            text: `Other booking sites' calendars are imported every ${S.channelSyncMinutes} minutes, and our database refuses a stay that overlaps another.`,
          },
        ],
      },
    ],
    closing: {
      title: "Ready to list?",
      text: "Add your property in a few steps; our team reviews it before it goes live.",
      cta: { label: "List your property", href: "/landlords" },
    },
  };
}

export const PRIVACY: MarketingContent = {
  eyebrow: "Privacy",
  title: "Privacy notice",
  intro:
    "How Staysia collects, uses and protects personal data, in line with Malaysia's Personal Data Protection Act 2010 and the laws of the countries we operate in.",
  sections: [
    {
      title: "What we collect",
      paragraphs: [
        "Your name, email, phone and, for bookings, the guest's name and the number of guests; card details are handled by our payment provider, and we keep only the last four digits.",
        "For investors, the bank details for distributions, stored encrypted and shown to you masked (the last four digits).",
      ],
    },
    {
      title: "Why we use it",
      paragraphs: [
        "To run your bookings and payouts, to meet tourism, tax and anti-money-laundering rules, to keep the marketplace safe from fraud, and, if you agree, to tell you about offers.",
      ],
    },
    {
      title: "Who sees it",
      paragraphs: [
        "The host or owner of a home you book sees your name, your dates and the number of guests. Partners whose services you add (transfers, tours, insurance) see what they need to deliver them. We do not sell personal data.",
      ],
    },
    {
      title: "Your rights",
      paragraphs: [
        "You may ask for a copy of your data, its correction or its deletion, subject to what the law requires us to keep. Write to privacy@staysia.example.",
      ],
    },
  ],
};

export const TERMS: MarketingContent = {
  eyebrow: "Terms of use",
  title: "Terms of use",
  intro: "The rules that apply when you use Staysia as a guest, an owner, a host or an investor.",
  sections: [
    {
      title: "Bookings",
      paragraphs: [
        "A booking is a contract between the guest and the owner of the home, made through Staysia. The price, house rules and cancellation policy shown at checkout are part of it.",
      ],
    },
    {
      title: "Payments and refunds",
      paragraphs: [
        "Guests pay in the property's currency. Refunds follow the booking's cancellation policy: flexible, moderate or strict, as shown on the listing and at checkout.",
      ],
    },
    {
      title: "Owners and hosts",
      paragraphs: [
        "Owners and hosts keep their listings accurate and their calendars up to date, and accept the commission or management fee agreed when they signed up.",
      ],
    },
    {
      title: "StayInvest",
      paragraphs: [
        "StayInvest units give a share of a property's net operating income; they are not a deposit, carry risk and are not guaranteed.",
      ],
    },
    {
      title: "Contact",
      paragraphs: [
        "Staysia Sdn Bhd, Level 12, Menara Binjai, 2 Jalan Binjai, 50450 Kuala Lumpur, Malaysia. legal@staysia.example",
      ],
    },
  ],
};

/** Home styling is a service our team arranges on request: the page promises no package, price or lead time. */
export const HOME_STYLING: MarketingContent = {
  eyebrow: "Home styling",
  title: "Home styling for rental homes",
  intro:
    "Getting a home ready for guests: furniture, linen, lighting and photos. Our team arranges styling on request for owners who list with us.",
  ctas: [{ label: "Ask for a quote", href: "/contact" }],
  sections: [
    {
      title: "How it works",
      steps: [
        { title: "Ask", text: "Write to us from the contact page with your property and what it needs." },
        { title: "Proposal", text: "Our team answers by email with what can be done and its price." },
        { title: "List", text: "Once the home is ready, add its photos to your listing and send it for review." },
      ],
    },
  ],
};
