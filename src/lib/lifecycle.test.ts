import { describe, expect, it } from "vitest";
import { expectSoundLifecycle } from "@tests/support/lifecycle-graph";
import { defineLifecycle, statusSet } from "./lifecycle";

const door = defineLifecycle<
  "shut" | "open" | "gone",
  "open" | "shut" | "remove",
  "tenant" | "landlord",
  { name: string }
>({
  states: ["shut", "open", "gone"],
  initial: ["shut"],
  events: {
    open: { from: ["shut"], to: "open", by: ["tenant", "landlord"] },
    shut: { from: ["open"], to: "shut", by: ["tenant", "landlord"] },
    remove: { from: ["shut", "open"], to: "gone", by: ["landlord"] },
  },
  refuse: {
    status: (from, event, { name }) => `The ${name} is ${from}: it cannot ${event}.`,
    actor: (_from, event, actor, { name }) => `A ${actor} cannot ${event} the ${name}.`,
  },
});

describe("defineLifecycle", () => {
  it("checks the state before the actor, and answers the new state or the refusal's words", () => {
    expect(door.next("shut", "open", "tenant", { name: "door" })).toEqual({ ok: true, to: "open" });
    expect(door.next("gone", "remove", "tenant", { name: "door" })).toEqual({
      ok: false,
      reason: "status",
      message: "The door is gone: it cannot remove.",
    });
    expect(door.next("open", "remove", "tenant", { name: "door" })).toEqual({
      ok: false,
      reason: "actor",
      message: "A tenant cannot remove the door.",
    });
  });

  it("offers the events an actor may fire now, in the table's order, and knows its endings", () => {
    expect(door.eventsFrom("shut", "landlord")).toEqual(["open", "remove"]);
    expect(door.eventsFrom("shut", "tenant")).toEqual(["open"]);
    expect(door.terminal).toEqual(["gone"]);
    expect(door.isState("open")).toBe(true);
    expect(door.isState("ajar")).toBe(false);
    expectSoundLifecycle(door, { actors: ["tenant", "landlord"], terminal: ["gone"], about: { name: "door" } });
  });

  it("names status sets that test any string", () => {
    const LIVE = statusSet("shut", "open");
    expect([...LIVE]).toEqual(["shut", "open"]);
    expect(LIVE.has("open")).toBe(true);
    expect(LIVE.has("gone")).toBe(false);
    expect(Object.isFrozen(LIVE)).toBe(true);
  });
});
