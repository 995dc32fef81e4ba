import { csvField, decimal } from "@/lib/csv";
import type { PolicyRow } from "./queries";

/** The policies export: one row per policy, amounts as plain decimals for spreadsheets. */
export function policiesCsv(rows: (PolicyRow & { openClaims: number })[]): string {
  const header = [
    "Policy",
    "Issued (UTC)",
    "Status",
    "Lead traveller",
    "Travellers",
    "Cover from",
    "Cover to",
    "City",
    "Country",
    "Currency",
    "Premium",
    "Refunded",
    "Open claims",
    "Insurer",
  ];
  const lines = [header.map(csvField).join(",")];
  for (const row of rows) {
    lines.push(
      [
        row.number,
        row.issuedAt.replace("T", " ").slice(0, 19),
        row.status,
        row.leadTraveller,
        row.travellers,
        row.coverStart,
        row.coverEnd,
        row.city,
        row.country,
        row.currency,
        decimal(row.premiumMinor, row.currency),
        decimal(row.refundedMinor, row.currency),
        row.openClaims,
        row.insurer,
      ]
        .map(csvField)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
