import { z } from "zod";
import { guestsInput, stayInput } from "@/domains/catalogue/inputs";
import { cardInput } from "@/domains/payments/inputs";
import { flightNumberInput, pickupZoneInput } from "@/lib/flight-number";
import { isBookingReference } from "@/lib/ids";
import { partnerMemberIdSchema } from "@/lib/partner-member";
import { isIsoCountryCode } from "@/lib/iso-countries";
import { promoCodeText } from "@/lib/promo-code";

/*
 * Booking functions' input schemas the guest's forms share (find a booking, the checkout, paying a held booking), and
 * the inventory's housekeeping form. Client-safe (zod and pure rules only): the forms
 * validate with these same schemas before they call, so each rule and its message is written once.
 */

/** A booking reference as a guest types it: any case, spaces around dropped. */
export const bookingReferenceText = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isBookingReference, { error: "A booking reference looks like BK-7K2P9Q." });

/** A country as the nationality picker sends it: an ISO 3166-1 alpha-2 code that exists. */
export const guestNationalityInput = z
  .string({ error: "Choose your nationality from the list." })
  .trim()
  .toUpperCase()
  .refine(isIsoCountryCode, { error: "Choose your nationality from the list." });

/** `findBooking`'s input: the reference and the email the booking was made with. */
export const findBookingInput = z.strictObject({
  reference: bookingReferenceText,
  email: z.email({ error: "Enter the email address the booking was made with." }).max(254),
});

/** How a booking is paid: a card (checked as every function that takes money checks it), or a bank transfer. */
export const paymentChoice = z.discriminatedUnion("method", [
  z.strictObject({ method: z.literal("card"), card: cardInput }),
  z.strictObject({ method: z.literal("bank_transfer") }),
]);

/** What the guest asks for at checkout besides the stay (extras.ts prices them). */
export const extrasInput = z
  .array(
    z.discriminatedUnion("kind", [z.strictObject({ kind: z.literal("insurance") })], {
      error: "This extra cannot be bought here.",
    }),
  )
  .max(20, { error: "Too many extras in one checkout." })
  .refine((list) => list.filter((extra) => extra.kind === "insurance").length <= 1, {
    error: "Travel insurance can be added once.",
  })
  .default([]);

export type ExtraRequest = z.infer<typeof extrasInput>[number];

/**
 * Add-ons bought with the stay (tours, meals: a slot; transfers: day, pickup time, flight and zone). Whether the
 * product needs a slot or a transfer's details is checked against the product in the hold (`takePlaces`).
 */
const addonItems = z
  .array(
    z.strictObject({
      productId: z.uuid({ error: "Choose an add-on." }),
      slotId: z.uuid({ error: "Choose a date and time for the add-on." }).optional(),
      day: z.iso.date({ error: "Use a date like 2026-12-24." }).optional(),
      pickupTime: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Use a pickup time like 09:30 (24-hour clock)." })
        .optional(),
      flightNumber: flightNumberInput.optional(),
      pickupZone: pickupZoneInput.optional(),
      quantity: z
        .number({ error: "Enter how many." })
        .int({ error: "Enter a whole number." })
        .min(1, { error: "At least 1." })
        .max(50, { error: "At most 50 per add-on." }),
    }),
  )
  .max(10, { error: "At most 10 add-ons in one checkout." })
  .default([]);

/** One add-on asked for with the stay, as `createBooking` takes it (the add-ons domain holds it). */
export type CheckoutAddonItem = z.infer<typeof addonItems>[number];

/** `createBooking`'s input: the stay, the guest's details, the payment and what is bought with the stay. */
export const createBookingInput = z
  .strictObject({
    propertyId: z.uuid({ error: "Choose a place to book." }),
    stay: stayInput,
    /** Who stays (catalogue/occupancy.ts): adults and children with their ages, or a number of adults. */
    guests: guestsInput,
    guest: z.strictObject({
      name: z.string().trim().min(2, { error: "Enter the guest's full name." }).max(100),
      email: z.email({ error: "Enter a valid email address." }).max(254),
      phone: z
        .string()
        .trim()
        .regex(/^\+[1-9]\d{6,14}$/, { error: "Enter the phone number in international format, e.g. +60123456789." }),
    }),
    payment: paymentChoice,
    displayCurrency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    idempotencyKey: z.uuid(),
    channel: z.enum(["direct", "airasia"]).default("direct"),
    partnerMemberId: partnerMemberIdSchema,
    extras: extrasInput,
    addons: addonItems,
    promoCode: promoCodeText.optional(),
    /**
     * The guest's nationality (or the country they are a permanent resident of), ISO 3166-1: asked when a tax of
     * the property's country exempts its citizens and permanent residents (catalogue/stay-taxes.ts); the
     * server re-quotes with it, never with an amount the page showed.
     */
    guestNationality: guestNationalityInput.optional(),
    /** Pay part with the guest's referral credit: a yes or no, never an amount (the server works it out). */
    useReferralCredit: z.boolean({ error: "Say whether to use your referral credit." }).optional(),
  })
  .refine((input) => input.partnerMemberId === undefined || input.channel !== "direct", {
    error: "A member ID is only taken for bookings made from a partner's storefront.",
    path: ["partnerMemberId"],
  });

/** `payBooking`'s input: a held booking and another way to pay it. */
export const payBookingInput = z.strictObject({ reference: bookingReferenceText, payment: paymentChoice });

/**
 * `payBalance`'s input (docs/DEPOSITS.md): the booking, how to pay its balance (the card kept at checkout, another
 * card, a bank transfer) and the call's idempotency key (made once per press of "Pay the balance").
 */
export const payBalanceInput = z.strictObject({
  reference: bookingReferenceText,
  payment: z.discriminatedUnion("method", [
    z.strictObject({ method: z.literal("kept_card") }),
    z.strictObject({ method: z.literal("card"), card: cardInput }),
    z.strictObject({ method: z.literal("bank_transfer") }),
  ]),
  idempotencyKey: z.uuid({ error: "Reload the page and try again." }),
});

/**
 * `setUnitHousekeeping`'s input: operations set a unit ready, cleaning or in maintenance with a note; the
 * inventory's housekeeping form validates with it.
 */
export const setUnitHousekeepingInput = z.strictObject({
  unitId: z.uuid({ error: "Choose a unit." }),
  housekeeping: z.enum(["ready", "cleaning", "maintenance"], { error: "Choose ready, cleaning or maintenance." }),
  note: z.string().trim().max(300, { error: "A note has at most 300 characters." }).default(""),
});
