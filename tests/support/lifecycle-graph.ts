import { expect } from "vitest";
import type { Lifecycle, Verdict } from "@/lib/lifecycle";

/**
 * The graph walk every lifecycle passes (lib/lifecycle.ts): each status a record can have is reachable, and an
 * ending is an ending: every event leaves and reaches known states and names at least one actor, every state is reachable
 * from the initial state(s) by some actor, and exactly `terminal` are the states no event leaves.
 *
 * `about` is what the refusal words name about a record, for lifecycles whose words need it.
 */
export function expectSoundLifecycle<S extends string, E extends string, A extends string, C = void>(
  lifecycle: Lifecycle<S, E, A, C>,
  { actors, terminal, about }: { actors: readonly A[]; terminal: readonly S[]; about?: C },
) {
  const next = (from: S, event: E, actor: A) =>
    (lifecycle.next as (from: S, event: E, actor: A, about?: C) => Verdict<S>)(from, event, actor, about);
  const known = new Set<string>(lifecycle.states);
  expect(lifecycle.initial.length, "a lifecycle starts somewhere").toBeGreaterThan(0);
  for (const state of lifecycle.initial) expect(known.has(state), `initial state ${state}`).toBe(true);
  for (const event of lifecycle.eventNames) {
    const { from, to, by } = lifecycle.events[event];
    for (const state of from) expect(known.has(state), `${event} leaves ${state}`).toBe(true);
    expect(known.has(to), `${event} leads to ${to}`).toBe(true);
    expect(from.length, `${event} leaves some state`).toBeGreaterThan(0);
    expect(by.length, `someone may fire ${event}`).toBeGreaterThan(0);
    for (const actor of by) expect(actors, `${event} is fired by ${actor}`).toContain(actor);
  }

  const reached = new Set<S>(lifecycle.initial);
  const queue = [...lifecycle.initial];
  while (queue.length) {
    const from = queue.shift()!;
    for (const actor of actors) {
      for (const event of lifecycle.eventsFrom(from, actor)) {
        const verdict = next(from, event, actor);
        expect(verdict.ok).toBe(true);
        if (verdict.ok && !reached.has(verdict.to)) {
          reached.add(verdict.to);
          queue.push(verdict.to);
        }
      }
    }
  }
  expect([...reached].sort(), "every state is reachable from the initial state(s)").toEqual(
    [...lifecycle.states].sort(),
  );

  expect([...lifecycle.terminal].sort(), "the endings").toEqual([...terminal].sort());
  for (const state of terminal)
    for (const actor of actors) expect(lifecycle.eventsFrom(state, actor), `nothing leaves ${state}`).toEqual([]);

  // Every refusal has words, so a person is never refused in silence.
  for (const from of lifecycle.states) {
    for (const event of lifecycle.eventNames) {
      for (const actor of actors) {
        const verdict = next(from, event, actor);
        if (!verdict.ok) expect(verdict.message.length, `${from} ${event} ${actor}`).toBeGreaterThan(0);
      }
    }
  }
}
