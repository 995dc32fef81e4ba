import { DataTable, tableHref, type DataColumn, type TableUrlState } from "@/components/ui/data-table";
import { sortedInQuery } from "@/lib/columns";
import { formatMoney } from "@/lib/money";
import {
  POLICY_COUNTRIES,
  POLICY_SORTABLE,
  policyFiltersQuery,
  type PolicyFilters,
  type PolicyList,
  type PolicyRow,
} from "../queries";
import { CLAIM_STATUS_LABELS } from "../rules";
import { MarkClaimForm, OpenClaimForm } from "./claim-controls";
import { FilterForm } from "@/components/ui/filter-form";
import { EmptyState } from "@/components/ui/empty-state";
import { plural } from "@/lib/plural";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
const PATH = "/dashboard/travelInsurance";
const STATUS_LABELS = { active: "Active", cancelled: "Cancelled", claim_open: "With an open claim" } as const;
const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** A policy's row: what it covers and costs, then its claims with their history and actions. */
const policyColumns: DataColumn<PolicyRow>[] = [
  {
    id: "number",
    header: "Policy",
    rowHeader: true,
    cell: (policy) => (
      <>
        <span className="font-mono font-medium whitespace-nowrap">{policy.number}</span>{" "}
        <span
          className={`ml-1 rounded-full px-2 py-0.5 text-xs font-medium ${policy.status === "active" ? "bg-brand-50 text-brand-700" : "bg-gray-100 text-muted"}`}
        >
          {title(policy.status)}
        </span>
      </>
    ),
  },
  { id: "issued", header: "Issued", sortFirst: "desc", value: (policy) => policy.issuedAt.slice(0, 10) },
  {
    id: "traveller",
    header: "Lead traveller",
    value: (policy) => `${policy.leadTraveller}${policy.travellers > 1 ? ` and ${policy.travellers - 1} more` : ""}`,
  },
  { id: "place", header: "Place", value: (policy) => `${policy.city}, ${title(policy.country)}` },
  {
    id: "cover",
    header: "Cover",
    className: "whitespace-nowrap",
    value: (policy) => `${policy.coverStart} to ${policy.coverEnd}`,
  },
  {
    id: "premium",
    header: "Premium",
    align: "right",
    sortFirst: "desc",
    className: "whitespace-nowrap tabular-nums",
    cell: (policy) => (
      <>
        <span className="font-semibold">{money(policy.premiumMinor, policy.currency)}</span>
        {policy.refundedMinor > 0 && (
          <span className="block text-muted">Refunded {money(policy.refundedMinor, policy.currency)}</span>
        )}
      </>
    ),
  },
  {
    id: "claims",
    header: "Claims",
    className: "min-w-[20rem]",
    cell: (policy) => (
      <div className="space-y-3">
        {policy.claims.length === 0 ? <EmptyState size="inline" title="No claims." /> : null}
        {policy.claims.map((claim) => (
          <div key={claim.id} className="rounded-xl border border-line p-3" data-testid="claim">
            <p className="text-sm">
              <span className="font-medium">Claim: {claim.summary}</span> ·{" "}
              <span data-testid="claim-status">{CLAIM_STATUS_LABELS[claim.status]}</span>
            </p>
            <ol className="mt-1 space-y-0.5 text-xs text-muted" aria-label="Claim history">
              {claim.events.map((event, index) => (
                <li key={index}>
                  {event.at.replace("T", " ").slice(0, 16)} UTC · {CLAIM_STATUS_LABELS[event.to]}
                  {event.by ? ` by ${event.by}` : ""}
                  {event.note ? `: ${event.note}` : ""}
                </li>
              ))}
            </ol>
            <MarkClaimForm claimId={claim.id} status={claim.status} summary={claim.summary} />
          </div>
        ))}
        {policy.status === "active" && <OpenClaimForm policyNumber={policy.number} />}
      </div>
    ),
  },
];

/**
 * /dashboard/travelInsurance: filters in the URL, premiums per currency, a table of policies (sorted and paged in
 * the query, each row with its claims and their actions), CSV.
 */
export function PoliciesView({
  data,
  filters,
  sort,
}: {
  data: PolicyList;
  filters: PolicyFilters;
  /** The sort the address asks for (`tableStateFrom` over `POLICY_SORTABLE`); the query ordered the rows by it. */
  sort: TableUrlState;
}) {
  const { page: _page, ...withoutPage } = filters;
  const exportQuery = policyFiltersQuery(withoutPage);
  const values = { from: filters.from, to: filters.to, status: filters.status, country: filters.country };
  return (
    <div className="space-y-5">
      <FilterForm
        path={PATH}
        label="Filter policies"
        values={values}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={[
          { kind: "dateRange", from: { name: "from", label: "Issued from" }, to: { name: "to", label: "Issued to" } },
          {
            kind: "select",
            name: "status",
            label: "Status",
            all: "All policies",
            options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
          },
          {
            kind: "select",
            name: "country",
            label: "Country",
            all: "All countries",
            options: POLICY_COUNTRIES.map((country) => ({ value: country, label: title(country) })),
          },
        ]}
        submitLabel="Filter"
        columns={5}
      />

      <section
        aria-labelledby="premiums"
        className="flex flex-wrap items-start justify-between gap-4 rounded-2xl border border-line bg-white p-4"
      >
        <div>
          <h2 id="premiums" className="text-sm font-medium text-muted">
            Policies and premiums kept (after refunds)
          </h2>
          {data.premiums.length === 0 ? (
            <p className="mt-1 text-lg font-semibold">No policies</p>
          ) : (
            <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1" data-testid="premium-totals">
              {data.premiums.map((row) => (
                <li key={row.currency} className="text-lg font-semibold">
                  {money(row.premiumMinor, row.currency)}{" "}
                  <span className="text-sm font-normal text-muted">
                    · {plural(row.policies, { one: "policy", other: "policies" })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <a
          href={`${PATH}/export${exportQuery ? `?${exportQuery}` : ""}`}
          className="rounded-lg border border-line px-4 py-2 text-sm font-medium hover:bg-brand-50"
          download
        >
          Export CSV
        </a>
      </section>

      <DataTable
        label="Policies"
        columns={sortedInQuery(policyColumns, POLICY_SORTABLE)}
        rows={data.rows}
        rowKey={(policy) => policy.id}
        rowProps={(policy) => ({ "data-testid": "policy", "data-policy": policy.number })}
        empty={{ title: "No policies match these filters." }}
        href={(state) => tableHref(PATH, values, state)}
        sort={sort.sort ? { id: sort.sort, dir: sort.dir ?? "asc" } : null}
        pagination={{ page: data.page, pages: data.pages }}
        minWidth="min-w-[72rem]"
      />
    </div>
  );
}
