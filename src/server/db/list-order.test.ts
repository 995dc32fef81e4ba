import { PgDialect } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { byLabel, orderBySql, sortableIds, type ListOrder } from "./list-order";

const dialect = new PgDialect();
const text = (query: ReturnType<typeof orderBySql>) => dialect.sqlToQuery(query).sql;

const order: ListOrder<"at" | "amount"> = {
  columns: { at: sql`e.created_at`, amount: [sql`e.currency`, sql`e.gross_minor`] },
  fallback: sql`e.created_at desc, e.id`,
  tieBreaker: sql`e.id`,
};

describe("orderBySql", () => {
  it("keeps the default order without a sort or with an unknown column", () => {
    expect(text(orderBySql(order, undefined))).toBe("order by e.created_at desc, e.id");
    expect(text(orderBySql(order, { sort: "memo", dir: "desc" }))).toBe("order by e.created_at desc, e.id");
    expect(text(orderBySql(order, { sort: "toString" }))).toBe("order by e.created_at desc, e.id");
  });

  it("orders by the column then the tie-breaker, both in the asked direction", () => {
    expect(text(orderBySql(order, { sort: "at" }))).toBe("order by e.created_at asc nulls last, e.id asc nulls last");
    expect(text(orderBySql(order, { sort: "amount", dir: "desc" }))).toBe(
      "order by e.currency desc nulls last, e.gross_minor desc nulls last, e.id desc nulls last",
    );
  });

  it("lists the sortable ids", () => {
    expect(sortableIds(order)).toEqual(["at", "amount"]);
  });
});

describe("byLabel", () => {
  it("orders codes by their labels", () => {
    const query = dialect.sqlToQuery(byLabel(sql`e.kind`, { opex: "Expense", adjustment: "Adjustment" }));
    expect(query.sql).toBe("(case e.kind::text when $1 then $2 when $3 then $4 else e.kind::text end)");
    expect(query.params).toEqual(["opex", "Expense", "adjustment", "Adjustment"]);
  });
});
