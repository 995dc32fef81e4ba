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
  /** `write` runs in a transaction and is audited; `read` is neither. */
  kind: "read" | "write";
  /** Also callable with GET and the input in the query string (SPEC.md §7's getClientCurrency). */
  allowGet?: boolean;
  handler: (input: z.output<Schema>, context: FunctionContext) => Promise<Result>;
}

/** Declares a callable function; the registry does validation, authorisation, errors, logs and audit. */
export function defineFunction<Schema extends z.ZodType, Result>(
  definition: FunctionDefinition<Schema, Result>,
): FunctionDefinition<Schema, Result> {
  return definition;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFunctionDefinition = FunctionDefinition<any, unknown>;
