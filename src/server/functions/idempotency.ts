import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db";
import { idempotentCalls } from "@/server/db/platform-schema";
import { FunctionError } from "./errors";

/** What a call answered: replayed as it was to every later call with the same key. */
export interface CallAnswer {
  httpStatus: number;
  body: unknown;
}

export interface IdempotencyOptions {
  /** How long a retry waits for the first call before answering that it is still running. */
  waitMs: number;
  /** How often a waiting retry looks again. */
  pollMs: number;
  /**
   * How long a first call may run before it is taken as dead (its server stopped): a retry then runs the call
   * itself. Longer than any call's own deadline, so a live call is never run twice at once.
   */
  leaseMs: number;
}

export const IDEMPOTENCY_DEFAULTS: IdempotencyOptions = { waitMs: 30_000, pollMs: 100, leaseMs: 120_000 };

/** How long answers are kept for retries (the cleanup job removes older ones). */
export const IDEMPOTENT_CALLS_KEPT_HOURS = 24;

/**
 * Runs `call` once per (function, key): the first caller runs it and stores its answer; a call with the same
 * key waits while the first runs, then answers what it answered (SPEC.md §8: a retried write never acts
 * twice). Answers of 5xx are not kept: the call did not run to an end, and a retry runs it again. Another
 * caller reusing a key is refused.
 */
export async function runOnce(
  db: Database,
  identity: { functionName: string; key: string; caller: string },
  call: () => Promise<CallAnswer>,
  options: IdempotencyOptions = IDEMPOTENCY_DEFAULTS,
): Promise<CallAnswer> {
  const deadline = Date.now() + options.waitMs;
  for (;;) {
    const claim = randomUUID();
    const [claimed] = await db
      .insert(idempotentCalls)
      .values({ ...identity, claim })
      .onConflictDoNothing()
      .returning({ claim: idempotentCalls.claim });
    if (claimed) return runAndKeep(db, identity, claim, call);

    const [existing] = await db
      .select()
      .from(idempotentCalls)
      .where(and(eq(idempotentCalls.functionName, identity.functionName), eq(idempotentCalls.key, identity.key)));
    if (!existing) continue; // removed between the two statements (a 5xx answer): try to claim it again
    if (existing.caller !== identity.caller)
      throw new FunctionError("invalid-argument", "This request key was already used. Reload the page to start again.");
    if (existing.httpStatus !== null) return { httpStatus: existing.httpStatus, body: existing.body };

    // Still running. A first call past its lease died with its server: take it over (once, whoever updates first).
    if (Date.now() - existing.startedAt.getTime() > options.leaseMs) {
      const [taken] = await db
        .update(idempotentCalls)
        .set({ claim, startedAt: new Date() })
        .where(
          and(
            eq(idempotentCalls.functionName, identity.functionName),
            eq(idempotentCalls.key, identity.key),
            eq(idempotentCalls.claim, existing.claim),
            isNull(idempotentCalls.httpStatus),
          ),
        )
        .returning({ claim: idempotentCalls.claim });
      if (taken) return runAndKeep(db, identity, claim, call);
    }
    if (Date.now() >= deadline)
      throw new FunctionError("aborted", "The first request with this key is still running. Try again in a moment.");
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
  }
}

async function runAndKeep(
  db: Database,
  identity: { functionName: string; key: string },
  claim: string,
  call: () => Promise<CallAnswer>,
): Promise<CallAnswer> {
  // Only the caller holding the claim stores or drops the answer (a dead first call taken over cannot).
  const mine = and(
    eq(idempotentCalls.functionName, identity.functionName),
    eq(idempotentCalls.key, identity.key),
    eq(idempotentCalls.claim, claim),
  );
  let answer: CallAnswer;
  try {
    answer = await call();
  } catch (error) {
    await db.delete(idempotentCalls).where(mine);
    throw error;
  }
  if (answer.httpStatus >= 500) await db.delete(idempotentCalls).where(mine);
  else
    await db
      .update(idempotentCalls)
      .set({ httpStatus: answer.httpStatus, body: answer.body as object, finishedAt: new Date() })
      .where(mine);
  return answer;
}

/** Removes answers older than the retention (the platform's cleanup job). */
export async function pruneIdempotentCalls(db: Database, now: Date = new Date()): Promise<number> {
  const removed = await db
    .delete(idempotentCalls)
    .where(
      lt(
        idempotentCalls.startedAt,
        sql`${now.toISOString()}::timestamptz - make_interval(hours => ${IDEMPOTENT_CALLS_KEPT_HOURS})`,
      ),
    )
    .returning({ key: idempotentCalls.key });
  return removed.length;
}
