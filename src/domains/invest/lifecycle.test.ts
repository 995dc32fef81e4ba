import { describe, expect, it } from "vitest";
import { expectSoundLifecycle } from "@tests/support/lifecycle-graph";
import { offeringLifecycle, purchaseLifecycle } from "./lifecycle";

const nextStatus = (status: Parameters<typeof offeringLifecycle.next>[0], event: "open" | "close") => {
  const verdict = offeringLifecycle.next(status, event, "staff");
  return verdict.ok ? verdict.to : null;
};

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

  it("passes the graph walk, says why it refuses, and leaves selling out to the purchases", () => {
    expectSoundLifecycle(offeringLifecycle, { actors: ["staff", "system"], terminal: ["closed"] });
    expect(offeringLifecycle.next("closed", "open", "staff")).toEqual({
      ok: false,
      reason: "status",
      message: "An offering that is closed cannot be opened.",
    });
    expect(offeringLifecycle.next("open", "sell_out", "staff")).toMatchObject({ ok: false, reason: "actor" });
  });

  it("passes the graph walk for purchases: pending, then paid or failed for good", () => {
    expectSoundLifecycle(purchaseLifecycle, { actors: ["system"], terminal: ["paid", "failed"] });
  });
});
