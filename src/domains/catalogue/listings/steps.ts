/**
 * The steps of creating and editing a listing, their input schemas and the completeness rule that decides
 * whether a listing may be sent for review. Pure (zod only): the editor's forms and the write functions
 * share them, so a form's instant message and the server's answer are the same words.
 */
import { z } from "zod";
import { COUNTRY_CODES } from "@/lib/countries";
import { minorDigits, toMinor } from "@/lib/money";
import { AMENITIES, type PropertyType } from "../labels";
import { cancellationRulesInput } from "../cancellation-rules";
import { depositTermsFields } from "../deposit-rules";
import { pluralForm } from "@/lib/plural";
import { translationLocaleSchema } from "@/lib/translations";

export const LISTING_STEPS = [
  { id: "basics", label: "Basics" },
  { id: "location", label: "Location" },
  { id: "space", label: "Space" },
  { id: "units", label: "Rooms and beds" },
  { id: "photos", label: "Photos" },
  { id: "prices", label: "Stays and prices" },
  { id: "rules", label: "Fees and rules" },
  { id: "review", label: "Review and submit" },
] as const;

export type ListingStepId = (typeof LISTING_STEPS)[number]["id"];
export const LISTING_STEP_IDS = LISTING_STEPS.map((step) => step.id) as ListingStepId[];

export function isListingStep(value: unknown): value is ListingStepId {
  return typeof value === "string" && (LISTING_STEP_IDS as string[]).includes(value);
}

export const PROPERTY_TYPES = [
  "apartment",
  "condo",
  "studio",
  "house",
  "coliving_room",
  "coliving_bed",
  "day_room",
] as const satisfies readonly PropertyType[];

/** Co-living types sell rooms or beds separately; every other type is one bookable unit, the entire place. */
export function unitKindFor(type: PropertyType): "entire_place" | "room" | "bed" {
  if (type === "coliving_room") return "room";
  if (type === "coliving_bed") return "bed";
  return "entire_place";
}

export function sellsUnitsSeparately(type: PropertyType): boolean {
  return unitKindFor(type) !== "entire_place";
}

/**
 * Day rooms are sold by the hour only; everything else by the night and the month (DOMAIN.md stay modes), and by
 * the hour as well when its supplier sets an hourly rate (docs/STAY-MODES.md).
 */
export function isHourlyType(type: PropertyType): boolean {
  return type === "day_room";
}

export const MIN_DESCRIPTION_LENGTH = 50;
export const MAX_PHOTOS = 30;
export const MAX_UNITS = 60;
/** A listing needs at least this many photos before it can be sent for review. */
export const MIN_PHOTOS = 1;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (what: string) => z.string().regex(TIME, { error: `Enter ${what} as a time like 14:00.` });
const count = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter the number of ${what}.` })
    .int({ error: `The number of ${what} must be a whole number.` })
    .min(min, { error: `The number of ${what} must be at least ${min}.` })
    .max(max, { error: `The number of ${what} must be at most ${max}.` });
/** An amount in major units of the property's currency ("250.50" ringgit); minor-unit precision is checked with the currency. */
const amount = (what: string) =>
  z
    .number({ error: `Enter the ${what}.` })
    .min(0, { error: `The ${what} cannot be negative.` })
    .max(1_000_000_000, { error: `The ${what} is too large.` });
const positiveAmount = (what: string) => amount(what).positive({ error: `The ${what} must be more than zero.` });

const propertyId = z.uuid({ error: "There is no such property." });

export const basicsSchema = z.strictObject({
  type: z.enum(PROPERTY_TYPES, { error: "Choose the kind of place." }),
  title: z
    .string({ error: "Enter a title." })
    .trim()
    .min(5, { error: "The title must be at least 5 characters." })
    .max(120, { error: "The title must be at most 120 characters." }),
  description: z.string().trim().max(5000, { error: "The description must be at most 5,000 characters." }),
});

export const locationSchema = z.strictObject({
  country: z.enum(COUNTRY_CODES, { error: "Choose a country." }),
  city: z
    .string()
    .trim()
    .min(1, { error: "Enter the city." })
    .max(80, { error: "The city must be at most 80 characters." }),
  address: z.string().trim().max(200, { error: "The address must be at most 200 characters." }),
  latitude: z
    .number()
    .min(-90, { error: "Latitude is between -90 and 90." })
    .max(90, { error: "Latitude is between -90 and 90." })
    .nullable(),
  longitude: z
    .number()
    .min(-180, { error: "Longitude is between -180 and 180." })
    .max(180, { error: "Longitude is between -180 and 180." })
    .nullable(),
});

/**
 * Who one unit takes and what extra people pay (docs/OCCUPANCY.md), on the Space step beside the maximum guests so
 * the totals are checked together. Left out (older callers): unchanged. Null: no limit or price of its own.
 */
const occupancyFields = {
  maxAdults: count("adults", 1, 100).nullable().optional(),
  maxChildren: count("children", 0, 99).nullable().optional(),
  baseOccupancy: count("guests the price includes", 1, 100).nullable().optional(),
  extraAdult: positiveAmount("price per extra adult").nullable().optional(),
  extraChild: positiveAmount("price per extra child").nullable().optional(),
  childrenFreeUnderAge: z
    .number({ error: "Enter the age under which children stay free." })
    .int({ error: "Enter the age as a whole number." })
    .min(0, { error: "The age must be 0 (no child is free) or more." })
    .max(18, { error: "The age must be at most 18." })
    .optional(),
};

export const spaceSchema = z
  .strictObject({
    bedrooms: count("bedrooms", 0, 50),
    bathrooms: count("bathrooms", 0, 50),
    maxGuests: count("guests", 1, 100),
    sizeSqm: z
      .number()
      .int({ error: "Enter the size in whole square metres." })
      .min(5, { error: "The size must be at least 5 m²." })
      .max(100_000, { error: "The size is too large." })
      .nullable(),
    amenities: z.array(z.enum(AMENITIES, { error: "Choose amenities from the list." })).max(AMENITIES.length),
    ...occupancyFields,
  })
  .superRefine((space, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (space.maxAdults != null && space.maxAdults > space.maxGuests)
      issue("maxAdults", "The maximum adults cannot be more than the maximum guests.");
    if (space.maxChildren != null && space.maxChildren > space.maxGuests - 1)
      issue("maxChildren", "A stay has at least one adult: the maximum children must be below the maximum guests.");
    if (space.baseOccupancy != null && space.baseOccupancy > space.maxGuests)
      issue("baseOccupancy", "The price cannot include more guests than the maximum.");
    if (space.baseOccupancy == null && (space.extraAdult != null || space.extraChild != null))
      issue("baseOccupancy", "Say how many guests the nightly price includes before charging extra people.");
    if (space.baseOccupancy != null && space.extraAdult == null && space.extraChild == null)
      issue("extraAdult", "Give a price per extra adult or per extra child, or leave the guests included empty.");
  });

export const pricesSchema = z
  .strictObject({
    nightly: z
      .strictObject({
        rate: positiveAmount("nightly rate"),
        weekendRate: positiveAmount("weekend rate").nullable(),
        minNights: count("minimum nights", 1, 365),
        maxNights: count("maximum nights", 1, 365).nullable(),
      })
      .nullable(),
    monthly: z.strictObject({ rate: positiveAmount("monthly rate") }).nullable(),
    hourly: z
      .strictObject({
        rate: positiveAmount("hourly rate"),
        minHours: count("minimum hours", 1, 24),
        maxHours: count("maximum hours", 1, 24).nullable(),
        openingTime: time("the opening time"),
        closingTime: time("the closing time"),
        bufferHours: count("buffer hours", 0, 12),
      })
      .nullable(),
  })
  .superRefine((prices, context) => {
    if (!prices.nightly && !prices.monthly && !prices.hourly) {
      context.addIssue({
        code: "custom",
        path: ["nightly"],
        message: "Offer at least one way to stay: nightly, monthly or hourly.",
      });
    }
    const nightly = prices.nightly;
    if (nightly?.maxNights != null && nightly.maxNights < nightly.minNights) {
      context.addIssue({
        code: "custom",
        path: ["nightly", "maxNights"],
        message: "The maximum nights cannot be fewer than the minimum.",
      });
    }
    const hourly = prices.hourly;
    if (hourly) {
      const open = minutesOf(hourly.closingTime) - minutesOf(hourly.openingTime);
      if (open <= 0) {
        context.addIssue({
          code: "custom",
          path: ["hourly", "closingTime"],
          message: "The closing time must be after the opening time.",
        });
      } else if (hourly.minHours * 60 > open) {
        context.addIssue({
          code: "custom",
          path: ["hourly", "minHours"],
          message: "The minimum hours do not fit between opening and closing.",
        });
      }
      if (hourly.maxHours != null && hourly.maxHours < hourly.minHours) {
        context.addIssue({
          code: "custom",
          path: ["hourly", "maxHours"],
          message: "The maximum hours cannot be fewer than the minimum.",
        });
      }
    }
  });

export const rulesSchema = z
  .strictObject({
    cleaningFee: amount("cleaning fee"),
    houseRules: z.string().trim().max(2000, { error: "The house rules must be at most 2,000 characters." }),
    checkInTime: time("the check-in time"),
    checkOutTime: time("the check-out time"),
    cancellationPolicy: z.enum(["flexible", "moderate", "strict", "custom"], {
      error: "Choose a cancellation policy.",
    }),
    /** A custom policy's steps; ignored (and cleared) with a standard policy. */
    cancellationRules: cancellationRulesInput.nullable().optional(),
    instantBook: z.boolean(),
    licenceNumber: z.string().trim().max(60, { error: "The licence number must be at most 60 characters." }).nullable(),
    /** A deposit and the balance's days before check-in (docs/DEPOSITS.md); not given: left as they are. */
    depositPercent: depositTermsFields.shape.depositPercent.optional(),
    balanceDaysBefore: depositTermsFields.shape.balanceDaysBefore.optional(),
  })
  .superRefine((rules, context) => {
    if (
      (rules.depositPercent !== undefined || rules.balanceDaysBefore !== undefined) &&
      ((rules.depositPercent ?? null) === null) !== ((rules.balanceDaysBefore ?? null) === null)
    )
      context.addIssue({
        code: "custom",
        path: ["balanceDaysBefore"],
        message: "Give both the deposit and the days before check-in the rest is due, or neither.",
      });
    if (rules.cancellationPolicy === "custom" && !rules.cancellationRules)
      context.addIssue({
        code: "custom",
        path: ["cancellationRules"],
        message: "Give the steps of your own policy.",
      });
  });

/** createListing's input: the basics and the country (its currency and time zone follow). */
export const createListingInput = basicsSchema.extend({
  country: z.enum(COUNTRY_CODES, { error: "Choose a country." }),
  /** Staff and operators name the supplier; a supplier's listing is always its own organisation's. */
  organisationId: z.uuid({ error: "Choose an organisation." }).optional(),
});

export type BasicsInput = z.infer<typeof basicsSchema>;
export type LocationInput = z.infer<typeof locationSchema>;
export type SpaceInput = z.infer<typeof spaceSchema>;
export type PricesInput = z.infer<typeof pricesSchema>;
export type RulesInput = z.infer<typeof rulesSchema>;

/** updateListing's input: one step's values for one property. */
export const updateListingInput = z.discriminatedUnion("step", [
  z.strictObject({ propertyId, step: z.literal("basics"), values: basicsSchema }),
  z.strictObject({ propertyId, step: z.literal("location"), values: locationSchema }),
  z.strictObject({ propertyId, step: z.literal("space"), values: spaceSchema }),
  z.strictObject({ propertyId, step: z.literal("prices"), values: pricesSchema }),
  z.strictObject({ propertyId, step: z.literal("rules"), values: rulesSchema }),
]);

export type UpdateListingInput = z.infer<typeof updateListingInput>;

/**
 * A listing's title and description in another language (the Basics step's translations), with English's rules;
 * an empty description reads English's (docs/I18N.md, "Content in other languages").
 */
export const listingTranslationInput = z.strictObject({
  propertyId,
  locale: translationLocaleSchema,
  title: basicsSchema.shape.title,
  description: basicsSchema.shape.description,
});
export const listingTranslationTarget = z.strictObject({ propertyId, locale: translationLocaleSchema });
export type ListingTranslationInput = z.infer<typeof listingTranslationInput>;

export const unitsInput = z.strictObject({
  propertyId,
  /** Every unit the property keeps, in order: existing ones by id, new ones without. Missing ones are removed. */
  units: z
    .array(
      z.strictObject({
        id: z.uuid().optional(),
        name: z
          .string()
          .trim()
          .min(1, { error: "Give every room or bed a name." })
          .max(60, { error: "A name must be at most 60 characters." }),
      }),
    )
    .min(1, { error: "Keep at least one room or bed." })
    .max(MAX_UNITS, { error: `A listing can have at most ${MAX_UNITS} rooms or beds.` })
    .refine((units) => new Set(units.map((unit) => unit.name.toLowerCase())).size === units.length, {
      error: "Two rooms or beds have the same name.",
    }),
});

/** An amount in major units as integer minor units of `currency`, or null when it has more decimals than the currency. */
export function minorAmountOf(major: number, currency: string): number | null {
  const minor = toMinor(major, currency);
  return Math.abs(minor - major * 10 ** minorDigits(currency)) < 1e-6 ? minor : null;
}

export function minutesOf(value: string): number {
  const [hours, minutes] = value.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** What the completeness rule reads of a listing. */
export interface ListingForCompleteness {
  type: PropertyType;
  title: string;
  description: string;
  city: string;
  address: string;
  nightlyRateMinor: number | null;
  monthlyRateMinor: number | null;
  hourlyRateMinor: number | null;
  openingTime: string | null;
  closingTime: string | null;
  minHours: number | null;
  units: number;
  photos: number;
  photosWithoutAlt: number;
}

export interface MissingItem {
  step: ListingStepId;
  message: string;
}

/**
 * What a listing still lacks before it can be sent for review (empty when it is complete). The same rule
 * keeps a listing in review or listed complete: an edit that would break it is refused.
 */
export function missingForReview(listing: ListingForCompleteness): MissingItem[] {
  const missing: MissingItem[] = [];
  if (listing.title.trim().length < 5) missing.push({ step: "basics", message: "A title of at least 5 characters." });
  if (listing.description.trim().length < MIN_DESCRIPTION_LENGTH) {
    missing.push({ step: "basics", message: `A description of at least ${MIN_DESCRIPTION_LENGTH} characters.` });
  }
  if (!listing.city.trim()) missing.push({ step: "location", message: "The city." });
  if (!listing.address.trim()) missing.push({ step: "location", message: "The street address." });
  if (listing.units < 1) missing.push({ step: "units", message: "At least one room or bed." });
  if (listing.photos < MIN_PHOTOS) missing.push({ step: "photos", message: "At least one photo." });
  if (listing.photosWithoutAlt > 0) {
    missing.push({
      step: "photos",
      message: `A short description (alt text) for ${pluralForm(listing.photosWithoutAlt, { one: "one photo", other: `${listing.photosWithoutAlt.toLocaleString("en")} photos` })}.`,
    });
  }
  if (isHourlyType(listing.type)) {
    if (listing.hourlyRateMinor === null)
      missing.push({ step: "prices", message: "An hourly rate: a day room is sold by the hour." });
    else if (!listing.openingTime || !listing.closingTime || !listing.minHours) {
      missing.push({ step: "prices", message: "Opening hours and the minimum hours of a stay." });
    }
  } else if (listing.nightlyRateMinor === null && listing.monthlyRateMinor === null) {
    missing.push({ step: "prices", message: "A nightly or a monthly rate." });
  }
  return missing;
}
