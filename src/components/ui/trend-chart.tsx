"use client";

import { useId } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { cn } from "./cn";
import { FiguresTable } from "./figures-table";
import { trendFormatter, trendMonthLabel, type TrendFormat } from "./trend-format";

/** One line or set of bars: a value per month of the chart's `months` (null where there is none). */
export interface TrendSeries {
  key: string;
  label: string;
  values: readonly (number | null)[];
}

export interface TrendChartProps {
  /** What the chart shows ("Occupancy by month"): its heading, its accessible name and the table's caption. */
  title: string;
  /** The months, `YYYY-MM` (UTC months, as the accounts pages count them), in order. */
  months: readonly string[];
  series: readonly TrendSeries[];
  format: TrendFormat;
  kind?: "line" | "bar";
  /** The month still running, labelled "to date" so that a short month is not read as a bad one. */
  currentMonth?: string;
  className?: string;
  testId?: string;
}

/** The theme's colours (app/globals.css), one per series in turn. */
const SERIES_COLOURS = ["var(--color-brand-500)", "var(--color-brand-900)", "var(--color-muted)"];

/**
 * The one chart of the kit: figures by month as bars or lines, drawn with recharts to the width of its box. The
 * drawing is for the eye; beside it a visually hidden table of the same figures (the kit's FiguresTable) is what
 * a screen reader reads, so the chart itself is hidden from assistive technology and the figure is named by its
 * title.
 */
export function TrendChart({
  title,
  months,
  series,
  format,
  kind = "bar",
  currentMonth,
  className,
  testId,
}: TrendChartProps) {
  const titleId = useId();
  const formatValue = trendFormatter(format);
  const data = months.map((month, index) => ({
    month: trendMonthLabel(month, currentMonth),
    ...Object.fromEntries(series.map((line) => [line.key, line.values[index] ?? null])),
  }));
  const tick = { fill: "var(--color-muted)", fontSize: 11 };
  const axes = (
    <>
      <CartesianGrid stroke="var(--color-line)" vertical={false} />
      <XAxis dataKey="month" tick={tick} tickLine={false} axisLine={{ stroke: "var(--color-line)" }} />
      <YAxis
        tick={tick}
        tickLine={false}
        axisLine={false}
        width={84}
        tickFormatter={(value: number) => formatValue(value)}
      />
      <Tooltip formatter={(value) => (typeof value === "number" ? formatValue(value) : String(value ?? ""))} />
      {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
    </>
  );
  return (
    <figure
      aria-labelledby={titleId}
      className={cn("rounded-2xl border border-line bg-white p-4", className)}
      data-testid={testId}
    >
      <figcaption id={titleId} className="mb-2 text-sm font-semibold">
        {title}
      </figcaption>
      {/* Hidden from assistive technology (the table below is its reading), so nothing in it takes focus either:
          recharts' keyboard layer is off. */}
      <div aria-hidden="true" className="h-56 w-full" data-testid={testId ? `${testId}-drawing` : undefined}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 224 }}>
          {kind === "line" ? (
            <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
              {axes}
              {series.map((line, index) => (
                <Line
                  key={line.key}
                  dataKey={line.key}
                  name={line.label}
                  type="monotone"
                  stroke={SERIES_COLOURS[index % SERIES_COLOURS.length]}
                  strokeWidth={2}
                  dot={{ r: 2 }}
                  connectNulls={false}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          ) : (
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
              {axes}
              {series.map((bars, index) => (
                <Bar
                  key={bars.key}
                  dataKey={bars.key}
                  name={bars.label}
                  fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
                  radius={[3, 3, 0, 0]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      <FiguresTable
        caption={title}
        className="sr-only"
        labelHeader="Month"
        columns={series.map((line) => ({ header: line.label }))}
        rows={months.map((month, index) => ({
          key: month,
          label: trendMonthLabel(month, currentMonth),
          figures: series.map((line) => {
            const value = line.values[index];
            return value === null || value === undefined ? "–" : formatValue(value);
          }),
        }))}
      />
    </figure>
  );
}
