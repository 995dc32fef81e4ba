import { describe, expect, it } from "vitest";
import { expectSoundLifecycle } from "@tests/support/lifecycle-graph";
import { addonOrderLifecycle, LISTED, ORDER_STATUSES } from "./lifecycle";

describe("the add-on order lifecycle", () => {
  it("passes the graph walk: held first, done, no-show and cancelled final", () => {
    expectSoundLifecycle(addonOrderLifecycle, {
      actors: ["supplier", "system"],
      terminal: ["done", "no_show", "cancelled"],
    });
  });

  it("lets the supplier close only a scheduled order, with the dashboard's words otherwise", () => {
    expect(addonOrderLifecycle.eventsFrom("scheduled", "supplier")).toEqual(["done", "no_show", "cancel"]);
    expect(addonOrderLifecycle.next("no_show", "cancel", "supplier")).toEqual({
      ok: false,
      reason: "status",
      message: "This order is already a no-show.",
    });
    expect(addonOrderLifecycle.next("done", "cancel", "supplier")).toEqual({
      ok: false,
      reason: "status",
      message: "This order is already done.",
    });
    expect(addonOrderLifecycle.next("held", "paid", "supplier")).toMatchObject({ ok: false, reason: "actor" });
  });

  it("lists every status but held on the dashboard", () => {
    expect(ORDER_STATUSES.filter((status) => LISTED.has(status))).toEqual([
      "scheduled",
      "done",
      "no_show",
      "cancelled",
    ]);
  });
});
