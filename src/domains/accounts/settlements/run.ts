/**
 * A month's settlement run as a long run (server/runs): staff start it, it runs off their request in one
 * transaction (createSettlements: all or nothing, one run at a time under its advisory lock, each entry settled
 * once), moving its progress per supplier and currency, and ends with what it made in words. Staff may leave the
 * page and come back: /dashboard/settlements reads their latest run.
 */
import type { Actor, UserActor } from "@/server/access";
import { longDb, type Database } from "@/server/db";
import { latestRunOf, RunFailure, startRun, workRunInBackground, type RunSteps } from "@/server/runs";
import { monthHasEnded, monthLabel, periodOf } from "./figures";
import { settlementRunSummary } from "./run-summary";
import { createSettlements, SettlementError } from "./settle";

export const SETTLEMENT_RUN = "settlements.create";

/** Starts the month's run, or gives the one the actor has going for that month. */
export async function startSettlementRun(
  db: Database,
  options: { actor: UserActor; month: string; today?: Date; work?: Database },
) {
  const period = periodOf(options.month);
  if (!period) throw new SettlementError("Choose a month like 2026-10.", "invalid");
  if (!monthHasEnded(period, options.today ?? new Date()))
    throw new SettlementError("Settlements are made for months that have ended.", "invalid");
  const started = await startRun(db, {
    kind: SETTLEMENT_RUN,
    subject: options.month,
    label: `Settlements of ${monthLabel(options.month)}`,
    actor: options.actor,
  });
  if (started.started)
    workRunInBackground(started.run.id, (steps) =>
      settleMonth(options.work ?? longDb(), steps, {
        month: options.month,
        createdBy: options.actor.email,
        today: options.today,
      }),
    );
  return started;
}

async function settleMonth(db: Database, steps: RunSteps, options: { month: string; createdBy: string; today?: Date }) {
  try {
    const result = await db.transaction((tx) =>
      createSettlements(tx, { ...options, onProgress: (done, total) => steps.progress(done, total) }),
    );
    return {
      summary: settlementRunSummary(result),
      result: {
        month: options.month,
        created: result.created,
        carried: result.carried,
        existing: result.existing,
      },
    };
  } catch (error) {
    if (error instanceof SettlementError) throw new RunFailure(error.message);
    throw error;
  }
}

/** The actor's latest settlement run (the settlements page follows it, or shows what it made). */
export function latestSettlementRun(db: Database, actor: Actor) {
  return latestRunOf(db, { actor, kind: SETTLEMENT_RUN });
}
