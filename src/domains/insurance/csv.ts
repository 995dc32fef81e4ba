import type { ColumnSpec } from "@/lib/columns";
import { csvOf, decimal } from "@/lib/csv";
import type { PolicyRow } from "./queries";

/** The policies export: one row per policy, amounts as plain decimals for spreadsheets. */
const columns: ColumnSpec<PolicyRow & { openClaims: number }>[] = (
  [
    ["Policy", (row) => row.number],
    ["Issued (UTC)", (row) => row.issuedAt.replace("T", " ").slice(0, 19)],
    ["Status", (row) => row.status],
    ["Lead traveller", (row) => row.leadTraveller],
    ["Travellers", (row) => row.travellers],
    ["Cover from", (row) => row.coverStart],
    ["Cover to", (row) => row.coverEnd],
    ["City", (row) => row.city],
    ["Country", (row) => row.country],
    ["Currency", (row) => row.currency],
    ["Premium", (row) => decimal(row.premiumMinor, row.currency)],
    ["Refunded", (row) => decimal(row.refundedMinor, row.currency)],
    ["Open claims", (row) => row.openClaims],
    ["Insurer", (row) => row.insurer],
  ] as const satisfies readonly (readonly [string, (row: PolicyRow & { openClaims: number }) => string | number])[]
).map(([header, value]) => ({ id: header, csv: { header, value } }));

export function policiesCsv(rows: (PolicyRow & { openClaims: number })[]): string {
  return csvOf(columns, rows);
}
