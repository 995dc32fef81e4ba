/**
 * /dashboard/transactions as column specs: the page's table and its CSV export are one list (the page shows
 * what has a heading, the file what has a `csv` field). A supplier's view has its own earnings and no
 * platform column (SPEC.md §6: a supplier sees only its own share).
 */
import type { ColumnSpec } from "@/lib/columns";
import { decimal } from "@/lib/csv";
import { formatMoney } from "@/lib/money";
import { TRANSACTION_KIND_LABELS, TRANSACTION_STATUS_LABELS, type TransactionRow } from "./transactions";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
const orDash = (amountMinor: number, currency: string) => (amountMinor === 0 ? "—" : money(amountMinor, currency));

export function transactionColumns({ supplierView }: { supplierView: boolean }): ColumnSpec<TransactionRow>[] {
  const columns: ColumnSpec<TransactionRow>[] = [
    {
      id: "at",
      header: "Date (UTC)",
      value: (row) => row.at.slice(0, 16).replace("T", " "),
      className: "whitespace-nowrap tabular-nums",
      csv: { header: "Date (UTC)", value: (row) => row.at.replace("T", " ").slice(0, 19) },
    },
    { id: "id", csv: { header: "Transaction", value: (row) => row.id } },
    {
      id: "kind",
      header: "Type",
      value: (row) => TRANSACTION_KIND_LABELS[row.kind],
      csv: { header: "Type", value: (row) => TRANSACTION_KIND_LABELS[row.kind] },
    },
    // The file has the status here, the page after the property.
    { id: "statusCsv", csv: { header: "Status", value: (row) => TRANSACTION_STATUS_LABELS[row.status] } },
    {
      id: "booking",
      header: "Booking",
      value: (row) => (row.booking ? `${row.booking.reference} · ${row.booking.guestName}` : row.memo || "—"),
      csv: [
        { header: "Booking", value: (row) => row.booking?.reference ?? "" },
        { header: "Guest", value: (row) => row.booking?.guestName ?? "" },
      ],
    },
    {
      id: "property",
      header: "Property",
      value: (row) => row.property?.title ?? "—",
      csv: { header: "Property", value: (row) => row.property?.title ?? "" },
    },
    { id: "status", header: "Status", value: (row) => TRANSACTION_STATUS_LABELS[row.status] },
    {
      id: "amount",
      header: "Amount",
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      value: (row) => money(row.kind === "refund" ? -row.grossMinor : row.grossMinor, row.currency),
      csv: [
        { header: "Currency", value: (row) => row.currency },
        { header: "Amount", value: (row) => decimal(row.grossMinor, row.currency) },
        { header: "Cash in/out", value: (row) => decimal(row.cashMinor, row.currency) },
      ],
    },
    {
      id: "supplier",
      header: supplierView ? "Your earnings" : "Supplier",
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      value: (row) => orDash(row.supplierMinor, row.currency),
      csv: {
        header: supplierView ? "Your earnings" : "Supplier earnings",
        value: (row) => decimal(row.supplierMinor, row.currency),
      },
    },
  ];
  if (!supplierView)
    columns.push({
      id: "platform",
      header: "Platform",
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      value: (row) => orDash(row.platformMinor, row.currency),
      csv: { header: "Platform revenue", value: (row) => decimal(row.platformMinor, row.currency) },
    });
  return columns;
}
