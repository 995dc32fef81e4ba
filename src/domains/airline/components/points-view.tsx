import { useTranslations } from "next-intl";
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
type Words = ReturnType<typeof useTranslations<"dashboardAirline.points">>;

/** The shared column list with the page's headings and cells. */
const columnsOf = (t: Words) =>
  withCells(pointsColumns, {
    at: { header: t("columns.at") },
    member: { header: t("columns.member") },
    reference: { header: t("columns.reference") },
    kind: { header: t("columns.kind"), cell: (row) => t(`kinds.${row.kind}`) },
    reason: {
      header: t("columns.reason"),
      cell: (row) => (
        <>
          {row.reason}
          {row.by ? <span className="block text-xs text-muted">{t("by", { name: row.by })}</span> : null}
        </>
      ),
    },
    points: {
      header: t("columns.points"),
      cell: (row) => (
        <span className={row.points < 0 ? "text-red-700" : undefined}>
          {row.points > 0 ? `+${row.points}` : row.points}
        </span>
      ),
    },
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
  const airline = useTranslations("dashboardAirline");
  const t = useTranslations("dashboardAirline.points");
  return (
    <div className="space-y-5">
      <FilterForm
        path={PATH}
        label={t("filter")}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={partnerFilterFields(airline, "recorded")}
        values={partnerFilterValues({ ...filters, status: undefined })}
        submitLabel={airline("filters.submit")}
        columns={4}
      />

      <section aria-label={t("totals")}>
        <StatGrid columns={4}>
          {[
            [t("earned"), data.earned],
            [t("corrections"), data.corrected],
            [t("balance"), data.earned + data.corrected],
            [t("members"), data.members],
          ].map(([label, value]) => (
            <StatCard key={label} label={label} value={formatNumber(Number(value), "en")} />
          ))}
        </StatGrid>
      </section>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t("rule")}</p>
        <a
          href={`${PATH}/export${exportQuery ? `?${exportQuery}` : ""}`}
          className="rounded-lg border border-line px-4 py-2 text-sm font-medium hover:bg-brand-50"
          download
        >
          {t("export")}
        </a>
      </div>

      <DataTable
        label={t("table")}
        columns={sortedInQuery(columnsOf(t), POINTS_SORTABLE)}
        rows={data.rows}
        rowKey={(row) => String(row.id)}
        rowProps={(row) => ({ "data-testid": "points-row", "data-reference": row.reference })}
        empty={{ title: t("empty") }}
        href={(state) => tableHref(PATH, partnerFilterValues({ ...filters, status: undefined }), state)}
        sort={sort.sort ? { id: sort.sort, dir: sort.dir ?? "asc" } : null}
        pagination={{ page: data.page, pages: data.pages }}
        minWidth="min-w-[48rem]"
      />

      <CorrectionForm />
    </div>
  );
}
