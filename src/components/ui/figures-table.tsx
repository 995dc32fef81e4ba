import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cn } from "./cn";

type Attributes = Record<string, string | undefined>;

/** One line of a document's figures: its label (the row's header) and one figure per column. */
export interface FigureRow {
  key: string;
  label: ReactNode;
  figures: readonly ReactNode[];
  /** "subtotal" is set in bold; "total" also has a rule above it (the sum of the lines before). */
  emphasis?: "subtotal" | "total";
  /** Indented under the subtotal it adds up to. */
  indent?: boolean;
  /** Highlighted: the line the document is about (a statement's net). */
  highlight?: boolean;
  /** Attributes of the row and of each figure cell: the `data-testid` a browser test reads a figure by. */
  rowProps?: Attributes;
  figureProps?: readonly (Attributes | undefined)[];
}

export interface FiguresTableProps {
  /** The table's name for screen readers (a caption, visually hidden unless `showCaption`). */
  caption?: string;
  /** The id of a heading that already names the table: labelled by it, with no caption of its own. */
  labelledBy?: string;
  showCaption?: boolean;
  /**
   * The figure columns' headings; leave out for one column of amounts whose rows say what they are (a price,
   * a settlement's figures), which then has no heading row.
   */
  columns?: readonly { header: ReactNode; muted?: boolean }[];
  /** The heading over the labels, with `columns`. */
  labelHeader?: ReactNode;
  rows: readonly FigureRow[];
  /** Rows in the table's foot (the total of a price). */
  foot?: readonly FigureRow[];
  /** "regular" for a page-wide document, "compact" for a short list of figures beside other content. */
  density?: "regular" | "compact";
  /** A rule between lines (statements, settlements); prices read better without. */
  ruled?: boolean;
  /** The width under which the table scrolls sideways (Tailwind class), for wide documents. */
  minWidth?: string;
  className?: string;
  testId?: string;
}

const PADDING = { regular: "px-4 py-2", compact: "py-1 pr-3 last:pr-0" } as const;

/**
 * A document's table of figures rather than a list: a statement of accounts, a settlement's sums, a stay's
 * price. No sorting, paging or empty state (DataTable is for lists); rows are labelled by their `th
 * scope="row"`, figures are right-aligned in tabular digits, and subtotal and total rows stand out, so a
 * screen reader hears "Net payable, RM 1,200.00" and the eye finds the sum.
 */
export function FiguresTable({
  caption,
  labelledBy,
  showCaption = false,
  columns,
  labelHeader,
  rows,
  foot,
  density = "regular",
  ruled = false,
  minWidth,
  className,
  testId,
}: FiguresTableProps) {
  const t = useTranslations("common.ui");
  const padding = PADDING[density];
  const renderRow = (row: FigureRow, inFoot: boolean) => (
    <tr
      key={row.key}
      {...row.rowProps}
      className={cn(
        (ruled || inFoot) && "border-t border-line",
        row.emphasis === "total" && !inFoot && "border-t-2 border-ink",
        row.emphasis && "font-semibold",
        row.highlight && "bg-brand-50",
      )}
    >
      <th
        scope="row"
        className={cn(
          padding,
          "text-left",
          row.emphasis ? "font-semibold" : "font-normal",
          row.indent && density === "regular" && "pl-8",
          row.indent && density === "compact" && "pl-4",
          inFoot && "pt-2",
        )}
      >
        {row.label}
      </th>
      {row.figures.map((figure, index) => (
        <td
          key={index}
          {...row.figureProps?.[index]}
          className={cn(
            padding,
            "whitespace-nowrap text-right tabular-nums",
            columns?.[index]?.muted && "text-muted",
            inFoot && "pt-2",
          )}
        >
          {figure}
        </td>
      ))}
    </tr>
  );

  const table = (
    <table
      className={cn("w-full text-sm", minWidth, !minWidth && className)}
      aria-labelledby={labelledBy}
      data-testid={testId}
    >
      {caption && !labelledBy && (
        <caption className={showCaption ? "mb-2 text-left font-medium" : "sr-only"}>{caption}</caption>
      )}
      {columns && (
        <thead className="text-left text-muted">
          <tr>
            <th scope="col" className={cn(padding, "font-medium")}>
              {labelHeader ?? <span className="sr-only">{t("line")}</span>}
            </th>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={cn(padding, "text-right font-medium")}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>{rows.map((row) => renderRow(row, false))}</tbody>
      {foot && foot.length > 0 && <tfoot>{foot.map((row) => renderRow(row, true))}</tfoot>}
    </table>
  );
  // A wide document scrolls sideways on a phone; focusable so a keyboard can scroll it (WCAG 2.1.1), as DataTable.
  return minWidth ? (
    <div className={cn("overflow-x-auto", className)} tabIndex={0}>
      {table}
    </div>
  ) : (
    table
  );
}
