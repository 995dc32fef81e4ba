import Link from "next/link";
import { useTranslations } from "next-intl";
import type { InputHTMLAttributes, ReactNode } from "react";
import { buttonClass } from "./button-class";
import { cn } from "./cn";
import { controlClassDense } from "./styles";

export interface FilterOption {
  value: string;
  label: string;
}

/** One control of a filter bar, as data. Each writes one search parameter (a date range writes two). */
export type FilterFieldSpec =
  | {
      kind: "text";
      name: string;
      label: string;
      placeholder?: string;
      /** Extra input attributes: `autoComplete="off"`, `spellCheck`, `inputMode`. */
      input?: Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "defaultValue" | "className">;
      wide?: boolean;
    }
  | {
      kind: "select";
      name: string;
      label: string;
      options: readonly FilterOption[];
      /** The empty choice ("All statuses"); without it the select always has a value. */
      all?: string;
      wide?: boolean;
    }
  | {
      kind: "dateRange";
      from: { name: string; label: string };
      to: { name: string; label: string };
      /** Whole months (`2026-06`) instead of days. */
      unit?: "day" | "month";
    };

const GRID = {
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
  6: "lg:grid-cols-6",
} as const;

export interface FilterFormProps {
  /** The list's address: the form is a GET form to it, so the filters are the address's search parameters. */
  path: string;
  /** The form's accessible name ("Filter transactions"). */
  label: string;
  fields: readonly FilterFieldSpec[];
  /** The current values, by parameter name (from the address). */
  values: Record<string, string | undefined | null>;
  submitLabel?: string;
  /** The Clear link's text; `null` for none. */
  clearLabel?: string | null;
  /** Parameters kept across a new filter (the sort); the page is never kept, a new filter starts at page 1. */
  keep?: Record<string, string | undefined>;
  /** Links beside the buttons (Export CSV of the same view). */
  actions?: ReactNode;
  /** Columns of the grid from large screens up (one on phones, two from `sm`). */
  columns?: keyof typeof GRID;
  className?: string;
}

/**
 * A dashboard list's filter bar from a list of field specs. A plain GET form: it writes the address without
 * JavaScript, a filtered list is a link, and the back button returns to the previous filters (SPEC.md §2:
 * dashboard pages are addresses). Labels wrap their controls, so every control is named.
 */
export function FilterForm({
  path,
  label,
  fields,
  values,
  submitLabel: ownSubmitLabel,
  clearLabel: ownClearLabel,
  keep,
  actions,
  columns = 4,
  className,
}: FilterFormProps) {
  const t = useTranslations("common.ui");
  const submitLabel = ownSubmitLabel ?? t("apply");
  // null: no Clear link at all.
  const clearLabel = ownClearLabel === undefined ? t("clear") : ownClearLabel;
  const control = (name: string, text: string, body: ReactNode, wide = false) => (
    <label key={name} className={cn("space-y-1 text-sm font-medium", wide && "lg:col-span-2")}>
      <span className="block">{text}</span>
      {body}
    </label>
  );
  const value = (name: string) => values[name] ?? "";
  return (
    <form
      method="get"
      action={path}
      aria-label={label}
      className={cn("grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2", GRID[columns], className)}
    >
      {Object.entries(keep ?? {}).map(([name, kept]) =>
        kept ? <input key={name} type="hidden" name={name} value={kept} /> : null,
      )}
      {fields.flatMap((field) => {
        switch (field.kind) {
          case "text":
            return [
              control(
                field.name,
                field.label,
                <input
                  {...field.input}
                  name={field.name}
                  defaultValue={value(field.name)}
                  placeholder={field.placeholder}
                  className={controlClassDense}
                />,
                field.wide,
              ),
            ];
          case "select":
            return [
              control(
                field.name,
                field.label,
                <select name={field.name} defaultValue={value(field.name)} className={controlClassDense}>
                  {field.all !== undefined && <option value="">{field.all}</option>}
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>,
                field.wide,
              ),
            ];
          case "dateRange":
            return [field.from, field.to].map((end) =>
              control(
                end.name,
                end.label,
                <input
                  type={field.unit === "month" ? "month" : "date"}
                  name={end.name}
                  defaultValue={value(end.name)}
                  className={controlClassDense}
                />,
              ),
            );
        }
      })}
      <div className="flex flex-wrap items-end gap-2">
        <button type="submit" className={cn(buttonClass({ size: "sm" }), "py-2")}>
          {submitLabel}
        </button>
        {clearLabel !== null && (
          <Link href={path} className={cn(buttonClass({ variant: "secondary", size: "sm" }), "py-2")}>
            {clearLabel}
          </Link>
        )}
        {actions}
      </div>
    </form>
  );
}

/** An "Export CSV" link for a FilterForm's actions: a download of the same view's rows. */
export function ExportLink({ href, children }: { href: string; children?: ReactNode }) {
  const t = useTranslations("common.ui");
  return (
    <a href={href} className={cn(buttonClass({ variant: "secondary", size: "sm" }), "py-2")} download>
      {children ?? t("exportCsv")}
    </a>
  );
}
