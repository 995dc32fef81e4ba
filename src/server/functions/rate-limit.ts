import "server-only";
import type { Actor } from "@/server/access";
import { addressBucket, clientAddress } from "@/server/client-address";
import type { DbOrTx } from "@/server/db";
import { env } from "@/server/env";
import { consume, type RateDecision } from "@/server/rate-limit";
import type { AnyFunctionDefinition } from "./define";
import { FunctionError } from "./errors";

/**
 * Counts a call of a function that declares `rateLimit` and refuses it over the limit with 429
 * resource-exhausted and `details.retryAfterSeconds`. Both counters are hit (a refused call still counts),
 * on `db`, the pool: never a write's transaction, whose rollback would forget the hit. AUTH_RATE_LIMIT=false
 * (development and TEST_MODE only, env.ts) switches the limits off like the log-in limit.
 */
export async function enforceRateLimit(
  definition: AnyFunctionDefinition,
  actor: Actor,
  headers: Headers,
  db: DbOrTx,
): Promise<void> {
  const limit = definition.rateLimit;
  if (!limit || !env().AUTH_RATE_LIMIT) return;
  const refusals: RateDecision[] = [];
  if (limit.perAddress) {
    const rule = { name: `fn:${definition.name}:address`, ...limit.perAddress };
    const decision = await consume(db, rule, addressBucket(clientAddress(headers)));
    if (!decision.allowed) refusals.push(decision);
  }
  if (limit.perUser && actor.kind === "user") {
    const rule = { name: `fn:${definition.name}:user`, ...limit.perUser };
    const decision = await consume(db, rule, actor.userId);
    if (!decision.allowed) refusals.push(decision);
  }
  if (refusals.length === 0) return;
  const retryAfterSeconds = Math.max(...refusals.map((decision) => decision.retryAfterSeconds));
  throw new FunctionError(
    "resource-exhausted",
    `Too many requests. Please try again in ${describeWait(retryAfterSeconds)}.`,
    {
      retryAfterSeconds,
    },
  );
}

function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
