import { COUNTRIES, type CountryCode } from "@/lib/countries";
import type { LiveCount, LiveFigures } from "../live-count";
import { LiveRefresh } from "./live-refresh";
import { StatCard, StatGrid } from "@/components/ui/card";

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
const countryName = (country: string) => COUNTRIES[country as CountryCode]?.name ?? country;

function Row({ label, figures, level }: { label: string; figures: LiveFigures; level: "country" | "city" }) {
  const Header = level === "country" ? "th" : "td";
  return (
    <tr
      className={level === "country" ? "border-t border-line bg-brand-50/50 font-medium" : "border-t border-line"}
      data-testid={`live-${level}`}
      data-name={label}
    >
      <Header
        scope={level === "country" ? "row" : undefined}
        className={level === "country" ? "px-3 py-2 text-left" : "px-3 py-2 pl-7"}
      >
        {label}
      </Header>
      <td className="px-3 py-2 text-right tabular-nums">{figures.inHouseGuests}</td>
      <td className="px-3 py-2 text-right tabular-nums">
        {figures.arrivalsDone} / {figures.arrivalsDone + figures.arrivalsExpected}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">
        {figures.departuresDone} / {figures.departuresDone + figures.departuresExpected}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">
        {figures.unitsOccupied} / {figures.unitsSellable}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{percent(figures.occupancy)}</td>
    </tr>
  );
}

/** The live count: today's headline figures, and the same per country and city, refreshed as bookings change. */
export function LiveCountView({ count }: { count: LiveCount }) {
  const { total } = count;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3 border-b border-line pb-4">
        <div>
          <h2 className="text-2xl font-semibold">Today across Staysia</h2>
          <p className="text-sm text-muted">Today in each property&apos;s own time zone.</p>
        </div>
        <LiveRefresh readAt={count.at} />
      </header>

      <StatGrid columns={4} label="Today">
        <StatCard
          label="Guests in house"
          value={total.inHouseGuests.toLocaleString("en")}
          detail={`${total.inHouseStays.toLocaleString("en")} ${total.inHouseStays === 1 ? "stay" : "stays"}`}
          valueTestId="live-in-house"
        />
        <StatCard
          label="Arrivals today"
          value={`${total.arrivalsDone} / ${total.arrivalsDone + total.arrivalsExpected}`}
          detail={`${total.arrivalsExpected} still expected${total.noShows ? `, ${total.noShows} no-show${total.noShows === 1 ? "" : "s"}` : ""}`}
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

      {count.countries.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted">There are no properties to count yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[40rem] text-sm" aria-label="By country and city">
            <thead className="bg-brand-50 text-left text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Where
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Guests in house
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Arrived / arrivals
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Left / departures
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Occupied / sellable
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Occupancy
                </th>
              </tr>
            </thead>
            <tbody>
              {count.countries.flatMap((country) => [
                <Row key={country.country} label={countryName(country.country)} figures={country} level="country" />,
                ...country.cities.map((city) => (
                  <Row key={`${country.country}/${city.city}`} label={city.city} figures={city} level="city" />
                )),
              ])}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
