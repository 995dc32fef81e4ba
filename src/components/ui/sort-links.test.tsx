// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sortedInQuery } from "@/lib/columns";
import { tableHref, type TableUrlState } from "./data-table";
import { SortLinks } from "./sort-links";

afterEach(cleanup);

const choices = sortedInQuery(
  [
    { id: "issued", header: "Issue date", sortFirst: "desc" as const },
    { id: "premium", header: "Premium", sortFirst: "desc" as const },
    { id: "traveller", header: "Lead traveller" },
    { id: "claims", header: "Claims" },
  ],
  ["issued", "premium", "traveller"],
);
const href = (state: TableUrlState) => tableHref("/dashboard/policies", { country: "thailand", page: "3" }, state);

function links(sort: TableUrlState) {
  render(<SortLinks label="Sort policies" choices={choices} sort={sort} href={href} defaultLabel="Newest issued" />);
  return within(screen.getByRole("navigation", { name: "Sort policies" }));
}

describe("SortLinks", () => {
  it("offers the list's own order and the choices the query sorts by, each in its first direction, from page 1", () => {
    const nav = links({});
    expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Newest issued",
      "Issue date",
      "Premium",
      "Lead traveller",
    ]);
    expect(nav.getByRole("link", { name: "Newest issued" }).getAttribute("aria-current")).toBe("true");
    expect(nav.getByRole("link", { name: "Premium" }).getAttribute("href")).toBe(
      "/dashboard/policies?country=thailand&sort=premium&dir=desc",
    );
    expect(nav.getByRole("link", { name: "Lead traveller" }).getAttribute("href")).toBe(
      "/dashboard/policies?country=thailand&sort=traveller",
    );
  });

  it("marks the current sort with its direction, turns it when clicked again, and goes back to the default", () => {
    const nav = links({ sort: "premium", dir: "desc" });
    const premium = nav.getByRole("link", { name: "Premium, descending" });
    expect(premium.getAttribute("aria-current")).toBe("true");
    expect(premium.textContent).toBe("Premium↓");
    expect(premium.getAttribute("href")).toBe("/dashboard/policies?country=thailand&sort=premium");
    expect(nav.getByRole("link", { name: "Newest issued" }).getAttribute("aria-current")).toBeNull();
    expect(nav.getByRole("link", { name: "Newest issued" }).getAttribute("href")).toBe(
      "/dashboard/policies?country=thailand",
    );
  });
});
