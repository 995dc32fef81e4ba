import type { z } from "zod";
import type { Actor, Permission } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import type { Logger } from "@/server/logger";

export interface FunctionContext {
  /** A read runs on the pool; a write runs inside one transaction that also holds its audit record. */
  db: DbOrTx;
  actor: Actor;
  requestId: string;
  log: Logger;
  /** The request's headers (for functions that read the visitor's country or language). */
  headers: Headers;
  /** Says what a write changed; stored on its audit record ("who changed what"). */
  audit: (record: AuditRecord) => void;
  /**
   * Work outside the database that must follow the write only once it is committed (removing a stored file
   * whose row the write deleted). Runs after the commit; a failure is logged, never undoes the write.
   */
  afterCommit: (task: () => Promise<void>) => void;
  /**
   * Undoes work outside the database that the write did before it committed (a file stored for a row the
   * write inserted), when the write fails or its commit does: no file outlives the row that names it.
   */
  onRollback: (task: () => Promise<void>) => void;
}

export interface AuditRecord {
  /** The thing changed, as "kind:id", e.g. "user:ana@example.com" or "organisation:<uuid>". */
  entity: string;
  /** The fields changed: `{ field: { from, to } }`. */
  changes?: Record<string, { from: unknown; to: unknown }>;
}

export interface FunctionDefinition<Schema extends z.ZodType = z.ZodType, Result = unknown> {
  name: string;
  /** Parses `data` (POST) or the query string (GET). */
  input: Schema;
  permission: Permission;
  /**
   * `write` runs in one transaction and is audited; `read` is neither; `steps` is a write that must call an
   * outside service between transactions (a payment provider): its handler gets the pool and opens its own
   * transactions, and its audit record is written after it.
   */
  kind: "read" | "write" | "steps";
  /** Also callable with GET and the input in the query string (SPEC.md §7's getClientCurrency). */
  allowGet?: boolean;
  /**
   * The largest request body this function accepts, in bytes (default `DEFAULT_MAX_BODY_BYTES`, 1 MB). Raise it
   * only for functions that carry files (a listing photo as base64); a larger body is refused unread.
   */
  maxBodyBytes?: number;
  /**
   * The call's idempotency key, read from its parsed input: the first call with a key runs, every later one
   * (also while the first still runs) gets its answer (handle-call.ts, idempotency.ts). For writes a guest may
   * send twice: a checkout, an order, a purchase.
   */
  idempotencyKey?: (input: z.output<Schema>) => string | undefined;
  /**
   * Calls allowed per window, counted in PostgreSQL before the input is read (handle-call.ts, rate-limit.ts):
   * `perAddress` by the client's address (lib/client-address.ts), which is what holds anonymous callers;
   * `perUser` by the signed-in person. Over either, the call answers 429 resource-exhausted with
   * `details.retryAfterSeconds`. For functions that send email or check a secret (SPEC.md §8).
   */
  rateLimit?: FunctionRateLimit;
  handler: (input: z.output<Schema>, context: FunctionContext) => Promise<Result>;
}

export interface FunctionRateLimit {
  perAddress?: { max: number; windowSeconds: number };
  perUser?: { max: number; windowSeconds: number };
}

/** The request body limit of a function that does not set its own `maxBodyBytes`. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** Declares a callable function; the registry does validation, authorisation, errors, logs and audit. */
export function defineFunction<Schema extends z.ZodType, Result>(
  definition: FunctionDefinition<Schema, Result>,
): FunctionDefinition<Schema, Result> {
  return definition;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFunctionDefinition = FunctionDefinition<any, unknown>;
