/** The portfolio table's sorting and CSV (pure): the same columns on the page and in the file. */
import { csvField, decimal } from "./csv";
import type { PropertySummary } from "./insights";

export const SUMMARY_SORTS = [
  "title",
  "city",
  "occupancy",
  "adr",
  "revpar",
  "revenue",
  "bookings",
  "stay",
  "lead",
  "cancellations",
] as const;
export type SummarySort = (typeof SUMMARY_SORTS)[number];

const KEYS: Record<SummarySort, (row: PropertySummary) => string | number> = {
  title: (row) => row.title.toLowerCase(),
  city: (row) => row.city.toLowerCase(),
  occupancy: (row) => row.occupancy,
  adr: (row) => row.adrMinor,
  revpar: (row) => row.revparMinor,
  revenue: (row) => row.roomRevenueMinor,
  bookings: (row) => row.bookings,
  stay: (row) => row.averageStayNights,
  lead: (row) => row.leadTimeDays,
  cancellations: (row) => row.cancellationRate,
};

/** Sorted by a column; money columns compare within a currency first (amounts in different currencies do not compare). */
export function sortSummary(
  rows: readonly PropertySummary[],
  sort: SummarySort,
  direction: "asc" | "desc",
): PropertySummary[] {
  const money = sort === "adr" || sort === "revpar" || sort === "revenue";
  const sign = direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (money && a.currency !== b.currency) return a.currency < b.currency ? -1 : 1;
    const [x, y] = [KEYS[sort](a), KEYS[sort](b)];
    if (x !== y) return (x < y ? -1 : 1) * sign;
    return a.title.localeCompare(b.title);
  });
}

export function summaryCsv(rows: readonly PropertySummary[]): string {
  const header = [
    "Property",
    "City",
    "Currency",
    "Available nights",
    "Booked nights",
    "Occupancy %",
    "ADR",
    "RevPAR",
    "Room revenue",
    "Bookings",
    "Average stay (nights)",
    "Lead time (days)",
    "Cancellation rate %",
  ];
  const lines = [header.map(csvField).join(",")];
  for (const row of rows) {
    lines.push(
      [
        row.title,
        row.city,
        row.currency,
        row.availableNights,
        row.bookedNights,
        (row.occupancy * 100).toFixed(1),
        decimal(row.adrMinor, row.currency),
        decimal(row.revparMinor, row.currency),
        decimal(row.roomRevenueMinor, row.currency),
        row.bookings,
        row.averageStayNights,
        row.leadTimeDays,
        (row.cancellationRate * 100).toFixed(1),
      ]
        .map(csvField)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** The table's sort from the URL (default: occupancy, highest first). */
export function summarySortFrom(params: Record<string, string | string[] | undefined>): {
  sort: SummarySort;
  direction: "asc" | "desc";
} {
  const sort = Array.isArray(params.sort) ? params.sort[0] : params.sort;
  const direction = Array.isArray(params.direction) ? params.direction[0] : params.direction;
  return {
    sort: (SUMMARY_SORTS as readonly string[]).includes(sort ?? "") ? (sort as SummarySort) : "occupancy",
    direction: direction === "asc" ? "asc" : "desc",
  };
}
