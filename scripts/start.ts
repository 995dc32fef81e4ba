/**
 * `npm start`: the one command that runs the product.
 *
 *   1. takes the data folder (a second process on it gets a clear error),
 *   2. starts the embedded PostgreSQL unless DATABASE_URL is set,
 *   3. validates the configuration, applies migrations, seeds the demo data on first start,
 *   4. builds the app if there is no build, and serves it on PORT (default 3000) with scripts/serve.mjs.
 *
 * `npm run dev` does the same with Next.js in development mode instead of a production build.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { EnvError, parseEnv } from "@/server/env";
import { buildState } from "./lib/build-state";
import { DataDirInUseError, dataDir, localSecrets, lockDataDir } from "./lib/data-dir";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./lib/embedded-postgres";
import { migrateDatabase } from "./lib/migrate";
import { seedDemoOnce } from "./lib/seed";

const dev = process.argv.includes("--dev");
const say = (line: string) => console.log(`[start] ${line}`);

if (existsSync(".env")) process.loadEnvFile(".env");

async function main() {
  const dir = dataDir();
  const external = Boolean(process.env.DATABASE_URL);
  // With an external database, several app servers may run side by side; the embedded one is ours alone.
  const releaseLock = external ? () => {} : lockDataDir(dir);
  const secrets = localSecrets(dir);
  let database: EmbeddedDatabase | undefined;
  let child: ChildProcess | undefined;
  let stopping = false;

  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child!.once("exit", resolve));
    }
    await database?.stop().catch(() => {});
    releaseLock();
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));

  try {
    if (!external) {
      const port = Number(process.env.EMBEDDED_PG_PORT || 54320);
      say(`starting the embedded PostgreSQL on port ${port} (data in ${path.relative(process.cwd(), dir) || "."}/pg)`);
      database = await startEmbeddedPostgres({
        dir: path.join(dir, "pg"),
        port,
        password: secrets.postgresPassword,
        database: "staysia",
        stopOrphan: true,
        log: (line) => {
          if (line.startsWith("stopping the PostgreSQL")) say(line);
        },
      });
      process.env.DATABASE_URL = database.url;
      process.env.DEMO_DATA ??= "true";
    }
    process.env.AUTH_SECRET ??= secrets.authSecret;
    process.env.CONVERSION_RATES_API_KEY ??= secrets.ratesApiKey;
    process.env.STORAGE_DIR ??= path.join(dir, "uploads");
    process.env.NEXT_TELEMETRY_DISABLED = "1";

    const settings = parseEnv({ ...process.env, NODE_ENV: dev ? "development" : "production" });

    say("applying migrations");
    await migrateDatabase(settings.DATABASE_URL);

    if (settings.DEMO_DATA) {
      // With STORAGE_URL the photos go to its bucket (the configured store); otherwise to the folder.
      const summary = await seedDemoOnce(
        settings.DATABASE_URL,
        settings.STORAGE_URL ? undefined : path.resolve(settings.STORAGE_DIR),
      );
      if (summary)
        say(
          `demo data seeded: ${summary.properties} properties, ${summary.bookings} bookings, ${summary.accounts} accounts`,
        );
    }

    const next = path.resolve("node_modules/.bin/next");
    const build = dev ? "current" : buildState();
    if (build === "missing") {
      say("no build found: building the app (a few minutes, once)");
      await run(next, ["build"]);
    } else if (build === "stale") {
      say("the code changed since the last build: building the app again");
      await run(next, ["build"]);
    }

    const port = process.env.PORT || "3000";
    say(`serving ${settings.APP_URL} (port ${port})`);
    // Honest about mail from the first minute: without a mail server nothing is sent (README, Email).
    if (!settings.SMTP_URL)
      say("no SMTP_URL: emails are kept in the outbox, not sent (staff read them under More → Others → Outbox)");
    // Our own small server in front of Next.js (scripts/serve.mjs): it refuses TRACE and CONNECT and tells the app
    // each request's TCP peer, which rate limits count (src/lib/client-address.ts). Plain Node.js, without this
    // script's tsx and react-server condition.
    child = spawn(process.execPath, [path.resolve("scripts/serve.mjs"), ...(dev ? ["--dev"] : [])], {
      stdio: "inherit",
      env: { ...process.env, PORT: port, NODE_ENV: dev ? "development" : "production" },
    });
    child.on("exit", (code) => void shutdown(code ?? 0));
  } catch (error) {
    if (error instanceof EnvError) console.error(error.message);
    else console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    await shutdown(1);
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn(command, args, { stdio: "inherit", env: process.env });
    build.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(" ")} failed (exit ${code})`)),
    );
  });
}

main().catch((error: unknown) => {
  // Known failures (configuration, a busy data folder, a database that will not start) say what to do;
  // no stack trace is needed for those.
  if (error instanceof EnvError || error instanceof DataDirInUseError) console.error(error.message);
  else console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
