import { describe, expect, it } from "vitest";
import { expectSoundLifecycle } from "@tests/support/lifecycle-graph";
import { invoiceLifecycle } from "./lifecycle";

describe("the invoice lifecycle", () => {
  it("passes the graph walk: issued, then void for good", () => {
    expectSoundLifecycle(invoiceLifecycle, { actors: ["finance"], terminal: ["void"], about: { number: "INV-1" } });
    expect(invoiceLifecycle.next("void", "void", "finance", { number: "INV-1" })).toEqual({
      ok: false,
      reason: "status",
      message: "Invoice INV-1 is already void.",
    });
  });
});
