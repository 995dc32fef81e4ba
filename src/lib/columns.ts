/**
 * A list's columns as data, shared by its page (components/ui/data-table.tsx renders them) and its CSV export
 * (lib/csv.ts `csvOf`), so a column is listed once. Pure: no React at run time, so a domain's export module
 * can import its columns without loading any UI.
 */
import type { ReactNode } from "react";

/** One field of the CSV export: its header in the file and its value (a plain string or number). */
export interface CsvField<Row> {
  header: string;
  value: (row: Row) => string | number;
}

export interface ColumnSpec<Row> {
  /** Stable name: the `sort` search parameter's value and the key a view's cells are given by. */
  id: string;
  /** The column heading on the page; a column without one is in the export only. */
  header?: string;
  /**
   * What the export writes for this column, in column order: none (page only), one field, or several (the
   * page's "Stay" is the file's Check-in and Check-out).
   */
  csv?: CsvField<Row> | readonly CsvField<Row>[];
  /** The cell's text when the view gives no cell of its own; also the sort key unless `sortValue` says otherwise. */
  value?: (row: Row) => string | number | null | undefined;
  /** Sortable: by this key in memory, or by the server (`true`) when the query itself orders the rows. */
  sort?: ((row: Row) => string | number) | true;
  /** The direction a first click sorts in: figures read best highest first. */
  sortFirst?: "asc" | "desc";
  /** Right-aligned figures (money, counts). */
  align?: "left" | "right";
  /** Extra classes for the column's cells (font-mono for references, whitespace-nowrap for dates). */
  className?: string;
}

/** A column as the table renders it: a spec plus, optionally, a rich cell (a link, a badge, an in-row form). */
export interface DataColumn<Row> extends ColumnSpec<Row> {
  cell?: (row: Row) => ReactNode;
  /** Attributes for the column's cells, e.g. the `data-testid` a browser test reads one figure by. */
  cellProps?: (row: Row) => Record<string, string | undefined>;
  /** The cell names its row (`<th scope="row">`): the code of a promo code, the reference of a booking. */
  rowHeader?: boolean | ((row: Row) => boolean);
  /** The heading is for screen readers only (a column of buttons). */
  hideHeader?: boolean;
}

/**
 * A shared spec list with the view's own cells and cell attributes added by column id. A cell for an id the
 * list does not have is a programming error, caught here rather than silently dropped.
 */
export function withCells<Row>(
  specs: readonly ColumnSpec<Row>[],
  cells: Record<
    string,
    DataColumn<Row>["cell"] | Pick<DataColumn<Row>, "cell" | "cellProps" | "className" | "header" | "rowHeader">
  >,
): DataColumn<Row>[] {
  const ids = new Set(specs.map((spec) => spec.id));
  for (const id of Object.keys(cells)) if (!ids.has(id)) throw new Error(`No column "${id}" to give a cell to`);
  return specs.map((spec) => {
    const extra = cells[spec.id];
    if (!extra) return { ...spec };
    return typeof extra === "function" ? { ...spec, cell: extra } : { ...spec, ...extra };
  });
}

/**
 * A list paged in SQL: the columns its query can order by (`sort: true`, the rows arrive sorted), by id. An id
 * this view has no column for (a supplier's settlements have no Supplier column) is left out.
 */
export function sortedInQuery<Column extends { id: string; sort?: unknown }>(
  columns: readonly Column[],
  ids: readonly string[],
): Column[] {
  return columns.map((column) => (ids.includes(column.id) ? { ...column, sort: true } : column));
}

/** The export's fields of a column list, in order. */
export function csvFieldsOf<Row>(columns: readonly ColumnSpec<Row>[]): CsvField<Row>[] {
  return columns.flatMap((column) =>
    column.csv === undefined ? [] : Array.isArray(column.csv) ? column.csv : [column.csv as CsvField<Row>],
  );
}
