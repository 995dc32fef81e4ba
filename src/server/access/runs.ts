/**
 * Who may follow a long run (server/runs: a settlement run, a calendar sync): the person who started it, while
 * they may still act. A run's summary names what it touched (suppliers, sums, a feed's events), which the person
 * was allowed to see when they started it; nobody else reads it through the run, whatever their role: they read
 * the records it made through those records' own scopes.
 */
import { isLockedOut, type Actor } from "./actor";

export function mayFollowRun(actor: Actor, run: { startedByUserId: string }): boolean {
  return actor.kind === "user" && !isLockedOut(actor) && actor.userId === run.startedByUserId;
}
