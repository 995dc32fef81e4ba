import { z } from "zod";
import { COUNTRY_CODES } from "@/lib/countries";

/**
 * The rules of SPEC.md §5 as zod schemas, shared by the sign-up and profile forms (for instant messages)
 * and by the functions (for the real check).
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

/** The four kinds of sign-up of SPEC.md §2. */
export const SIGN_UP_KINDS = ["propertyOwner", "thirdPartyHost", "microInvestor", "roomer"] as const;
export type SignUpKind = (typeof SIGN_UP_KINDS)[number];
export const SUPPLIER_VALUES = ["propertyOwner", "thirdPartyHost"] as const;
export type SupplierValue = (typeof SUPPLIER_VALUES)[number];

export function isSupplierValue(value: unknown): value is SupplierValue {
  return typeof value === "string" && (SUPPLIER_VALUES as readonly string[]).includes(value);
}

export const signUpSchema = z
  .object({
    kind: z.enum(SIGN_UP_KINDS, { error: "Choose what kind of account to open." }),
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    phone: optionalPhoneSchema,
    /** Suppliers only: the company or trading name that guests and statements show. */
    organisationName: z.string().trim().max(120, { error: "The business name must be at most 120 characters." }).optional(),
    country: z.enum(COUNTRY_CODES).default("malaysia"),
  })
  .superRefine((value, context) => {
    const supplier = value.kind === "propertyOwner" || value.kind === "thirdPartyHost";
    if (supplier && !value.organisationName) {
      context.addIssue({ code: "custom", path: ["organisationName"], message: "Enter your business or trading name." });
    }
  });
// Not strict on purpose: role fields a forged request adds (isOperator, specialType, …) are dropped.

export type SignUpInput = z.input<typeof signUpSchema>;
