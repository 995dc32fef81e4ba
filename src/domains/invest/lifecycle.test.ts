import { describe, expect, it } from "vitest";
import { nextStatus } from "./lifecycle";

describe("offering lifecycle", () => {
  it("opens drafts only", () => {
    expect(nextStatus("draft", "open")).toBe("open");
    for (const status of ["open", "funded", "closed"] as const) expect(nextStatus(status, "open"), status).toBeNull();
  });

  it("closes anything not already closed", () => {
    for (const status of ["draft", "open", "funded"] as const)
      expect(nextStatus(status, "close"), status).toBe("closed");
    expect(nextStatus("closed", "close")).toBeNull();
  });
});
