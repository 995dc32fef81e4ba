/** Card details as every function that takes money reads them, and the checks behind them (pure). */
import { z } from "zod";

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, "");
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether "MM/YY" is a month that has not ended yet at `now`. */
export function expiryIsValid(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth > now.getTime();
}

/** The test cards of the built-in provider (shown on the checkout page in demo mode). */
export const TEST_CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  confirms: "4000 0000 0000 3220",
  /** Pays the deposit; the balance charged later to the kept card is declined (docs/DEPOSITS.md). */
  declinesLater: "4000 0000 0000 0341",
} as const;

/**
 * A card as a function's input (`createBooking`, `payBooking`, `orderAddon`, `buyUnits`): the number without
 * spaces or dashes and passing Luhn, an expiry that has not passed, a 3- or 4-digit security code, the holder.
 */
export const cardInput = z.strictObject({
  number: z
    .string({ error: "Enter the card number." })
    .trim()
    .transform(cardDigits)
    .refine(passesLuhn, { error: "This card number is not valid. Check it and try again." }),
  expiry: z
    .string({ error: "Enter the expiry." })
    .trim()
    .refine((value) => expiryIsValid(value, new Date()), {
      error: "Enter the expiry as MM/YY; the card must not have expired.",
    }),
  cvc: z
    .string({ error: "Enter the security code." })
    .trim()
    .regex(/^\d{3,4}$/, { error: "The security code is the 3 or 4 digits on the card." }),
  holder: z
    .string({ error: "Enter the name on the card." })
    .trim()
    .min(2, { error: "Enter the name on the card." })
    .max(100),
});
