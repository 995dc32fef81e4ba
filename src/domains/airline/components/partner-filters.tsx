import type { ReactNode } from "react";
import type { PartnerFilters } from "../queries";
import { controlClassDense } from "@/components/ui/styles";

export const filterInput = controlClassDense;

/** The filter form both airline pages share: a period, a member ID, and what each page adds. */
export function PartnerFilterForm({
  path,
  label,
  filters,
  periodLabel,
  children,
}: {
  path: string;
  label: string;
  filters: PartnerFilters;
  periodLabel: string;
  children?: ReactNode;
}) {
  return (
    <form
      method="get"
      action={path}
      aria-label={label}
      className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <label className="space-y-1 text-sm font-medium">
        <span className="block">{periodLabel} from</span>
        <input type="date" name="from" defaultValue={filters.from ?? ""} className={filterInput} />
      </label>
      <label className="space-y-1 text-sm font-medium">
        <span className="block">{periodLabel} to</span>
        <input type="date" name="to" defaultValue={filters.to ?? ""} className={filterInput} />
      </label>
      <label className="space-y-1 text-sm font-medium">
        <span className="block">Member ID</span>
        <input
          name="member"
          defaultValue={filters.member ?? ""}
          placeholder="AA12345678"
          autoComplete="off"
          spellCheck={false}
          className={filterInput}
        />
      </label>
      {children}
      <div className="flex items-end gap-2">
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Filter
        </button>
        <a href={path} className="rounded-lg border border-line px-4 py-2 text-sm hover:bg-brand-50">
          Clear
        </a>
      </div>
    </form>
  );
}
