import { describe, expect, it } from "vitest";
import { expectSoundLifecycle } from "@tests/support/lifecycle-graph";
import { RUN_STATES } from "@/server/db/platform-schema";
import { runLifecycle } from "./lifecycle";

describe("a long run's lifecycle", () => {
  it("is a sound graph: queued, running, then done or failed", () => {
    expectSoundLifecycle(runLifecycle, { actors: ["worker", "clock"], terminal: ["done", "failed"] });
  });

  it("has the table's states", () => {
    expect([...runLifecycle.states]).toEqual([...RUN_STATES]);
  });

  it("finishes only a running run, and a lost run may be failed by the clock but not finished", () => {
    expect(runLifecycle.next("queued", "finish", "worker")).toMatchObject({ ok: false, reason: "status" });
    expect(runLifecycle.next("running", "fail", "clock")).toEqual({ ok: true, to: "failed" });
    expect(runLifecycle.next("running", "finish", "clock")).toMatchObject({ ok: false, reason: "actor" });
  });
});
