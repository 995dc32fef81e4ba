import { TrendChart } from "@/components/ui/trend-chart";

const MONTHS = ["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"];

/** The kit's TrendChart on sample figures: bars of a share, lines of two amounts, the month to date labelled. */
export function ChartShowcase() {
  return (
    <section aria-labelledby="chart-heading" className="space-y-3">
      <h2 id="chart-heading" className="text-lg font-semibold">
        TrendChart
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TrendChart
          title="Sample occupancy by month"
          months={MONTHS}
          currentMonth="2026-11"
          format={{ kind: "percent" }}
          series={[{ key: "occupancy", label: "Occupancy", values: [0.61, 0.64, 0.65, 0.76, 0.72, 0.41] }]}
        />
        <TrendChart
          title="Sample ADR and RevPAR by month"
          kind="line"
          months={MONTHS}
          currentMonth="2026-11"
          format={{ kind: "money", currency: "MYR" }}
          series={[
            { key: "adr", label: "ADR", values: [21_734, 21_796, 20_906, 19_900, 19_623, 18_105] },
            { key: "revpar", label: "RevPAR", values: [13_330, 14_006, 13_595, 15_151, 14_179, 7_423] },
          ]}
        />
      </div>
    </section>
  );
}
