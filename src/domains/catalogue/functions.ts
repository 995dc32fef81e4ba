import { z } from "zod";
import { defineFunction } from "@/server/functions";
import { COUNTRY_CODES } from "@/lib/countries";
import { findListings } from "./queries";

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

export const catalogueFunctions = [findListingsFunction];
