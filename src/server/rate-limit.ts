import "server-only";
import { createHash } from "node:crypto";
import { getTableName, inArray, lt, sql, type SQL } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { pool, type DbOrTx } from "@/server/db";
import { rateLimitCounters } from "@/server/db/platform-schema";

/**
 * Fixed-window request counters in PostgreSQL (`rate_limit_counters`), so that a limit holds across app
 * servers and restarts. The counting is rate-limiter-flexible's `RateLimiterPostgres` (one upsert per hit, so
 * concurrent hits on one key are counted in turn by its row lock): a maintained library rather than our own
 * SQL, as the developers' guide asks for rate limiting. Callers pass the pool, not a write's transaction: a
 * hit must stay counted when the write it guards rolls back (a refused attempt is still an attempt). A caller
 * that does pass a transaction (the enquiry's acknowledgements) is counted on that transaction's connection,
 * so the hit commits or rolls back with it and never waits for a second connection of the pool.
 *
 * Windows are timed by the app server's clock (the library writes `expire` in epoch milliseconds).
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

const TABLE = getTableName(rateLimitCounters);
/** The library's `key` column is varchar(255). */
const KEY_LENGTH = 255;

/** What the library calls: statements with positional parameters and no name (see poolLimiter). */
type StoreClient = { query(query: { text: string; values?: unknown[] }): Promise<unknown> };

function limiterOf(rule: RateRule, storeClient: StoreClient): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient,
    storeType: "client",
    tableName: TABLE,
    // The table comes from our migration (drizzle/0041_rate_limits.sql): no DDL at request time.
    tableCreated: true,
    // No timer of the library's (it would outlive requests and keep test processes alive): `consume` prunes.
    clearExpiredByTimeout: false,
    keyPrefix: rule.name,
    points: rule.max,
    duration: rule.windowSeconds,
  });
}

/**
 * One limiter per rule on the app's request pool (`pool()`, the one `db()` wraps: no pool of our own), made on
 * first use; they hold no state but their rule. A `Database` handle passed in is counted there too.
 */
const poolLimiters = new Map<string, RateLimiterPostgres>();

function poolLimiter(rule: RateRule): RateLimiterPostgres {
  const cached = poolLimiters.get(rule.name);
  if (cached && cached.points === rule.max && cached.duration === rule.windowSeconds) return cached;
  // The library names its statements (prepared once per connection); behind PgBouncer in transaction mode a named
  // statement prepared on one server connection is missing, or already there, on the next. Unnamed statements
  // through the pool work the same with or without a pooler (docs/DEPLOY.md, Connections).
  const unnamed = {
    query: ({ text, values = [] }: { text: string; values?: unknown[] }) => pool().query(text, values),
  };
  const limiter = limiterOf(rule, unnamed);
  poolLimiters.set(rule.name, limiter);
  return limiter;
}

/**
 * The library's store on a transaction's own connection: its queries (positional `$n` parameters) run through
 * the transaction. Made per call: a limiter is a small object with no timer and no DDL.
 */
function transactionLimiter(rule: RateRule, tx: DbOrTx): RateLimiterPostgres {
  const store = {
    query: ({ text, values = [] }: { text: string; values?: unknown[] }) => {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`));
      return tx.execute(sql.join(chunks));
    },
  };
  return limiterOf(rule, store);
}

function limiterFor(db: DbOrTx, rule: RateRule): RateLimiterPostgres {
  return db instanceof PgTransaction ? transactionLimiter(rule, db) : poolLimiter(rule);
}

/** The subject as the library keys it (after `rule.name:`): lower-cased, hashed if the key would not fit. */
function subjectKey(rule: RateRule, subject: string): string {
  const lowered = subject.toLowerCase();
  if (rule.name.length + 1 + lowered.length <= KEY_LENGTH) return lowered;
  return `sha256:${createHash("sha256").update(lowered).digest("hex")}`;
}

function secondsLeft(res: RateLimiterRes, rule: RateRule): number {
  // msBeforeNext is -1 only for a row without an end, which a rule's window never writes.
  return res.msBeforeNext < 0 ? rule.windowSeconds : Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** Counts one hit of `subject`; allowed while the window holds at most `max` hits. */
export async function consume(db: DbOrTx, rule: RateRule, subject: string): Promise<RateDecision> {
  let res: RateLimiterRes;
  let allowed = true;
  try {
    res = await limiterFor(db, rule).consume(subjectKey(rule, subject));
  } catch (error) {
    // Over the limit, the library rejects with the counted result (the hit is counted all the same).
    if (!(error instanceof RateLimiterRes)) throw error;
    res = error;
    allowed = false;
  }
  if (res.consumedPoints === 1) await prune(db);
  return { allowed, hits: res.consumedPoints, retryAfterSeconds: secondsLeft(res, rule) };
}

/** Whether one more hit would be allowed, without counting one. */
export async function peek(db: DbOrTx, rule: RateRule, subject: string): Promise<RateDecision> {
  const res = await limiterFor(db, rule).get(subjectKey(rule, subject));
  if (!res) return { allowed: true, hits: 0, retryAfterSeconds: rule.windowSeconds };
  return {
    allowed: res.consumedPoints < rule.max,
    hits: res.consumedPoints,
    retryAfterSeconds: secondsLeft(res, rule),
  };
}

/** Forgets a subject's hits (a successful log-in clears its account's failures). */
export async function clear(db: DbOrTx, rule: RateRule, subject: string): Promise<void> {
  await limiterFor(db, rule).delete(subjectKey(rule, subject));
}

/**
 * Deletes some long-ended windows; run when a window starts, so the table stays as large as the traffic of
 * the last windows without a job or a timer of its own.
 */
async function prune(db: DbOrTx): Promise<void> {
  const ended = db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(lt(rateLimitCounters.expire, Date.now() - 60_000))
    .limit(200);
  await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, ended));
}
