import { TRANSACTION_KIND_LABELS, TRANSACTION_STATUS_LABELS, type TransactionRow } from "./transactions";
import { csvField, decimal } from "@/lib/csv";

export { csvField, decimal };

export function transactionsCsv(rows: TransactionRow[], options: { supplierView: boolean }): string {
  const header = [
    "Date (UTC)",
    "Transaction",
    "Type",
    "Status",
    "Booking",
    "Guest",
    "Property",
    "Currency",
    "Amount",
    "Cash in/out",
    options.supplierView ? "Your earnings" : "Supplier earnings",
  ];
  if (!options.supplierView) header.push("Platform revenue");
  const lines = [header.map(csvField).join(",")];
  for (const row of rows) {
    const fields: (string | number)[] = [
      row.at.replace("T", " ").slice(0, 19),
      row.id,
      TRANSACTION_KIND_LABELS[row.kind],
      TRANSACTION_STATUS_LABELS[row.status],
      row.booking?.reference ?? "",
      row.booking?.guestName ?? "",
      row.property?.title ?? "",
      row.currency,
      decimal(row.grossMinor, row.currency),
      decimal(row.cashMinor, row.currency),
      decimal(row.supplierMinor, row.currency),
    ];
    if (!options.supplierView) fields.push(decimal(row.platformMinor, row.currency));
    lines.push(fields.map(csvField).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
