import { describe, expect, it } from "vitest";
import { expectSoundLifecycle } from "@tests/support/lifecycle-graph";
import { DELETABLE, settlementLifecycle } from "./lifecycle";

const about = { number: "ST-2026-0001" };

describe("the settlement lifecycle", () => {
  it("passes the graph walk: draft first, paid final", () => {
    expectSoundLifecycle(settlementLifecycle, { actors: ["finance"], terminal: ["paid"], about });
  });

  it("refuses in the settlement's own words", () => {
    expect(settlementLifecycle.next("draft", "pay", "finance", about)).toEqual({
      ok: false,
      reason: "status",
      message: "Approve settlement ST-2026-0001 before marking it paid.",
    });
    expect(settlementLifecycle.next("paid", "pay", "finance", about)).toMatchObject({
      message: "Settlement ST-2026-0001 is already paid.",
    });
    expect(settlementLifecycle.next("approved", "approve", "finance", about)).toMatchObject({
      message: "Settlement ST-2026-0001 is already approved.",
    });
    expect([...DELETABLE]).toEqual(["draft"]);
  });
});
