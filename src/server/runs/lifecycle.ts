/**
 * A long run's lifecycle (server/runs): it is queued when a person starts it, running once its worker takes it,
 * and ends done (with what it did) or failed (with why). The worker fires every event; a run whose worker went
 * away (its server stopped) is failed by whoever reads it later, as the "clock".
 */
import { defineLifecycle, statusSet } from "@/lib/lifecycle";
import type { RunState } from "@/lib/runs";

export type RunActorKind = "worker" | "clock";
export type RunEvent = "start" | "finish" | "fail";

export const RUN_STATE_LIST: readonly RunState[] = ["queued", "running", "done", "failed"];

export const runLifecycle = defineLifecycle<RunState, RunEvent, RunActorKind>({
  states: RUN_STATE_LIST,
  initial: ["queued"],
  events: {
    start: { from: ["queued"], to: "running", by: ["worker"] },
    finish: { from: ["running"], to: "done", by: ["worker"] },
    fail: { from: ["queued", "running"], to: "failed", by: ["worker", "clock"] },
  },
  refuse: {
    status: (from, event) => `A ${from} run cannot ${event}.`,
    actor: (_from, event, actor) => `The ${actor} cannot ${event} a run.`,
  },
});

/** Runs that have not ended: one of a kind and subject at a time (the unique index of `long_runs`). */
export const GOING = statusSet<RunState>("queued", "running");
