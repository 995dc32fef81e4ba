/**
 * A month's distribution as a long run (server/runs): staff preview it, then start the posting, which runs off
 * their request in one transaction (postDistribution: the offering's row lock makes two postings of a month take
 * turns, and the unique index keeps one distribution per offering and month), moving its progress per holder,
 * and ends with what it paid in words. The investors page reads the latest run of the offering, so leaving and
 * coming back shows it.
 */
import { formatMoney } from "@/lib/money";
import type { Actor, UserActor } from "@/server/access";
import { longDb, type Database } from "@/server/db";
import { FunctionError } from "@/server/functions";
import { latestRunOf, RunFailure, startRun, workRunInBackground } from "@/server/runs";
import { postDistribution, previewDistribution } from "./distributions";
import { plural } from "@/lib/plural";

export const DISTRIBUTION_RUN = "invest.distribute";

/** What a posted distribution did, in words (the run's summary). */
export function distributionSummary(posted: {
  month: string;
  currency: string;
  distributedMinor: number;
  holders: number;
  paid: number;
}): string {
  const total = formatMoney(
    { amountMinor: posted.distributedMinor, currency: posted.currency },
    { exact: true, currencyDisplay: "code" },
  );
  const nothing = posted.holders - posted.paid;
  const holders = plural(posted.holders, { one: "holder", other: "holders" });
  return `The distribution of ${posted.month} was posted: ${total} to holders. ${holders}${nothing > 0 ? `, ${nothing} with nothing to pay (a share under one minor unit, or a month without income)` : ""}.`;
}

/**
 * Checks the month can be posted (the preview's rules, answered at once), then starts its run, or gives the one
 * the actor has going for that offering and month.
 */
export async function startDistributionRun(
  db: Database,
  options: { actor: UserActor; offeringId: string; month: string; now?: Date; work?: Database },
) {
  const now = options.now ?? new Date();
  const preview = await previewDistribution(db, {
    actor: options.actor,
    offeringId: options.offeringId,
    month: options.month,
    now,
  });
  if (preview.posted) throw new FunctionError("aborted", `The distribution of ${options.month} was already posted.`);
  const started = await startRun(db, {
    kind: DISTRIBUTION_RUN,
    subject: `${options.offeringId}:${options.month}`,
    label: `Distribution of ${options.month}: ${preview.propertyTitle}`,
    actor: options.actor,
  });
  const work = options.work ?? longDb();
  if (started.started)
    workRunInBackground(started.run.id, async (steps) => {
      try {
        const { distribution, preview: posted } = await work.transaction((tx) =>
          postDistribution(tx, options.actor, {
            offeringId: options.offeringId,
            month: options.month,
            now,
            onProgress: (done, total) => steps.progress(done, total),
          }),
        );
        return {
          summary: distributionSummary({
            month: distribution.month,
            currency: distribution.currency,
            distributedMinor: distribution.distributedMinor,
            holders: posted.payments.length,
            paid: posted.payments.filter((payment) => payment.amountMinor > 0).length,
          }),
          result: { id: distribution.id, month: distribution.month, distributedMinor: distribution.distributedMinor },
        };
      } catch (error) {
        if (error instanceof FunctionError) throw new RunFailure(error.message);
        throw error;
      }
    });
  return started;
}

/** The actor's latest distribution run of an offering (any month). */
export function latestDistributionRun(db: Database, options: { actor: Actor; offeringId: string }) {
  return latestRunOf(db, { actor: options.actor, kind: DISTRIBUTION_RUN, subjectPrefix: `${options.offeringId}:` });
}
