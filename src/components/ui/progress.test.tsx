// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProgressBar } from "./progress";

afterEach(cleanup);

describe("ProgressBar", () => {
  it("is a progressbar with its value, bounds and name", () => {
    render(<ProgressBar value={3} max={12} label="Settlements of October 2026" valueText="3 of 12" />);
    const bar = screen.getByRole("progressbar", { name: "Settlements of October 2026" });
    expect(bar.getAttribute("aria-valuenow")).toBe("3");
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("12");
    expect(bar.getAttribute("aria-valuetext")).toBe("3 of 12");
  });

  it("has no value while it does not know its size", () => {
    render(<ProgressBar value={null} label="Sync of Airbnb" />);
    expect(screen.getByRole("progressbar", { name: "Sync of Airbnb" }).hasAttribute("aria-valuenow")).toBe(false);
  });
});
