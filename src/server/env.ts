import { z } from "zod";
import { proxyEntryProblem } from "@/lib/client-address";

/**
 * Every setting the server reads, parsed once. A missing or malformed variable stops the app with a
 * message that names it (see `loadEnv`). Development defaults need no account anywhere; the start script
 * fills DATABASE_URL (embedded PostgreSQL) and AUTH_SECRET (generated once under DATA_DIR) when unset.
 *
 * This module has no `server-only` import on purpose: scripts (start, migrate, seed) use it too.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], {
    error: "must be one of true, false, 1, 0, yes, no, on, off",
  })
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: "must be a comma-separated list of email addresses" })));

/** Settings the public pages show (chat number, footer links); none of them is a secret. */
export const siteSettingsSchema = z.object({
  /** The WhatsApp number of the chat link on public pages, in E.164. */
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, { error: "must be an E.164 number such as +60123456789" })
    .default("+60192345678"),
  /** The external solutions site linked from the footer. */
  SOLUTIONS_URL: z.url({ protocol: /^https?$/ }).default("https://solutions.staysia.example"),
  /** Social links of the footer. */
  SOCIAL_FACEBOOK_URL: z.url({ protocol: /^https?$/ }).default("https://www.facebook.com/staysia"),
  SOCIAL_INSTAGRAM_URL: z.url({ protocol: /^https?$/ }).default("https://www.instagram.com/staysia"),
  SOCIAL_LINKEDIN_URL: z.url({ protocol: /^https?$/ }).default("https://www.linkedin.com/company/staysia"),
});

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z
      .string({ error: "is required (the start script sets it for the embedded PostgreSQL)" })
      .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" }),
    /**
     * The one connection per app server that LISTENs for live changes (server/live.ts). Unset: DATABASE_URL. Behind
     * PgBouncer in transaction mode DATABASE_URL names the pooler and this the database itself: LISTEN needs a
     * session of its own, which a transaction pooler does not keep (docs/DEPLOY.md, Connections).
     */
    DATABASE_LISTEN_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" })
      .optional(),
    /**
     * The pool of long work (jobs, exports: `longDb()`). Unset: DATABASE_URL. Behind PgBouncer, which cannot pass a
     * client's statement_timeout on, a second pooler database whose connect_query sets the 5-minute limit
     * (docs/DEPLOY.md, PgBouncer).
     */
    DATABASE_LONG_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" })
      .optional(),
    /**
     * A read replica for the reads that may lag a moment: guest searches, insights and exports (`readDb()` in
     * server/db). Unset: DATABASE_URL. Writes, reads inside a write and a person's own records stay on the primary.
     */
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" })
      .optional(),
    /** Connections of each app server's request pool (and of its read pool); see docs/DEPLOY.md's budget. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** PostgreSQL statement_timeout for pages and functions (ms); a statement over it answers 504. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** The same for background jobs and exports (CSV, PDF), which read much more (ms). */
    DATABASE_LONG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
    /** How long a request waits for a database connection before it answers 503 (ms). */
    DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
    APP_URL: z
      .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL such as http://localhost:3000" })
      .default("http://localhost:3000"),
    /**
     * The site is served over HTTPS even though requests reach the app over HTTP (a TLS-terminating proxy or load
     * balancer in front): HSTS and Secure cookies are sent. An https APP_URL means the same (lib/https.ts).
     */
    TRUST_HTTPS: booleanFlag.default(false),
    AUTH_SECRET: z.string({ error: "is required" }).min(32, { error: "must be at least 32 characters" }),
    STAFF_EMAILS: emailList.default([
      "staff1@example.com",
      "staff2@example.com",
      "staff3@example.com",
      "staff4@example.com",
    ]),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    STORAGE_DIR: z.string().min(1).default(".data/uploads"),
    /**
     * An S3-compatible bucket for files instead of STORAGE_DIR, e.g. s3://staysia-files?region=ap-southeast-1, or
     * s3://bucket?endpoint=https://…&region=auto&path-style=true for R2, MinIO or Wasabi (server/storage.ts).
     * Credentials come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY. Needed when more than one app server runs.
     */
    STORAGE_URL: z
      .string()
      .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]+/, { error: "must look like s3://bucket?endpoint=…&region=…" })
      .optional(),
    DEMO_DATA: booleanFlag.default(false),
    /** Test runs only: opens the mailbox API that tests read and lets AUTH_RATE_LIMIT be switched off. */
    TEST_MODE: booleanFlag.default(false),
    /** Log-in rate limiting (five tries a minute per address). Off is refused in production. */
    AUTH_RATE_LIMIT: booleanFlag.default(true),
    /** SMTP server for outgoing email, e.g. smtp://user:pass@smtp.example.com:587; unset keeps mail in the outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: "must start with smtp:// or smtps://" })
      .optional(),
    EMAIL_FROM: z.string().min(3).default("Staysia <no-reply@staysia.example>"),
    /**
     * Reverse proxies in front of the app (IPs or CIDR ranges, comma-separated). Only a request whose TCP peer is
     * one of them has its X-Forwarded-For read, from the right (lib/client-address.ts); unset, the peer is the
     * client and X-Forwarded-For is ignored, so rate limits count each visitor, never a header.
     */
    TRUSTED_PROXIES: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .superRefine((entries, context) => {
        for (const entry of entries) {
          const problem = proxyEntryProblem(entry);
          if (problem)
            context.addIssue({ code: "custom", message: `${problem} (use addresses or CIDR ranges, comma-separated)` });
        }
      })
      .default([]),
    /** The header in which the proxy in front of us puts the visitor's country (ISO code), e.g. cf-ipcountry. */
    CLIENT_COUNTRY_HEADER: z
      .string()
      .regex(/^[a-z0-9-]+$/i)
      .default("cf-ipcountry"),
    /** The key callers of /api/getNewConversionRates send in the X-Api-Key header; unset refuses every call. */
    CONVERSION_RATES_API_KEY: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
    /** Rates older than this are still used but flagged to staff. */
    RATES_STALE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(48),
    /** Where the daily exchange rates come from: a document in the ECB's eurofxref XML format. */
    RATES_PROVIDER_URL: z
      .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" })
      .default("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"),
    /** When the rates are refreshed, as cron in UTC (five fields); the ECB publishes around 16:00 CET. */
    RATES_REFRESH_CRON: z
      .string()
      .trim()
      .regex(/^[\w*,/-]+(\s+[\w*,/-]+){4}$/, { error: "must be a cron expression of five fields, e.g. 30 16 * * *" })
      .default("30 16 * * *"),
    /**
     * The AES-256 key (64 hex characters) that encrypts investors' bank details at rest. Unset, the demo, test
     * runs and development use a fixed development key; a production server without demo data refuses to
     * read or write bank details until it is set (`invest/bank-details.ts`).
     */
    BANK_DETAILS_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, { error: "must be 64 hex characters (a 32-byte AES-256 key)" })
      .optional(),
    /** Background jobs (pg-boss): rates refresh, email delivery. Off: this server runs none (others may). */
    JOBS_ENABLED: booleanFlag.default(true),
    /**
     * Guest search pages cached in memory per server, invalidated by the database (catalogue/search-cache.ts).
     * Off: every search queries (the search benchmark's database figures).
     */
    SEARCH_CACHE: booleanFlag.default(true),
    ...siteSettingsSchema.shape,
  })
  .superRefine((settings, context) => {
    // A test-only switch must never reach a real deployment: it needs a loopback APP_URL.
    const loopback = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(settings.APP_URL);
    if (settings.TEST_MODE && !loopback) {
      context.addIssue({ code: "custom", path: ["TEST_MODE"], message: "is only allowed with a localhost APP_URL" });
    }
    if (!settings.AUTH_RATE_LIMIT && settings.NODE_ENV === "production" && !settings.TEST_MODE) {
      context.addIssue({
        code: "custom",
        path: ["AUTH_RATE_LIMIT"],
        message: "cannot be off in production (only in development or with TEST_MODE)",
      });
    }
  });

export type Env = z.output<typeof envSchema>;

/** The development mailbox (and its API for tests) is open in development and in test runs only. */
export function mailboxEnabled(settings: Env): boolean {
  return settings.NODE_ENV === "development" || settings.TEST_MODE;
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses a set of variables; throws EnvError naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty string means "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"} ${issue.message}`));
}

export type SiteSettings = z.output<typeof siteSettingsSchema>;

let cached: Env | undefined;
let cachedSite: SiteSettings | undefined;

/**
 * The public site settings alone, so that a page can be built (`next build` prerenders) without a database
 * URL or secrets in the environment. Malformed values still stop with a message naming them.
 */
export function siteSettings(): SiteSettings {
  if (!cachedSite) {
    const parsed = siteSettingsSchema.safeParse(
      Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== "")),
    );
    if (!parsed.success)
      throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`));
    cachedSite = parsed.data;
  }
  return cachedSite;
}

/** The process's configuration, parsed on first use (so `next build` does not need a database). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
