import { COUNTRIES, type CountryCode } from "@/lib/countries";
import type { LiveCount, LiveFigures } from "../live-count";
import { LiveRefresh } from "./live-refresh";
import { StatCard, StatGrid } from "@/components/ui/card";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { plural } from "@/lib/plural";
import { formatNumber } from "@/lib/format";

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
const countryName = (country: string) => COUNTRIES[country as CountryCode]?.name ?? country;

interface PlaceRow {
  key: string;
  label: string;
  figures: LiveFigures;
  level: "country" | "city";
}

const figures = "tabular-nums";
const columns: DataColumn<PlaceRow>[] = [
  {
    id: "where",
    header: "Where",
    // A country names its group of cities; a city is indented under it.
    rowHeader: (row) => row.level === "country",
    cell: (row) => <span className={row.level === "country" ? "font-medium" : "pl-4"}>{row.label}</span>,
  },
  {
    id: "inHouse",
    header: "Guests in house",
    align: "right",
    className: figures,
    value: (row) => row.figures.inHouseGuests,
  },
  {
    id: "arrivals",
    header: "Arrived / arrivals",
    align: "right",
    className: figures,
    value: (row) => `${row.figures.arrivalsDone} / ${row.figures.arrivalsDone + row.figures.arrivalsExpected}`,
  },
  {
    id: "departures",
    header: "Left / departures",
    align: "right",
    className: figures,
    value: (row) => `${row.figures.departuresDone} / ${row.figures.departuresDone + row.figures.departuresExpected}`,
  },
  {
    id: "occupied",
    header: "Occupied / sellable",
    align: "right",
    className: figures,
    value: (row) => `${row.figures.unitsOccupied} / ${row.figures.unitsSellable}`,
  },
  {
    id: "occupancy",
    header: "Occupancy",
    align: "right",
    className: figures,
    value: (row) => percent(row.figures.occupancy),
  },
];

/** The live count: today's headline figures, and the same per country and city, refreshed as bookings change. */
export function LiveCountView({ count, everywhere }: { count: LiveCount; everywhere: boolean }) {
  const { total } = count;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3 border-b border-line pb-4">
        <div>
          <h2 className="text-2xl font-semibold">
            {everywhere ? "Today across Staysia" : "Today across your properties"}
          </h2>
          <p className="text-sm text-muted">Today in each property&apos;s own time zone.</p>
        </div>
        <LiveRefresh readAt={count.at} />
      </header>

      <StatGrid columns={4} label="Today">
        <StatCard
          label="Guests in house"
          value={formatNumber(total.inHouseGuests, "en")}
          detail={plural(total.inHouseStays, { one: "stay", other: "stays" })}
          valueTestId="live-in-house"
        />
        <StatCard
          label="Arrivals today"
          value={`${total.arrivalsDone} / ${total.arrivalsDone + total.arrivalsExpected}`}
          detail={`${total.arrivalsExpected} still expected${total.noShows ? `, ${plural(total.noShows, { one: "no-show", other: "no-shows" })}` : ""}`}
          valueTestId="live-arrivals"
        />
        <StatCard
          label="Departures today"
          value={`${total.departuresDone} / ${total.departuresDone + total.departuresExpected}`}
          detail={`${total.departuresExpected} still to leave`}
          valueTestId="live-departures"
        />
        <StatCard
          label="Occupancy today"
          value={percent(total.occupancy)}
          detail={`${total.unitsOccupied} of ${total.unitsSellable} sellable units occupied`}
          valueTestId="live-occupancy"
        />
      </StatGrid>

      <DataTable
        label="By country and city"
        columns={columns}
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
        empty={{ title: "There are no properties to count yet." }}
        minWidth="min-w-[40rem]"
      />
    </div>
  );
}
