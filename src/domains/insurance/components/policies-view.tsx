import { useTranslations } from "next-intl";
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
import { MarkClaimForm, OpenClaimForm } from "./claim-controls";
import { FilterForm } from "@/components/ui/filter-form";
import { EmptyState } from "@/components/ui/empty-state";
const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });
const PATH = "/dashboard/travelInsurance";
const STATUS_FILTERS = ["active", "cancelled", "claim_open"] as const;

type Words = ReturnType<typeof useTranslations<"dashboardInsurance.policies">>;

/** A country's name, from the catalogue for the countries policies are sold in, else as stored. */
const countryName = (t: Words, country: string) =>
  (POLICY_COUNTRIES as readonly string[]).includes(country)
    ? t(`countries.${country as (typeof POLICY_COUNTRIES)[number]}`)
    : country;

/** A policy's row: what it covers and costs, then its claims with their history and actions. */
function policyColumns(t: Words): DataColumn<PolicyRow>[] {
  return [
    {
      id: "number",
      header: t("columns.number"),
      rowHeader: true,
      cell: (policy) => (
        <>
          <span className="font-mono font-medium whitespace-nowrap">{policy.number}</span>{" "}
          <span
            className={`ml-1 rounded-full px-2 py-0.5 text-xs font-medium ${policy.status === "active" ? "bg-brand-50 text-brand-700" : "bg-gray-100 text-muted"}`}
          >
            {t(`policyStatuses.${policy.status}`)}
          </span>
        </>
      ),
    },
    { id: "issued", header: t("columns.issued"), sortFirst: "desc", value: (policy) => policy.issuedAt.slice(0, 10) },
    {
      id: "traveller",
      header: t("columns.traveller"),
      value: (policy) => t("travellers", { lead: policy.leadTraveller, more: Math.max(policy.travellers - 1, 0) }),
    },
    {
      id: "place",
      header: t("columns.place"),
      value: (policy) => t("place", { city: policy.city, country: countryName(t, policy.country) }),
    },
    {
      id: "cover",
      header: t("columns.cover"),
      className: "whitespace-nowrap",
      value: (policy) => t("cover", { start: policy.coverStart, end: policy.coverEnd }),
    },
    {
      id: "premium",
      header: t("columns.premium"),
      align: "right",
      sortFirst: "desc",
      className: "whitespace-nowrap tabular-nums",
      cell: (policy) => (
        <>
          <span className="font-semibold">{money(policy.premiumMinor, policy.currency)}</span>
          {policy.refundedMinor > 0 && (
            <span className="block text-muted">
              {t("refunded", { amount: money(policy.refundedMinor, policy.currency) })}
            </span>
          )}
        </>
      ),
    },
    {
      id: "claims",
      header: t("columns.claims"),
      className: "min-w-[20rem]",
      cell: (policy) => (
        <div className="space-y-3">
          {policy.claims.length === 0 ? <EmptyState size="inline" title={t("noClaims")} /> : null}
          {policy.claims.map((claim) => (
            <div key={claim.id} className="rounded-xl border border-line p-3" data-testid="claim">
              <p className="text-sm">
                <span className="font-medium">{t("claim", { summary: claim.summary })}</span> ·{" "}
                <span data-testid="claim-status">{t(`claimStatuses.${claim.status}`)}</span>
              </p>
              <ol className="mt-1 space-y-0.5 text-xs text-muted" aria-label={t("history")}>
                {claim.events.map((event, index) => (
                  <li key={index}>
                    {t("event", {
                      at: event.at.replace("T", " ").slice(0, 16),
                      status: t(`claimStatuses.${event.to}`),
                    })}
                    {event.by ? t("by", { name: event.by }) : ""}
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
}

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
  const t = useTranslations("dashboardInsurance.policies");
  const { page: _page, ...withoutPage } = filters;
  const exportQuery = policyFiltersQuery(withoutPage);
  const values = { from: filters.from, to: filters.to, status: filters.status, country: filters.country };
  return (
    <div className="space-y-5">
      <FilterForm
        path={PATH}
        label={t("filter")}
        values={values}
        keep={{ sort: sort.sort, dir: sort.sort ? sort.dir : undefined }}
        fields={[
          {
            kind: "dateRange",
            from: { name: "from", label: t("issuedFrom") },
            to: { name: "to", label: t("issuedTo") },
          },
          {
            kind: "select",
            name: "status",
            label: t("status"),
            all: t("allPolicies"),
            options: STATUS_FILTERS.map((value) => ({ value, label: t(`statusFilter.${value}`) })),
          },
          {
            kind: "select",
            name: "country",
            label: t("country"),
            all: t("allCountries"),
            options: POLICY_COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) })),
          },
        ]}
        submitLabel={t("submit")}
        columns={5}
      />

      <section
        aria-labelledby="premiums"
        className="flex flex-wrap items-start justify-between gap-4 rounded-2xl border border-line bg-white p-4"
      >
        <div>
          <h2 id="premiums" className="text-sm font-medium text-muted">
            {t("premiums")}
          </h2>
          {data.premiums.length === 0 ? (
            <p className="mt-1 text-lg font-semibold">{t("noPolicies")}</p>
          ) : (
            <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1" data-testid="premium-totals">
              {data.premiums.map((row) => (
                <li key={row.currency} className="text-lg font-semibold">
                  {money(row.premiumMinor, row.currency)}{" "}
                  <span className="text-sm font-normal text-muted">{t("policyCount", { count: row.policies })}</span>
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
          {t("exportCsv")}
        </a>
      </section>

      <DataTable
        label={t("table")}
        columns={sortedInQuery(policyColumns(t), POLICY_SORTABLE)}
        rows={data.rows}
        rowKey={(policy) => policy.id}
        rowProps={(policy) => ({ "data-testid": "policy", "data-policy": policy.number })}
        empty={{ title: t("noneMatch") }}
        href={(state) => tableHref(PATH, values, state)}
        sort={sort.sort ? { id: sort.sort, dir: sort.dir ?? "asc" } : null}
        pagination={{ page: data.page, pages: data.pages }}
        minWidth="min-w-[72rem]"
      />
    </div>
  );
}
