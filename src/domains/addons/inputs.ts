import { z } from "zod";
import { cardInput } from "@/domains/payments/inputs";
import { COUNTRY_CODES } from "@/lib/countries";
import { flightNumberInput, pickupZoneInput } from "@/lib/flight-number";

/*
 * The add-on functions' input schemas. Client-safe (zod and pure rules only): the product, schedule and order
 * forms validate with these same schemas before they call, so each rule and its message is written once; the
 * checkout's add-ons (bookings/inputs.ts) use the flight number's rule too (lib/flight-number.ts). Nothing here imports pricing.ts,
 * whose journal lines would bring the ledger's tables into the forms' bundles.
 */

export const ADDON_KINDS = ["day_tour", "airport_transfer", "meal"] as const;

// The flight number's rule is shared with the checkout's add-ons, so it lives in lib (bookings may not import add-ons).
export { FLIGHT_NUMBER, flightNumberInput, normaliseFlightNumber, pickupZoneInput } from "@/lib/flight-number";

const isoDate = z.iso.date({ error: "Use a date like 2026-12-24." });
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Use a time like 09:30 (24-hour clock)." });

/** What a product is made of, for creating and for editing it. */
const productFields = {
  title: z
    .string()
    .trim()
    .min(3, { error: "Give the product a title of at least 3 characters." })
    .max(120, { error: "A title is at most 120 characters." }),
  description: z.string().trim().max(4000, { error: "A description is at most 4,000 characters." }).default(""),
  country: z
    .enum(COUNTRY_CODES as [string, ...string[]], {
      error: "Choose a country: Malaysia, the Philippines, Indonesia or Thailand.",
    })
    .transform((value) => value as (typeof COUNTRY_CODES)[number]),
  city: z.string().trim().min(2, { error: "Enter the city." }).max(80),
  priceMinor: z
    .number({ error: "Enter the price." })
    .int({ error: "The price is in whole minor units (cents)." })
    .positive({ error: "The price must be more than zero." })
    .max(100_000_000_00, { error: "The price is too large." }),
  capacity: z
    .number({ error: "Enter the capacity." })
    .int({ error: "The capacity is a whole number." })
    .min(1, { error: "The capacity is at least 1." })
    .max(1000, { error: "The capacity is at most 1,000." }),
  meetingPoint: z.string().trim().max(300, { error: "A meeting point is at most 300 characters." }).default(""),
  durationMinutes: z
    .number({ error: "Enter the duration." })
    .int()
    .min(1, { error: "The duration is at least one minute." })
    .max(1440, { error: "The duration is at most 24 hours." })
    .default(60),
  pickupZones: z
    .array(z.string().trim().min(2, { error: "A pickup zone has a name of at least 2 characters." }).max(80), {
      error: "List the pickup zones.",
    })
    .max(20, { error: "At most 20 pickup zones." })
    .default([])
    .transform((zones) => [...new Set(zones)]),
};

/** `createAddonProduct`'s input: a product of one kind, for the caller's organisation or a chosen supplier. */
export const createAddonProductInput = z.strictObject({
  kind: z.enum(ADDON_KINDS, { error: "Choose a kind: day_tour, airport_transfer or meal." }),
  organisationId: z.uuid({ error: "Choose the supplier." }).optional(),
  ...productFields,
});

/** `updateAddonProduct`'s input. */
export const updateAddonProductInput = z.strictObject({ id: z.uuid({ error: "Choose a product." }), ...productFields });

/** `addAddonSlots`' input: departures or services on chosen weekdays between two days, at one or more times. */
export const addAddonSlotsInput = z
  .strictObject({
    productId: z.uuid({ error: "Choose a product." }),
    from: isoDate,
    to: isoDate,
    weekdays: z
      .array(z.number().int().min(0).max(6), { error: "Choose the weekdays." })
      .min(1, { error: "Choose at least one weekday." })
      .default([0, 1, 2, 3, 4, 5, 6]),
    startTimes: z
      .array(clockTime, { error: "Enter the start times." })
      .min(1, { error: "Enter at least one start time." })
      .max(12, { error: "At most 12 start times a day." }),
  })
  .refine((input) => input.from <= input.to, { error: "The last day is before the first.", path: ["to"] })
  .refine((input) => (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 <= 366, {
    error: "Add at most a year of schedule at once.",
    path: ["to"],
  });

/** `orderAddon`'s input: a time (tours, meals) or a pickup (transfers), how many, the guest and a card. */
export const orderAddonInput = z.strictObject({
  productId: z.uuid({ error: "Choose a product." }),
  slotId: z.uuid({ error: "Choose a date and time." }).optional(),
  day: isoDate.optional(),
  pickupTime: clockTime.optional(),
  flightNumber: flightNumberInput.optional(),
  pickupZone: pickupZoneInput.optional(),
  quantity: z
    .number({ error: "Enter how many." })
    .int({ error: "Enter a whole number." })
    .min(1, { error: "At least 1." })
    .max(1000, { error: "At most 1,000." }),
  guest: z.strictObject({
    name: z.string().trim().min(2, { error: "Enter the guest's full name." }).max(100),
    email: z.email({ error: "Enter a valid email address." }).max(254),
    phone: z
      .string()
      .trim()
      .regex(/^\+[1-9]\d{6,14}$/, { error: "Enter the phone number in international format, e.g. +60123456789." }),
  }),
  note: z.string().trim().max(500, { error: "A note is at most 500 characters." }).default(""),
  card: cardInput,
  idempotencyKey: z.uuid(),
});
