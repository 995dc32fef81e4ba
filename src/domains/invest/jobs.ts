import { defineJob } from "@/server/jobs";
import { settleStalePurchases } from "./purchase";

/**
 * `invest.settleStalePurchases`: every 5 minutes, settles unit purchases left pending by a server that
 * stopped mid-purchase, so their units are never reserved forever (and a captured card is never lost).
 */
export const settleStalePurchasesJob = defineJob({
  name: "invest.settleStalePurchases",
  schedule: () => "*/5 * * * *",
  queue: { retryLimit: 0, expireInSeconds: 10 * 60 },
  handler: async ({ db }) => settleStalePurchases(db, new Date()),
});

export const investJobs = [settleStalePurchasesJob];
