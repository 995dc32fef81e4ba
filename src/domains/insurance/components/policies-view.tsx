import { tableHref, type TableUrlState } from "@/components/ui/data-table";
import { PageLinks } from "@/components/ui/page-links";
import { SortLinks } from "@/components/ui/sort-links";
import { sortedInQuery } from "@/lib/columns";
import { formatMoney } from "@/lib/money";
import { POLICY_COUNTRIES, POLICY_SORTABLE, policyFiltersQuery, type PolicyFilters, type PolicyList } from "../queries";
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
/** What a policy card can be sorted by, as a table's headings would be. */
const SORT_CHOICES = sortedInQuery(
  [
    { id: "issued", header: "Issue date", sortFirst: "desc" as const },
    { id: "number", header: "Policy number" },
    { id: "traveller", header: "Lead traveller" },
    { id: "cover", header: "Cover dates" },
    { id: "place", header: "Place" },
    { id: "premium", header: "Premium", sortFirst: "desc" as const },
  ],
  POLICY_SORTABLE,
);

/** /dashboard/travelInsurance: filters in the URL, premiums per currency, policies with their claims, pages, CSV. */
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

      {data.total > 1 && (
        <SortLinks
          label="Sort policies"
          choices={SORT_CHOICES}
          sort={sort}
          href={(state) => tableHref(PATH, values, state)}
          defaultLabel="Newest issued"
        />
      )}

      {data.rows.length === 0 ? (
        <EmptyState title="No policies match these filters." />
      ) : (
        <ul className="space-y-3" aria-label="Policies">
          {data.rows.map((policy) => (
            <li
              key={policy.id}
              className="rounded-2xl border border-line bg-white p-4"
              data-testid="policy"
              data-policy={policy.number}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h3 className="font-semibold">
                    {policy.number}{" "}
                    <span
                      className={`ml-1 rounded-full px-2 py-0.5 text-xs font-medium ${policy.status === "active" ? "bg-brand-50 text-brand-700" : "bg-gray-100 text-muted"}`}
                    >
                      {title(policy.status)}
                    </span>
                  </h3>
                  <p className="text-sm">
                    {policy.leadTraveller}
                    {policy.travellers > 1 ? ` and ${policy.travellers - 1} more` : ""} · {policy.city},{" "}
                    {title(policy.country)}
                  </p>
                  <p className="text-sm text-muted">
                    Cover {policy.coverStart} to {policy.coverEnd} · issued {policy.issuedAt.slice(0, 10)}
                  </p>
                </div>
                <div className="text-right text-sm">
                  <p className="font-semibold">{money(policy.premiumMinor, policy.currency)}</p>
                  {policy.refundedMinor > 0 && (
                    <p className="text-muted">Refunded {money(policy.refundedMinor, policy.currency)}</p>
                  )}
                </div>
              </div>
              <div className="mt-3 space-y-3 border-t border-line pt-3">
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
            </li>
          ))}
        </ul>
      )}
      <PageLinks page={data.page} pages={data.pages} href={(page) => tableHref(PATH, values, { ...sort, page })} />
    </div>
  );
}
