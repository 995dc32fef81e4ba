/**
 * What the database benches share: their embedded PostgreSQL in a data folder of their own (locked, with its own
 * secrets, stopped afterwards), and a production build made only when the code changed since the last one.
 */
import { spawn } from "node:child_process";
import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { buildState } from "../scripts/lib/build-state.mjs";
import { localSecrets, lockDataDir } from "../scripts/lib/data-dir";
import { ensureDatabase, startEmbeddedPostgres } from "../scripts/lib/embedded-postgres";
import { migrateDatabase } from "../scripts/lib/migrate";

/**
 * Starts the embedded PostgreSQL of `dir` on `port`, opens `database` in it (dropped first when `regenerate`; made
 * when missing), migrates it unless `migrate` is false, points the app's code at it (DATABASE_URL, AUTH_SECRET,
 * silent logs: the domain code reads its settings on first use) and runs `body` with its URL; stops the server and
 * releases the folder whatever happens.
 */
export async function withBenchDatabase(
  options: { dir: string; port: number; database: string; regenerate?: boolean; migrate?: boolean },
  body: (url: string) => Promise<void>,
): Promise<void> {
  const { dir, port, database: name } = options;
  mkdirSync(dir, { recursive: true });
  const release = lockDataDir(dir);
  const secrets = localSecrets(dir);
  const database = await startEmbeddedPostgres({
    dir: path.join(dir, "pg"),
    port,
    password: secrets.postgresPassword,
    database: "postgres",
    stopOrphan: true,
    log: (line) => appendFileSync(path.join(dir, "postgres.log"), `${line}\n`),
  });
  try {
    if (options.regenerate) {
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    await ensureDatabase(database.url, name);
    const url = new URL(database.url);
    url.pathname = `/${name}`;
    if (options.migrate !== false) await migrateDatabase(url.toString());
    process.env.DATABASE_URL = url.toString();
    process.env.AUTH_SECRET ??= secrets.authSecret;
    process.env.LOG_LEVEL = "silent";
    await body(url.toString());
  } finally {
    await database.stop().catch(() => {});
    release();
  }
}

/** `next build` when there is no build or the code changed since (the same rule as scripts/start.mjs). */
export async function buildIfNeeded(say: (line: string) => void): Promise<void> {
  if (buildState() === "current") return;
  say("building the app (next build)");
  await new Promise<void>((resolve, reject) => {
    const build = spawn(path.resolve("node_modules/.bin/next"), ["build"], {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    build.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`next build failed (exit ${code})`))));
  });
}
