import { describe, expect, it } from "vitest";
import { expectSoundLifecycle } from "@tests/support/lifecycle-graph";
import { claimLifecycle, policyLifecycle } from "./lifecycle";

describe("the claim lifecycle", () => {
  it("passes the graph walk: opened first, rejected and paid final", () => {
    expectSoundLifecycle(claimLifecycle, { actors: ["insurer"], terminal: ["rejected", "paid"] });
  });

  it("says why a claim cannot be marked", () => {
    expect(claimLifecycle.next("opened", "pay", "insurer")).toEqual({
      ok: false,
      reason: "status",
      message: "This claim is opened: it cannot be marked paid.",
    });
  });

  it("passes the graph walk for policies: active, then cancelled with the stay", () => {
    expectSoundLifecycle(policyLifecycle, { actors: ["system"], terminal: ["cancelled"] });
  });
});
