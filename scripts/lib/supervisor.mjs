// The start script's decisions (scripts/start.mjs), apart from its processes: what it was asked to do, the
// environment each of its children gets, and what it says. Pure functions of the arguments and the environment,
// so that a test can read them (supervisor.test.ts).
//
// Plain JavaScript for Node.js, like the start script (no tsx at run time). Types: supervisor.d.mts.
import { availableParallelism } from "node:os";
import path from "node:path";
import { dataDir } from "./data-dir.mjs";
import { serverProcesses } from "./processes.mjs";

/** A setting or argument the start script refuses, in a sentence that says what to write instead. */
export class StartError extends Error {
  constructor(message) {
    super(message);
    this.name = "StartError";
  }
}

/** The embedded PostgreSQL's database of the product. */
export const EMBEDDED_DATABASE = "staysia";

/**
 * What `npm start` (or `npm run dev`: `--dev`) is asked to do. Refuses a bad port or WEB_CONCURRENCY before anything
 * starts, rather than after PostgreSQL, the migrations and the build. An empty variable counts as unset, as
 * src/server/env.ts reads it.
 */
export function startOptions(argv, env, cores = availableParallelism()) {
  const unknown = argv.filter((arg) => arg !== "--dev");
  if (unknown.length > 0)
    throw new StartError(`npm start takes no arguments (npm run dev passes --dev), not "${unknown.join(" ")}".`);
  const dev = argv.includes("--dev");
  const external = Boolean(env.DATABASE_URL);
  let processes = 1;
  if (!dev) {
    try {
      processes = serverProcesses(env.WEB_CONCURRENCY, cores);
    } catch (error) {
      throw new StartError(error.message);
    }
  }
  return {
    dev,
    /** DATABASE_URL is set: no embedded PostgreSQL, no data-folder lock (several app servers may share it). */
    external,
    dataDir: dataDir(env),
    postgresPort: external ? undefined : portSetting(env, "EMBEDDED_PG_PORT", 54320),
    port: portSetting(env, "PORT", 3000),
    serverProcesses: processes,
    serverHeapMb: dev ? 0 : serverHeapSetting(env),
  };
}

/**
 * The old-space limit of each server process, in MB (0: Node.js's own). Node.js sizes its heap by the machine's
 * memory (about 4 GB on a machine of 24 GiB) and, with that much room, collects lazily: in the hour's soak the
 * server held about 950 MB resident while its live objects, counted by two heap snapshots 10 minutes apart, were
 * 160 and 168 MB (docs/PERFORMANCE.md, Memory). A limit makes the collector work within it. 512 leaves three
 * times the live set for a burst (a statement's PDF with its fonts, a large export) while the server stays a few
 * hundred MB; `SERVER_HEAP_MB=0` gives the decision back to Node.js, and a `--max-old-space-size` in NODE_OPTIONS
 * is the operator's and wins.
 */
export const DEFAULT_SERVER_HEAP_MB = 512;

function serverHeapSetting(env) {
  if (/--max-old-space-size/.test(env.NODE_OPTIONS ?? "")) return 0;
  const value = (env.SERVER_HEAP_MB ?? "").trim();
  if (value === "") return DEFAULT_SERVER_HEAP_MB;
  if (!/^\d+$/.test(value) || (Number(value) !== 0 && Number(value) < 128))
    throw new StartError(
      `SERVER_HEAP_MB must be a number of MB of at least 128 (or 0 for Node.js's own limit), not "${env.SERVER_HEAP_MB}".`,
    );
  return Number(value);
}

/** The Node.js flags of the server process (its cluster's workers inherit them). */
export function serverNodeFlags(options) {
  return options.serverHeapMb > 0 ? [`--max-old-space-size=${options.serverHeapMb}`] : [];
}

function portSetting(env, name, fallback) {
  const value = (env[name] ?? "").trim();
  if (value === "") return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65535)
    throw new StartError(`${name} must be a port number from 1 to 65535, not "${env[name]}".`);
  return Number(value);
}

/** The URL of the product's database on the embedded PostgreSQL (loopback only). */
export function embeddedDatabaseUrl(password, port) {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}

/**
 * The environment of the database step, the build and the server: the caller's (with .env's), and what `npm start`
 * provides when it is unset: the embedded database (with the demo data unless DEMO_DATA says otherwise), the data
 * folder's secrets (AUTH_SECRET, the rates call's key) and its upload folder.
 */
export function productEnvironment(env, { dataDir: dir, secrets, embeddedUrl }) {
  const product = { ...env };
  const unset = (name) => !product[name];
  if (embeddedUrl) {
    product.DATABASE_URL = embeddedUrl;
    if (unset("DEMO_DATA")) product.DEMO_DATA = "true";
  }
  if (unset("AUTH_SECRET")) product.AUTH_SECRET = secrets.authSecret;
  if (unset("CONVERSION_RATES_API_KEY")) product.CONVERSION_RATES_API_KEY = secrets.ratesApiKey;
  if (unset("STORAGE_DIR")) product.STORAGE_DIR = path.join(dir, "uploads");
  product.NEXT_TELEMETRY_DISABLED = "1";
  return product;
}

/** The server's environment: the product's, on the port, in production (or development for `npm run dev`). */
export function serverEnvironment(product, options) {
  return { ...product, PORT: String(options.port), NODE_ENV: options.dev ? "development" : "production" };
}

/** What the start script says when it starts serving (APP_URL's default is src/server/env.ts's). */
export function servingLines(product, port) {
  const lines = [`serving ${product.APP_URL || "http://localhost:3000"} (port ${port})`];
  // Honest about mail from the first minute: without a mail server nothing is sent (README, Email).
  if (!product.SMTP_URL)
    lines.push("no SMTP_URL: emails are kept in the outbox, not sent (staff read them under More → Others → Outbox)");
  return lines;
}

/** The start script's exit code when the server stopped by itself: its code, or 1 when a signal ended it. */
export function exitCodeOfServer(code, signal) {
  if (signal) return 1;
  return code ?? 1;
}
