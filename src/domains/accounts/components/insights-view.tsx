import Link from "next/link";
import { formatMoney } from "@/lib/money";
import {
  MIN_SIMILAR,
  type ForwardMonth,
  type Insights,
  type MonthFigures,
  type SimilarBasis,
  type SimilarListings,
} from "../insights";
import { FiguresTable } from "@/components/ui/figures-table";
import { trendMonthLabel } from "@/components/ui/trend-format";
import { MonthTrends } from "./month-trends";
import { controlClassDense } from "@/components/ui/styles";
import { StatCard, StatGrid } from "@/components/ui/card";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { plural } from "@/lib/plural";
import { formatNumber } from "@/lib/format";
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export interface InsightsViewProps {
  subject: string;
  from: string;
  to: string;
  /** The month still running: its figures are to date, and it is labelled so. */
  currentMonth: string;
  choices: { properties: { id: string; title: string; city: string; currency: string }[]; currencies: string[] };
  result: Insights | null;
}

/** The months' table: the same figures as the charts, and the ones they leave out. */
function monthColumns(money: (amountMinor: number) => string, currentMonth: string): DataColumn<MonthFigures>[] {
  const figures = "tabular-nums";
  return [
    {
      id: "month",
      header: "Month",
      className: "font-medium",
      value: (month) => trendMonthLabel(month.month, currentMonth),
    },
    { id: "occupancy", header: "Occupancy", className: figures, value: (month) => percent(month.occupancy) },
    { id: "adr", header: "ADR", className: figures, value: (month) => money(month.adrMinor) },
    { id: "revpar", header: "RevPAR", className: figures, value: (month) => money(month.revparMinor) },
    { id: "revenue", header: "Room revenue", className: figures, value: (month) => money(month.roomRevenueMinor) },
    { id: "bookings", header: "Bookings", className: figures, value: (month) => month.bookings },
    { id: "stay", header: "Avg stay (nights)", className: figures, value: (month) => month.averageStayNights },
    { id: "lead", header: "Lead time (days)", className: figures, value: (month) => month.leadTimeDays },
    {
      id: "cancellations",
      header: "Cancellations",
      className: figures,
      value: (month) => percent(month.cancellationRate),
    },
  ];
}

/** What each circle of similar listings is (`SIMILAR_BASES`), in words. */
const SIMILAR_BASIS_WORDS: Record<SimilarBasis, string> = {
  cityTypeOrBedrooms:
    "Listed places in the same country and currency of the same type in the same city, or with as many bedrooms",
  typeOrNearBedrooms:
    "Listed places in the same country and currency of the same type, or with one bedroom more or less (too few closer ones)",
  country: "Every listed place in the same country and currency (too few closer ones)",
};

/** The property against the median of its similar listings (insights.ts defines both), or why there is none. */
function SimilarListingsPanel({
  similar,
  money,
}: {
  similar: SimilarListings;
  money: (amountMinor: number) => string;
}) {
  const listings = plural(similar.count, { one: "similar listing", other: "similar listings" });
  return (
    <section aria-labelledby="similar-listings" className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <div>
        <h2 id="similar-listings" className="text-base font-semibold">
          Similar listings
        </h2>
        <p className="text-sm text-muted">{SIMILAR_BASIS_WORDS[similar.basis]}, over the same months.</p>
      </div>
      {similar.median ? (
        <>
          <p className="text-sm" data-testid="similar-count">
            Compared with the median of {listings}.
          </p>
          <FiguresTable
            caption="This property against the median of similar listings"
            labelHeader="Figure"
            columns={[{ header: "This property" }, { header: "Median of similar listings", muted: true }]}
            density="compact"
            ruled
            testId="similar-listings"
            rows={[
              {
                key: "occupancy",
                label: "Occupancy",
                figures: [percent(similar.property.occupancy), percent(similar.median.occupancy)],
              },
              {
                key: "adr",
                label: "ADR",
                figures: [money(similar.property.adrMinor), money(similar.median.adrMinor)],
              },
              {
                key: "revpar",
                label: "RevPAR",
                figures: [money(similar.property.revparMinor), money(similar.median.revparMinor)],
              },
            ]}
          />
        </>
      ) : (
        <EmptyState
          size="inline"
          testId="similar-empty"
          title={`Only ${listings}: a comparison needs at least ${MIN_SIMILAR}, so that no competitor can be singled out.`}
        />
      )}
    </section>
  );
}

/** Nights and room revenue already booked from today on, by month: not occupancy yet. */
function ForwardBookings({
  forward,
  currentMonth,
  money,
}: {
  forward: readonly ForwardMonth[];
  currentMonth: string;
  money: (amountMinor: number) => string;
}) {
  const booked = forward.filter((month) => month.bookedNights > 0);
  return (
    <section aria-labelledby="forward-bookings" className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <div>
        <h2 id="forward-bookings" className="text-base font-semibold">
          On the books
        </h2>
        <p className="text-sm text-muted">
          Nights already booked from today on: they count towards occupancy once they have happened.
        </p>
      </div>
      {booked.length === 0 ? (
        <EmptyState size="inline" title="Nothing is booked ahead yet." testId="forward-empty" />
      ) : (
        <FiguresTable
          caption="Forward bookings by month"
          labelHeader="Month"
          columns={[{ header: "Nights booked" }, { header: "Room revenue" }]}
          density="compact"
          ruled
          testId="forward-bookings"
          rows={booked.map((month) => ({
            key: month.month,
            label:
              month.month === currentMonth
                ? `${trendMonthLabel(month.month)} (rest of the month)`
                : trendMonthLabel(month.month),
            figures: [formatNumber(month.bookedNights, "en"), money(month.roomRevenueMinor)],
          }))}
        />
      )}
    </section>
  );
}

export function InsightsView({ subject, from, to, currentMonth, choices, result }: InsightsViewProps) {
  if (choices.properties.length === 0) {
    return (
      <EmptyState title="There are no properties in your portfolio yet: insights appear once you have listings with stays." />
    );
  }
  const money = (amountMinor: number) =>
    formatMoney({ amountMinor, currency: result!.currency }, { currencyDisplay: "code" });
  const totals = result?.months.reduce(
    (sum, month) => ({
      available: sum.available + month.availableNights,
      booked: sum.booked + month.bookedNights,
      revenue: sum.revenue + month.roomRevenueMinor,
      bookings: sum.bookings + month.bookings,
    }),
    { available: 0, booked: 0, revenue: 0, bookings: 0 },
  );
  return (
    <div className="space-y-5">
      <form
        method="get"
        action="/dashboard/insights"
        aria-label="Choose insights"
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <label className="space-y-1 text-sm font-medium">
          <span className="block">Property</span>
          <select name="subject" defaultValue={subject} className={controlClassDense}>
            {choices.currencies.map((currency) => (
              <option key={currency} value={`currency:${currency}`}>
                All properties in {currency}
              </option>
            ))}
            {choices.properties.map((property) => (
              <option key={property.id} value={property.id}>
                {property.title} ({property.city})
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">From month</span>
          <input type="month" name="from" defaultValue={from} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">To month</span>
          <input type="month" name="to" defaultValue={to} className={controlClassDense} />
        </label>
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Show
        </button>
      </form>

      {!result ? (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted" role="alert">
          This property is not among yours.{" "}
          <Link href="/dashboard/insights" className="text-brand-700 underline">
            Show your portfolio
          </Link>
        </p>
      ) : (
        <>
          <StatGrid columns={4} label="The period">
            <StatCard
              label="Occupancy"
              value={percent(totals!.available ? totals!.booked / totals!.available : 0)}
              valueTestId="period-occupancy"
            />
            <StatCard label="Room revenue" value={money(totals!.revenue)} />
            <StatCard label="ADR" value={money(totals!.booked ? Math.round(totals!.revenue / totals!.booked) : 0)} />
            <StatCard label="Bookings" value={totals!.bookings} />
          </StatGrid>
          <MonthTrends months={result.months} currency={result.currency} currentMonth={currentMonth} />
          {result.similar && <SimilarListingsPanel similar={result.similar} money={money} />}
          <ForwardBookings forward={result.forward} currentMonth={currentMonth} money={money} />
          <DataTable
            label="Insights by month"
            columns={monthColumns(money, currentMonth)}
            rows={result.months}
            rowKey={(month) => month.month}
            empty={null}
            minWidth="min-w-[48rem]"
          />
        </>
      )}
    </div>
  );
}
