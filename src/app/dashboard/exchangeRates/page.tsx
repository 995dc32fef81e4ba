import { PageFrame } from "@/components/shell/page-frame";
import { latestRatesWithAge } from "@/domains/currency";
import { RateForm } from "@/domains/currency/components/rate-form";
import { requireDashboardPage } from "@/server/access/current";
import { db } from "@/server/db";
import { env } from "@/server/env";

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kuala_Lumpur" });

/** Staff see every rate with its time and source, stale ones flagged, and can enter one by hand. */
export default async function ExchangeRatesPage() {
  const actor = await requireDashboardPage("exchangeRates");
  const staleHours = env().RATES_STALE_HOURS;
  const rows = await latestRatesWithAge(db(), { actor, staleHours });
  const stale = rows.filter((row) => row.stale).length;
  return (
    <PageFrame page="exchangeRates">
      <p className="max-w-2xl text-sm text-muted">
        Units of each currency for one US dollar. Rates only change what visitors see; prices are charged in the property’s own
        currency. A rate older than {staleHours} hours is still used, and flagged here.
      </p>
      {stale > 0 && (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {stale} {stale === 1 ? "rate is" : "rates are"} older than {staleHours} hours.
        </p>
      )}
      <RateForm />
      {rows.length === 0 ? (
        <p className="text-muted">No rates yet: prices show in each property’s own currency until there are.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
              <tr>
                <th className="px-4 py-3">Currency</th>
                <th className="px-4 py-3">Per US$1</th>
                <th className="px-4 py-3">As of</th>
                <th className="px-4 py-3">Source</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.quote} className="border-b border-line last:border-0" data-testid={`rate-${row.quote}`}>
                  <td className="px-4 py-2.5 font-medium">{row.quote}</td>
                  <td className="px-4 py-2.5 tabular-nums">{row.rate.toLocaleString("en", { maximumSignificantDigits: 8 })}</td>
                  <td className="px-4 py-2.5">
                    {timeFormat.format(row.asOf)}{" "}
                    {row.stale && <span className="ml-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">stale</span>}
                  </td>
                  <td className="px-4 py-2.5 text-muted">{row.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageFrame>
  );
}
