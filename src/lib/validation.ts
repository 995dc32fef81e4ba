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

/** A password of only spaces (or other blanks) passes a length rule and guards nothing (docs/SECURITY.md). */
export const BLANK_PASSWORD_MESSAGE = "Your password cannot be only spaces.";
export function isBlankPassword(value: string): boolean {
  return value.trim() === "";
}

export const passwordSchema = z
  .string({ error: "Enter a password." })
  .min(MIN_PASSWORD_LENGTH, { error: `Your password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(MAX_PASSWORD_LENGTH, { error: `Your password must be at most ${MAX_PASSWORD_LENGTH} characters.` })
  .refine((value) => !isBlankPassword(value), { error: BLANK_PASSWORD_MESSAGE });

/**
 * An optional phone: empty (or null, what this schema itself answers for none) means none; anything else must
 * be international E.164. A form sends the schema's own output, so that output must parse again.
 */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s()-]/g, ""))
  .pipe(
    z.union([
      z.literal("").transform(() => null),
      z.string().regex(E164, {
        error:
          "Enter the phone number in international format: a plus sign, the country code and the number, like +60123456789.",
      }),
    ]),
  )
  .nullish()
  .transform((value) => value ?? null);

export const nameSchema = z
  .string({ error: "Enter your name." })
  .trim()
  .min(1, { error: "Enter your name." })
  .max(100, { error: "Your name must be at most 100 characters." });

/**
 * Text that PostgreSQL cannot store or that is not Unicode: a NUL character (refused by `text` columns and by the
 * driver) or a lone UTF-16 surrogate (no character at all; JSON's `"\ud800"` makes one). Refused everywhere input
 * arrives (docs/SECURITY.md, "Text that is not text"): every function's parsed JSON (server/functions/
 * handle-call.ts), every URL query (src/proxy.ts), and schemas that read query parameters use `safeText`.
 */
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSAFE_TEXT_MESSAGE =
  "must not contain a NUL character or an unpaired surrogate (text that is not Unicode)";

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/** A zod string that refuses NUL characters and lone surrogates; chain `.trim()`, `.max()` etc. after it. */
export function safeText(options?: { error?: string }) {
  return z.string(options).refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE });
}

/**
 * The paths (`a.b.0.c`, as zod's issues name them) of every string, and every object key, in a parsed JSON value
 * that is not safe text; empty when there is none. Depth is bounded by JSON.parse's own stack.
 */
export function unsafeTextPaths(value: unknown, path: (string | number)[] = []): string[] {
  if (typeof value === "string") return isSafeText(value) ? [] : [path.join(".")];
  if (Array.isArray(value)) return value.flatMap((item, index) => unsafeTextPaths(item, [...path, index]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      isSafeText(key)
        ? unsafeTextPaths(item, [...path, key])
        : [[...path, key.replace(UNSAFE_TEXT, "\uFFFD")].join(".")],
    );
  }
  return [];
}
