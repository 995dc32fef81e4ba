import { defineJob } from "@/server/jobs";
import { issueDueInvoices } from "./contracts";

/**
 * `rentals.issueInvoices`: each month's rent invoice of every contract, on the day the month begins (hourly,
 * so a month that begins at midnight in Kuala Lumpur is invoiced that morning; at start too, to catch up).
 * One invoice per contract and month, whatever the number of runs: the database's unique constraint.
 */
export const issueRentInvoicesJob = defineJob({
  name: "rentals.issueInvoices",
  schedule: () => "5 * * * *",
  runAtStart: async () => true,
  queue: { retryLimit: 2, retryDelay: 5 * 60, expireInSeconds: 10 * 60 },
  handler: async ({ db, log }) => {
    const issued = await issueDueInvoices(db);
    log.info({ issued }, "rent invoices issued");
    return { issued };
  },
});

export const rentalJobs = [issueRentInvoicesJob];
