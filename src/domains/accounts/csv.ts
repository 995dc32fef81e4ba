import { csvField, csvOf, decimal } from "@/lib/csv";
import { transactionColumns } from "./transaction-columns";
import type { TransactionRow } from "./transactions";

export { csvField, decimal };

/** /dashboard/transactions' export: the page's own column list, so the file and the table cannot drift. */
export function transactionsCsv(rows: TransactionRow[], options: { supplierView: boolean }): string {
  return csvOf(transactionColumns(options), rows);
}
