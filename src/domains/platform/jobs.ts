import { deliverPendingEmails } from "@/server/email";
import { pruneIdempotentCalls } from "@/server/functions";
import { defineJob } from "@/server/jobs";

/**
 * `email.deliverPending`: every minute, sends what waits in the outbox through SMTP, so an email whose
 * delivery after its write failed (or whose server stopped first) still goes out. Only with SMTP_URL: without
 * it the mail stays readable in the outbox and the job is neither worked nor scheduled.
 */
export const deliverPendingEmailsJob = defineJob({
  name: "email.deliverPending",
  enabled: (settings) => Boolean(settings.SMTP_URL),
  schedule: () => "* * * * *",
  // The next minute's run is the retry.
  queue: { retryLimit: 0, expireInSeconds: 10 * 60 },
  handler: async ({ db }) => ({ sent: await deliverPendingEmails(db) }),
});

/** `functions.pruneIdempotentCalls`: every hour, forgets the answers of keyed calls older than a day. */
export const pruneIdempotentCallsJob = defineJob({
  name: "functions.pruneIdempotentCalls",
  schedule: () => "17 * * * *",
  handler: async ({ db }) => ({ removed: await pruneIdempotentCalls(db) }),
});

export const platformJobs = [deliverPendingEmailsJob, pruneIdempotentCallsJob];
