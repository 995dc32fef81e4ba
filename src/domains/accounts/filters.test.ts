import { describe, expect, it } from "vitest";
import { transactionFiltersFrom, transactionsQuery } from "./filters";

describe("transaction filters in the URL", () => {
  it("reads what is valid and ignores the rest", () => {
    expect(
      transactionFiltersFrom({
        from: "2026-11-01",
        to: "2026-11-30",
        kind: "refund",
        status: "settled",
        currency: "myr",
        property: "not-a-uuid",
        page: "3",
      }),
    ).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
      kind: "refund",
      status: "settled",
      currency: "MYR",
      propertyId: undefined,
      page: 3,
    });
    expect(transactionFiltersFrom({ from: "yesterday", kind: "bribe", currency: "ringgit", page: "-1" })).toEqual({
      from: undefined,
      to: undefined,
      kind: undefined,
      status: undefined,
      currency: undefined,
      propertyId: undefined,
      page: 1,
    });
  });

  it("swaps a reversed period and writes filters back the same way", () => {
    const filters = transactionFiltersFrom({ from: "2026-12-31", to: "2026-12-01" });
    expect([filters.from, filters.to]).toEqual(["2026-12-01", "2026-12-31"]);
    expect(transactionsQuery({ ...filters, page: 2 })).toBe("?from=2026-12-01&to=2026-12-31&page=2");
    expect(transactionsQuery({ page: 1 })).toBe("");
  });
});
