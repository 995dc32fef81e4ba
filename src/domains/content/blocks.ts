import { ABOUT, whyUs } from "./pages/company";
import { corporateStays, landlords, STAY_CONNECT, STAY_TOGETHER } from "./pages/products";

export interface TextBlockDefinition {
  key: string;
  /** Where the text shows, for the editor. */
  page: string;
  label: string;
  /** The text the page had before it was editable: shown until a version is published, and after unpublishing. */
  defaultText: string;
  maxLength: number;
  /** Words in braces the page fills in (counts that change with the data). */
  placeholders?: readonly string[];
}

/**
 * The marketing texts staff and special users edit at /dashboard/content. Pages read them by key with
 * `publishedTexts`; the rest of each page's copy stays in `pages/*.ts`. A text shared by the country variants
 * is one block (the variants' titles that name the country stay in code).
 */
export const TEXT_BLOCKS: readonly TextBlockDefinition[] = [
  {
    key: "home.hero-title",
    page: "Home page",
    label: "Hero heading",
    defaultText: "Homes for a night, a month or a few hours, across Asia",
    maxLength: 120,
  },
  {
    key: "home.hero-text",
    page: "Home page",
    label: "Hero text",
    defaultText:
      "Business and vacation apartments, co-living and day rooms in {cities} cities. {places} places ready to book, with prices in local currency.",
    maxLength: 300,
    placeholders: ["cities", "places"],
  },
  {
    key: "landlords.intro",
    page: "/landlords",
    label: "Introduction",
    defaultText: landlords("malaysia").intro,
    maxLength: 600,
  },
  { key: "whyus.intro", page: "/whyus", label: "Introduction", defaultText: whyUs("malaysia").intro, maxLength: 600 },
  {
    key: "about.intro",
    page: "/about",
    label: "Introduction",
    defaultText: ABOUT.intro,
    maxLength: 600,
    placeholders: ["cities", "places"],
  },
  {
    key: "stay-corp.intro",
    page: "/stay-corp",
    label: "Introduction",
    defaultText: corporateStays("malaysia").intro,
    maxLength: 600,
  },
  {
    key: "stay-connect.intro",
    page: "/stay-connect",
    label: "Introduction",
    defaultText: STAY_CONNECT.intro,
    maxLength: 600,
  },
  {
    key: "stay-together.intro",
    page: "/stay-together",
    label: "Introduction",
    defaultText: STAY_TOGETHER.intro,
    maxLength: 600,
  },
];

export type TextBlockKey = (typeof TEXT_BLOCKS)[number]["key"];

export function textBlock(key: string): TextBlockDefinition | undefined {
  return TEXT_BLOCKS.find((block) => block.key === key);
}

/** Fills a block's placeholders ("{cities}"); unknown words in braces are left as typed. */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{([a-z]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
