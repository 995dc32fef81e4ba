/**
 * The airline's lists as column specs: /dashboard/airasia's table and its CSV are one list (the page shows
 * what has a heading, the file what has a `csv` field), and the points page's table beside the
 * reconciliation file, whose column order is the airline's loader's and so is a list of its own.
 */
import { decimal } from "@/lib/csv";
import type { ColumnSpec } from "@/lib/columns";
import type { PartnerBookingRow, PointsRow } from "./queries";
import { POINTS_KIND_LABELS, partnerStatusWords } from "./rules";

export { partnerStatusWords };
const utc = (at: string) => at.replace("T", " ").slice(0, 19);

export const partnerBookingColumns: ColumnSpec<PartnerBookingRow>[] = [
  {
    id: "reference",
    header: "Booking",
    value: (row) => row.reference,
    className: "font-mono",
    csv: { header: "Booking reference", value: (row) => row.reference },
  },
  {
    id: "booked",
    header: "Booked",
    value: (row) => row.bookedAt.slice(0, 10),
    csv: { header: "Booked (UTC)", value: (row) => utc(row.bookedAt) },
  },
  // The file has the status here, the page after the place.
  { id: "statusCode", csv: { header: "Status", value: (row) => row.status } },
  { id: "stay", header: "Stay", value: (row) => `${row.checkIn} → ${row.checkOut}` },
  {
    id: "place",
    header: "Place",
    value: (row) => row.property,
    csv: [
      { header: "Property", value: (row) => row.property },
      { header: "City", value: (row) => row.city },
      { header: "Check-in", value: (row) => row.checkIn },
      { header: "Check-out", value: (row) => row.checkOut },
    ],
  },
  { id: "status", header: "Status", value: (row) => partnerStatusWords(row.status) },
  {
    id: "member",
    header: "Member ID",
    value: (row) => row.memberId ?? "—",
    className: "font-mono",
    csv: { header: "Member ID", value: (row) => row.memberId ?? "" },
  },
  {
    id: "revenue",
    header: "Revenue",
    align: "right",
    csv: [
      { header: "Currency", value: (row) => row.currency },
      { header: "Total", value: (row) => decimal(row.totalMinor, row.currency) },
      { header: "Room revenue", value: (row) => decimal(row.roomRevenueMinor, row.currency) },
    ],
  },
  {
    id: "points",
    header: "Points",
    value: (row) => row.points,
    align: "right",
    className: "font-semibold",
    csv: { header: "Points", value: (row) => row.points },
  },
];

/** /dashboard/airasia-rewards: the movements, newest first. */
export const pointsColumns: ColumnSpec<PointsRow>[] = [
  { id: "at", header: "Date (UTC)", value: (row) => row.at.replace("T", " ").slice(0, 16) },
  { id: "member", header: "Member ID", value: (row) => row.memberId, className: "font-mono" },
  { id: "reference", header: "Booking", value: (row) => row.reference, className: "font-mono" },
  { id: "kind", header: "Kind", value: (row) => POINTS_KIND_LABELS[row.kind] },
  { id: "reason", header: "Reason", value: (row) => row.reason },
  {
    id: "points",
    header: "Points",
    value: (row) => (row.points > 0 ? `+${row.points}` : row.points),
    align: "right",
    className: "font-semibold",
  },
];

/**
 * The reconciliation file the airline loads: the four columns its loader reads (member ID, booking reference,
 * date, points) and then our row id and kind, so a movement is never counted twice.
 */
export const pointsReconciliationColumns: ColumnSpec<PointsRow>[] = [
  { id: "member_id", csv: { header: "member_id", value: (row) => row.memberId } },
  { id: "booking_reference", csv: { header: "booking_reference", value: (row) => row.reference } },
  { id: "date", csv: { header: "date", value: (row) => row.at.slice(0, 10) } },
  { id: "points", csv: { header: "points", value: (row) => row.points } },
  { id: "entry_id", csv: { header: "entry_id", value: (row) => row.id } },
  { id: "kind", csv: { header: "kind", value: (row) => row.kind } },
  { id: "reason", csv: { header: "reason", value: (row) => row.reason } },
];
