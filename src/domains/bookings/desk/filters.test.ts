import { describe, expect, it } from "vitest";
import { deskFiltersFrom, deskQuery, inventoryFiltersFrom, inventoryQuery } from "./filters";

const ID = "0b6f3c56-1f0e-4a8e-9a41-6a0f4a0c1b2d";

describe("desk filters", () => {
  it("reads every filter from the URL and writes the same query back", () => {
    const filters = deskFiltersFrom({
      from: "2026-03-01",
      to: "2026-03-07",
      status: "confirmed",
      channel: "airasia",
      property: ID,
      page: "2",
    });
    expect(filters).toEqual({
      from: "2026-03-01",
      to: "2026-03-07",
      status: "confirmed",
      channel: "airasia",
      propertyId: ID,
      page: 2,
    });
    expect(deskQuery(filters)).toBe(
      `?from=2026-03-01&to=2026-03-07&status=confirmed&channel=airasia&property=${ID}&page=2`,
    );
    expect(deskFiltersFrom(Object.fromEntries(new URLSearchParams(deskQuery(filters))))).toEqual(filters);
  });

  it("ignores what is malformed, and reads a reversed range the way it was meant", () => {
    expect(
      deskFiltersFrom({
        from: "2026-02-30",
        to: "yesterday",
        status: "lost",
        channel: "fax",
        property: "12",
        page: "-3",
      }),
    ).toEqual({
      from: undefined,
      to: undefined,
      status: undefined,
      channel: undefined,
      propertyId: undefined,
      page: 1,
    });
    expect(deskFiltersFrom({ from: "2026-03-09", to: "2026-03-01" })).toMatchObject({
      from: "2026-03-01",
      to: "2026-03-09",
    });
    expect(deskFiltersFrom({ status: ["checked_in", "held"] }).status).toBe("checked_in");
    expect(deskQuery({ page: 1 })).toBe("");
  });

  it("reads the inventory's property and status of the day", () => {
    expect(inventoryFiltersFrom({ property: ID.toUpperCase(), status: "cleaning" })).toEqual({
      propertyId: ID,
      status: "cleaning",
      page: 1,
    });
    expect(inventoryFiltersFrom({ status: "dirty" }).status).toBeUndefined();
    expect(inventoryQuery({ propertyId: ID, status: "vacant", page: 3 })).toBe(`?property=${ID}&status=vacant&page=3`);
  });
});
