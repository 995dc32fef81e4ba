/**
 * PostgreSQL's refusals, read once for the whole product. Drizzle wraps the driver's error (`DrizzleQueryError`
 * with the `DatabaseError` as its cause), and our own code sometimes wraps again: the code and the constraint
 * are found on the error or one of its causes. Codes: https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
export const PG = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  checkViolation: "23514",
  exclusionViolation: "23P01",
  serializationFailure: "40001",
  deadlockDetected: "40P01",
  /** The statement ran past `statement_timeout`, or was cancelled. */
  queryCanceled: "57014",
} as const;

export type PgCode = (typeof PG)[keyof typeof PG];

/** The PostgreSQL error in a thrown error's chain: its SQLSTATE code and, for a constraint, its name. */
export function pgErrorOf(error: unknown): { code: string; constraint?: string } | null {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code))
      return typeof constraint === "string" ? { code, constraint } : { code };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** True when the error is PostgreSQL's `code` (and, when named, on that constraint). */
export function isPgError(error: unknown, code: PgCode, constraint?: string | ReadonlySet<string>): boolean {
  const found = pgErrorOf(error);
  if (!found || found.code !== code) return false;
  if (constraint === undefined) return true;
  if (found.constraint === undefined) return false;
  return typeof constraint === "string" ? found.constraint === constraint : constraint.has(found.constraint);
}
