import { describe, expect, it } from "vitest";
import { expectSoundLifecycle } from "@tests/support/lifecycle-graph";
import { bidLifecycle, OPEN } from "./lifecycle";

describe("the price bid lifecycle", () => {
  it("passes the graph walk: open first, every answer final", () => {
    expectSoundLifecycle(bidLifecycle, {
      actors: ["supplier", "guest", "system"],
      terminal: ["accepted", "rejected", "declined", "expired"],
    });
  });

  it("lets the supplier answer an open bid and the guest a counter, in the answers' words", () => {
    expect(bidLifecycle.eventsFrom("open", "supplier")).toEqual(["accept", "reject", "counter"]);
    expect(bidLifecycle.eventsFrom("countered", "guest")).toEqual(["accept_counter", "decline_counter"]);
    expect(bidLifecycle.next("rejected", "accept", "supplier")).toEqual({
      ok: false,
      reason: "status",
      message: "This offer is already rejected.",
    });
    expect(bidLifecycle.next("open", "accept_counter", "guest")).toMatchObject({ ok: false, reason: "status" });
    expect([...OPEN]).toEqual(["open", "countered"]);
  });
});
