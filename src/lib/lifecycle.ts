/**
 * One way to write a state machine (DOMAIN.md Booking: "one explicit state machine that every change goes
 * through", which every record with a status here follows). A lifecycle is a
 * table: its states, the state(s) a record starts in, and its events (event → the states it may leave, the state
 * it leads to, the kinds of actor who may fire it), with the words a refusal uses. A domain answers every status
 * change with `next`, then writes the new status with an update conditional on the status it read (so two people
 * cannot both act on one state). Pure: no I/O, so the graph is unit-tested and the pages can ask it which buttons
 * to offer (`eventsFrom`).
 */

export interface LifecycleEvent<S extends string, A extends string> {
  from: readonly S[];
  to: S;
  by: readonly A[];
}

/**
 * What a refusal may name about the record (a settlement's number…): `void` when its words need nothing, and then
 * `next` takes no fourth argument.
 */
type About<C> = [C] extends [void] ? [] : [about: C];

export interface LifecycleSpec<S extends string, E extends string, A extends string, C = void> {
  /** Every state, in the order pages list them. */
  states: readonly S[];
  /** The states a record is created in. */
  initial: readonly S[];
  events: { readonly [K in E]: LifecycleEvent<S, A> };
  /** The words of a refusal: the record is in a state the event does not leave, or the actor may not fire it. */
  refuse: {
    status: (from: S, event: E, about: C) => string;
    actor: (from: S, event: E, actor: A, about: C) => string;
  };
}

export type Verdict<S extends string> =
  { ok: true; to: S } | { ok: false; reason: "status" | "actor"; message: string };

export interface Lifecycle<S extends string, E extends string, A extends string, C = void> {
  readonly states: readonly S[];
  readonly initial: readonly S[];
  readonly events: { readonly [K in E]: LifecycleEvent<S, A> };
  readonly eventNames: readonly E[];
  /** The states no event leaves. */
  readonly terminal: readonly S[];
  /** What `event` does to a record in `from` when an actor of kind `actor` asks for it. */
  next(from: S, event: E, actor: A, ...about: About<C>): Verdict<S>;
  /** The events an actor may fire from a state now (the buttons a page offers), in the table's order. */
  eventsFrom(state: S, actor: A): E[];
  /** Whether the state is one of the lifecycle's. */
  isState(value: string): value is S;
}

export function defineLifecycle<S extends string, E extends string, A extends string, C = void>(
  spec: LifecycleSpec<S, E, A, C>,
): Lifecycle<S, E, A, C> {
  const eventNames = Object.keys(spec.events) as E[];
  const verdict = (from: S, event: E, actor: A, about: C): Verdict<S> => {
    const transition = spec.events[event];
    if (!transition.from.includes(from))
      return { ok: false, reason: "status", message: spec.refuse.status(from, event, about) };
    if (!transition.by.includes(actor))
      return { ok: false, reason: "actor", message: spec.refuse.actor(from, event, actor, about) };
    return { ok: true, to: transition.to };
  };
  const next = (from: S, event: E, actor: A, ...about: About<C>) => verdict(from, event, actor, about[0] as C);
  const allowed = (from: S, event: E, actor: A) =>
    spec.events[event].from.includes(from) && spec.events[event].by.includes(actor);
  return {
    states: spec.states,
    initial: spec.initial,
    events: spec.events,
    eventNames,
    terminal: spec.states.filter((state) => !eventNames.some((event) => spec.events[event].from.includes(state))),
    next,
    eventsFrom: (state, actor) => eventNames.filter((event) => allowed(state, event, actor)),
    isState: (value): value is S => (spec.states as readonly string[]).includes(value),
  };
}

/** A named set of states (`LIVE`, `ENDED`…): a typed list and a membership test that accepts any string. */
export function statusSet<S extends string>(...states: readonly S[]): readonly S[] & { has(value: string): boolean } {
  const list = [...states] as S[] & { has(value: string): boolean };
  Object.defineProperty(list, "has", {
    value: (value: string) => (states as readonly string[]).includes(value),
    enumerable: false,
  });
  return Object.freeze(list);
}
