/**
 * A promo code's shape as a guest or staff types it: the staff's promo code form and the checkout both take one.
 * Pure and client-safe (zod only). In lib because bookings, the lower layer, may not import growth, which owns
 * the codes and their rules.
 */
import { z } from "zod";

export const PROMO_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

/** Codes are entered in any case and with stray spaces; they are stored and compared upper case. */
export function normalisePromoCode(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

/** A code as a guest or staff types it: any case, spaces dropped. */
export const promoCodeText = z
  .string({ error: "Enter a promo code." })
  .max(40, { error: "A promo code has at most 20 letters and digits." })
  .transform(normalisePromoCode)
  .refine((code) => PROMO_CODE_PATTERN.test(code), {
    error: "A promo code is 3 to 20 letters and digits, like WELCOME10.",
  });
