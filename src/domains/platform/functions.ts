import { z } from "zod";
import type { Database } from "@/server/db";
import { mailServerConfigured } from "@/server/email";
import { defineFunction, invalidArgument, notFound, permissionDenied } from "@/server/functions";
import { findRun } from "@/server/runs";
import { listOutbox, OUTBOX_STATES, sendAgain } from "./outbox";
import { saveSettingsVersion } from "./business-settings";
import { saveBusinessSettingsInput } from "./inputs";

/** Staff read the outbox (More → Others → Outbox): every email the product produced, with its state. */
export const readOutbox = defineFunction({
  name: "readOutbox",
  kind: "read",
  permission: "staff",
  input: z
    .strictObject({
      search: z.string().trim().max(200).optional(),
      state: z.enum(OUTBOX_STATES).optional(),
      page: z.number().int().min(1).max(10_000).default(1),
    })
    .default({ page: 1 }),
  handler: async (input, { db, actor }) => listOutbox(db, { actor, ...input }, mailServerConfigured()),
});

/** Staff send an email again: a failed one is retried, a sent one is queued once more as a copy. */
export const sendEmailAgain = defineFunction({
  name: "sendEmailAgain",
  kind: "write",
  permission: "staff",
  input: z.strictObject({ id: z.uuid({ error: "Choose an email of the outbox." }) }),
  handler: async ({ id }, { db, audit }) => {
    // Without a mail server, queueing again would only keep a second copy: say so instead of pretending.
    if (!mailServerConfigured())
      throw invalidArgument(
        "No mail server is set up (SMTP_URL), so nothing can be sent: the email stays readable here.",
      );
    const again = await sendAgain(db, id);
    if (!again) throw notFound("The outbox has no such email.");
    audit({ entity: `email:${id}`, changes: { sendAgain: { from: id, to: again.id } } });
    return again;
  },
});

/**
 * A long run's news (server/runs: a settlement run, a calendar sync) for the page that follows it: its state,
 * progress, and what it did or why it failed. Only its starter may read it (`mayFollowRun`).
 */
export const getRun = defineFunction({
  name: "getRun",
  kind: "read",
  permission: "signedIn",
  input: z.strictObject({ id: z.uuid({ error: "Give the run's id." }) }),
  handler: async ({ id }, { db, actor }) => {
    const run = await findRun(db as Database, { actor, id });
    if (run === null) throw notFound("There is no such run.");
    if (run === "refused") throw permissionDenied("This run was started by someone else: only they can follow it.");
    return run;
  },
});

/**
 * Staff change the business settings from a day (More → Others → Business settings): a new version, in force
 * from that day, audited with what it changed. Bookings already made keep the version that priced them.
 */
export const saveBusinessSettings = defineFunction({
  name: "saveBusinessSettings",
  kind: "write",
  permission: "staff",
  input: saveBusinessSettingsInput,
  handler: async (input, { db, actor, audit }) => {
    const { version, changes } = await saveSettingsVersion(db, input, actor.kind === "user" ? actor.email : "unknown");
    audit({ entity: `business-settings:${version.id}`, changes });
    return {
      id: version.id,
      effectiveFrom: version.effectiveFrom.toISOString(),
      changed: Object.keys(changes),
    };
  },
});

export const platformFunctions = [readOutbox, sendEmailAgain, getRun, saveBusinessSettings];
