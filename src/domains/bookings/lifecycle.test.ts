import { describe, expect, it } from "vitest";
import { bookingStatus } from "./schema";
import { expectSoundLifecycle } from "@tests/support/lifecycle-graph";
import { bookingLifecycle, CANCELLABLE, ENDED, LIVE, OCCUPYING, SOLD, type BookingActorKind } from "./lifecycle";

const nextStatus = bookingLifecycle.next;
const eventsAvailable = bookingLifecycle.eventsFrom;

const STATUSES = bookingStatus.enumValues;
const ACTORS: BookingActorKind[] = ["guest", "supplier", "operations", "staff", "system"];
const EVENTS = bookingLifecycle.eventNames;

/** The graph of DOMAIN.md, written out edge by edge: "from --event/actors--> to". */
const EXPECTED_EDGES = new Set([
  "held --pay_instant/system--> confirmed",
  "held --pay_request/system--> requested",
  "held --expire/system--> expired",
  // The system cancels too: a balance that could not be charged on its day (docs/DEPOSITS.md).
  ...["guest", "supplier", "operations", "staff", "system"].flatMap((actor) => [
    `held --cancel/${actor}--> cancelled`,
    `requested --cancel/${actor}--> cancelled`,
    `confirmed --cancel/${actor}--> cancelled`,
  ]),
  "requested --expire/system--> expired",
  ...["supplier", "operations", "staff"].flatMap((actor) => [
    `requested --accept/${actor}--> confirmed`,
    `requested --decline/${actor}--> declined`,
    `confirmed --check_in/${actor}--> checked_in`,
    `confirmed --no_show/${actor}--> no_show`,
    `checked_in --check_out/${actor}--> completed`,
  ]),
]);

describe("the booking lifecycle", () => {
  it("allows exactly the edges of the graph, for exactly their actors", () => {
    const allowed = new Set<string>();
    for (const from of STATUSES) {
      for (const event of EVENTS) {
        for (const actor of ACTORS) {
          const result = nextStatus(from, event, actor);
          if (result.ok) allowed.add(`${from} --${event}/${actor}--> ${result.to}`);
          else expect(result.message).toMatch(/cannot/);
        }
      }
    }
    expect([...allowed].sort()).toEqual([...EXPECTED_EDGES].sort());
  });

  it("reaches every status from held, and nothing leaves an ending", () => {
    const reached = new Set<string>(["held"]);
    const queue = ["held"] as (typeof STATUSES)[number][];
    while (queue.length) {
      const from = queue.shift()!;
      for (const event of EVENTS) {
        for (const actor of ACTORS) {
          const result = nextStatus(from, event, actor);
          if (result.ok && !reached.has(result.to)) {
            reached.add(result.to);
            queue.push(result.to);
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...STATUSES].sort());
    for (const ending of ["completed", "declined", "expired", "cancelled", "no_show"] as const) {
      for (const actor of ACTORS) expect(eventsAvailable(ending, actor)).toEqual([]);
    }
  });

  it("says why a change is refused", () => {
    expect(nextStatus("completed", "cancel", "guest")).toEqual({
      ok: false,
      reason: "status",
      message: "A booking that is completed cannot be cancelled.",
    });
    expect(nextStatus("requested", "accept", "guest")).toEqual({
      ok: false,
      reason: "actor",
      message: "You cannot accept this booking.",
    });
    expect(eventsAvailable("confirmed", "operations")).toEqual(["cancel", "check_in", "no_show"]);
  });

  it("passes the graph walk: every status reachable, the endings final", () => {
    expectSoundLifecycle(bookingLifecycle, {
      actors: ACTORS,
      terminal: ["completed", "declined", "expired", "cancelled", "no_show"],
    });
  });

  it("names its status sets from the graph: every status is live or ended, and what occupies a calendar is live", () => {
    expect([...LIVE, ...ENDED].sort()).toEqual([...STATUSES].sort());
    expect(OCCUPYING.every((status) => LIVE.has(status))).toBe(true);
    expect(SOLD.every((status) => LIVE.has(status))).toBe(true);
    expect(SOLD.filter((status) => CANCELLABLE.has(status))).toEqual(["confirmed"]);
    expect([...ENDED].sort()).toEqual([...bookingLifecycle.terminal].filter((status) => !SOLD.has(status)).sort());
  });
});
