import { describe, expect, it } from "vitest";
import { monthSlices } from "./transactions-export-run";

describe("a large export's steps", () => {
  it("are the months of the period, newest first, cut at its ends", () => {
    expect(monthSlices({ from: "2025-01-15", to: "2025-03-10" })).toEqual([
      { from: "2025-03-01", to: "2025-03-10" },
      { from: "2025-02-01", to: "2025-02-28" },
      { from: "2025-01-15", to: "2025-01-31" },
    ]);
    expect(monthSlices({ from: "2024-01-01", to: "2024-12-31" })).toHaveLength(12);
    expect(monthSlices({ from: "2024-02-29", to: "2024-02-29" })).toEqual([{ from: "2024-02-29", to: "2024-02-29" }]);
  });

  it("is one step without both dates", () => {
    expect(monthSlices({})).toEqual([{ from: undefined, to: undefined }]);
    expect(monthSlices({ from: "2025-01-01" })).toEqual([{ from: "2025-01-01", to: undefined }]);
  });
});
