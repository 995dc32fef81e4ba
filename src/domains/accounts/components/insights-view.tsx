import Link from "next/link";
import { useTranslations } from "next-intl";
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
type Words = ReturnType<typeof useTranslations<"dashboardAccounts.insights">>;

function monthColumns(
  t: Words,
  money: (amountMinor: number) => string,
  currentMonth: string,
): DataColumn<MonthFigures>[] {
  const figures = "tabular-nums";
  return [
    {
      id: "month",
      header: t("columns.month"),
      className: "font-medium",
      value: (month) => trendMonthLabel(month.month, currentMonth),
    },
    {
      id: "occupancy",
      header: t("columns.occupancy"),
      className: figures,
      value: (month) => percent(month.occupancy),
    },
    { id: "adr", header: t("columns.adr"), className: figures, value: (month) => money(month.adrMinor) },
    { id: "revpar", header: t("columns.revpar"), className: figures, value: (month) => money(month.revparMinor) },
    {
      id: "revenue",
      header: t("columns.revenue"),
      className: figures,
      value: (month) => money(month.roomRevenueMinor),
    },
    { id: "bookings", header: t("columns.bookings"), className: figures, value: (month) => month.bookings },
    { id: "stay", header: t("columns.stay"), className: figures, value: (month) => month.averageStayNights },
    { id: "lead", header: t("columns.lead"), className: figures, value: (month) => month.leadTimeDays },
    {
      id: "cancellations",
      header: t("columns.cancellations"),
      className: figures,
      value: (month) => percent(month.cancellationRate),
    },
  ];
}

/** The property against the median of its similar listings (insights.ts defines both), or why there is none. */
function SimilarListingsPanel({
  similar,
  money,
}: {
  similar: SimilarListings;
  money: (amountMinor: number) => string;
}) {
  const t = useTranslations("dashboardAccounts.insights");
  // What each circle of similar listings is (`SIMILAR_BASES`), in words.
  const basis: SimilarBasis = similar.basis;
  const listings = t("similarListings", { count: similar.count });
  return (
    <section aria-labelledby="similar-listings" className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <div>
        <h2 id="similar-listings" className="text-base font-semibold">
          {t("similar")}
        </h2>
        <p className="text-sm text-muted">{t("basis", { basis: t(`bases.${basis}`) })}</p>
      </div>
      {similar.median ? (
        <>
          <p className="text-sm" data-testid="similar-count">
            {t("comparedWith", { listings })}
          </p>
          <FiguresTable
            caption={t("similarCaption")}
            labelHeader={t("figure")}
            columns={[{ header: t("thisProperty") }, { header: t("median"), muted: true }]}
            density="compact"
            ruled
            testId="similar-listings"
            rows={[
              {
                key: "occupancy",
                label: t("occupancy"),
                figures: [percent(similar.property.occupancy), percent(similar.median.occupancy)],
              },
              {
                key: "adr",
                label: t("adr"),
                figures: [money(similar.property.adrMinor), money(similar.median.adrMinor)],
              },
              {
                key: "revpar",
                label: t("revpar"),
                figures: [money(similar.property.revparMinor), money(similar.median.revparMinor)],
              },
            ]}
          />
        </>
      ) : (
        <EmptyState size="inline" testId="similar-empty" title={t("tooFew", { listings, min: String(MIN_SIMILAR) })} />
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
  const t = useTranslations("dashboardAccounts.insights");
  const booked = forward.filter((month) => month.bookedNights > 0);
  return (
    <section aria-labelledby="forward-bookings" className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <div>
        <h2 id="forward-bookings" className="text-base font-semibold">
          {t("onTheBooks")}
        </h2>
        <p className="text-sm text-muted">{t("onTheBooksIntro")}</p>
      </div>
      {booked.length === 0 ? (
        <EmptyState size="inline" title={t("nothingAhead")} testId="forward-empty" />
      ) : (
        <FiguresTable
          caption={t("forwardCaption")}
          labelHeader={t("month")}
          columns={[{ header: t("nightsBooked") }, { header: t("roomRevenue") }]}
          density="compact"
          ruled
          testId="forward-bookings"
          rows={booked.map((month) => ({
            key: month.month,
            label:
              month.month === currentMonth
                ? t("restOfMonth", { month: trendMonthLabel(month.month) })
                : trendMonthLabel(month.month),
            figures: [formatNumber(month.bookedNights, "en"), money(month.roomRevenueMinor)],
          }))}
        />
      )}
    </section>
  );
}

export function InsightsView({ subject, from, to, currentMonth, choices, result }: InsightsViewProps) {
  const t = useTranslations("dashboardAccounts.insights");
  if (choices.properties.length === 0) {
    return <EmptyState title={t("noProperties")} />;
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
        aria-label={t("choose")}
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <label className="space-y-1 text-sm font-medium">
          <span className="block">{t("property")}</span>
          <select name="subject" defaultValue={subject} className={controlClassDense}>
            {choices.currencies.map((currency) => (
              <option key={currency} value={`currency:${currency}`}>
                {t("allIn", { currency })}
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
          <span className="block">{t("fromMonth")}</span>
          <input type="month" name="from" defaultValue={from} className={controlClassDense} />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span className="block">{t("toMonth")}</span>
          <input type="month" name="to" defaultValue={to} className={controlClassDense} />
        </label>
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t("show")}
        </button>
      </form>

      {!result ? (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted" role="alert">
          {t("notYours")}{" "}
          <Link href="/dashboard/insights" className="text-brand-700 underline">
            {t("showPortfolio")}
          </Link>
        </p>
      ) : (
        <>
          <StatGrid columns={4} label={t("period")}>
            <StatCard
              label={t("occupancy")}
              value={percent(totals!.available ? totals!.booked / totals!.available : 0)}
              valueTestId="period-occupancy"
            />
            <StatCard label={t("roomRevenue")} value={money(totals!.revenue)} />
            <StatCard
              label={t("adr")}
              value={money(totals!.booked ? Math.round(totals!.revenue / totals!.booked) : 0)}
            />
            <StatCard label={t("bookings")} value={totals!.bookings} />
          </StatGrid>
          <MonthTrends months={result.months} currency={result.currency} currentMonth={currentMonth} />
          {result.similar && <SimilarListingsPanel similar={result.similar} money={money} />}
          <ForwardBookings forward={result.forward} currentMonth={currentMonth} money={money} />
          <DataTable
            label={t("table")}
            columns={monthColumns(t, money, currentMonth)}
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
