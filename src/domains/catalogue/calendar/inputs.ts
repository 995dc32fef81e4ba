import { z } from "zod";
import { daysBetween, isIsoDate } from "@/lib/dates";

/*
 * The calendar functions' input schemas. Client-safe (zod and pure rules only): the calendars' forms validate
 * with these same schemas before they call, so each rule and its message is written once.
 */

/** The longest range one change may cover. */
export const MAX_RANGE_DAYS = 366;
/** Prices are bigint minor units; this bound keeps them far inside JavaScript's exact integers. */
export const MAX_PRICE_MINOR = 1_000_000_000_000;
export const MAX_NOTE_LENGTH = 500;
/** How many units one change may name (a co-living house has a few dozen rooms at most). */
export const MAX_UNITS = 100;

export const isoDate = z.string().refine(isIsoDate, { error: "must be a date like 2026-12-24" });
export const unitIdsInput = z
  .array(z.uuid())
  .min(1, { error: "Choose at least one unit." })
  .max(MAX_UNITS)
  .transform((ids) => [...new Set(ids)]);
/** Reasons a supplier gives; `external_channel` is for blocks imported by the channel manager. */
export const supplierBlockReason = z.enum(["owner_stay", "maintenance", "other"]);
export const noteInput = z
  .string()
  .trim()
  .max(MAX_NOTE_LENGTH, { error: `A note is at most ${MAX_NOTE_LENGTH} characters.` })
  .default("");

const minimumNightsMessage = "Enter a number of nights from 1 to 365.";

export const calendarChange = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("close"), reason: supplierBlockReason, note: noteInput }),
  z.strictObject({ kind: z.literal("open") }),
  /** A price per night in minor units of the property's currency; null removes the override. */
  z.strictObject({ kind: z.literal("price"), amountMinor: z.number().int().min(0).max(MAX_PRICE_MINOR).nullable() }),
  /** The minimum stay of a check-in on these days; null removes the override. */
  z.strictObject({
    kind: z.literal("minStay"),
    nights: z
      .number({ error: minimumNightsMessage })
      .int({ error: minimumNightsMessage })
      .min(1, { error: minimumNightsMessage })
      .max(365, { error: minimumNightsMessage })
      .nullable(),
  }),
  /** Price and minimum-stay overrides back to the property's own rates (closed days stay closed: open them). */
  z.strictObject({ kind: z.literal("clear") }),
]);
export type CalendarChange = z.output<typeof calendarChange>;

/** `updateCalendarDays`'s input. */
export const updateCalendarDaysInput = z
  .strictObject({ propertyId: z.uuid(), unitIds: unitIdsInput, from: isoDate, to: isoDate, change: calendarChange })
  .refine((input) => daysBetween(input.from, input.to) >= 0, {
    error: "The last day must not be before the first.",
    path: ["to"],
  })
  .refine((input) => daysBetween(input.from, input.to) < MAX_RANGE_DAYS, {
    error: `Change at most ${MAX_RANGE_DAYS} days at a time.`,
    path: ["to"],
  });
export type UpdateCalendarDaysInput = z.output<typeof updateCalendarDaysInput>;

/** "HH:MM" on the hour or half hour; "24:00" is the end of the day. */
const clock = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: "must be a time like 14:00" });
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const hourRange = {
  propertyId: z.uuid(),
  unitIds: unitIdsInput,
  day: isoDate,
  start: clock,
  end: clock,
};
const ordered = <T extends { start: string; end: string }>(input: T) => minutes(input.end) > minutes(input.start);
const orderedError = { error: "The end must be after the start.", path: ["end"] };

/** `blockHours`'s input. */
export const blockHoursInput = z
  .strictObject({ ...hourRange, reason: supplierBlockReason, note: noteInput })
  .refine(ordered, orderedError);
/** `reopenHours`'s input. */
export const reopenHoursInput = z.strictObject(hourRange).refine(ordered, orderedError);
/** `setHourlyPrice`'s input. */
export const setHourlyPriceInput = z.strictObject({
  propertyId: z.uuid(),
  unitIds: unitIdsInput,
  day: isoDate,
  /** Per hour, in minor units of the property's currency; null goes back to the hourly rate. */
  amountMinor: z.number().int().min(0).max(MAX_PRICE_MINOR).nullable(),
});
