/** CSV helpers shared by every export (transactions, policies, partner bookings, points). Pure. */
import { minorDigits } from "@/lib/money";
import { csvFieldsOf, type ColumnSpec } from "@/lib/columns";

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

/** A whole CSV file (CRLF lines, header first) from a list's column specs: the same columns as its page. */
export function csvOf<Row>(columns: readonly ColumnSpec<Row>[], rows: readonly Row[]): string {
  const fields = csvFieldsOf(columns);
  const lines = [fields.map((field) => csvField(field.header)).join(",")];
  for (const row of rows) lines.push(fields.map((field) => csvField(field.value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
