import Link from "next/link";
import type { ReactNode } from "react";
import {
  createTable,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type ColumnDef,
  type SortingState,
} from "@tanstack/react-table";
import type { DataColumn } from "@/lib/columns";
import { cn } from "./cn";
import { EmptyState, type EmptyStateAction } from "./empty-state";
import { PageLinks } from "./page-links";

export type { ColumnSpec, CsvField, DataColumn } from "@/lib/columns";
export { withCells } from "@/lib/columns";

export type SortDirection = "asc" | "desc";

/** What a list keeps in its address besides its filters: the sorted column and the page. */
export interface TableUrlState {
  sort?: string;
  dir?: SortDirection;
  page?: number;
}

type SearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

const one = (params: SearchParams, name: string): string | undefined => {
  const value = params instanceof URLSearchParams ? (params.get(name) ?? undefined) : params[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The sort and page a list's address asks for; an unknown column or a page below 1 is ignored, not an error. */
export function tableStateFrom(params: SearchParams, sortable: readonly string[] = []): TableUrlState {
  const sort = one(params, "sort");
  const dir = one(params, "dir") === "desc" ? "desc" : "asc";
  const page = Number(one(params, "page"));
  return {
    ...(sort && sortable.includes(sort) ? { sort, dir } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/**
 * The address of `path` with `params` (a list's filters, empty values dropped) and `state` written over them.
 * Sorting again starts at page 1: the rows on page 3 of another order are not the ones the reader saw.
 */
export function tableHref(path: string, params: SearchParams, state: TableUrlState): string {
  const query = new URLSearchParams();
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  for (const [name, value] of entries) {
    if (name === "sort" || name === "dir" || name === "page") continue;
    const first = Array.isArray(value) ? value[0] : value;
    if (first) query.set(name, first);
  }
  if (state.sort) {
    query.set("sort", state.sort);
    if (state.dir === "desc") query.set("dir", "desc");
  }
  if (state.page && state.page > 1) query.set("page", String(state.page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The table's name for screen readers (a caption, visually hidden unless `showCaption`). */
  label: string;
  /** The id of a heading that already names the list: the table is labelled by it and has no caption of its own. */
  labelledBy?: string;
  showCaption?: boolean;
  /** How to link to another sort or page of the same list, keeping its filters (see `tableHref`). */
  href?: (state: TableUrlState) => string;
  /** The current sort, from the address (`tableStateFrom`). */
  sort?: { id: string; dir: SortDirection } | null;
  /** Server paging: the page shown and how many there are; the pager links come from `href`. */
  pagination?: { page: number; pages: number };
  /** What shows instead of the table when there are no rows: a title, or a whole node. */
  empty: ReactNode | { title: ReactNode; description?: ReactNode; action?: EmptyStateAction };
  /** Attributes of a row (`data-testid`, `data-reference`) that browser tests find it by, and its `className`. */
  rowProps?: (row: Row) => Record<string, string | undefined>;
  /** The width under which the table scrolls sideways (Tailwind class, e.g. `min-w-[48rem]`). */
  minWidth?: string;
  className?: string;
  /** Rows under the body (totals). */
  footer?: ReactNode;
  /** The table element's `data-testid`. */
  testId?: string;
  /** Without the outer card (a small table inside a panel that is already one). */
  plain?: boolean;
}

const isEmptyObject = (
  value: unknown,
): value is { title: ReactNode; description?: ReactNode; action?: EmptyStateAction } =>
  typeof value === "object" && value !== null && !Array.isArray(value) && "title" in value;

/**
 * Every dashboard list: TanStack Table (headless) decides the columns, the row model and the order; this
 * renders them as a plain table. No hooks and no client state, so a server component renders the rows and a
 * client component can use it as well. Sorting and paging are links, so a sorted page of a filtered list is
 * an address that can be shared, and the back button goes back through them (SPEC.md §2: the dashboard
 * pages are routes). On a phone the table scrolls sideways with its first column held in place.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  labelledBy,
  showCaption = false,
  href,
  sort,
  pagination,
  empty,
  rowProps,
  minWidth = "min-w-[40rem]",
  className,
  footer,
  testId,
  plain = false,
}: DataTableProps<Row>) {
  const visible = columns.filter((column) => column.header !== undefined && (column.cell || column.value));
  const sorted = sort ? visible.find((column) => column.id === sort.id && column.sort) : undefined;
  const sorting: SortingState = sorted && sort ? [{ id: sorted.id, desc: sort.dir === "desc" }] : [];
  const definitions: ColumnDef<Row>[] = visible.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: (row: Row) => (typeof column.sort === "function" ? column.sort(row) : (column.value?.(row) ?? "")),
    cell: ({ row }) => (column.cell ? column.cell(row.original) : (column.value?.(row.original) ?? "—")),
    enableSorting: Boolean(column.sort),
    sortUndefined: "last",
  }));
  const table = createTable<Row>({
    data: rows as Row[],
    columns: definitions,
    getRowId: (row) => rowKey(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    // A column the query orders by (`sort: true`) arrives sorted; only in-memory keys are sorted here.
    manualSorting: sorted?.sort === true,
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
  });
  // What useReactTable does on each render, without its useState: the features' initial state plus ours.
  table.setOptions((previous) => ({ ...previous, state: { ...table.initialState, sorting } }));

  if (rows.length === 0) {
    return isEmptyObject(empty) ? (
      <EmptyState title={empty.title} description={empty.description} action={empty.action} />
    ) : (
      <>{empty}</>
    );
  }

  const byId = new Map(visible.map((column) => [column.id, column]));
  const align = (id: string) => (byId.get(id)?.align === "right" ? "text-right" : "text-left");
  const sticky = (index: number) => (index === 0 ? "sticky left-0 z-[1]" : "");

  return (
    <div className={cn("space-y-3", className)}>
      {/* Focusable so a keyboard can scroll a table wider than a phone (WCAG 2.1.1). */}
      <div className={cn("overflow-x-auto bg-white", !plain && "rounded-2xl border border-line")} tabIndex={0}>
        <table className={cn("w-full text-sm", minWidth)} data-testid={testId} aria-labelledby={labelledBy}>
          {!labelledBy && (
            <caption className={showCaption ? "px-3 py-2 text-left font-medium" : "sr-only"}>{label}</caption>
          )}
          <thead className="bg-canvas text-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header, index) => {
                  const column = header.column;
                  const state = column.getIsSorted();
                  const canSort = column.getCanSort() && href;
                  const next: SortDirection =
                    state === "asc" ? "desc" : state === "desc" ? "asc" : (byId.get(column.id)?.sortFirst ?? "asc");
                  const text = byId.get(column.id)?.header;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        canSort ? (state === "asc" ? "ascending" : state === "desc" ? "descending" : "none") : undefined
                      }
                      className={cn(
                        "bg-canvas px-3 py-2 font-medium whitespace-nowrap",
                        align(column.id),
                        sticky(index),
                      )}
                    >
                      {canSort ? (
                        <Link
                          href={href({ sort: column.id, dir: next })}
                          className="inline-flex items-center gap-1 rounded underline-offset-2 hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                        >
                          {text}
                          <span aria-hidden="true" className={state ? "text-ink" : "opacity-40"}>
                            {state === "desc" ? "↓" : state === "asc" ? "↑" : "↕"}
                          </span>
                        </Link>
                      ) : byId.get(column.id)?.hideHeader ? (
                        <span className="sr-only">{text}</span>
                      ) : (
                        text
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const { className: rowClass, ...attributes } = rowProps?.(row.original) ?? {};
              return (
                <tr key={row.id} {...attributes} className={cn("border-t border-line", rowClass)}>
                  {row.getVisibleCells().map((cell, index) => {
                    const column = byId.get(cell.column.id);
                    const header =
                      typeof column?.rowHeader === "function"
                        ? column.rowHeader(row.original)
                        : Boolean(column?.rowHeader);
                    const Cell = header ? "th" : "td";
                    return (
                      <Cell
                        key={cell.id}
                        scope={header ? "row" : undefined}
                        className={cn(
                          "px-3 py-2 align-top",
                          header && "font-normal",
                          align(cell.column.id),
                          index === 0 && "bg-white",
                          sticky(index),
                          column?.className,
                        )}
                        {...column?.cellProps?.(row.original)}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Cell>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
          {footer && <tfoot>{footer}</tfoot>}
        </table>
      </div>
      {pagination && href && (
        <PageLinks
          page={pagination.page}
          pages={pagination.pages}
          href={(page) => href({ ...(sort ?? {}), sort: sort?.id, page })}
        />
      )}
    </div>
  );
}
