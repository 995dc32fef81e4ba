import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDb } from "@tests/support/db";
import { ecbDocument } from "@tests/support/ecb-document";
import { startFakeRatesProvider } from "@tests/support/fake-rates-provider";
import { ECB_SOURCE } from "@/domains/currency";
import { exchangeRates } from "@/server/db/schema";
import { env } from "@/server/env";
import { JOBS_SCHEMA, startJobs, startServerJobs, stopServerJobs, type JobRunner } from "@/server/jobs";
import { jobRegistry } from "./jobs";

const db = testDb();
const DAY = "2024-06-14";
let provider: Awaited<ReturnType<typeof startFakeRatesProvider>>;
let runner: JobRunner | undefined;

/** Waits until a job reaches one of `states` (pg-boss polls every half second here). */
async function jobState(name: string, id: string, states: string[], timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = await runner!.boss.getJobById<object>(name, id, { includeArchive: true });
    if (job && states.includes(job.state)) return job;
    if (Date.now() > until) throw new Error(`job ${name} ${id} is ${job?.state ?? "missing"}, not ${states.join("/")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until no run of a job is waiting or running. */
async function queueIdle(name: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${name} and state in ('created', 'active')`,
    );
    if (rows[0]!.count === 0) return;
    if (Date.now() > until) throw new Error(`${name} still has runs waiting or running`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  provider = await startFakeRatesProvider({
    kind: "document",
    body: ecbDocument(DAY, { USD: 1.0746, MYR: 5.0541, JPY: 168.5 }),
  });
  await db.delete(exchangeRates).where(eq(exchangeRates.source, ECB_SOURCE));
});

afterAll(async () => {
  await runner?.stop().catch(() => {});
  await provider.close();
  await db.delete(exchangeRates).where(eq(exchangeRates.source, ECB_SOURCE));
  // Leave the shared test database as the other files expect it.
  await db.execute(sql`drop schema if exists ${sql.identifier(JOBS_SCHEMA)} cascade`);
});

describe("the jobs module", () => {
  it("does not start in a test run (the server's entry point checks first)", async () => {
    expect(await startServerJobs(jobRegistry)).toBeNull();
    await stopServerJobs();
    const { rows } = await db.execute(
      sql`select 1 from information_schema.schemata where schema_name = ${JOBS_SCHEMA}`,
    );
    expect(rows).toHaveLength(0);
  });

  it("starts pg-boss on the database, creates every queue and the schedules, and sends the start run", async () => {
    // SMTP is configured for this runner, so the email job is worked and scheduled too. Nothing is sent if
    // its schedule fires during the test: delivery takes its transport from the process's settings, which
    // have no SMTP_URL in test runs.
    const settings = { ...env(), RATES_PROVIDER_URL: provider.url, SMTP_URL: "smtp://127.0.0.1:9" };
    runner = await startJobs(jobRegistry, { settings, database: db, pollingIntervalSeconds: 0.5 });

    const every = [
      "addons.expireHeld",
      "bookings.balances",
      "bookings.expireBids",
      "bookings.expireStale",
      "bookings.reconcilePayments",
      "channels.syncFeeds",
      "currency.refreshRates",
      "email.deliverPending",
      "functions.pruneIdempotentCalls",
      "invest.settleStalePurchases",
      "marketing.expireReferralCredits",
      "rentals.issueInvoices",
      "reviews.publishDue",
    ];
    expect(runner.queues.sort()).toEqual(every);
    expect(runner.working.sort()).toEqual(every);
    const queues = await runner.boss.getQueues();
    expect(queues.map((queue) => queue.name)).toEqual(
      expect.arrayContaining(["currency.refreshRates", "email.deliverPending"]),
    );
    expect(queues.find((queue) => queue.name === "currency.refreshRates")).toMatchObject({
      policy: "stately",
      retryLimit: 2,
      retryDelay: 600,
    });

    const schedules = await runner.boss.getSchedules();
    expect(schedules.find((schedule) => schedule.name === "currency.refreshRates")).toMatchObject({
      cron: env().RATES_REFRESH_CRON,
    });
    expect(schedules.find((schedule) => schedule.name === "email.deliverPending")).toMatchObject({ cron: "* * * * *" });
    expect(schedules.find((schedule) => schedule.name === "bookings.expireStale")).toMatchObject({ cron: "* * * * *" });
    expect(schedules.find((schedule) => schedule.name === "bookings.reconcilePayments")).toMatchObject({
      cron: "*/5 * * * *",
    });
    expect(schedules.find((schedule) => schedule.name === "addons.expireHeld")).toMatchObject({ cron: "*/5 * * * *" });
    expect(schedules.find((schedule) => schedule.name === "channels.syncFeeds")).toMatchObject({
      cron: "*/15 * * * *",
    });
    expect(schedules.find((schedule) => schedule.name === "rentals.issueInvoices")).toMatchObject({
      cron: "5 * * * *",
    });
    expect(schedules.find((schedule) => schedule.name === "bookings.expireBids")).toMatchObject({
      cron: "*/5 * * * *",
    });
    expect(schedules.find((schedule) => schedule.name === "invest.settleStalePurchases")).toMatchObject({
      cron: "*/5 * * * *",
    });

    // No ECB rates yet, so the server asked for one run at start: it fetched the fake provider's document.
    await queueIdle("currency.refreshRates");
    expect(provider.requests).toBe(1);
    const stored = await db.select().from(exchangeRates).where(eq(exchangeRates.source, ECB_SOURCE));
    expect(stored.map((row) => row.quote).sort()).toEqual(["EUR", "JPY", "MYR"]);
    expect(stored[0]!.asOf.toISOString()).toBe(`${DAY}T00:00:00.000Z`);
  });

  it("runs a job on demand and records its result", async () => {
    provider.answer({ kind: "document", body: ecbDocument("2024-06-17", { USD: 1.0735, MYR: 5.06 }) });
    const id = await runner!.runNow("currency.refreshRates");
    expect(id).toBeTruthy();
    const job = await jobState("currency.refreshRates", id!, ["completed"]);
    expect(job.output).toMatchObject({ asOf: "2024-06-17T00:00:00.000Z", stored: 2 });
    const [newest] = await db
      .execute<{ as_of: Date }>(sql`select max(as_of) as as_of from ${exchangeRates} where source = ${ECB_SOURCE}`)
      .then((r) => r.rows);
    expect(new Date(newest!.as_of).toISOString()).toBe("2024-06-17T00:00:00.000Z");
  });

  it("fails a run whose provider answers an error, keeping the rates and recording a clean message", async () => {
    const before = await db.select().from(exchangeRates).where(eq(exchangeRates.source, ECB_SOURCE));
    provider.answer({ kind: "document", status: 500, body: "oops" });
    const id = await runner!.runNow("currency.refreshRates");
    // Retried later (10 minutes), so it waits in "retry" with what went wrong.
    const job = await jobState("currency.refreshRates", id!, ["retry", "failed"]);
    expect(JSON.stringify(job.output)).toMatch(/RatesProviderError: 127\.0\.0\.1:\d+ answered HTTP 500/);
    expect(await db.select().from(exchangeRates).where(eq(exchangeRates.source, ECB_SOURCE))).toEqual(before);
  });

  it("stops: no more polling, connections closed", async () => {
    let stopped = false;
    runner!.boss.on("stopped", () => {
      stopped = true;
    });
    await runner!.stop({ timeoutMs: 2_000 });
    // pg-boss says "stopped" and closes its pool as it winds down; the server sees a closed connection go
    // a moment later, longer on a busy machine: wait for both rather than read them once.
    await vi.waitFor(() => expect(stopped).toBe(true), { timeout: 15_000, interval: 100 });
    await vi.waitFor(
      async () => {
        const { rows } = await db.execute<{ count: number }>(
          sql`select count(*)::int as count from pg_stat_activity where application_name = 'staysia-jobs' and datname = current_database()`,
        );
        expect(rows[0]!.count).toBe(0);
      },
      { timeout: 15_000, interval: 200 },
    );
    runner = undefined;
  });
});
