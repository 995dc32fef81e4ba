import { stayOf, TYPE_LABELS, type Search } from "@/domains/catalogue";
import { COUNTRIES } from "@/lib/countries";
import { plural } from "@/lib/plural";

const MONTH_FORMAT = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** The search's own filters, in words: what was searched, so the guest can see it and change it. */
export function searchRanRows(search: Search): [string, string][] {
  const rows: [string, string][] = [];
  rows.push(["Place", search.city ?? (search.country ? COUNTRIES[search.country].name : "Anywhere")]);
  const stay = stayOf(search);
  if (search.mode === "monthly") {
    rows.push([
      "Stay",
      search.month
        ? `${plural(search.months, { one: "month", other: "months" })} from 1 ${MONTH_FORMAT.format(new Date(`${search.month}-01T00:00:00Z`))}`
        : "By the month, any month",
    ]);
  } else if (search.mode === "hourly") {
    rows.push([
      "Stay",
      stay?.mode === "hourly"
        ? `${stay.day} from ${stay.start}, ${plural(stay.hours, { one: "hour", other: "hours" })}`
        : `By the hour${search.day ? ` on ${search.day}` : ""}${search.hours ? `, ${plural(search.hours, { one: "hour", other: "hours" })}` : ""} (add a start time to see what is free)`,
    ]);
  } else {
    rows.push([
      "Stay",
      stay && stay.mode !== "hourly"
        ? `${stay.checkIn} to ${stay.checkOut}`
        : "Any dates (add dates to see what is free)",
    ]);
  }
  rows.push(["Guests", plural(search.guests, { one: "guest", other: "guests" })]);
  if (search.minBedrooms) rows.push(["Bedrooms", `at least ${search.minBedrooms}`]);
  if (search.maxPrice !== undefined) {
    const per = search.mode === "monthly" ? "month" : search.mode === "hourly" ? "hour" : "night";
    rows.push([
      "Price",
      `up to ${search.priceCurrency ?? search.currency} ${search.maxPrice.toLocaleString("en")} a ${per}`,
    ]);
  }
  if (search.types?.length) rows.push(["Type", search.types.map((type) => TYPE_LABELS[type]).join(" or ")]);
  return rows;
}

export function SearchRan({ search, problems }: { search: Search; problems: string[] }) {
  return (
    <div className="mt-3">
      <h3 className="text-sm font-medium">The search I ran</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
        {searchRanRows(search).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {problems.length > 0 && <p className="mt-2 text-sm text-muted">Left out: {problems.join("; ")}.</p>}
    </div>
  );
}
