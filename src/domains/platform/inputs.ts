import { z } from "zod";
import { businessSettingsDocument } from "./settings-document";

/*
 * The platform functions' input schemas. Client-safe (zod only): the business settings form validates with the
 * same schema before it calls, so each rule and its message is written once.
 */

/**
 * `saveBusinessSettings`'s input: the whole editable document, the day it takes effect and why. A day is read in
 * the head office's time zone (the dashboards' clock, lib/dates.ts): today means at once, a later day from its
 * midnight there; a day that has passed is refused by the function, which knows today.
 */
export const saveBusinessSettingsInput = z.strictObject({
  settings: businessSettingsDocument,
  effectiveFrom: z.union([z.literal("now"), z.iso.date({ error: "Choose the day the change takes effect." })], {
    error: "Choose the day the change takes effect.",
  }),
  reason: z
    .string({ error: "Say why the settings change." })
    .trim()
    .min(3, { error: "Say why the settings change (at least 3 characters)." })
    .max(500, { error: "Keep the reason under 500 characters." }),
});

export type SaveBusinessSettingsInput = z.infer<typeof saveBusinessSettingsInput>;
