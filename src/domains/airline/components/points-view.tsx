import { PageLinks } from "@/components/ui/page-links";
import { partnerFiltersQuery, type PartnerFilters, type PointsList } from "../queries";
import { CorrectionForm } from "./correction-form";
import { PartnerFilterForm } from "./partner-filters";
import { StatCard, StatGrid } from "@/components/ui/card";

const PATH = "/dashboard/airasia-rewards";

/** /dashboard/airasia-rewards: the points ledger, the reconciliation export and corrections with a reason. */
export function PointsView({ data, filters }: { data: PointsList; filters: PartnerFilters }) {
  const { page: _page, status: _status, ...withoutPage } = filters;
  const exportQuery = partnerFiltersQuery(withoutPage);
  return (
    <div className="space-y-5">
      <PartnerFilterForm path={PATH} label="Filter points" filters={filters} periodLabel="Recorded" />

      <section aria-label="Totals">
        <StatGrid columns={4}>
          {[
            ["Points earned", data.earned],
            ["Corrections", data.corrected],
            ["Balance", data.earned + data.corrected],
            ["Members", data.members],
          ].map(([label, value]) => (
            <StatCard key={label} label={label} value={Number(value).toLocaleString("en")} />
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

      {data.rows.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted">No points match these filters.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[48rem] text-sm">
            <caption className="sr-only">Points movements, newest first</caption>
            <thead className="bg-canvas text-left text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Date (UTC)
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Member ID
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Booking
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Kind
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Reason
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-t border-line"
                  data-testid="points-row"
                  data-reference={row.reference}
                >
                  <td className="px-3 py-2">{row.at.replace("T", " ").slice(0, 16)}</td>
                  <td className="px-3 py-2 font-mono">{row.memberId}</td>
                  <td className="px-3 py-2 font-mono">{row.reference}</td>
                  <td className="px-3 py-2">{row.kind === "earned" ? "Earned" : "Correction"}</td>
                  <td className="px-3 py-2">
                    {row.reason}
                    {row.by ? <span className="block text-xs text-muted">by {row.by}</span> : null}
                  </td>
                  <td className={`px-3 py-2 text-right font-semibold ${row.points < 0 ? "text-red-700" : ""}`}>
                    {row.points > 0 ? `+${row.points}` : row.points}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks
        page={data.page}
        pages={data.pages}
        href={(page) => `${PATH}?${partnerFiltersQuery({ ...withoutPage, page })}`}
      />

      <CorrectionForm />
    </div>
  );
}
