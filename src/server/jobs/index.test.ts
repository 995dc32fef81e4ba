import { describe, expect, it } from "vitest";
import { parseEnv } from "@/server/env";
import { defineJob, describeError, isConcurrencyFailure, jobsWanted } from "./index";

const BASE = { DATABASE_URL: "postgres://app:secret@localhost:5432/staysia", AUTH_SECRET: "x".repeat(32) };

describe("jobsWanted", () => {
  it("runs jobs by default, not when switched off, and never in a test run", () => {
    expect(jobsWanted(parseEnv({ ...BASE, NODE_ENV: "production" }))).toBe(true);
    expect(jobsWanted(parseEnv({ ...BASE, NODE_ENV: "development" }))).toBe(true);
    expect(jobsWanted(parseEnv({ ...BASE, NODE_ENV: "production", JOBS_ENABLED: "false" }))).toBe(false);
    expect(jobsWanted(parseEnv({ ...BASE, NODE_ENV: "test" }))).toBe(false);
  });
});

describe("describeError", () => {
  it("keeps the kind and message, without credentials in URLs, cut to 500 characters", () => {
    const error = new TypeError("connect to smtp://mailer:s3cret@smtp.example:587 and postgres://app:pw@db/x failed");
    expect(describeError(error)).toEqual({
      type: "TypeError",
      message: "connect to smtp://[redacted]@smtp.example:587 and postgres://[redacted]@db/x failed",
    });
    expect(describeError("plain").message).toBe("plain");
    expect(describeError(new Error("x".repeat(2_000))).message).toHaveLength(500);
  });
});

describe("isConcurrencyFailure", () => {
  it("knows a deadlock and a serialization failure, also as a cause, and nothing else", () => {
    const deadlock = Object.assign(new Error("deadlock detected"), { code: "40P01" });
    expect(isConcurrencyFailure(deadlock)).toBe(true);
    expect(isConcurrencyFailure(Object.assign(new Error("could not serialize"), { code: "40001" }))).toBe(true);
    expect(isConcurrencyFailure(new Error("wrapped", { cause: deadlock }))).toBe(true);
    expect(isConcurrencyFailure(Object.assign(new Error("duplicate"), { code: "23505" }))).toBe(false);
    expect(isConcurrencyFailure(new Error("password authentication failed"))).toBe(false);
    expect(isConcurrencyFailure(undefined)).toBe(false);
  });
});

describe("defineJob", () => {
  it("takes domain.verbNoun names only", () => {
    const handler = async () => null;
    expect(defineJob({ name: "currency.refreshRates", handler }).name).toBe("currency.refreshRates");
    expect(() => defineJob({ name: "refresh rates", handler })).toThrow(/domain\.verbNoun/);
    expect(() => defineJob({ name: "currency.refresh.rates", handler })).toThrow(/domain\.verbNoun/);
  });
});
