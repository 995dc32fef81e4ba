import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/shell/page-frame";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { latestRatesWithAge } from "@/domains/currency";
import { RateForm } from "@/domains/currency/components/rate-form";
import { ClientMessages } from "@/i18n/client-messages";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { HEAD_OFFICE_TIME_ZONE } from "@/lib/dates";
import { formatDateTime, formatNumber } from "@/lib/format";

type RateRow = Awaited<ReturnType<typeof latestRatesWithAge>>[number];

/** Staff see every rate with its time and source, stale ones flagged, and can enter one by hand. */
export default async function ExchangeRatesPage() {
  const actor = await requireDashboardPage("exchangeRates");
  const staleHours = env().RATES_STALE_HOURS;
  const rows = await latestRatesWithAge(db(), { actor, staleHours });
  const stale = rows.filter((row) => row.stale).length;
  const t = await getTranslations("dashboardCurrency.rates");
  const columns: DataColumn<RateRow>[] = [
    { id: "quote", header: t("columns.quote"), className: "font-medium", value: (row) => row.quote },
    {
      id: "rate",
      header: t("columns.rate"),
      className: "tabular-nums",
      value: (row) => formatNumber(row.rate, "en", { maximumSignificantDigits: 8 }),
    },
    {
      id: "asOf",
      header: t("columns.asOf"),
      cell: (row) => (
        <>
          {formatDateTime(row.asOf, "en", HEAD_OFFICE_TIME_ZONE, { zoneName: false })}{" "}
          {row.stale && (
            <span className="ml-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
              {t("stale")}
            </span>
          )}
        </>
      ),
    },
    { id: "source", header: t("columns.source"), className: "text-muted", value: (row) => row.source },
  ];
  return (
    <ClientMessages page="dashboardCurrency">
      <PageFrame page="exchangeRates">
        <p className="max-w-2xl text-sm text-muted">{t("intro", { hours: staleHours })}</p>
        {stale > 0 && (
          <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t("staleCount", { count: stale, hours: staleHours })}
          </p>
        )}
        <RateForm />
        <DataTable
          label={t("table")}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.quote}
          rowProps={(row) => ({ "data-testid": `rate-${row.quote}` })}
          empty={{ title: t("empty") }}
        />
      </PageFrame>
    </ClientMessages>
  );
}
