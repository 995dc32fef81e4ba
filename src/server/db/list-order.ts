/**
 * The ORDER BY of a list paged in SQL, from the sort its address asks for (`?sort=id&dir=desc`, read by the
 * kit's `tableStateFrom`). A list sorted in memory would reorder one page only; these lists order the rows
 * in the query instead, so page 2 of a sort continues page 1. Each list whitelists its sortable column ids,
 * each mapped to an SQL expression; an id it does not know falls back to the list's default order.
 */
import { sql, type SQL } from "drizzle-orm";

export type ListSortDirection = "asc" | "desc";

/** The sort a list's address asks for (the shape of the kit's `TableUrlState`). */
export interface ListSort {
  sort?: string;
  dir?: ListSortDirection;
}

export interface ListOrder<Id extends string> {
  /** The sortable column ids and what each orders by (several expressions: money orders within a currency). */
  columns: Record<Id, SQL | SQL[]>;
  /** The order without a sort, as before sorting existed. */
  fallback: SQL;
  /** A unique key after the column, so rows that tie keep one order and no row shows on two pages. */
  tieBreaker: SQL;
}

/** A list's sortable column ids, for `tableStateFrom(params, ids)` and the columns marked `sort: true`. */
export const sortableIds = <Id extends string>(order: ListOrder<Id>): Id[] => Object.keys(order.columns) as Id[];

/**
 * Orders a coded column by the label a reader sees (an enum orders by its declaration, text by its code):
 * "Adjustment" before "Expense", whatever their codes.
 */
export function byLabel(expression: SQL, labels: Record<string, string>): SQL {
  const cases = Object.entries(labels).map(([code, label]) => sql`when ${code} then ${label}`);
  return sql`(case ${expression}::text ${sql.join(cases, sql` `)} else ${expression}::text end)`;
}

/** `order by …` for `sort`: the column's expressions then the tie-breaker in its direction, or the default. */
export function orderBySql<Id extends string>(order: ListOrder<Id>, sort: ListSort | undefined): SQL {
  const id = sort?.sort;
  if (!id || !Object.hasOwn(order.columns, id)) return sql`order by ${order.fallback}`;
  const direction = sort?.dir === "desc" ? sql.raw("desc") : sql.raw("asc");
  const expressions = [order.columns[id as Id]].flat();
  const terms = [...expressions, order.tieBreaker].map((expression) => sql`${expression} ${direction} nulls last`);
  return sql`order by ${sql.join(terms, sql`, `)}`;
}
