/**
 * A large CSV of transactions (a year's, say) as a long run (server/runs): the person starts it with the page's
 * filters, it reads the entries a month at a time off their request (each month one step of its progress; the
 * direct export stops at 50,000 rows, a month at a time does not), keeps the file under `exports/transactions/`
 * (not served by the public files route) and ends with how many rows it holds; the download route gives the
 * file to its starter only. The transactions page reads the latest run, so leaving and coming back shows it.
 */
import type { RunView } from "@/lib/runs";
import { moneyScopeOf, type Actor, type UserActor } from "@/server/access";
import { longDb, type Database } from "@/server/db";
import { findRun, latestRunOf, startRun, workRunInBackground } from "@/server/runs";
import { getFile, putFile } from "@/server/storage";
import { transactionsCsv } from "./csv";
import { exportTransactions, type TransactionFilters, type TransactionRow } from "./transactions";
import { plural } from "@/lib/plural";
import { addDays, todayIn } from "@/lib/dates";
import { INTL_TAGS } from "@/lib/locales";

export const TRANSACTIONS_EXPORT = "transactions.export";

export type ExportFilters = Omit<TransactionFilters, "page">;

/** What a finished export keeps (the run's result). */
export interface TransactionsExportResult {
  rows: number;
  fileKey: string;
  fileName: string;
}

/** The months of a period, newest first (the export's order), as [from, to] days; one slice without dates. */
export function monthSlices(filters: Pick<ExportFilters, "from" | "to">): { from?: string; to?: string }[] {
  if (!filters.from || !filters.to) return [{ from: filters.from, to: filters.to }];
  const slices: { from: string; to: string }[] = [];
  let cursor = filters.to;
  while (cursor >= filters.from) {
    const monthStart = `${cursor.slice(0, 7)}-01`;
    slices.push({ from: monthStart < filters.from ? filters.from : monthStart, to: cursor });
    cursor = addDays(monthStart, -1);
  }
  return slices;
}

function describe(filters: ExportFilters): string {
  if (filters.from && filters.to) return `${filters.from} to ${filters.to}`;
  if (filters.from) return `from ${filters.from}`;
  if (filters.to) return `up to ${filters.to}`;
  return "all dates";
}

/** Starts an export of the filters' transactions, or gives the one the actor has going for the same filters. */
export async function startTransactionsExport(
  db: Database,
  options: { actor: UserActor; filters: ExportFilters; work?: Database },
) {
  const { actor, filters } = options;
  const started = await startRun(db, {
    kind: TRANSACTIONS_EXPORT,
    // Per person: two people exporting the same view each get their own file.
    subject: `${actor.userId}:${JSON.stringify(filters)}`,
    label: `Transactions CSV, ${describe(filters)}`,
    actor,
  });
  const work = options.work ?? longDb();
  if (started.started)
    workRunInBackground(started.run.id, async (steps) => {
      const slices = monthSlices(filters);
      await steps.progress(0, slices.length);
      const rows: TransactionRow[] = [];
      for (const [index, slice] of slices.entries()) {
        rows.push(...(await exportTransactions(work, { actor, filters: { ...filters, ...slice } })));
        await steps.progress(index + 1, slices.length);
      }
      const csv = transactionsCsv(rows, { supplierView: moneyScopeOf(actor).kind === "organisation" });
      const fileKey = `exports/transactions/${started.run.id}.csv`;
      await putFile(fileKey, Buffer.from(csv, "utf8"));
      const result: TransactionsExportResult = {
        rows: rows.length,
        fileKey,
        fileName: `staysia-transactions-${filters.from ?? "start"}-to-${filters.to ?? todayIn("UTC")}.csv`,
      };
      return {
        summary: `${plural(rows.length, { one: "transaction", other: "transactions" }, INTL_TAGS.en)}, ${describe(filters)}: the CSV is ready to download.`,
        result,
      };
    });
  return started;
}

/** The actor's latest transactions export (the page follows it, or offers its file). */
export function latestTransactionsExport(db: Database, actor: Actor): Promise<RunView | null> {
  return latestRunOf(db, { actor, kind: TRANSACTIONS_EXPORT });
}

/** The file of a finished export, for its starter only; null when there is none to give. */
export async function transactionsExportFile(
  db: Database,
  options: { actor: Actor; runId: string },
): Promise<{ fileName: string; bytes: Buffer } | "refused" | null> {
  const run = await findRun(db, { actor: options.actor, id: options.runId });
  if (run === "refused") return "refused";
  if (!run || run.kind !== TRANSACTIONS_EXPORT || run.state !== "done") return null;
  const result = run.result as TransactionsExportResult;
  const bytes = await getFile(result.fileKey);
  return bytes ? { fileName: result.fileName, bytes } : null;
}
