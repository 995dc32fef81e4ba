import { csvOf } from "@/lib/csv";
import { partnerBookingColumns, pointsReconciliationColumns } from "./columns";
import type { PartnerBookingRow, PointsRow } from "./queries";

/** /dashboard/airasia's export: one row per partner booking, through the page's own column list. */
export function partnerBookingsCsv(rows: PartnerBookingRow[]): string {
  return csvOf(partnerBookingColumns, rows);
}

/** The reconciliation file the airline loads: one row per points movement, signed, oldest first. */
export function pointsReconciliationCsv(rows: PointsRow[]): string {
  return csvOf(pointsReconciliationColumns, rows);
}
