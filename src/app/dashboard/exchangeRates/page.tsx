import { PageFrame } from "@/components/shell/page-frame";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { latestRatesWithAge } from "@/domains/currency";
import { RateForm } from "@/domains/currency/components/rate-form";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { plural } from "@/lib/plural";
import { HEAD_OFFICE_TIME_ZONE } from "@/lib/dates";
import { formatDateTime, formatNumber } from "@/lib/format";

type RateRow = Awaited<ReturnType<typeof latestRatesWithAge>>[number];

const columns: DataColumn<RateRow>[] = [
  { id: "quote", header: "Currency", className: "font-medium", value: (row) => row.quote },
  {
    id: "rate",
    header: "Per US$1",
    className: "tabular-nums",
    value: (row) => formatNumber(row.rate, "en", { maximumSignificantDigits: 8 }),
  },
  {
    id: "asOf",
    header: "As of",
    cell: (row) => (
      <>
        {formatDateTime(row.asOf, "en", HEAD_OFFICE_TIME_ZONE, { zoneName: false })}{" "}
        {row.stale && (
          <span className="ml-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">stale</span>
        )}
      </>
    ),
  },
  { id: "source", header: "Source", className: "text-muted", value: (row) => row.source },
];

/** Staff see every rate with its time and source, stale ones flagged, and can enter one by hand. */
export default async function ExchangeRatesPage() {
  const actor = await requireDashboardPage("exchangeRates");
  const staleHours = env().RATES_STALE_HOURS;
  const rows = await latestRatesWithAge(db(), { actor, staleHours });
  const stale = rows.filter((row) => row.stale).length;
  return (
    <PageFrame page="exchangeRates">
      <p className="max-w-2xl text-sm text-muted">
        Units of each currency for one US dollar. Rates only change what visitors see; prices are charged in the
        property’s own currency. A rate older than {staleHours} hours is still used, and flagged here.
      </p>
      {stale > 0 && (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {plural(stale, { one: "rate is", other: "rates are" })} older than {staleHours} hours.
        </p>
      )}
      <RateForm />
      <DataTable
        label="Exchange rates per US dollar"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.quote}
        rowProps={(row) => ({ "data-testid": `rate-${row.quote}` })}
        empty={{ title: "No rates yet: prices show in each property’s own currency until there are." }}
      />
    </PageFrame>
  );
}
