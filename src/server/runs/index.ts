import "server-only";
import { and, desc, eq, inArray, like, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { RunView } from "@/lib/runs";
import { mayFollowRun, type Actor, type UserActor } from "@/server/access";
import { db as requestDb, type Database } from "@/server/db";
import { longRuns } from "@/server/db/platform-schema";
import { logger } from "@/server/logger";
import { GOING, runLifecycle, type RunActorKind, type RunEvent } from "./lifecycle";

/**
 * Long runs (ARCHITECTURE.md "Long runs"): a person starts one and may leave and come back. Starting writes a
 * `long_runs` row (queued); the work runs in steps that move its progress, off the request that started it, and
 * ends it done with a summary of what it did, or failed with why. Pages read the row, so a reload, another tab
 * or a visit tomorrow show the same run; only its starter may follow it (`mayFollowRun`).
 */

export { GOING, runLifecycle } from "./lifecycle";

type Row = typeof longRuns.$inferSelect;

/** A failure the run's starter can act on: its message becomes the run's reason, word for word. */
export class RunFailure extends Error {}

/** Starting a run refused: one of the same kind and subject goes, started by someone else. */
export class RunConflictError extends Error {}

/** What a run's work gets: a way to say how far it got. */
export interface RunSteps {
  runId: string;
  /** Records `done` of `total` steps (total once known); also proves the run is alive. */
  progress(done: number, total?: number): Promise<void>;
}

export interface RunOutcome {
  /** What the run did, in words, e.g. "12 settlements for 9 suppliers, THB 1,204,300 to pay". */
  summary: string;
  result?: unknown;
}

/** A going run that has not moved for this long was lost with its server: it is failed when next read. */
export const LOST_AFTER_MINUTES = 15;
const LOST_REASON = `The run stopped with its server (no progress for ${LOST_AFTER_MINUTES} minutes); nothing it had not finished was kept. Start it again.`;

export function runView(row: Row): RunView {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    state: row.state,
    progressDone: row.progressDone,
    progressTotal: row.progressTotal,
    summary: row.summary,
    result: row.result ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Records a new run of `kind` on `subject`, queued, for `actor`; or, when the same person already has one of
 * that kind and subject going, that one (`started: false`): pressing twice, or ten tabs at once, follow one run.
 * A run of someone else's going is refused (RunConflictError): they follow it, not you.
 */
export async function startRun(
  db: Database,
  options: { kind: string; subject: string; label: string; actor: UserActor },
): Promise<{ run: RunView; started: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [created] = await db
      .insert(longRuns)
      .values({
        kind: options.kind,
        subject: options.subject,
        label: options.label,
        startedByUserId: options.actor.userId,
        startedByEmail: options.actor.email,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return { run: runView(created), started: true };
    const [going] = await db
      .select()
      .from(longRuns)
      .where(
        and(
          eq(longRuns.kind, options.kind),
          eq(longRuns.subject, options.subject),
          inArray(longRuns.state, [...GOING]),
        ),
      );
    // Ended between our insert and this read: try again.
    if (!going) continue;
    if (!mayFollowRun(options.actor, going))
      throw new RunConflictError(
        `${going.label} is already running, started by ${going.startedByEmail ?? "someone else"}; start it again once it has ended.`,
      );
    return { run: runView(going), started: false };
  }
  throw new RunConflictError(`${options.label} is starting and ending repeatedly; try again in a moment.`);
}

/** Moves a run by `event` if it is still where it was read; false when another worker moved it first. */
async function move(
  db: Database,
  run: Pick<Row, "id" | "state">,
  event: RunEvent,
  by: RunActorKind,
  values: PgUpdateSetSource<typeof longRuns> = {},
): Promise<boolean> {
  const verdict = runLifecycle.next(run.state, event, by);
  if (!verdict.ok) return false;
  const moved = await db
    .update(longRuns)
    .set({ ...values, state: verdict.to, updatedAt: sql`now()` })
    .where(and(eq(longRuns.id, run.id), eq(longRuns.state, run.state)))
    .returning({ id: longRuns.id });
  return moved.length > 0;
}

/**
 * Works a queued run: takes it (once: a second worker finds it taken), runs `work` with its progress, and ends
 * it done with the outcome or failed with the reason. Never throws: the run's row is where the result goes.
 */
export async function workRun(
  db: Database,
  runId: string,
  work: (steps: RunSteps) => Promise<RunOutcome>,
): Promise<void> {
  const log = logger().child({ module: "runs", runId });
  const taken = await move(db, { id: runId, state: "queued" }, "start", "worker", { startedAt: sql`now()` });
  if (!taken) return;
  const steps: RunSteps = {
    runId,
    // Progress is news, not the work: a write that fails is logged and the work goes on.
    progress: async (done, total) => {
      await db
        .update(longRuns)
        .set({
          progressDone: done,
          ...(total === undefined ? {} : { progressTotal: total }),
          updatedAt: sql`now()`,
        })
        .where(and(eq(longRuns.id, runId), eq(longRuns.state, "running")))
        .catch((error: unknown) => log.warn({ err: error }, "could not record a run's progress"));
    },
  };
  try {
    const outcome = await work(steps);
    await move(db, { id: runId, state: "running" }, "finish", "worker", {
      summary: outcome.summary,
      result: outcome.result ?? null,
      progressDone: sql`coalesce(${longRuns.progressTotal}, ${longRuns.progressDone})`,
      finishedAt: sql`now()`,
    });
  } catch (error) {
    const reason =
      error instanceof RunFailure
        ? error.message
        : `The run stopped on an unexpected error (logged as run ${runId}); nothing it had not finished was kept. Try again.`;
    if (!(error instanceof RunFailure)) log.error({ err: error }, "run crashed");
    await move(db, { id: runId, state: "running" }, "fail", "worker", {
      error: reason.slice(0, 1000),
      finishedAt: sql`now()`,
    }).catch((moveError: unknown) => log.error({ err: moveError }, "could not record a run's failure"));
  }
}

/**
 * Works a run off the request that started it: the caller answers at once with the queued run, and the page
 * follows its row. In this process, so a server that stops mid-way loses the run: its row stops moving and the
 * next read fails it (`LOST_AFTER_MINUTES`); the work itself is all-or-nothing per transaction. The run's row is
 * written on the request pool (`db()`, short statements), apart from the work's own connections (`longDb()`,
 * three): a run whose transaction holds one, or waits on a lock with it, never waits for a connection to say how
 * far it got.
 */
export function workRunInBackground(
  runId: string,
  work: (steps: RunSteps) => Promise<RunOutcome>,
  bookkeeping: Database = requestDb(),
) {
  void workRun(bookkeeping, runId, work).catch((error: unknown) =>
    logger().error({ module: "runs", runId, err: error }, "run could not be worked"),
  );
}

/** Fails the going runs among `rows` that stopped moving (their server stopped), and gives every row as it is now. */
async function settleLost(db: Database, rows: Row[]): Promise<Row[]> {
  const lostBefore = Date.now() - LOST_AFTER_MINUTES * 60_000;
  const lost = rows.filter((row) => GOING.has(row.state) && row.updatedAt.getTime() < lostBefore);
  if (lost.length === 0) return rows;
  for (const row of lost)
    await move(db, row, "fail", "clock", { error: LOST_REASON, finishedAt: sql`now()` }).catch(() => false);
  const fresh = await db
    .select()
    .from(longRuns)
    .where(
      inArray(
        longRuns.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(fresh.map((row) => [row.id, row]));
  return rows.map((row) => byId.get(row.id) ?? row);
}

/** A run for the one who may follow it: `null` when there is none, "refused" when it is someone else's. */
export async function findRun(
  db: Database,
  options: { actor: Actor; id: string },
): Promise<RunView | "refused" | null> {
  const [row] = await db.select().from(longRuns).where(eq(longRuns.id, options.id));
  if (!row) return null;
  if (!mayFollowRun(options.actor, row)) return "refused";
  const [current] = await settleLost(db, [row]);
  return runView(current!);
}

/** The actor's latest run of `kind` on each of `subjects` (every subject when none is given), newest first. */
export async function latestRunsOf(
  db: Database,
  options: { actor: Actor; kind: string; subjects?: readonly string[] },
): Promise<Map<string, RunView>> {
  const { actor } = options;
  if (actor.kind !== "user" || (options.subjects && options.subjects.length === 0)) return new Map();
  const rows = await db
    .selectDistinctOn([longRuns.subject])
    .from(longRuns)
    .where(
      and(
        eq(longRuns.startedByUserId, actor.userId),
        eq(longRuns.kind, options.kind),
        options.subjects ? inArray(longRuns.subject, [...options.subjects]) : undefined,
      ),
    )
    .orderBy(longRuns.subject, desc(longRuns.createdAt));
  const followed = rows.filter((row) => mayFollowRun(actor, row));
  const current = await settleLost(db, followed);
  return new Map(current.map((row) => [row.subject, runView(row)]));
}

/** The actor's latest run of `kind`, whatever its subject (or of subjects starting with `subjectPrefix`). */
export async function latestRunOf(
  db: Database,
  options: { actor: Actor; kind: string; subjectPrefix?: string },
): Promise<RunView | null> {
  const { actor } = options;
  if (actor.kind !== "user") return null;
  const prefix = options.subjectPrefix?.replace(/[\\%_]/g, (character) => `\\${character}`);
  const [row] = await db
    .select()
    .from(longRuns)
    .where(
      and(
        eq(longRuns.startedByUserId, actor.userId),
        eq(longRuns.kind, options.kind),
        prefix === undefined ? undefined : like(longRuns.subject, `${prefix}%`),
      ),
    )
    .orderBy(desc(longRuns.createdAt))
    .limit(1);
  if (!row || !mayFollowRun(actor, row)) return null;
  const [current] = await settleLost(db, [row]);
  return runView(current!);
}
