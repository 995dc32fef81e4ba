import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

/** One row per write made through the functions registry: who, what, when, and how it ended. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    requestId: text("request_id").notNull(),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    /** The parsed input with secrets removed (see server/functions/redact.ts). */
    input: jsonb("input"),
    outcome: text("outcome", { enum: ["ok", "error"] }).notNull(),
    errorStatus: text("error_status"),
    /** What the write changed, when its handler says (`context.audit`): e.g. "user:ana@example.com". */
    entity: text("entity"),
    /** The fields changed, as `{field: {from, to}}`. */
    changes: jsonb("changes"),
  },
  (t) => [
    index("audit_log_actor_idx").on(t.actorEmail, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
    index("audit_log_entity_idx").on(t.entity, t.at),
  ],
);

/**
 * Calls made with an idempotency key (SPEC.md §8's functions API): the first call with a key runs, and every
 * call with the same key gets its answer, also while it is still running (they wait for it), as the payment
 * providers' APIs do. Kept a day (the platform's cleanup job).
 */
export const idempotentCalls = pgTable(
  "idempotent_calls",
  {
    functionName: text("function_name").notNull(),
    key: text("key").notNull(),
    /** Who made the first call ("user:<id>" or "anonymous"): nobody else may reuse its key. */
    caller: text("caller").notNull(),
    /** Who runs the call now: made by the caller that claimed the key (or took it over from a dead one). */
    claim: uuid("claim").notNull(),
    /** Null while the first call runs. */
    httpStatus: smallint("http_status"),
    body: jsonb("body"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.functionName, t.key] }), index("idempotent_calls_started_idx").on(t.startedAt)],
);

/**
 * Every email the product sends, written in the same transaction as the change that causes it. Delivered
 * by SMTP when configured; otherwise it stays here, readable on the development mailbox.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** What the email is for, e.g. "verify-email"; rate limits and tests look it up by this. */
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [
    index("email_outbox_to_idx").on(t.to, t.kind, t.createdAt),
    index("email_outbox_pending_idx").on(t.sentAt, t.createdAt),
  ],
);

/** Facts about this database itself, such as when the demo data was seeded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Request counters of `server/rate-limit.ts` (functions per address or user, log-in failures per account),
 * kept by rate-limiter-flexible's `RateLimiterPostgres`: in PostgreSQL so that a limit holds across app
 * servers. This is exactly the table the library would create (its `_getCreateTableStmt`), made here by our
 * migration so that the library never runs DDL (`tableCreated: true`). Keep the columns and their order: its
 * upsert is `INSERT ... VALUES (key, points, expire)`. One row per rule and subject, counting the hits of its
 * current fixed window; a row whose window ended is reset by the next hit and deleted by later ones.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    /** "rule:subject", e.g. "fn:submitEnquiry:address:203.0.113.9". */
    key: varchar("key", { length: 255 }).primaryKey(),
    /** Hits in the current window. */
    points: integer("points").notNull().default(0),
    /** When the window ends, in epoch milliseconds. */
    expire: bigint("expire", { mode: "number" }),
  },
  // Not the library's: our prune of ended windows (server/rate-limit.ts) looks rows up by their end.
  (t) => [index("rate_limit_counters_expire_idx").on(t.expire)],
);

/** The states of a long run, in order (server/runs/lifecycle.ts). */
export const RUN_STATES = ["queued", "running", "done", "failed"] as const;

/**
 * Long actions a person starts and may leave and come back to (a month's settlement run, a calendar feed's sync):
 * who started what and when, where it is (queued, running, done, failed), how far it got (done of total
 * steps), and what it did (a summary in words and the details) or why it failed. Written by `server/runs`; the
 * pages read the latest run from here, so a reload or another visit shows it.
 */
export const longRuns = pgTable(
  "long_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What runs, "domain.verbNoun" (e.g. "settlements.create"). */
    kind: text("kind").notNull(),
    /** What it runs on: a month, a feed's id. One run of a kind and subject goes at a time. */
    subject: text("subject").notNull(),
    /** How pages name it, e.g. "Settlements of 2026-10". */
    label: text("label").notNull(),
    startedByUserId: text("started_by_user_id").notNull(),
    startedByEmail: text("started_by_email"),
    state: text("state", { enum: RUN_STATES }).notNull().default("queued"),
    progressDone: integer("progress_done").notNull().default(0),
    /** Null until the run knows how many steps it has. */
    progressTotal: integer("progress_total"),
    summary: text("summary").notNull().default(""),
    /** The details of what it did (the created settlements…), for the page to list. */
    result: jsonb("result"),
    /** Why it failed, in words a person can act on. */
    error: text("error").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Moved by every step: a run that stops moving for long was lost with its server (server/runs). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("long_runs_one_going_idx")
      .on(t.kind, t.subject)
      .where(sql`${t.state} in ('queued', 'running')`),
    index("long_runs_starter_idx").on(t.startedByUserId, t.kind, t.createdAt),
    check(
      "long_runs_progress_check",
      sql`${t.progressDone} >= 0 and (${t.progressTotal} is null or ${t.progressDone} <= ${t.progressTotal})`,
    ),
  ],
);
