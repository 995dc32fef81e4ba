/**
 * Transactions (Host) as column specs: the page's table and its CSV export are one list (the page shows what
 * has a heading, the file what has a `csv` field).
 */
import type { ColumnSpec } from "@/lib/columns";
import { decimal } from "@/lib/csv";
import { formatMoney } from "@/lib/money";
import { PAYOUT_STATUS_LABELS, type HostTransactionRow } from "./host-transactions";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
const figures = "whitespace-nowrap tabular-nums";

export const hostTransactionColumns: ColumnSpec<HostTransactionRow>[] = [
  {
    id: "reference",
    header: "Booking",
    value: (row) => row.reference,
    className: "whitespace-nowrap font-medium",
    csv: { header: "Booking", value: (row) => row.reference },
  },
  {
    id: "guest",
    header: "Guest",
    value: (row) => row.guestName,
    csv: { header: "Guest", value: (row) => row.guestName },
  },
  // The file has the property before the stay, the page after it.
  { id: "propertyCsv", csv: { header: "Property", value: (row) => row.propertyTitle } },
  {
    id: "stay",
    header: "Stay",
    value: (row) => `${row.checkIn} → ${row.checkOut}`,
    className: figures,
    csv: [
      { header: "Check-in", value: (row) => row.checkIn },
      { header: "Check-out", value: (row) => row.checkOut },
      { header: "Booking status", value: (row) => row.bookingStatus },
      { header: "Currency", value: (row) => row.currency },
    ],
  },
  { id: "property", header: "Property", value: (row) => row.propertyTitle },
  {
    id: "gross",
    header: "Gross",
    align: "right",
    className: figures,
    value: (row) => money(row.grossMinor, row.currency),
    csv: { header: "Gross", value: (row) => decimal(row.grossMinor, row.currency) },
  },
  {
    id: "commission",
    header: "Commission",
    align: "right",
    className: figures,
    value: (row) => money(-row.commissionMinor, row.currency),
    csv: [
      { header: "Commission", value: (row) => decimal(row.commissionMinor, row.currency) },
      { header: "Refunds", value: (row) => decimal(row.refundsMinor, row.currency) },
    ],
  },
  {
    id: "net",
    header: "Net",
    align: "right",
    className: `${figures} font-medium`,
    value: (row) => money(row.netMinor, row.currency),
    csv: { header: "Net", value: (row) => decimal(row.netMinor, row.currency) },
  },
  {
    id: "payout",
    header: "Payout",
    value: (row) => PAYOUT_STATUS_LABELS[row.payoutStatus],
    csv: [
      { header: "Payout status", value: (row) => PAYOUT_STATUS_LABELS[row.payoutStatus] },
      { header: "Settlement", value: (row) => row.settlement?.number ?? "" },
      { header: "Paid on", value: (row) => row.settlement?.paidAt?.slice(0, 10) ?? "" },
      { header: "Payment reference", value: (row) => row.settlement?.paymentReference ?? "" },
    ],
  },
];
