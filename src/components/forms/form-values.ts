import { z } from "zod";
import { minorDigits, toMinor } from "@/lib/money";

/*
 * What a person types is text; a function's input is numbers and minor units. These turn the text into the
 * value the function's schema checks, reporting only what the text itself gets wrong (its shape); the
 * business rules (ranges, caps, cross-field rules) stay in the function's schema the form pipes into.
 */

/** An optional whole number: "" is null, "12" is 12, anything else undefined (not a whole number). */
export function wholeOrNull(text: string): number | null | undefined {
  const value = text.trim().replace(/[,\s]/g, "");
  if (value === "") return null;
  return /^-?\d{1,12}$/.test(value) ? Number(value) : undefined;
}

/**
 * An amount typed in major units ("1,250.50", "850000") as minor units of the currency, or undefined when it
 * is not an amount the currency can hold (too many decimals for yen or rupiah, letters, several points).
 */
export function minorOf(text: string, currency: string): number | undefined {
  const value = text.trim().replace(/[,\s]/g, "");
  const digits = minorDigits(currency);
  const pattern = digits === 0 ? /^\d{1,13}$/ : new RegExp(`^\\d{1,13}(\\.\\d{1,${digits}})?$`);
  return pattern.test(value) ? toMinor(Number(value), currency) : undefined;
}

/** The message for an amount `minorOf` could not read, in the currency's own terms. */
export function amountShapeMessage(currency: string, example = "50.00"): string {
  return minorDigits(currency) === 0 ? `Enter a whole amount in ${currency}.` : `Enter an amount like ${example}.`;
}

/** A percentage with up to two decimals ("12.5") as basis points (1250), or undefined. */
export function basisPointsOf(text: string): number | undefined {
  const value = text.trim();
  return /^\d{1,3}(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : undefined;
}

/** Adds a message on one field of a form's transform (the form's values piped into a function's schema). */
export function fieldIssue(context: z.RefinementCtx, field: string, message: string): void {
  context.addIssue({ code: "custom", path: [field], message });
}

/**
 * A form's schema: its fields (text as typed), read into the function's input by `read` (which reports what
 * the text gets wrong with `fieldIssue`), then parsed by the function's own input schema. The function's
 * rules and messages are the ones the form shows, written once.
 */
export function formSchema<
  Fields extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  Target extends z.ZodType,
>(
  fields: Fields,
  read: (values: z.output<Fields>, context: z.RefinementCtx) => z.input<Target>,
  target: Target,
): z.ZodType<z.output<Target>, z.input<Fields>> {
  // zod's `pipe` wants the target's input to equal the transform's output exactly (defaults make it wider).
  return fields.transform(read).pipe(target as never) as unknown as z.ZodType<z.output<Target>, z.input<Fields>>;
}

/**
 * A number typed with optional thousands separators ("1,250.5") as a number, or NaN when the text is not one
 * (empty included): the function's `z.number()` then refuses it with its own message, written once there.
 */
export function numberOf(text: string): number {
  const value = text.trim().replace(/[,\s]/g, "");
  return value === "" ? Number.NaN : Number(value);
}

/**
 * A count of things typed as digits ("3", "1,000"), at least 1, or undefined. For counts whose form says
 * "a whole number, at least 1" in one message as the person types; the function's schema keeps its own range.
 */
export function countOf(text: string): number | undefined {
  const value = wholeOrNull(text);
  return value !== null && value !== undefined && value >= 1 ? value : undefined;
}
