import { describe, expect, it } from "vitest";
import { expectSoundLifecycle } from "@tests/support/lifecycle-graph";
import { rentalInvoiceLifecycle } from "./lifecycle";

describe("the rental invoice lifecycle", () => {
  it("passes the graph walk: issued, then paid or void for good", () => {
    expectSoundLifecycle(rentalInvoiceLifecycle, { actors: ["operations", "system"], terminal: ["paid", "void"] });
  });

  it("refuses a second payment in the tenant desk's words", () => {
    expect(rentalInvoiceLifecycle.next("paid", "pay", "operations")).toEqual({
      ok: false,
      reason: "status",
      message: "This invoice is already paid.",
    });
    expect(rentalInvoiceLifecycle.next("void", "pay", "operations")).toMatchObject({
      message: "This invoice was voided.",
    });
  });
});
