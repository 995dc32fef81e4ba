import { DataTable, tableHref, tableStateFrom, type DataColumn } from "@/components/ui/data-table";
import { FilterForm } from "@/components/ui/filter-form";

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
  { id: "nights", header: "Nights", align: "right", sortFirst: "desc", value: (stay) => stay.nights, sort: (stay) => stay.nights },
  { id: "total", header: "Total", align: "right", sortFirst: "desc", value: (stay) => `MYR ${stay.total.toLocaleString("en")}`, sort: (stay) => stay.total },
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
        fields={[{ kind: "select", name: "city", label: "City", all: "All cities", options: STAYS.map((stay) => ({ value: stay.city, label: stay.city })) }]}
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
      <DataTable label="No stays" columns={columns} rows={[]} rowKey={(stay) => stay.reference} empty={{ title: "The empty state", description: "What a list shows when nothing matches." }} />
    </section>
  );
}
