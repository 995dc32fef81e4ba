import { StatCard, StatGrid } from "@/components/ui/card";
import { DataTable, tableHref, withCells, type TableUrlState } from "@/components/ui/data-table";
import { sortedInQuery } from "@/lib/columns";
import { FilterForm } from "@/components/ui/filter-form";
import { pointsColumns } from "../columns";
import { partnerFiltersQuery, POINTS_SORTABLE, type PartnerFilters, type PointsList } from "../queries";
import { CorrectionForm } from "./correction-form";
import { partnerFilterFields, partnerFilterValues } from "./partner-filters";
import { formatNumber } from "@/lib/format";

const PATH = "/dashboard/airasia-rewards";
const columns = withCells(pointsColumns, {
  reason: (row) => (
    <>
      {row.reason}
      {row.by ? <span className="block text-xs text-muted">by {row.by}</span> : null}
    </>
  ),
  points: (row) => (
    <span className={row.points < 0 ? "text-red-700" : undefined}>
      {row.points > 0 ? `+${row.points}` : row.points}
    </span>
  ),
});

/** /dashboard/airasia-rewards: the points ledger, the reconciliation export and corrections with a reason. */
export function PointsView({
  data,
  filters,
  sort,
}: {
  data: PointsList;
  filters: PartnerFilters;
  /** The sort the address asks for (`tableStateFrom` over `POINTS_SORTABLE`); the query ordered the rows by it. */
  sort: TableUrlState;
}) {
  const { page: _page, status: _status, ...withoutPage } = filters;
  const exportQuery = partnerFiltersQuery(withoutPage);
  return (
    <div className="space-y-5">
      <FilterForm
        path={PATH}
        label="Filter points"
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={partnerFilterFields("Recorded")}
        values={partnerFilterValues({ ...filters, status: undefined })}
        submitLabel="Filter"
        columns={4}
      />

      <section aria-label="Totals">
        <StatGrid columns={4}>
          {[
            ["Points earned", data.earned],
            ["Corrections", data.corrected],
            ["Balance", data.earned + data.corrected],
            ["Members", data.members],
          ].map(([label, value]) => (
            <StatCard key={label} label={label} value={formatNumber(Number(value), "en")} />
          ))}
        </StatGrid>
      </section>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          Members earn 1 point per US dollar of room revenue, credited when the stay is paid and confirmed. A cancelled
          stay gives its points back.
        </p>
        <a
          href={`${PATH}/export${exportQuery ? `?${exportQuery}` : ""}`}
          className="rounded-lg border border-line px-4 py-2 text-sm font-medium hover:bg-brand-50"
          download
        >
          Reconciliation CSV
        </a>
      </div>

      <DataTable
        label="Points movements"
        columns={sortedInQuery(columns, POINTS_SORTABLE)}
        rows={data.rows}
        rowKey={(row) => String(row.id)}
        rowProps={(row) => ({ "data-testid": "points-row", "data-reference": row.reference })}
        empty={{ title: "No points match these filters." }}
        href={(state) => tableHref(PATH, partnerFilterValues({ ...filters, status: undefined }), state)}
        sort={sort.sort ? { id: sort.sort, dir: sort.dir ?? "asc" } : null}
        pagination={{ page: data.page, pages: data.pages }}
        minWidth="min-w-[48rem]"
      />

      <CorrectionForm />
    </div>
  );
}
