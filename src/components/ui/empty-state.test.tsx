// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EmptyState } from "./empty-state";

afterEach(cleanup);

describe("EmptyState", () => {
  it("says what is missing and why, with the one thing to do as a link drawn as a button", () => {
    render(
      <EmptyState
        title="No properties yet"
        description="Its calendar appears here once there is one."
        action={{ href: "/dashboard/listings", label: "List a property" }}
        testId="calendar-empty"
      />,
    );
    const box = screen.getByTestId("calendar-empty");
    expect(box.textContent).toBe("No properties yetIts calendar appears here once there is one.List a property");
    const link = screen.getByRole("link", { name: "List a property" });
    expect(link.getAttribute("href")).toBe("/dashboard/listings");
    expect(box.contains(link)).toBe(true);
  });

  it("names a region with a heading when asked, and is announced as a status when it follows a change", () => {
    render(<EmptyState title="No day rooms yet" heading="h2" role="status" />);
    expect(screen.getByRole("heading", { level: 2, name: "No day rooms yet" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("No day rooms yet");
  });

  it("inline, it is one line of text inside a panel that is already a card, the link in the sentence", () => {
    render(
      <EmptyState
        size="inline"
        title="No upcoming stays."
        action={{ href: "/search", label: "Find a place to stay" }}
        testId="no-stays"
      />,
    );
    const line = screen.getByTestId("no-stays");
    expect(line.tagName).toBe("P");
    expect(line.textContent).toBe("No upcoming stays. Find a place to stay");
    expect(screen.getByRole("link", { name: "Find a place to stay" }).getAttribute("href")).toBe("/search");
  });

  it("keeps the title only, with no empty description or action nodes", () => {
    render(<EmptyState title="No emails yet." testId="mailbox-empty" />);
    const box = screen.getByTestId("mailbox-empty");
    expect(box.textContent).toBe("No emails yet.");
    expect(box.querySelectorAll("a, button")).toHaveLength(0);
  });
});
