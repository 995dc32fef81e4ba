import "server-only";
import type PgBoss from "pg-boss";
import { longDb as defaultDb, type Database } from "@/server/db";
import { env, type Env } from "@/server/env";
import { logger } from "@/server/logger";
import type { JobDefinition } from "./define";

export { defineJob, type JobContext, type JobDefinition, type JobQueueOptions } from "./define";

/** pg-boss keeps its tables in this schema of the app's database (it creates and migrates it itself). */
export const JOBS_SCHEMA = "pgboss";

const DEFAULT_QUEUE = {
  policy: "stately",
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
} as const;

export interface JobRunner {
  readonly boss: PgBoss;
  /** The queues this server created (every job's, enabled or not). */
  readonly queues: string[];
  /** The jobs this server works. */
  readonly working: string[];
  /** Sends one run of a job now; the id, or null when the queue's policy already holds one waiting. */
  runNow(name: string, data?: object): Promise<string | null>;
  /** Stops polling, waits up to `timeoutMs` for running jobs, and closes pg-boss's connections. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export interface StartJobsOptions {
  settings?: Env;
  database?: Database;
  /** How often each worker asks for work (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** pg-boss connections of this server (its own pool, apart from the app's). */
  maxConnections?: number;
}

/** Message and kind of an error, without credentials a URL in it may carry, for logs and pg-boss's record. */
export function describeError(error: unknown): { type: string; message: string } {
  const type = error instanceof Error ? error.name : typeof error;
  const raw = error instanceof Error ? error.message : String(error);
  const message = raw.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, "$1[redacted]@").slice(0, 500);
  return { type, message };
}

/**
 * Starts pg-boss on the app's database, creates every job's queue, sets or clears each schedule, works the
 * enabled jobs, and sends the start runs they ask for. Several servers may do this at once: queues and
 * schedules are rows keyed by name (created if missing, updated in place), and pg-boss lets one server per
 * interval turn a schedule into a job, so each scheduled run happens once whatever the number of servers.
 */
export async function startJobs(jobs: readonly JobDefinition[], options: StartJobsOptions = {}): Promise<JobRunner> {
  const settings = options.settings ?? env();
  const database = options.database ?? defaultDb();
  const log = logger().child({ module: "jobs" });

  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
    names.add(job.name);
  }

  // Loaded here, not at the top: domains import this module for defineJob, and their routes need no pg-boss.
  const { default: PgBossClass } = await import("pg-boss");
  const boss = new PgBossClass({
    connectionString: settings.DATABASE_URL,
    schema: JOBS_SCHEMA,
    max: options.maxConnections ?? 3,
    application_name: "staysia-jobs",
  });
  boss.on("error", (error) => log.error({ error: describeError(error) }, "jobs: pg-boss error"));
  await boss.start();

  const working: string[] = [];
  try {
    for (const job of jobs) {
      const queue = { ...DEFAULT_QUEUE, ...job.queue };
      await boss.createQueue(job.name, { name: job.name, ...queue });
      // createQueue leaves an existing queue alone: bring its options up to date with the code.
      await boss.updateQueue(job.name, { name: job.name, ...queue });

      const enabled = job.enabled?.(settings) ?? true;
      const cron = enabled ? (job.schedule?.(settings) ?? null) : null;
      if (cron) await boss.schedule(job.name, cron, {}, { tz: "UTC" });
      else await boss.unschedule(job.name);
      if (!enabled) continue;

      await boss.work(
        job.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5, batchSize: 1 },
        async ([pgJob]) => {
          if (!pgJob) return null;
          const jobLog = log.child({ job: job.name, jobId: pgJob.id });
          const started = Date.now();
          try {
            const result = await job.handler({
              db: database,
              settings,
              log: jobLog,
              jobId: pgJob.id,
              data: pgJob.data,
            });
            jobLog.debug({ ms: Date.now() - started }, "job done");
            return result ?? null;
          } catch (error) {
            const described = describeError(error);
            jobLog.error({ error: described, ms: Date.now() - started }, "job failed");
            // pg-boss records what the handler threw: give it the cleaned message, not the original error.
            throw new Error(`${described.type}: ${described.message}`);
          }
        },
      );
      working.push(job.name);

      if (job.runAtStart && (await job.runAtStart({ db: database, settings }))) {
        await boss.send(job.name, {});
        log.info({ job: job.name }, "jobs: start run sent");
      }
    }
  } catch (error) {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    throw error;
  }

  return {
    boss,
    queues: jobs.map((job) => job.name),
    working,
    runNow: (name, data = {}) => boss.send(name, data),
    stop: ({ timeoutMs = 10_000 } = {}) => boss.stop({ graceful: true, wait: true, timeout: timeoutMs }),
  };
}

/** Whether this process should run jobs: JOBS_ENABLED, and never in test runs of Vitest. */
export function jobsWanted(settings: Env): boolean {
  return settings.JOBS_ENABLED && settings.NODE_ENV !== "test";
}

// One runner per server process, kept across hot reloads in development.
const globalForJobs = globalThis as unknown as { __jobs?: Promise<JobRunner | null> };

/**
 * The server's jobs (called from `instrumentation.ts`): starts them once per process unless switched off,
 * and stops them when the process is asked to stop. A failure to start is logged; the app serves without
 * background jobs rather than not at all.
 */
export function startServerJobs(jobs: readonly JobDefinition[]): Promise<JobRunner | null> {
  globalForJobs.__jobs ??= (async () => {
    const settings = env();
    if (!jobsWanted(settings)) {
      logger().info({ module: "jobs" }, "jobs: off in this process (JOBS_ENABLED=false, or a test run)");
      return null;
    }
    try {
      const runner = await startJobsRetrying(jobs, settings);
      logger().info({ module: "jobs", working: runner.working }, "jobs: started");
      const stop = () =>
        void runner
          .stop({ timeoutMs: 5_000 })
          .catch((error) => logger().warn({ error: describeError(error) }, "jobs: stop failed"));
      process.once("SIGTERM", stop);
      process.once("SIGINT", stop);
      return runner;
    } catch (error) {
      logger().error(
        { module: "jobs", error: describeError(error) },
        "jobs: could not start; the app runs without background jobs",
      );
      return null;
    }
  })();
  return globalForJobs.__jobs;
}

/**
 * Two servers starting together create and update the same queues and schedules in pg-boss's tables, and
 * PostgreSQL may end one of them with a deadlock (or a serialization failure) while the other goes on: that
 * server starts again after a short, random pause, by when the other has finished. Other errors are final.
 */
async function startJobsRetrying(jobs: readonly JobDefinition[], settings: Env): Promise<JobRunner> {
  const attempts = 5;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startJobs(jobs, { settings });
    } catch (error) {
      if (attempt >= attempts || !isConcurrencyFailure(error)) throw error;
      logger().warn(
        { module: "jobs", attempt, error: describeError(error) },
        "jobs: start collided with another server's; trying again",
      );
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800 * attempt));
    }
  }
}

/** PostgreSQL's deadlock_detected and serialization_failure, on the error or its cause. */
export function isConcurrencyFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === "40P01" || code === "40001") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Stops the server's jobs if they run (tests and tools; a signal does it for the server). */
export async function stopServerJobs(): Promise<void> {
  const runner = await globalForJobs.__jobs;
  globalForJobs.__jobs = undefined;
  await runner?.stop();
}
