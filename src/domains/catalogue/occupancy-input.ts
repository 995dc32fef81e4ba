/**
 * Who stays, as the functions parse it (docs/OCCUPANCY.md): the zod schemas of occupancy.ts's rules, apart from them
 * so that a client component reading the rules (the product page's booking panel) is not sent zod.
 */
import { z } from "zod";
import { MAX_CHILD_AGE, MAX_CHILDREN, MAX_PARTY, partySize } from "./occupancy";

export const childAgeInput = z.number().int().min(0).max(MAX_CHILD_AGE);

/** The occupancy a function accepts: at least one adult, each child's age 0–17, at most MAX_PARTY in all. */
export const occupancyInput = z
  .strictObject({
    adults: z.number().int().min(1, { error: "A stay needs at least one adult." }).max(MAX_PARTY),
    childrenAges: z.array(childAgeInput).max(MAX_CHILDREN).default([]),
  })
  .refine((party) => partySize(party) <= MAX_PARTY, {
    error: `A stay is for at most ${MAX_PARTY} people.`,
  });

/**
 * Who stays, as a function takes it: `{ adults, childrenAges }`, or a bare number of guests (older callers), read
 * as that many adults.
 */
export const guestsInput = z.union([z.number().int().min(1).max(MAX_PARTY), occupancyInput]);
