"use client";

import { useTranslations } from "next-intl";
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
  unit,
  details,
}: {
  run: RunView;
  /** What the progress counts, said by the caller, e.g. "suppliers and currencies" ("steps" without it). */
  unit?: string;
  details?: (run: RunView) => ReactNode;
}) {
  const t = useTranslations("dashboardShell.runs");
  const going = runIsGoing(run);
  const counted = unit ?? t("defaultUnit");
  const progress = { done: run.progressDone, total: run.progressTotal ?? 0, unit: counted };
  return (
    <div className="space-y-2" data-testid="run-status" data-run-state={run.state} aria-live="polite" aria-busy={going}>
      <p className="text-sm text-muted">
        {t("started", { label: run.label, when: when(run.createdAt) })}
        {run.finishedAt && t("ended", { when: when(run.finishedAt) })}
      </p>
      {going && (
        <>
          <ProgressBar
            label={run.label}
            value={runPercent(run)}
            valueText={
              run.progressTotal === null
                ? run.state === "queued"
                  ? t("waitingToStart")
                  : t("starting")
                : t("progress", progress)
            }
          />
          <p className="text-sm">
            {run.state === "queued"
              ? t("queued")
              : run.progressTotal === null
                ? t("running")
                : t("runningProgress", progress)}{" "}
            {t("leave")}
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
