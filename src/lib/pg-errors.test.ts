import { describe, expect, it } from "vitest";
import { isPgError, PG, pgErrorOf } from "./pg-errors";

/** What node-postgres throws, wrapped as Drizzle wraps it. */
const driverError = (code: string, constraint?: string) => Object.assign(new Error("refused"), { code, constraint });
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: insert …"), { cause });

describe("pgErrorOf", () => {
  it("finds the code and constraint on the error or a cause", () => {
    expect(pgErrorOf(driverError("23505", "users_email_unique"))).toEqual({
      code: "23505",
      constraint: "users_email_unique",
    });
    expect(pgErrorOf(wrapped(wrapped(driverError("23P01"))))).toEqual({ code: "23P01" });
  });

  it("ignores what is not a PostgreSQL error (a Node system error's code, nothing at all)", () => {
    expect(pgErrorOf(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBeNull();
    expect(pgErrorOf(undefined)).toBeNull();
    expect(pgErrorOf("23505")).toBeNull();
  });
});

describe("isPgError", () => {
  it("matches the code, and the constraint when one is named", () => {
    const error = wrapped(driverError(PG.uniqueViolation, "payments_one_live_per_payable"));
    expect(isPgError(error, PG.uniqueViolation)).toBe(true);
    expect(isPgError(error, PG.uniqueViolation, "payments_one_live_per_payable")).toBe(true);
    expect(isPgError(error, PG.uniqueViolation, new Set(["a", "payments_one_live_per_payable"]))).toBe(true);
    expect(isPgError(error, PG.uniqueViolation, "another_index")).toBe(false);
    expect(isPgError(error, PG.exclusionViolation)).toBe(false);
    expect(isPgError(wrapped(driverError(PG.uniqueViolation)), PG.uniqueViolation, "any")).toBe(false);
  });
});
