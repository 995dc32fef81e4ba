import { describe, expect, it } from "vitest";
import { sortedInQuery, type ColumnSpec } from "./columns";

type Row = { id: string; total: number };
const columns: ColumnSpec<Row>[] = [
  { id: "id", header: "Id", value: (row) => row.id },
  { id: "total", header: "Total", value: (row) => String(row.total), sort: (row) => row.total },
  { id: "note", header: "Note", value: () => "" },
];

describe("sortedInQuery", () => {
  it("marks the query's sortable columns sort: true, leaves the others, and skips ids the view has no column for", () => {
    const sorted = sortedInQuery(columns, ["id", "total", "supplier"]);
    expect(sorted.map((column) => [column.id, column.sort === true])).toEqual([
      ["id", true],
      ["total", true],
      ["note", false],
    ]);
    // The list given is not changed.
    expect(typeof columns[1]!.sort).toBe("function");
  });
});
