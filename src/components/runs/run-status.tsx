"use client";

import type { ReactNode } from "react";
import { FormMessage } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress";
import { runIsGoing, runPercent, type RunView } from "@/lib/runs";
import { formatDateTime } from "@/lib/format";

function when(iso: string): string {
  return formatDateTime(iso, "en", "UTC");
}

/**
 * A long run as a page shows it: while it goes, its progress bar (done of total `unit`); when done, what it did
 * (its summary, then `details` for the page's own list); when failed, why. The region is live, so a screen reader
 * hears the end without moving.
 */
export function RunStatus({
  run,
  unit = "steps",
  details,
}: {
  run: RunView;
  /** What the progress counts, e.g. "suppliers and currencies". */
  unit?: string;
  details?: (run: RunView) => ReactNode;
}) {
  const going = runIsGoing(run);
  return (
    <div className="space-y-2" data-testid="run-status" data-run-state={run.state} aria-live="polite" aria-busy={going}>
      <p className="text-sm text-muted">
        {run.label} · started {when(run.createdAt)}
        {run.finishedAt && ` · ended ${when(run.finishedAt)}`}
      </p>
      {going && (
        <>
          <ProgressBar
            label={run.label}
            value={runPercent(run)}
            valueText={
              run.progressTotal === null
                ? run.state === "queued"
                  ? "Waiting to start"
                  : "Starting"
                : `${run.progressDone} of ${run.progressTotal} ${unit}`
            }
          />
          <p className="text-sm">
            {run.state === "queued"
              ? "Waiting to start…"
              : run.progressTotal === null
                ? "Running…"
                : `Running: ${run.progressDone} of ${run.progressTotal} ${unit} done.`}{" "}
            You can leave this page: the run goes on, and this page shows it when you come back.
          </p>
        </>
      )}
      {run.state === "done" && (
        <FormMessage tone="success">
          <p>{run.summary}</p>
          {details?.(run)}
        </FormMessage>
      )}
      {run.state === "failed" && <FormMessage>{run.error}</FormMessage>}
    </div>
  );
}
