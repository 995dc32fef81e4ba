// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FiguresTable } from "./figures-table";

afterEach(cleanup);

describe("FiguresTable", () => {
  it("labels each row by its th scope=row and right-aligns the figures in tabular digits", () => {
    render(
      <FiguresTable
        caption="Figures"
        density="compact"
        ruled
        rows={[
          { key: "gross", label: "Gross sales", figures: ["RM 1,000.00"] },
          { key: "commission", label: "Commission", figures: ["-RM 150.00"] },
          {
            key: "net",
            label: "Net payable",
            figures: ["RM 850.00"],
            emphasis: "total",
            figureProps: [{ "data-testid": "settlement-net" }],
          },
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Figures" });
    expect(table.querySelector("caption")?.className).toBe("sr-only");
    // One column of amounts whose rows say what they are: no heading row.
    expect(table.querySelector("thead")).toBeNull();
    const net = screen.getByRole("row", { name: /Net payable/ });
    expect(within(net).getByRole("rowheader").textContent).toBe("Net payable");
    expect(net.className).toContain("font-semibold");
    expect(net.className).toContain("border-t-2");
    const figure = screen.getByTestId("settlement-net");
    expect(figure.tagName).toBe("TD");
    expect(figure.className).toContain("text-right");
    expect(figure.className).toContain("tabular-nums");
  });

  it("with columns, has a heading row of th scope=col; subtotals are bold, their lines indented, the net highlighted", () => {
    render(
      <>
        <h3 id="in-myr">In MYR</h3>
        <FiguresTable
          labelledBy="in-myr"
          labelHeader="Line"
          columns={[{ header: "March 2026" }, { header: "February 2026", muted: true }]}
          minWidth="min-w-[40rem]"
          testId="statement-MYR"
          rows={[
            { key: "revenue", label: "Revenue", figures: ["RM 900.00", "RM 800.00"], emphasis: "subtotal" },
            {
              key: "rooms",
              label: "Rooms",
              figures: ["RM 900.00", "RM 800.00"],
              indent: true,
              rowProps: { "data-testid": "line-rooms" },
            },
            { key: "net", label: "Net", figures: ["RM 700.00", "RM 650.00"], emphasis: "subtotal", highlight: true },
          ]}
        />
      </>,
    );
    const table = screen.getByRole("table", { name: "In MYR" });
    expect(table.getAttribute("data-testid")).toBe("statement-MYR");
    expect(table.querySelector("caption")).toBeNull();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => [th.textContent, th.getAttribute("scope")]),
    ).toEqual([
      ["Line", "col"],
      ["March 2026", "col"],
      ["February 2026", "col"],
    ]);
    const rooms = screen.getByTestId("line-rooms");
    expect(within(rooms).getByRole("rowheader").className).toContain("pl-8");
    expect(within(rooms).getAllByRole("cell")[1]!.className).toContain("text-muted");
    expect(screen.getByRole("row", { name: /^Net/ }).className).toContain("bg-brand-50");
    // Wide: it scrolls inside a box a keyboard can focus.
    expect(table.parentElement?.getAttribute("tabindex")).toBe("0");
  });

  it("puts the total of a price in the table's foot", () => {
    render(
      <FiguresTable
        caption="Price of this stay"
        density="compact"
        rows={[{ key: "stay", label: "3 nights", figures: ["RM 600.00"] }]}
        foot={[
          {
            key: "total",
            label: "Total (MYR)",
            figures: ["RM 600.00"],
            emphasis: "subtotal",
            figureProps: [{ "data-testid": "quote-total" }],
          },
        ]}
      />,
    );
    const total = screen.getByTestId("quote-total");
    expect(total.closest("tfoot")).not.toBeNull();
    expect(total.textContent).toBe("RM 600.00");
  });
});
