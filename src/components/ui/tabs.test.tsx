// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

afterEach(cleanup);

function Example() {
  return (
    <Tabs defaultValue="stays">
      <TabsList aria-label="Bookings">
        <TabsTrigger value="stays">Stays</TabsTrigger>
        <TabsTrigger value="tours">Day tours</TabsTrigger>
        <TabsTrigger value="meals">Meals</TabsTrigger>
      </TabsList>
      <TabsContent value="stays">Three stays</TabsContent>
      <TabsContent value="tours">Two tours</TabsContent>
      <TabsContent value="meals">No meals</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("is a tablist whose selected tab labels the one visible panel", () => {
    render(<Example />);
    expect(screen.getByRole("tablist", { name: "Bookings" })).toBeTruthy();
    const stays = screen.getByRole("tab", { name: "Stays" });
    expect(stays.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Stays" }).textContent).toBe("Three stays");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("moves and selects with the arrow keys, wrapping, and jumps with Home and End", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Stays" }));
    await user.keyboard("{ArrowRight}");
    const tours = screen.getByRole("tab", { name: "Day tours" });
    expect(document.activeElement).toBe(tours);
    expect(tours.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Two tours");

    await user.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Meals" }));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Stays" }));
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Meals" }));
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Stays" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Three stays");
  });

  it("Tab leaves the tab list for the panel: only the selected tab is in the page order", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tabpanel"));
  });
});
