"use client";

import { useTranslations } from "next-intl";
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
  const t = useTranslations("dashboardAccounts.transactionsExport");
  const start = useFunctionCall<RunView>("startTransactionsExport");
  const { run, follow } = useFollowedRun(lastRun);
  const going = run ? runIsGoing(run) : false;
  return (
    <section aria-labelledby="large-export-heading" className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <h2 id="large-export-heading" className="text-base font-semibold">
        {t("heading")}
      </h2>
      <p className="text-sm text-muted">{t("intro")}</p>
      <Button
        variant="secondary"
        busy={start.busy || going}
        onClick={async () => {
          const started = await start.run({ filters });
          if (started) follow(started);
        }}
      >
        {t("make")}
      </Button>
      {start.formError && <FormMessage>{start.formError}</FormMessage>}
      {run && (
        <RunStatus
          run={run}
          unit={t("unit")}
          details={(done) => (
            <a href={`/dashboard/transactions/export/${done.id}`} className="mt-1 inline-block font-medium underline">
              {t("download")}
            </a>
          )}
        />
      )}
    </section>
  );
}
