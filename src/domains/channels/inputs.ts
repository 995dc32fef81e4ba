import { z } from "zod";

/*
 * The channel manager functions' input schemas. Client-safe (zod and pure rules only): the import form
 * validates with the same schema before it calls, so each rule and its message is written once.
 */

/** A feed URL as we accept it: http or https, a host, no user name or password. Answers the problem in words. */
export function feedUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Enter the full address of the calendar, starting with https://.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return "The calendar address must start with https:// or http://.";
  if (!url.hostname) return "The calendar address has no host.";
  if (url.username || url.password) return "Leave the user name and password out of the calendar address.";
  return null;
}

export const unitIdInput = z.uuid({ error: "Choose a unit." });

/** `renewChannelExport` and `revokeChannelExport`: the unit whose export link changes. */
export const channelExportInput = z.strictObject({ unitId: unitIdInput });

/** `removeChannelFeed`, `syncChannelFeed` and `startChannelFeedSync`: the feed. */
export const channelFeedInput = z.strictObject({ id: z.uuid({ error: "There is no such feed." }) });

/** `resolveChannelConflict`: the conflict and, optionally, how it was resolved (kept on the conflict). */
export const resolveChannelConflictInput = z.strictObject({
  id: z.uuid({ error: "There is no such conflict." }),
  resolution: z.string().trim().max(500, { error: "At most 500 characters." }).default(""),
});

const feedUrl = z
  .string({ error: "Enter the calendar's address." })
  .trim()
  .min(1, { error: "Enter the calendar's address." })
  .max(2000, { error: "A calendar address must be at most 2,000 characters." })
  .superRefine((value, context) => {
    const problem = feedUrlProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** `addChannelFeed`'s input: the unit, the calendar's name and its address. */
export const addChannelFeedInput = z.strictObject({
  unitId: unitIdInput,
  name: z
    .string({ error: "Name the calendar." })
    .trim()
    .min(1, { error: "Name the calendar, e.g. Airbnb." })
    .max(100, { error: "At most 100 characters." }),
  url: feedUrl,
});
