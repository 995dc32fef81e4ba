import { DataTable, tableHref, tableStateFrom, type DataColumn } from "@/components/ui/data-table";
import { FiguresTable, type FigureRow } from "@/components/ui/figures-table";
import { FilterForm } from "@/components/ui/filter-form";
import { formatNumber } from "@/lib/format";

interface Stay {
  reference: string;
  city: string;
  nights: number;
  total: number;
}

const STAYS: Stay[] = [
  { reference: "BK-7Q2M4X", city: "Penang", nights: 3, total: 1_260 },
  { reference: "BK-3HD9PL", city: "Bangkok", nights: 7, total: 9_940 },
  { reference: "BK-K8W2ZC", city: "Cebu", nights: 1, total: 3_100 },
  { reference: "BK-P4N6RT", city: "Kuala Lumpur", nights: 14, total: 4_480 },
];

const columns: DataColumn<Stay>[] = [
  { id: "reference", header: "Booking", rowHeader: true, className: "font-mono", value: (stay) => stay.reference },
  { id: "city", header: "City", value: (stay) => stay.city, sort: (stay) => stay.city },
  {
    id: "nights",
    header: "Nights",
    align: "right",
    sortFirst: "desc",
    value: (stay) => stay.nights,
    sort: (stay) => stay.nights,
  },
  {
    id: "total",
    header: "Total",
    align: "right",
    sortFirst: "desc",
    value: (stay) => `MYR ${formatNumber(stay.total, "en")}`,
    sort: (stay) => stay.total,
  },
];

const PATH = "/dev/ui";

/** DataTable and FilterForm as a list uses them: server-rendered, the filter and the sort in the address. */
export function TableShowcase({ params }: { params: Record<string, string | string[] | undefined> }) {
  const city = typeof params.city === "string" ? params.city : "";
  const state = tableStateFrom(params, ["city", "nights", "total"]);
  const rows = city ? STAYS.filter((stay) => stay.city === city) : STAYS;
  const values = { city };
  return (
    <section aria-labelledby="table-heading" className="space-y-3">
      <h2 id="table-heading" className="text-lg font-semibold">
        DataTable and FilterForm
      </h2>
      <FilterForm
        path={PATH}
        label="Filter the sample stays"
        values={values}
        keep={{ sort: state.sort, dir: state.sort ? state.dir : undefined }}
        fields={[
          {
            kind: "select",
            name: "city",
            label: "City",
            all: "All cities",
            options: STAYS.map((stay) => ({ value: stay.city, label: stay.city })),
          },
        ]}
        columns={3}
      />
      <DataTable
        label="Sample stays"
        columns={columns}
        rows={rows}
        rowKey={(stay) => stay.reference}
        sort={state.sort ? { id: state.sort, dir: state.dir ?? "asc" } : null}
        href={(next) => tableHref(PATH, values, next)}
        empty={{ title: "No stays match these filters." }}
        minWidth="min-w-[32rem]"
      />
      <DataTable
        label="No stays"
        columns={columns}
        rows={[]}
        rowKey={(stay) => stay.reference}
        empty={{ title: "The empty state", description: "What a list shows when nothing matches." }}
      />
    </section>
  );
}

const STATEMENT: FigureRow[] = [
  { key: "revenue", label: "Revenue", emphasis: "subtotal", figures: ["MYR 12,400.00", "MYR 11,050.00"] },
  { key: "rooms", label: "Room nights", indent: true, figures: ["MYR 11,900.00", "MYR 10,700.00"] },
  { key: "addons", label: "Tours and meals", indent: true, figures: ["MYR 500.00", "MYR 350.00"] },
  { key: "costs", label: "Costs", emphasis: "subtotal", figures: ["-MYR 3,100.00", "-MYR 2,980.00"] },
  {
    key: "net",
    label: "Net operating income",
    emphasis: "subtotal",
    highlight: true,
    figures: ["MYR 9,300.00", "MYR 8,070.00"],
  },
];

/** FiguresTable: a document's figures (a statement, a settlement, a price) rather than a list. */
export function FiguresShowcase() {
  return (
    <section aria-labelledby="figures-heading" className="space-y-3">
      <h2 id="figures-heading" className="text-lg font-semibold">
        FiguresTable
      </h2>
      <div className="rounded-2xl border border-line bg-white">
        <h3 id="figures-statement" className="border-b border-line px-4 py-3 font-semibold">
          Sample statement, in MYR
        </h3>
        <FiguresTable
          labelledBy="figures-statement"
          labelHeader="Line"
          columns={[{ header: "March 2026" }, { header: "February 2026", muted: true }]}
          rows={STATEMENT}
          ruled
          minWidth="min-w-[32rem]"
        />
      </div>
      <div className="max-w-sm rounded-2xl border border-line bg-white p-4">
        <FiguresTable
          caption="Sample price of a stay"
          density="compact"
          rows={[
            { key: "stay", label: "3 nights", figures: ["MYR 630.00"] },
            { key: "cleaning", label: "Cleaning", figures: ["MYR 60.00"] },
          ]}
          foot={[{ key: "total", label: "Total (MYR)", emphasis: "subtotal", figures: ["MYR 690.00"] }]}
        />
      </div>
    </section>
  );
}
