/**
 * A long run as pages see it (server/runs writes it, `long_runs` keeps it): pure, so the run's progress bar and
 * the pages that show a run share one shape and one rule for "still going".
 */
export type RunState = "queued" | "running" | "done" | "failed";

export interface RunView {
  id: string;
  kind: string;
  label: string;
  state: RunState;
  progressDone: number;
  /** Null until the run knows how many steps it has. */
  progressTotal: number | null;
  /** What the run did, in words (done runs). */
  summary: string;
  /** The details of what it did, as the run's kind describes them. */
  result: unknown;
  /** Why it failed (failed runs). */
  error: string;
  /** ISO timestamps. */
  createdAt: string;
  finishedAt: string | null;
}

/** Whether a run has not ended yet (a page keeps asking for news while it has not). */
export function runIsGoing(run: Pick<RunView, "state">): boolean {
  return run.state === "queued" || run.state === "running";
}

/** How far a run got, 0 to 100, or null while it does not know its size. */
export function runPercent(run: Pick<RunView, "state" | "progressDone" | "progressTotal">): number | null {
  if (run.state === "done") return 100;
  if (run.progressTotal === null) return null;
  if (run.progressTotal === 0) return 100;
  return Math.min(100, Math.round((run.progressDone / run.progressTotal) * 100));
}
