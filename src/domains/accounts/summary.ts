/** The portfolio table's sorting and CSV (pure): the same columns on the page and in the file. */
import type { ColumnSpec } from "@/lib/columns";
import { csvOf } from "@/lib/csv";
import { decimal } from "./csv";
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

const percent = (value: number) => (value * 100).toFixed(1);

/**
 * The portfolio summary's columns: the page shows what has a heading, the file what has a `csv` field, in
 * this order. Every heading sorts (on the server, `sortSummary`, because money compares within a currency).
 */
const summaryBase: ColumnSpec<PropertySummary>[] = [
  {
    id: "title",
    header: "Property",
    sort: true,
    value: (row) => row.title,
    csv: { header: "Property", value: (row) => row.title },
  },
  {
    id: "city",
    header: "City",
    sort: true,
    value: (row) => row.city,
    csv: [
      { header: "City", value: (row) => row.city },
      { header: "Currency", value: (row) => row.currency },
      { header: "Available nights", value: (row) => row.availableNights },
      { header: "Booked nights", value: (row) => row.bookedNights },
    ],
  },
  {
    id: "occupancy",
    header: "Occupancy",
    value: (row) => `${percent(row.occupancy)}%`,
    csv: { header: "Occupancy %", value: (row) => percent(row.occupancy) },
  },
  { id: "adr", header: "ADR", csv: { header: "ADR", value: (row) => decimal(row.adrMinor, row.currency) } },
  { id: "revpar", header: "RevPAR", csv: { header: "RevPAR", value: (row) => decimal(row.revparMinor, row.currency) } },
  {
    id: "revenue",
    header: "Room revenue",
    csv: { header: "Room revenue", value: (row) => decimal(row.roomRevenueMinor, row.currency) },
  },
  {
    id: "bookings",
    header: "Bookings",
    value: (row) => row.bookings,
    csv: { header: "Bookings", value: (row) => row.bookings },
  },
  {
    id: "stay",
    header: "Avg stay",
    value: (row) => row.averageStayNights,
    csv: { header: "Average stay (nights)", value: (row) => row.averageStayNights },
  },
  {
    id: "lead",
    header: "Lead time",
    value: (row) => row.leadTimeDays,
    csv: { header: "Lead time (days)", value: (row) => row.leadTimeDays },
  },
  {
    id: "cancellations",
    header: "Cancellations",
    value: (row) => `${percent(row.cancellationRate)}%`,
    csv: { header: "Cancellation rate %", value: (row) => percent(row.cancellationRate) },
  },
];
export const summaryColumns = summaryBase.map((column): ColumnSpec<PropertySummary> =>
  column.id === "title" || column.id === "city"
    ? column
    : { ...column, sort: true, sortFirst: "desc", className: "tabular-nums" },
);

export function summaryCsv(rows: readonly PropertySummary[]): string {
  return csvOf(summaryColumns, rows);
}

/** The table's sort and page from the URL (default: occupancy, highest first; page 1). */
export function summarySortFrom(params: Record<string, string | string[] | undefined>): {
  sort: SummarySort;
  direction: "asc" | "desc";
  page: number;
} {
  const first = (name: string) => (Array.isArray(params[name]) ? params[name][0] : params[name]);
  const sort = first("sort");
  const page = Number(first("page"));
  return {
    sort: (SUMMARY_SORTS as readonly string[]).includes(sort ?? "") ? (sort as SummarySort) : "occupancy",
    direction: first("direction") === "asc" ? "asc" : "desc",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * Properties per page of the table: a portfolio of thousands is read a page at a time (a table of 10,000 rows
 * took seconds to render and to load); the CSV has every row.
 */
export const SUMMARY_PAGE_SIZE = 50;

/** One page of the sorted rows; a page past the last shows the last. */
export function summaryPage<Row>(rows: readonly Row[], page: number): { rows: Row[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / SUMMARY_PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((shown - 1) * SUMMARY_PAGE_SIZE, shown * SUMMARY_PAGE_SIZE), page: shown, pages };
}
