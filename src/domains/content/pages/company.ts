import type { MarketingContent } from "@/components/content/marketing-page";
import { COUNTRIES, type CountryCode } from "@/lib/countries";

/** Copy of the company pages. Country-aware where a variant has the page (SPEC.md §2). */
export const ABOUT: MarketingContent = {
  eyebrow: "About Staysia",
  title: "Homes that work for the way people travel and live in Asia",
  intro:
    "Staysia started in Kuala Lumpur in 2019 with twelve serviced apartments and one promise: the home you book is the home you get. Today we run and list homes in thirteen cities across Malaysia, the Philippines, Indonesia and Thailand.",
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
          text: "Our operations team manages many of the homes on Staysia for their owners: cleaning, check-in, repairs and guest care.",
        },
        {
          title: "A fair deal for owners",
          text: "Owners and hosts see every booking, every fee and every expense, with a monthly statement they can check line by line.",
        },
        {
          title: "More than a bed",
          text: "Airport transfers, day tours, meals and travel insurance can be added to a stay in the same checkout.",
        },
        {
          title: "Income you can share in",
          text: "With StayInvest, anyone can own units in the income of a well-run rental home.",
        },
        {
          title: "People nearby",
          text: "Local teams in Kuala Lumpur, Manila, Jakarta and Bangkok answer in English, Bahasa, Filipino and Thai.",
        },
      ],
    },
    {
      title: "How we work",
      paragraphs: [
        "Every home is visited before it goes live. Photos show the real rooms, the Wi-Fi is tested, and the house rules are written down before a guest arrives, not after.",
        "Prices are shown with every fee and tax before you pay. You pay in the property's own currency, so the amount on your card statement is the amount we showed you.",
        "Our revenue comes from a clear commission or management fee on each stay. We do not mark up prices or charge owners to be listed.",
      ],
    },
  ],
  closing: {
    title: "Questions about working with us?",
    text: "Our team answers within one working day.",
    cta: { label: "Contact us", href: "/contact" },
  },
};

export function whyUs(country: CountryCode): MarketingContent {
  const name = COUNTRIES[country].nameInSentence;
  return {
    eyebrow: "Why Staysia",
    title: `Why guests and owners in ${name} choose Staysia`,
    intro: "Real homes, honest prices and a team that picks up the phone. Here is what that means in practice.",
    ctas: [{ label: "Find a home", href: "/findahome" }],
    sections: [
      {
        title: "For guests",
        features: [
          {
            title: "What you see is what you get",
            text: "Every listing is checked in person. If a home is not as described, we move you or refund you.",
          },
          {
            title: "The full price up front",
            text: "Cleaning, service fees and local taxes are shown before you book, in the local currency you will pay.",
          },
          {
            title: "Flexible lengths",
            text: "Book a few hours in a day room, a weekend, or a month at a monthly rate.",
          },
          { title: "Help at any hour", text: "Chat with us on WhatsApp or call our local team, in your language." },
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
            title: "Paid every month",
            text: "A monthly statement for the stays completed, and a payout once approved, with every line traceable.",
          },
          {
            title: "No double bookings",
            text: "Your calendar is kept in sync with other booking sites, and our system refuses overlapping stays.",
          },
        ],
      },
    ],
    closing: {
      title: "Ready to list?",
      text: "Tell us about your property; we reply within two working days.",
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
        "Your name, email, phone and, for bookings, the names of the guests staying; payment details are handled by our payment providers and never stored by us in full.",
        "For owners and investors, bank details for payouts, stored encrypted and shown to you masked.",
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
        "The host or owner of a home you book sees your name, the number of guests and your arrival time. Partners whose services you add (transfers, tours, insurance) see what they need to deliver them. We do not sell personal data.",
      ],
    },
    {
      title: "Your rights",
      paragraphs: [
        "You may ask for a copy of your data, its correction or its deletion, subject to what the law requires us to keep. Write to privacy@staysia.example; we answer within 21 days.",
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

export const HOME_STYLING: MarketingContent = {
  eyebrow: "Home styling",
  title: "Styling that earns better reviews and better rates",
  intro:
    "Our stylists prepare homes for rental: furniture, linen, lighting and the small things guests notice. Available to owners in every city we operate in.",
  ctas: [{ label: "Ask for a quote", href: "/contact" }],
  sections: [
    {
      title: "Packages",
      features: [
        { title: "Refresh", text: "Linen, towels, kitchen set, lamps and art for a furnished home. Ready in a week." },
        {
          title: "Full styling",
          text: "Furniture and decor for an empty unit, chosen for durability and easy cleaning. Ready in three weeks.",
        },
        { title: "Photo day", text: "A professional shoot after styling, so your listing shows the home at its best." },
      ],
    },
    {
      title: "How it works",
      steps: [
        { title: "Visit", text: "A stylist visits, measures and listens to your budget." },
        { title: "Proposal", text: "You receive a plan with every item and its price." },
        { title: "Install", text: "We deliver, assemble and style in one or two days." },
        { title: "List", text: "Photos go on your listing; you start taking bookings." },
      ],
    },
  ],
};
