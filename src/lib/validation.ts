import { z } from "zod";

/**
 * Field rules shared by every form and function (SPEC.md §5: passwords of at least 6 characters, phones in
 * E.164), as zod schemas: forms use them for instant messages, functions for the real check.
 */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const E164 = /^\+[1-9]\d{6,14}$/;

export const emailSchema = z
  .string({ error: "Enter your email address." })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid email address, like name@example.com." }).max(254));

export const passwordSchema = z
  .string({ error: "Enter a password." })
  .min(MIN_PASSWORD_LENGTH, { error: `Your password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(MAX_PASSWORD_LENGTH, { error: `Your password must be at most ${MAX_PASSWORD_LENGTH} characters.` });

/** An optional phone: empty means none; anything else must be international E.164. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s()-]/g, ""))
  .pipe(
    z.union([
      z.literal("").transform(() => null),
      z.string().regex(E164, {
        error: "Enter the phone number in international format: a plus sign, the country code and the number, like +60123456789.",
      }),
    ]),
  )
  .optional()
  .transform((value) => value ?? null);

export const nameSchema = z
  .string({ error: "Enter your name." })
  .trim()
  .min(1, { error: "Enter your name." })
  .max(100, { error: "Your name must be at most 100 characters." });

