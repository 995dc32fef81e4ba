// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DeskStay } from "../bookings";
import type { Inventory, InventoryUnit } from "../inventory";
import { InventoryView } from "./inventory-view";

afterEach(cleanup);

const PROPERTY = { id: "00000000-0000-4000-8000-0000000000a1", title: "Lim Residences", city: "Penang" };

const stay = (reference: string, guestName: string, overrides: Partial<DeskStay> = {}): DeskStay => ({
  reference,
  guestName,
  guestCount: 2,
  childrenAges: [],
  status: "confirmed",
  stayMode: "nightly",
  checkIn: "2026-11-26",
  checkOut: "2026-11-28",
  hours: null,
  channel: "direct",
  currency: "MYR",
  totalMinor: 40_000,
  balance: null,
  payment: "paid",
  property: PROPERTY,
  unit: { id: "u", name: "Room" },
  today: "2026-11-26",
  actions: [],
  ...overrides,
});

const unit = (id: string, name: string, overrides: Partial<InventoryUnit> = {}): InventoryUnit => ({
  id,
  name,
  property: PROPERTY,
  today: "2026-11-26",
  status: "vacant",
  housekeeping: { state: "ready", note: "", updatedAt: null, updatedBy: null },
  inHouse: null,
  arrivals: [],
  departures: [],
  ...overrides,
});

const counts = {
  units: 2,
  occupied: 1,
  vacant: 1,
  cleaning: 0,
  maintenance: 0,
  arrivals: 1,
  arrivalsDone: 0,
  departures: 0,
  departuresDone: 0,
};

const inventory = (units: InventoryUnit[]): Inventory => ({ units, counts, matching: units.length, page: 1, pages: 1 });

describe("InventoryView draws a row per unit on DataTable", () => {
  const units = [
    unit("00000000-0000-4000-8000-0000000000b1", "Garden Room", {
      arrivals: [stay("BK-ARR111", "Ana Tan", { actions: ["check_in"] })],
    }),
    unit("00000000-0000-4000-8000-0000000000b2", "Sea Room", {
      status: "occupied",
      inHouse: stay("BK-INN222", "Ben Lee", { status: "checked_in", actions: ["check_out"] }),
      housekeeping: { state: "ready", note: "Towels restocked", updatedAt: null, updatedBy: null },
    }),
  ];

  it("names each row by its property and unit, with its status, stays, housekeeping and actions", () => {
    render(
      <InventoryView
        inventory={inventory(units)}
        filters={{ propertyId: PROPERTY.id, page: 1 }}
        properties={[PROPERTY]}
      />,
    );
    const table = screen.getByRole("table", { name: "Units" });
    const rows = within(table).getAllByTestId("inventory-unit");
    expect(rows).toHaveLength(2);
    const [garden, sea] = rows as [HTMLElement, HTMLElement];
    expect(
      within(garden)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Lim ResidencesPenang · today 2026-11-26", "Garden Room"]);
    expect(within(garden).getByTestId("unit-status").textContent).toBe("Vacant");
    expect(within(garden).getByTestId("unit-arrival").textContent).toContain("Ana Tan");
    expect(within(garden).getByRole("button", { name: "Check in Ana Tan (BK-ARR111)" }).closest("[data-testid]")).toBe(
      within(garden).getByTestId("unit-arrival-actions"),
    );
    expect(within(garden).getByRole("form", { name: "Housekeeping of Garden Room" })).toBeTruthy();

    expect(within(sea).getByTestId("unit-status").textContent).toBe("Occupied");
    expect(within(sea).getByTestId("unit-in-house").getAttribute("data-reference")).toBe("BK-INN222");
    expect(within(sea).getByTestId("unit-housekeeping").textContent).toBe("Ready · Note: Towels restocked");
    expect(within(sea).getByRole("button", { name: "Check out Ben Lee (BK-INN222)" })).toBeTruthy();
  });

  it("sorts by its Property, Unit and Status headings through the address, keeping the filters", () => {
    render(
      <InventoryView
        inventory={inventory(units)}
        filters={{ propertyId: PROPERTY.id, status: "vacant", page: 1 }}
        sort={{ sort: "unit", dir: "asc" }}
        properties={[PROPERTY]}
      />,
    );
    const table = screen.getByRole("table", { name: "Units" });
    const heading = (name: RegExp) => within(table).getByRole("columnheader", { name });
    expect(heading(/^Unit/).getAttribute("aria-sort")).toBe("ascending");
    expect(within(heading(/^Unit/)).getByRole("link").getAttribute("href")).toBe(
      `/dashboard/inventory?property=${PROPERTY.id}&status=vacant&sort=unit&dir=desc`,
    );
    expect(
      within(heading(/^Property/))
        .getByRole("link")
        .getAttribute("href"),
    ).toBe(`/dashboard/inventory?property=${PROPERTY.id}&status=vacant&sort=property`);
    expect(heading(/^Status today/).getAttribute("aria-sort")).toBe("none");
    expect(heading(/^Today's stays/).getAttribute("aria-sort")).toBeNull();
    // The filter form keeps the sort for the next filter.
    const filters = screen.getByRole("form", { name: "Filter units" });
    expect((filters.querySelector('input[name="sort"]') as HTMLInputElement).value).toBe("unit");
  });

  it("shows an empty state with a way back when no unit matches the filters", () => {
    render(
      <InventoryView
        inventory={{ ...inventory([]), matching: 0 }}
        filters={{ status: "maintenance", page: 1 }}
        properties={[PROPERTY]}
      />,
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("No units match these filters.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("/dashboard/inventory");
  });
});
