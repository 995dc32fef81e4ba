import { z } from "zod";
import { defineFunction } from "@/server/functions";
import { COUNTRY_CODES } from "@/lib/countries";
import { latestRates, ratesInto } from "@/domains/currency";
import { daysBetween } from "@/lib/dates";
import { isoDateInput as isoDate, stayInput } from "./inputs";
import { guestsInput } from "./occupancy-input";
import { quoteProduct, unavailableNights } from "./product";
import { findListings } from "./queries";
import { searchInput } from "./search";
import { cachedSearchListings } from "./search-cache";
import { calendarFunctions } from "./calendar/functions";
import { listingFunctions } from "./listings/functions";
import { pricingFunctions } from "./pricing/functions";

const PAGE_SIZE_MAX = 50;

export const findListingsFunction = defineFunction({
  name: "findListings",
  kind: "read",
  permission: "public",
  input: z
    .strictObject({
      country: z.enum(COUNTRY_CODES).optional(),
      city: z.string().trim().min(1).max(80).optional(),
      limit: z.number().int().min(1).max(PAGE_SIZE_MAX).default(24),
      after: z.strictObject({ city: z.string().max(80), id: z.uuid() }).optional(),
    })
    .default({ limit: 24 }),
  handler: async (input, { db, actor }) => {
    const listings = await findListings(db, { actor, ...input });
    const last = listings.at(-1);
    return {
      listings,
      next: listings.length === input.limit && last ? { city: last.city, id: last.id } : null,
    };
  },
});

/**
 * The guest search (DOMAIN.md Catalogue): what is listed and free for the stay, a page of 24 at a time.
 * Answered from this server's search cache when it can (same result; see search-cache.ts).
 */
export const searchListingsFunction = defineFunction({
  name: "searchListings",
  kind: "read",
  permission: "public",
  input: searchInput,
  handler: async (input, { db, actor }) =>
    cachedSearchListings(db, input, { actor, rates: await latestRates(db, { actor }) }),
});

/** The live quote of a stay at one property, every line in its currency and (approximately) the visitor's. */
export const quoteStayFunction = defineFunction({
  name: "quoteStay",
  kind: "read",
  permission: "public",
  input: z.strictObject({
    propertyId: z.uuid(),
    stay: stayInput,
    /** Who stays (occupancy.ts): adults and children with their ages, or a number of adults. */
    guests: guestsInput.default(1),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  }),
  handler: async (input, { db, actor }) => {
    const rates = input.currency ? ratesInto(await latestRates(db, { actor }), input.currency) : null;
    return quoteProduct(db, { propertyId: input.propertyId, stay: input.stay, guests: input.guests, rates }, { actor });
  },
});

/** The nights of a period on which a property has nothing free, for its availability calendar (at most a year). */
export const productAvailabilityFunction = defineFunction({
  name: "productAvailability",
  kind: "read",
  permission: "public",
  input: z
    .strictObject({ propertyId: z.uuid(), from: isoDate, to: isoDate })
    .refine((range) => daysBetween(range.from, range.to) >= 1 && daysBetween(range.from, range.to) <= 366, {
      error: "The period must be between one day and a year.",
      path: ["to"],
    }),
  handler: async (input, { db }) => ({
    from: input.from,
    to: input.to,
    unavailable: await unavailableNights(db, input.propertyId, input),
  }),
});

export const catalogueFunctions = [
  findListingsFunction,
  searchListingsFunction,
  quoteStayFunction,
  productAvailabilityFunction,
  ...calendarFunctions,
  ...listingFunctions,
  ...pricingFunctions,
];
