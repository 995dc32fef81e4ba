import { z } from "zod";
import { COUNTRY_CODES } from "@/lib/countries";
import { isIsoCountryCode } from "@/lib/iso-countries";
import { LOCALES } from "@/lib/locales";
import { memberIdOrBlankSchema } from "@/lib/partner-member";
import { emailSchema, nameSchema, optionalPhoneSchema, passwordSchema } from "@/lib/validation";

/**
 * The rules of SPEC.md §5 as zod schemas, shared by the sign-up, profile and log-in forms (for instant
 * messages) and by the functions (for the real check): the identity domain's client-safe inputs module.
 */
export {
  E164,
  emailSchema,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  nameSchema,
  optionalPhoneSchema,
  passwordSchema,
} from "@/lib/validation";

/** The four kinds of sign-up of SPEC.md §2. */
export const SIGN_UP_KINDS = ["propertyOwner", "thirdPartyHost", "microInvestor", "roomer"] as const;
export type SignUpKind = (typeof SIGN_UP_KINDS)[number];
export const SUPPLIER_VALUES = ["propertyOwner", "thirdPartyHost"] as const;
export type SupplierValue = (typeof SUPPLIER_VALUES)[number];

export function isSupplierValue(value: unknown): value is SupplierValue {
  return typeof value === "string" && (SUPPLIER_VALUES as readonly string[]).includes(value);
}

/** Partners whose storefronts send new guests to sign up; the profile keeps the origin (SPEC.md §3 from{product}). */
/** A referral code as the marketing domain makes them (`referral_codes`): 8 capital letters and digits. */
export const REFERRAL_CODE_FORMAT = /^[A-Z0-9]{8}$/;

export const PARTNER_ORIGINS = ["airasia"] as const;
export type PartnerOrigin = (typeof PARTNER_ORIGINS)[number];

export function isPartnerOrigin(value: unknown): value is PartnerOrigin {
  return (PARTNER_ORIGINS as readonly unknown[]).includes(value);
}

export const signUpSchema = z
  .object({
    kind: z.enum(SIGN_UP_KINDS, { error: "Choose what kind of account to open." }),
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    phone: optionalPhoneSchema,
    /** Suppliers only: the company or trading name that guests and statements show. */
    organisationName: z
      .string()
      .trim()
      .max(120, { error: "The business name must be at most 120 characters." })
      .optional(),
    country: z.enum(COUNTRY_CODES).default("malaysia"),
    /** Guests only: the partner storefront they came from (/signup/roomer?from=airasia). */
    partner: z.enum(PARTNER_ORIGINS, { error: "Unknown partner." }).optional(),
    /** Guests only: the referral code of the link they signed up with (/signup/roomer?ref=CODE). */
    referralCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(REFERRAL_CODE_FORMAT, { error: "This referral code is not valid: it has 8 letters and digits." })
      .optional(),
  })
  .superRefine((value, context) => {
    const supplier = value.kind === "propertyOwner" || value.kind === "thirdPartyHost";
    if (supplier && !value.organisationName) {
      context.addIssue({ code: "custom", path: ["organisationName"], message: "Enter your business or trading name." });
    }
    if (value.referralCode && value.kind !== "roomer") {
      context.addIssue({
        code: "custom",
        path: ["referralCode"],
        message: "Only guest accounts sign up with a referral link.",
      });
    }
    if (value.partner && value.kind !== "roomer") {
      context.addIssue({ code: "custom", path: ["partner"], message: "Only guest accounts come from a partner." });
    }
  });
// Not strict on purpose: role fields a forged request adds (isOperator, specialType, …) are dropped.

export type SignUpInput = z.input<typeof signUpSchema>;

/** `updateMyProfile`'s input: the signed-in person's name and phone. */
export const updateMyProfileInput = z.strictObject({ name: nameSchema, phone: optionalPhoneSchema });

/**
 * `updateMyPartnerMemberId`'s input: the signed-in person's member ID at the partner (SPEC.md §3 {product}UserId),
 * under the checkout's own rule; a blank answer removes it.
 */
export const updateMyPartnerMemberIdInput = z.strictObject({ partnerMemberId: memberIdOrBlankSchema });

/** /dashboard/profile's nationality: an ISO 3166-1 code that exists, or "" to forget it (the checkout asks again). */
export const updateMyNationalityInput = z.strictObject({
  nationality: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => code === "" || isIsoCountryCode(code), { error: "Choose a country from the list." })
    .transform((code) => code || null),
});

/** `setMyLanguage`'s input: one of the languages the guest side speaks (src/lib/locales.ts). */
export const setMyLanguageInput = z.strictObject({
  locale: z.enum(LOCALES, { error: `Choose one of the languages: ${LOCALES.join(", ")}.` }),
});

/** `changeMyPassword`'s input: the current password (checked by the function) and the new one. */
export const changeMyPasswordInput = z.strictObject({
  currentPassword: z.string().min(1, { error: "Enter your current password." }),
  newPassword: passwordSchema,
});

/**
 * What the log-in form checks before it asks the identity provider (which checks the password itself): that
 * both fields are filled in. Not the password rule: an account made under an older rule must still log in.
 */
export const logInSchema = z.object({
  email: z.string().trim().min(1, { error: "Enter your email address." }),
  password: z.string().min(1, { error: "Enter your password." }),
});
