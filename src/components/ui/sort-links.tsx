import Link from "next/link";
import type { SortDirection, TableUrlState } from "./data-table";
import { cn } from "./cn";

/** A way a card list sorts: its id (the `sort` parameter), its name, and `sort: true` when the query orders by it. */
export interface SortChoice {
  id: string;
  header?: string;
  sort?: unknown;
  /** The direction a first click sorts in: figures and dates read best highest or newest first. */
  sortFirst?: SortDirection;
}

/**
 * The sorting of a list shown as cards rather than a table (a policy with its claims, a contract with its
 * invoices): the links a table's sortable headings would be, in one row above the list. Like the headings
 * they are links (SPEC.md §2: dashboard pages are addresses), a choice clicked again turns its direction,
 * and the first link goes back to the list's own order. Only choices marked `sort: true` (`sortedInQuery`)
 * are offered: the query orders by those.
 */
export function SortLinks({
  label,
  choices,
  sort,
  href,
  defaultLabel,
}: {
  /** The row's accessible name ("Sort policies"). */
  label: string;
  choices: readonly SortChoice[];
  /** The current sort, from the address (`tableStateFrom`). */
  sort: TableUrlState;
  /** The address of a sort; a new sort starts at page 1. */
  href: (state: TableUrlState) => string;
  /** The list's order without a sort ("Newest issued"). */
  defaultLabel: string;
}) {
  const offered = choices.filter((choice) => choice.sort === true && choice.header);
  const current = offered.find((choice) => choice.id === sort.sort);
  const link = (active: boolean) =>
    cn(
      "inline-flex items-center gap-1 rounded-lg border px-3 py-1.5",
      active ? "border-brand-600 bg-brand-50 font-medium" : "border-line bg-white hover:bg-brand-50",
    );
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">Sort by</span>
      <Link href={href({})} aria-current={current ? undefined : "true"} className={link(!current)}>
        {defaultLabel}
      </Link>
      {offered.map((choice) => {
        const active = choice === current;
        const dir = active ? (sort.dir ?? "asc") : undefined;
        const next: SortDirection = dir === "asc" ? "desc" : dir === "desc" ? "asc" : (choice.sortFirst ?? "asc");
        return (
          <Link
            key={choice.id}
            href={href({ sort: choice.id, dir: next })}
            aria-current={active ? "true" : undefined}
            // The direction in words (the arrow is for the eye); one label reads without the gaps text in
            // separate boxes gets.
            aria-label={active ? `${choice.header}, ${dir === "desc" ? "descending" : "ascending"}` : undefined}
            className={link(active)}
          >
            {choice.header}
            {active && <span aria-hidden="true">{dir === "desc" ? "↓" : "↑"}</span>}
          </Link>
        );
      })}
    </nav>
  );
}
