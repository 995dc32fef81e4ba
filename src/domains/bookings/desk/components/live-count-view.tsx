import { useTranslations } from "next-intl";
import { COUNTRIES, type CountryCode } from "@/lib/countries";
import type { LiveCount, LiveFigures } from "../live-count";
import { LiveRefresh } from "./live-refresh";
import { StatCard, StatGrid } from "@/components/ui/card";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatNumber } from "@/lib/format";

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
const countryName = (country: string) => COUNTRIES[country as CountryCode]?.name ?? country;

interface PlaceRow {
  key: string;
  label: string;
  figures: LiveFigures;
  level: "country" | "city";
}

type Words = ReturnType<typeof useTranslations<"dashboardBookings.live">>;

const figures = "tabular-nums";
const columns = (t: Words): DataColumn<PlaceRow>[] => [
  {
    id: "where",
    header: t("columns.where"),
    // A country names its group of cities; a city is indented under it.
    rowHeader: (row) => row.level === "country",
    cell: (row) => <span className={row.level === "country" ? "font-medium" : "pl-4"}>{row.label}</span>,
  },
  {
    id: "inHouse",
    header: t("columns.inHouse"),
    align: "right",
    className: figures,
    value: (row) => row.figures.inHouseGuests,
  },
  {
    id: "arrivals",
    header: t("columns.arrivals"),
    align: "right",
    className: figures,
    value: (row) => `${row.figures.arrivalsDone} / ${row.figures.arrivalsDone + row.figures.arrivalsExpected}`,
  },
  {
    id: "departures",
    header: t("columns.departures"),
    align: "right",
    className: figures,
    value: (row) => `${row.figures.departuresDone} / ${row.figures.departuresDone + row.figures.departuresExpected}`,
  },
  {
    id: "occupied",
    header: t("columns.occupied"),
    align: "right",
    className: figures,
    value: (row) => `${row.figures.unitsOccupied} / ${row.figures.unitsSellable}`,
  },
  {
    id: "occupancy",
    header: t("columns.occupancy"),
    align: "right",
    className: figures,
    value: (row) => percent(row.figures.occupancy),
  },
];

/** The live count: today's headline figures, and the same per country and city, refreshed as bookings change. */
export function LiveCountView({ count, everywhere }: { count: LiveCount; everywhere: boolean }) {
  const t = useTranslations("dashboardBookings.live");
  const { total } = count;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3 border-b border-line pb-4">
        <div>
          <h2 className="text-2xl font-semibold">{everywhere ? t("everywhere") : t("yours")}</h2>
          <p className="text-sm text-muted">{t("timeZones")}</p>
        </div>
        <LiveRefresh readAt={count.at} />
      </header>

      <StatGrid columns={4} label={t("today")}>
        <StatCard
          label={t("columns.inHouse")}
          value={formatNumber(total.inHouseGuests, "en")}
          detail={t("stays", { count: total.inHouseStays })}
          valueTestId="live-in-house"
        />
        <StatCard
          label={t("arrivalsToday")}
          value={`${total.arrivalsDone} / ${total.arrivalsDone + total.arrivalsExpected}`}
          detail={t("expected", { expected: total.arrivalsExpected, noShows: total.noShows })}
          valueTestId="live-arrivals"
        />
        <StatCard
          label={t("departuresToday")}
          value={`${total.departuresDone} / ${total.departuresDone + total.departuresExpected}`}
          detail={t("toLeave", { count: total.departuresExpected })}
          valueTestId="live-departures"
        />
        <StatCard
          label={t("occupancyToday")}
          value={percent(total.occupancy)}
          detail={t("occupiedOf", { occupied: total.unitsOccupied, sellable: total.unitsSellable })}
          valueTestId="live-occupancy"
        />
      </StatGrid>

      <DataTable
        label={t("byPlace")}
        columns={columns(t)}
        rows={count.countries.flatMap((country): PlaceRow[] => [
          { key: country.country, label: countryName(country.country), figures: country, level: "country" },
          ...country.cities.map((city): PlaceRow => ({
            key: `${country.country}/${city.city}`,
            label: city.city,
            figures: city,
            level: "city",
          })),
        ])}
        rowKey={(row) => row.key}
        rowProps={(row) => ({
          "data-testid": `live-${row.level}`,
          "data-name": row.label,
          className: row.level === "country" ? "bg-brand-50/50 font-medium" : undefined,
        })}
        empty={{ title: t("empty") }}
        minWidth="min-w-[40rem]"
      />
    </div>
  );
}
