// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { TrendChart } from "./trend-chart";
import { trendFormatter, trendMonthLabel } from "./trend-format";

// recharts measures its box with ResizeObserver, which happy-dom lacks: a stub for this test only (the app
// runs in browsers, which have it).
beforeAll(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterAll(() => vi.unstubAllGlobals());
afterEach(cleanup);

/** Intl writes a no-break space between a currency code and its amount. */
const spaced = (text: string | null) => (text ?? "").replace(/\u00a0/g, " ");

describe("TrendChart", () => {
  it("carries the same figures in a table beside the drawing, named by its title, the month to date labelled", () => {
    render(
      <TrendChart
        title="ADR and RevPAR by month"
        kind="line"
        months={["2026-09", "2026-10", "2026-11"]}
        currentMonth="2026-11"
        format={{ kind: "money", currency: "MYR" }}
        series={[
          { key: "adr", label: "ADR", values: [25_000, 27_550, null] },
          { key: "revpar", label: "RevPAR", values: [12_000, 13_000, 4_100] },
        ]}
        testId="adr-chart"
      />,
    );
    expect(screen.getByRole("figure", { name: "ADR and RevPAR by month" })).toBeTruthy();
    // The drawing is for the eye: assistive technology reads the table.
    // (happy-dom has no layout, so recharts draws nothing here; e2e/dev/ui-kit.spec.ts checks the drawing in a
    // browser, where axe finds nothing focusable inside it.)
    expect(screen.getByTestId("adr-chart-drawing").getAttribute("aria-hidden")).toBe("true");
    const table = screen.getByRole("table", { name: "ADR and RevPAR by month" });
    expect(table.className).toContain("sr-only");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Month", "ADR", "RevPAR"]);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => spaced(cell.textContent)));
    expect(rows).toEqual([
      ["Sep 2026", "MYR 250", "MYR 120"],
      ["Oct 2026", "MYR 275.50", "MYR 130"],
      ["Nov 2026 (to date)", "–", "MYR 41"],
    ]);
  });

  it("writes shares as percentages and counts with separators", () => {
    render(
      <TrendChart
        title="Occupancy by month"
        months={["2026-01"]}
        format={{ kind: "percent" }}
        series={[{ key: "occupancy", label: "Occupancy", values: [0.4567] }]}
      />,
    );
    const table = screen.getByRole("table", { name: "Occupancy by month" });
    expect(within(table).getByRole("row", { name: /Jan 2026/ }).textContent).toBe("Jan 202645.7%");
    expect(trendFormatter({ kind: "number" })(1204)).toBe("1,204");
    expect(spaced(trendFormatter({ kind: "money", currency: "IDR" })(850_000))).toBe("IDR 850,000");
    expect(trendMonthLabel("2026-12")).toBe("Dec 2026");
  });
});
