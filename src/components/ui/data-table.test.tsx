// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { csvOf } from "@/lib/csv";
import { withCells, type ColumnSpec } from "@/lib/columns";
import { DataTable, tableHref, tableStateFrom, type TableUrlState } from "./data-table";

afterEach(cleanup);

interface Stay {
  ref: string;
  city: string;
  nights: number;
}

const rows: Stay[] = [
  { ref: "B-2", city: "Penang", nights: 3 },
  { ref: "B-1", city: "Bangkok", nights: 7 },
  { ref: "B-3", city: "Cebu", nights: 1 },
];

const specs: ColumnSpec<Stay>[] = [
  {
    id: "ref",
    header: "Booking",
    value: (row) => row.ref,
    csv: { header: "Booking reference", value: (row) => row.ref },
  },
  {
    id: "city",
    header: "City",
    value: (row) => row.city,
    sort: (row) => row.city,
    csv: { header: "City", value: (row) => row.city },
  },
  { id: "nights", header: "Nights", value: (row) => row.nights, sort: (row) => row.nights, align: "right" },
  { id: "country", csv: { header: "Country", value: () => "MY" } },
];

const href = (state: TableUrlState) => tableHref("/dashboard/stays", { city: "x", page: "4" }, state);
const bodyRefs = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent);

describe("DataTable", () => {
  it("names the table, scopes its headings, and leaves export-only columns out", () => {
    render(<DataTable columns={specs} rows={rows} rowKey={(row) => row.ref} label="Stays" empty="None" href={href} />);
    const table = screen.getByRole("table", { name: "Stays" });
    const headings = within(table).getAllByRole("columnheader");
    expect(headings.map((th) => th.textContent?.replace(/[↑↓↕]/g, ""))).toEqual(["Booking", "City", "Nights"]);
    expect(headings.every((th) => th.getAttribute("scope") === "col")).toBe(true);
    expect(headings[0]?.getAttribute("aria-sort")).toBeNull();
    expect(headings[1]?.getAttribute("aria-sort")).toBe("none");
    expect(bodyRefs()).toEqual(["B-2", "B-1", "B-3"]);
  });

  it("sorts by the column the address names, marks it with aria-sort, and links to the other direction", () => {
    const { rerender } = render(
      <DataTable
        columns={specs}
        rows={rows}
        rowKey={(row) => row.ref}
        label="Stays"
        empty="None"
        href={href}
        sort={{ id: "city", dir: "asc" }}
      />,
    );
    expect(bodyRefs()).toEqual(["B-1", "B-3", "B-2"]);
    const city = screen.getByRole("columnheader", { name: /City/ });
    expect(city.getAttribute("aria-sort")).toBe("ascending");
    // Sorting keeps the filters, drops the page (a new order starts at page 1).
    expect(within(city).getByRole("link").getAttribute("href")).toBe("/dashboard/stays?city=x&sort=city&dir=desc");
    expect(
      within(screen.getByRole("columnheader", { name: /Nights/ }))
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/dashboard/stays?city=x&sort=nights");

    rerender(
      <DataTable
        columns={specs}
        rows={rows}
        rowKey={(row) => row.ref}
        label="Stays"
        empty="None"
        href={href}
        sort={{ id: "nights", dir: "desc" }}
      />,
    );
    expect(bodyRefs()).toEqual(["B-1", "B-2", "B-3"]);
    expect(screen.getByRole("columnheader", { name: /Nights/ }).getAttribute("aria-sort")).toBe("descending");
  });

  it("leaves rows in the server's order for a column the query sorts", () => {
    const serverSorted = specs.map((spec) => (spec.id === "city" ? { ...spec, sort: true as const } : spec));
    render(
      <DataTable
        columns={serverSorted}
        rows={rows}
        rowKey={(row) => row.ref}
        label="Stays"
        empty="None"
        href={href}
        sort={{ id: "city", dir: "desc" }}
      />,
    );
    expect(bodyRefs()).toEqual(["B-2", "B-1", "B-3"]);
    expect(screen.getByRole("columnheader", { name: /City/ }).getAttribute("aria-sort")).toBe("descending");
  });

  it("renders a view's own cells and row and cell attributes", () => {
    const columns = withCells(specs, {
      ref: {
        cell: (row) => <a href={`/b/${row.ref}`}>{row.ref}</a>,
        cellProps: (row) => ({ "data-testid": `ref-${row.ref}` }),
      },
    });
    render(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.ref}
        label="Stays"
        empty="None"
        rowProps={(row) => ({ "data-testid": "stay", "data-ref": row.ref })}
      />,
    );
    expect(screen.getByRole("link", { name: "B-1" }).getAttribute("href")).toBe("/b/B-1");
    expect(screen.getByTestId("ref-B-3").textContent).toBe("B-3");
    expect(screen.getAllByTestId("stay").map((row) => row.getAttribute("data-ref"))).toEqual(["B-2", "B-1", "B-3"]);
    expect(() => withCells(specs, { nope: () => null })).toThrow(/nope/);
  });

  it("shows the empty state instead of a table when there are no rows", () => {
    render(
      <DataTable
        columns={specs}
        rows={[]}
        rowKey={(row) => row.ref}
        label="Stays"
        empty={{ title: "No stays match these filters.", description: "Clear a filter." }}
      />,
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("No stays match these filters.")).toBeTruthy();
    expect(screen.getByText("Clear a filter.")).toBeTruthy();
  });

  it("links the pages of a server-paged list with its filters and sort", () => {
    render(
      <DataTable
        columns={specs}
        rows={rows}
        rowKey={(row) => row.ref}
        label="Stays"
        empty="None"
        href={href}
        sort={{ id: "city", dir: "desc" }}
        pagination={{ page: 2, pages: 3 }}
      />,
    );
    const pager = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pager).getByText("Page 2 of 3")).toBeTruthy();
    expect(within(pager).getByRole("link", { name: "Previous" }).getAttribute("href")).toBe(
      "/dashboard/stays?city=x&sort=city&dir=desc",
    );
    expect(within(pager).getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/dashboard/stays?city=x&sort=city&dir=desc&page=3",
    );
  });

  it("draws no pager for one page", () => {
    render(
      <DataTable
        columns={specs}
        rows={rows}
        rowKey={(row) => row.ref}
        label="Stays"
        empty="None"
        href={href}
        pagination={{ page: 1, pages: 1 }}
      />,
    );
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("DataTable's naming and headers", () => {
  it("takes its name from a heading when given one, and marks row headers", () => {
    const columns = withCells(specs, { ref: { rowHeader: (row) => row.ref !== "B-3" } });
    render(
      <>
        <h2 id="stays-heading">All stays</h2>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.ref}
          label="Stays"
          labelledBy="stays-heading"
          empty="None"
        />
      </>,
    );
    expect(screen.getByRole("table", { name: "All stays" }).querySelector("caption")).toBeNull();
    expect(screen.getAllByRole("rowheader").map((th) => th.textContent)).toEqual(["B-2", "B-1"]);
    expect(screen.getAllByRole("rowheader")[0]?.getAttribute("scope")).toBe("row");
  });

  it("sorts figures highest first on the first click when the column says so", () => {
    const columns = specs.map((spec) => (spec.id === "nights" ? { ...spec, sortFirst: "desc" as const } : spec));
    render(
      <DataTable columns={columns} rows={rows} rowKey={(row) => row.ref} label="Stays" empty="None" href={href} />,
    );
    expect(
      within(screen.getByRole("columnheader", { name: /Nights/ }))
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/dashboard/stays?city=x&sort=nights&dir=desc");
  });
});

describe("the table's address", () => {
  it("reads a known sort and a page, and ignores the rest", () => {
    expect(tableStateFrom({ sort: "city", dir: "desc", page: "3" }, ["city"])).toEqual({
      sort: "city",
      dir: "desc",
      page: 3,
    });
    expect(tableStateFrom(new URLSearchParams("sort=secret&page=0"), ["city"])).toEqual({});
    expect(tableStateFrom({ sort: ["nights", "city"] }, ["nights"])).toEqual({ sort: "nights", dir: "asc" });
  });

  it("drops empty filters and keeps the rest", () => {
    expect(tableHref("/d", { from: "", to: "2026-01-31", sort: "old" }, { page: 2 })).toBe("/d?to=2026-01-31&page=2");
    expect(tableHref("/d", {}, {})).toBe("/d");
  });
});

describe("the CSV of the same columns", () => {
  it("writes the columns' export fields in order, including export-only ones", () => {
    expect(csvOf(specs, rows.slice(0, 1))).toBe("Booking reference,City,Country\r\nB-2,Penang,MY\r\n");
  });
});
