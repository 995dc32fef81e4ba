import { defineJob } from "@/server/jobs";
import { expireReferralCredits } from "./referral-credit";

/**
 * Referral credit past its expiry gives what is left to breakage income (daily, 02:30 UTC; a grant is closed
 * once, so a run that repeats or overlaps changes nothing: referral-credit.ts).
 */
export const expireReferralCreditsJob = defineJob({
  name: "marketing.expireReferralCredits",
  schedule: () => "30 2 * * *",
  handler: async ({ db, log }) => {
    const expired = await expireReferralCredits(db);
    if (expired > 0) log.info({ expired }, "referral credit grants expired");
    return { expired };
  },
});

export const marketingJobs = [expireReferralCreditsJob];
