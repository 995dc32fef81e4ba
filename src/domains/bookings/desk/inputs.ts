import { z } from "zod";
import { occupancyInput, stayInput } from "@/domains/catalogue/inputs";
import { cardInput } from "@/domains/payments/inputs";
import { guestNationalityInput } from "../inputs";

/*
 * The front desk's booking form and functions (docs/FRONT-DESK.md), client-safe (zod only): the form validates
 * with the schema `bookAtDesk` parses, so each rule and its message is written once.
 */

/** The guest as the desk takes them: the checkout's rules for a name, an address and a telephone number. */
export const deskGuestInput = z.strictObject({
  name: z.string().trim().min(2, { error: "Enter the guest's full name." }).max(100),
  email: z.email({ error: "Enter a valid email address." }).max(254),
  phone: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, { error: "Enter the phone number in international format, e.g. +60123456789." }),
});

/** How the guest pays at the desk: a card (the checkout's provider), a bank transfer (held), or cash now. */
export const deskPaymentInput = z.discriminatedUnion(
  "method",
  [
    z.strictObject({ method: z.literal("card"), card: cardInput }),
    z.strictObject({ method: z.literal("bank_transfer") }),
    z.strictObject({ method: z.literal("cash") }),
  ],
  { error: "Choose card, bank transfer or cash." },
);

/** What the desk quotes: the stay of one unit for a party, and the guest's nationality for the stay taxes. */
export const deskQuoteInput = z.strictObject({
  propertyId: z.uuid({ error: "Choose a property." }),
  /** The unit picked on the calendar; none: the cheapest free unit, as at checkout. */
  unitId: z.uuid({ error: "Choose a unit." }).optional(),
  stay: stayInput,
  /** Adults and children with their ages (docs/OCCUPANCY.md): the desk asks both, so no bare number here. */
  guests: occupancyInput,
  guestNationality: guestNationalityInput.optional(),
});

/** `bookAtDesk`'s input: the quote's facts, the guest, the payment and the form's idempotency key. */
export const bookAtDeskInput = deskQuoteInput.extend({
  guest: deskGuestInput,
  payment: deskPaymentInput,
  /** Made by the form once per booking: a retry (a double click, a lost answer) finds the same booking. */
  idempotencyKey: z.uuid({ error: "Reload the form and try again." }),
});

export type BookAtDeskInput = z.infer<typeof bookAtDeskInput>;
export type DeskQuoteInput = z.infer<typeof deskQuoteInput>;
