import type { Database } from "@/server/db";
import type { Env } from "@/server/env";
import type { Logger } from "@/server/logger";

/** What a job's handler is given. */
export interface JobContext {
  db: Database;
  settings: Env;
  /** The jobs logger, bound to the job's name and id. */
  log: Logger;
  jobId: string;
  /** What the job was sent with ({} for scheduled runs); parse it before use. */
  data: unknown;
}

/** pg-boss queue options of one job (see ARCHITECTURE.md "Jobs"). */
export interface JobQueueOptions {
  /** "stately" (the default): at most one run waiting and one running, so a slow run never piles up. */
  policy?: "standard" | "short" | "singleton" | "stately";
  retryLimit?: number;
  /** Seconds between tries (doubled each time with retryBackoff). */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A run still going after this long is failed (and retried). */
  expireInSeconds?: number;
}

/**
 * One background job: a name (its pg-boss queue, "domain.verbNoun"), when it runs, and its handler. Handlers
 * must be safe to run twice (a run can be retried after a crash, and two servers can both ask for a start
 * run).
 */
export interface JobDefinition {
  name: string;
  /** Whether this server works the job at all (e.g. only with SMTP configured). Default: always. */
  enabled?: (settings: Env) => boolean;
  /** A cron expression (UTC), or null for no schedule. Schedules live in the database, one per job. */
  schedule?: (settings: Env) => string | null;
  /** Asked once when the server starts: true sends one run straight away. */
  runAtStart?: (context: { db: Database; settings: Env }) => Promise<boolean>;
  queue?: JobQueueOptions;
  handler: (context: JobContext) => Promise<unknown>;
}

const JOB_NAME = /^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/;

/** Declares a job; its domain lists it, and `domains/jobs.ts` gathers every domain's list. */
export function defineJob(job: JobDefinition): JobDefinition {
  if (!JOB_NAME.test(job.name)) throw new Error(`job name "${job.name}" must be "domain.verbNoun"`);
  return job;
}
