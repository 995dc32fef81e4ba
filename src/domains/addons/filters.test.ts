import { describe, expect, it } from "vitest";
import { orderFiltersFrom, productFiltersFrom } from "./filters";

describe("add-on page filters", () => {
  it("reads the orders filters and falls back on anything malformed", () => {
    expect(orderFiltersFrom({})).toEqual({ when: "upcoming", status: undefined, organisationId: undefined, page: 1 });
    expect(
      orderFiltersFrom({
        when: "past",
        status: "no_show",
        supplier: "0b7c7c9e-7a51-4d6e-9a43-1f1c2d3e4f50",
        page: "3",
      }),
    ).toEqual({
      when: "past",
      status: "no_show",
      organisationId: "0b7c7c9e-7a51-4d6e-9a43-1f1c2d3e4f50",
      page: 3,
    });
    expect(orderFiltersFrom({ when: "soon", status: "held", supplier: "x'; drop", page: "-1" })).toEqual({
      when: "upcoming",
      status: undefined,
      organisationId: undefined,
      page: 1,
    });
  });

  it("reads the products filters", () => {
    expect(productFiltersFrom({ status: "archived" })).toEqual({ organisationId: undefined, status: "archived" });
    expect(productFiltersFrom({ status: "deleted", supplier: "nope" })).toEqual({
      organisationId: undefined,
      status: undefined,
    });
  });
});
