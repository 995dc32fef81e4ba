"use client";

import { RunStatus } from "@/components/runs/run-status";
import { useFollowedRun } from "@/components/runs/use-followed-run";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { runIsGoing, type RunView } from "@/lib/runs";
import type { TransactionFilters } from "../transactions";

/**
 * A large CSV (a year's transactions) made as a long run with the page's filters: its progress month by month,
 * then a download link. `lastRun` is the viewer's latest export, read by the page, so leaving and coming back
 * shows it.
 */
export function TransactionsExportPanel({
  filters,
  lastRun,
}: {
  filters: Omit<TransactionFilters, "page">;
  lastRun: RunView | null;
}) {
  const start = useFunctionCall<RunView>("startTransactionsExport");
  const { run, follow } = useFollowedRun(lastRun);
  const going = run ? runIsGoing(run) : false;
  return (
    <section aria-labelledby="large-export-heading" className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <h2 id="large-export-heading" className="text-base font-semibold">
        Large CSV
      </h2>
      <p className="text-sm text-muted">
        For a year or more of transactions: the file is made in the background with the filters above, month by month.
        You can leave the page and download it when it is ready.
      </p>
      <Button
        variant="secondary"
        busy={start.busy || going}
        onClick={async () => {
          const started = await start.run({ filters });
          if (started) follow(started);
        }}
      >
        Make the CSV
      </Button>
      {start.formError && <FormMessage>{start.formError}</FormMessage>}
      {run && (
        <RunStatus
          run={run}
          unit="months"
          details={(done) => (
            <a href={`/dashboard/transactions/export/${done.id}`} className="mt-1 inline-block font-medium underline">
              Download the CSV
            </a>
          )}
        />
      )}
    </section>
  );
}
