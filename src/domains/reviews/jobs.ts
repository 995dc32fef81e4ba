import { defineJob } from "@/server/jobs";
import { publishDueReviews } from "./write";

/** Reviews whose 14 days have ended are published, alone if the other side never wrote (every 15 minutes). */
export const publishDueReviewsJob = defineJob({
  name: "reviews.publishDue",
  schedule: () => "*/15 * * * *",
  runAtStart: async () => true,
  handler: async ({ db, log }) => {
    const published = await publishDueReviews(db, new Date());
    if (published > 0) log.info({ published }, "reviews published at the end of their 14 days");
    return { published };
  },
});

export const reviewJobs = [publishDueReviewsJob];
