import { csvField, decimal } from "@/lib/csv";
import type { PartnerBookingRow, PointsRow } from "./queries";

const lines = (header: string[], rows: (string | number)[][]) =>
  `${[header, ...rows].map((fields) => fields.map(csvField).join(",")).join("\r\n")}\r\n`;

/** /dashboard/airasia's export: one row per partner booking. */
export function partnerBookingsCsv(rows: PartnerBookingRow[]): string {
  return lines(
    [
      "Booking reference",
      "Booked (UTC)",
      "Status",
      "Property",
      "City",
      "Check-in",
      "Check-out",
      "Member ID",
      "Currency",
      "Total",
      "Room revenue",
      "Points",
    ],
    rows.map((row) => [
      row.reference,
      row.bookedAt.replace("T", " ").slice(0, 19),
      row.status,
      row.property,
      row.city,
      row.checkIn,
      row.checkOut,
      row.memberId ?? "",
      row.currency,
      decimal(row.totalMinor, row.currency),
      decimal(row.roomRevenueMinor, row.currency),
      row.points,
    ]),
  );
}

/**
 * The reconciliation file the airline loads: one row per points movement, signed, oldest first, with the
 * four columns its loader reads (member ID, booking reference, date, points) and then our row id and kind,
 * so a movement is never counted twice.
 */
export function pointsReconciliationCsv(rows: PointsRow[]): string {
  return lines(
    ["member_id", "booking_reference", "date", "points", "entry_id", "kind", "reason"],
    rows.map((row) => [row.memberId, row.reference, row.at.slice(0, 10), row.points, row.id, row.kind, row.reason]),
  );
}
