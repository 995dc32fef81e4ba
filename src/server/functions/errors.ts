import type { FunctionErrorCode } from "@/lib/functions/status";
import { PG, pgErrorOf } from "@/lib/pg-errors";

/** What a function handler throws to answer with a status of the table (SPEC.md §8). */
export class FunctionError extends Error {
  constructor(
    public readonly code: FunctionErrorCode,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = "FunctionError";
  }
}

export const invalidArgument = (message: string, details?: unknown) =>
  new FunctionError("invalid-argument", message, details);
export const notFound = (message: string) => new FunctionError("not-found", message);
export const permissionDenied = (message = "You do not have permission to do this.") =>
  new FunctionError("permission-denied", message);
export const aborted = (message: string, details?: unknown) => new FunctionError("aborted", message, details);

/** PostgreSQL error codes that mean "someone else changed this first": the caller may retry. */
const CONFLICT_CODES: Record<string, string> = {
  [PG.uniqueViolation]: "This conflicts with an existing record.",
  [PG.exclusionViolation]: "This conflicts with an existing booking or block.",
  [PG.serializationFailure]: "The request conflicted with another change. Please try again.",
  [PG.deadlockDetected]: "The request conflicted with another change. Please try again.",
};

/**
 * Maps anything a handler threw to a FunctionError. Unknown errors become `internal` with a generic
 * message: the real error is logged, never sent.
 */
export function toFunctionError(error: unknown): { error: FunctionError; expected: boolean } {
  if (error instanceof FunctionError) return { error, expected: true };
  const pgCode = pgErrorOf(error)?.code;
  if (pgCode && CONFLICT_CODES[pgCode])
    return { error: new FunctionError("aborted", CONFLICT_CODES[pgCode]), expected: true };
  // The statement ran past statement_timeout (server/db, DATABASE_STATEMENT_TIMEOUT_MS).
  if (pgCode === PG.queryCanceled)
    return { error: new FunctionError("deadline-exceeded", "The request took too long."), expected: true };
  if (isPoolExhausted(error)) {
    return {
      error: new FunctionError("unavailable", "The service is busy. Please try again shortly."),
      expected: false,
    };
  }
  if (isConnectionError(error)) {
    return {
      error: new FunctionError("unavailable", "The service is unavailable. Please try again shortly."),
      expected: false,
    };
  }
  return { error: new FunctionError("internal", "Something went wrong on our side."), expected: false };
}

/**
 * node-postgres gives no code when no connection came within `connectionTimeoutMillis` (DATABASE_POOL_TIMEOUT_MS):
 * a full pool ("timeout exceeded when trying to connect") or a new connection that did not open in time.
 */
function isPoolExhausted(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === "string" &&
      /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)/.test(message)
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === "ECONNREFUSED" || code === "ECONNRESET" || code === "57P01" || code === "08006") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
