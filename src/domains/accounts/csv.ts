import { TRANSACTION_KIND_LABELS, TRANSACTION_STATUS_LABELS, type TransactionRow } from "./transactions";
import { minorDigits } from "@/lib/money";

/** A CSV field: quoted when it holds a comma, quote or line break; formulas defused for spreadsheets. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === "string") text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Minor units as a plain decimal in major units ("1234.50"), exact, for spreadsheets. */
export function decimal(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = amountMinor < 0 ? "-" : "";
  const abs = Math.abs(amountMinor);
  if (digits === 0) return `${sign}${abs}`;
  const text = String(abs).padStart(digits + 1, "0");
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

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
