import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { db as appDb } from "@/server/db";
import { rateLimitCounters } from "@/server/db/schema";
import { clear, consume, peek, type RateRule } from "@/server/rate-limit";

/**
 * `server/rate-limit.ts` on its own: rate-limiter-flexible's RateLimiterPostgres over our migrated table, with
 * the module's contract (hits, refusals that still count, peek, clear, a transaction's hits).
 */
const db = testDb();

function rule(max = 3, windowSeconds = 60): RateRule {
  return { name: `test:${uniqueSuffix()}`, max, windowSeconds };
}

describe("consume", () => {
  it("allows max hits in a window, then refuses and keeps counting, with the seconds left", async () => {
    const r = rule(3, 60);
    const decisions = [];
    for (let i = 0; i < 5; i++) decisions.push(await consume(appDb(), r, "Subject"));
    expect(decisions.map((d) => [d.allowed, d.hits])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
      [false, 5],
    ]);
    for (const d of decisions) {
      expect(d.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(d.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it("counts concurrent hits in turn", async () => {
    const r = rule(5, 60);
    const decisions = await Promise.all(Array.from({ length: 12 }, () => consume(appDb(), r, "burst")));
    expect(decisions.map((d) => d.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  it("starts a new window once the old one ended", async () => {
    const r = rule(1, 1);
    expect((await consume(appDb(), r, "s")).allowed).toBe(true);
    expect((await consume(appDb(), r, "s")).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await consume(appDb(), r, "s")).toMatchObject({ allowed: true, hits: 1 });
  });

  it("keys subjects case-insensitively and per rule, and fits a long subject in the library's key", async () => {
    const a = rule(1);
    const b = rule(1);
    await consume(appDb(), a, "Someone@Example.test");
    expect((await consume(appDb(), a, "someone@example.test")).allowed).toBe(false);
    expect((await consume(appDb(), b, "someone@example.test")).allowed).toBe(true);

    const long = `${"x".repeat(300)}@example.test`;
    expect((await consume(appDb(), a, long)).allowed).toBe(true);
    expect((await consume(appDb(), a, long.toUpperCase())).allowed).toBe(false);
  });

  it("counts on a transaction's connection when given one: the hit goes with its rollback", async () => {
    const r = rule(1);
    await expect(
      db.transaction(async (tx) => {
        expect((await consume(tx, r, "enquirer")).allowed).toBe(true);
        expect((await consume(tx, r, "enquirer")).allowed).toBe(false);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await peek(appDb(), r, "enquirer")).hits).toBe(0);

    await db.transaction(async (tx) => {
      await consume(tx, r, "enquirer");
    });
    expect(await peek(appDb(), r, "enquirer")).toMatchObject({ allowed: false, hits: 1 });
  });
});

describe("peek and clear", () => {
  it("peek does not count; clear forgets the subject", async () => {
    const r = rule(2, 900);
    expect(await peek(appDb(), r, "acct")).toEqual({ allowed: true, hits: 0, retryAfterSeconds: 900 });
    await consume(appDb(), r, "acct");
    expect(await peek(appDb(), r, "acct")).toMatchObject({ allowed: true, hits: 1 });
    await consume(appDb(), r, "acct");
    const full = await peek(appDb(), r, "acct");
    expect(full).toMatchObject({ allowed: false, hits: 2 });
    expect(full.retryAfterSeconds).toBeGreaterThan(890);

    await clear(appDb(), r, "ACCT");
    expect(await peek(appDb(), r, "acct")).toMatchObject({ allowed: true, hits: 0 });
    const rows = await db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `${r.name}:acct`));
    expect(rows).toHaveLength(0);
  });
});

describe("pruning", () => {
  it("deletes long-ended windows when a window starts", async () => {
    const name = `test-prune-${uniqueSuffix()}`;
    await db.insert(rateLimitCounters).values({ key: `${name}:old`, points: 3, expire: Date.now() - 10 * 60_000 });
    await consume(appDb(), rule(), "fresh");
    const left = await db
      .select()
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, `${name}:%`));
    expect(left).toHaveLength(0);
  });
});
