import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";

/**
 * Fixed-window request counters in PostgreSQL (`rate_limit_counters`), so that a limit holds across app
 * servers and restarts. Callers pass the pool, not a write's transaction: a hit must stay counted when the
 * write it guards rolls back (a refused attempt is still an attempt).
 */
export interface RateRule {
  /** Names the counter, e.g. "fn:submitEnquiry:address" or "sign-in:account". */
  name: string;
  /** Hits allowed in one window. */
  max: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Hits counted in the current window, this one included (for `consume`). */
  hits: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

function keyOf(rule: RateRule, subject: string): string {
  return `${rule.name}|${subject.toLowerCase()}`;
}

/** Counts one hit of `subject`; allowed while the window holds at most `max` hits. */
export async function consume(db: DbOrTx, rule: RateRule, subject: string): Promise<RateDecision> {
  const key = keyOf(rule, subject);
  // One statement, so that concurrent hits on one key are counted in turn by the row lock of the upsert.
  const result = await db.execute<{ hits: number; retry_after: number }>(sql`
    insert into rate_limit_counters (key, hits, window_ends_at)
    values (${key}, 1, clock_timestamp() + make_interval(secs => ${rule.windowSeconds}))
    on conflict (key) do update set
      hits = case when rate_limit_counters.window_ends_at <= clock_timestamp() then 1 else rate_limit_counters.hits + 1 end,
      window_ends_at = case when rate_limit_counters.window_ends_at <= clock_timestamp()
        then excluded.window_ends_at else rate_limit_counters.window_ends_at end
    returning hits, greatest(1, ceil(extract(epoch from window_ends_at - clock_timestamp())))::int as retry_after`);
  const row = result.rows[0]!;
  if (row.hits === 1) await prune(db);
  return { allowed: row.hits <= rule.max, hits: row.hits, retryAfterSeconds: row.retry_after };
}

/** Whether one more hit would be allowed, without counting one. */
export async function peek(db: DbOrTx, rule: RateRule, subject: string): Promise<RateDecision> {
  const result = await db.execute<{ hits: number; retry_after: number }>(sql`
    select hits, greatest(1, ceil(extract(epoch from window_ends_at - clock_timestamp())))::int as retry_after
    from rate_limit_counters where key = ${keyOf(rule, subject)} and window_ends_at > clock_timestamp()`);
  const row = result.rows[0];
  if (!row) return { allowed: true, hits: 0, retryAfterSeconds: rule.windowSeconds };
  return { allowed: row.hits < rule.max, hits: row.hits, retryAfterSeconds: row.retry_after };
}

/** Forgets a subject's hits (a successful log-in clears its account's failures). */
export async function clear(db: DbOrTx, rule: RateRule, subject: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${keyOf(rule, subject)}`);
}

/**
 * Deletes some long-ended windows; run when a window starts, so the table stays as large as the traffic of
 * the last windows without a job of its own.
 */
async function prune(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    delete from rate_limit_counters where key in (
      select key from rate_limit_counters where window_ends_at < clock_timestamp() - interval '1 minute' limit 200)`);
}
