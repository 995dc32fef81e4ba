/**
 * `npm start`: the one command that runs the product (`npm run dev`: the same with `--dev`, Next.js in development
 * mode). A small long-lived process of plain JavaScript, without tsx and without the app's code, that owns the tree:
 *
 *   1. takes the data folder (a second process on it gets a clear error),
 *   2. starts the embedded PostgreSQL unless DATABASE_URL is set, initialising its folder on the first start,
 *   3. runs the database step (scripts/prepare-database.ts under tsx: validates the configuration, migrates, seeds
 *      the demo on the first start),
 *   4. builds the app when there is no build or the code changed since (`next build`),
 *   5. serves it on PORT (default 3000) with scripts/serve.mjs.
 *
 * Steps 2 (initialising), 3 and 4 are processes that exit when done, so what they load does not stay for the life
 * of the product (docs/PERFORMANCE.md, Memory). Then it only waits, and restarts nothing: when the server stops, it
 * stops PostgreSQL and exits with the server's code; when PostgreSQL stops, it says so, stops the server and exits
 * 1. SIGTERM, SIGHUP or Ctrl+C stop the server (it finishes its requests), then PostgreSQL, then free the data
 * folder, and it exits 0 (a Ctrl+C in the terminal also reaches PostgreSQL itself: lib/postgres-server.mjs says
 * why). The decisions are in lib/supervisor.mjs.
 *
 * `npm start` runs it with `exec`, so that a signal sent to npm's process reaches this one (a shell between them
 * would die and leave the product running).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildState } from "./lib/build-state.mjs";
import { DataDirInUseError, localSecrets, lockDataDir } from "./lib/data-dir.mjs";
import {
  hydrateBinarySymlinks,
  isInitialised,
  runningPostmaster,
  startPostmaster,
  stopPostmaster,
} from "./lib/postgres-server.mjs";
import {
  StartError,
  embeddedDatabaseUrl,
  exitCodeOfServer,
  productEnvironment,
  serverEnvironment,
  serverNodeFlags,
  servingLines,
  startOptions,
} from "./lib/supervisor.mjs";

const say = (line) => console.log(`[start] ${line}`);
/** How long a child asked to stop may take: the server finishes its requests within 10 s, a cluster's within 15 s. */
const CHILD_STOP_MS = 20_000;
/** tsx's loader, for the database step only: resolved from here, whatever the working folder. */
const TSX = import.meta.resolve("tsx");

let releaseLock = () => {};
/** The embedded PostgreSQL, from its start on. */
let postmaster;
/** The child running now: a step, then the server. */
let current;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (current && current.child.exitCode === null && current.child.signalCode === null) {
    current.child.kill("SIGTERM");
    const timer = setTimeout(() => current.child.kill("SIGKILL"), CHILD_STOP_MS);
    await current.exited;
    clearTimeout(timer);
  }
  await postmaster?.stop().catch((error) => console.error(`[start] stopping PostgreSQL: ${error.message}`));
  releaseLock();
  process.exit(code);
}

/** Starts a child on this terminal; it becomes the one `shutdown` stops. */
function launch(command, args, env) {
  const child = spawn(command, args, { stdio: "inherit", env });
  const exited = new Promise((resolve) => {
    child.once("error", (error) => resolve({ code: null, signal: null, error }));
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  current = { child, exited };
  return current;
}

/**
 * Runs a step to its end. One that fails stops everything with 1 (`failure` names it, for a child that does not say
 * why itself); while stopping, the step never returns, and `shutdown` exits.
 */
async function step(command, args, env, failure) {
  const { code, signal, error } = await launch(command, args, env).exited;
  if (stopping) return new Promise(() => {});
  if (code === 0) return;
  if (failure) say(`${failure} failed (${error?.message ?? signal ?? `exit ${code}`})`);
  await shutdown(1);
  return new Promise(() => {});
}

async function main(options) {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
    process.on(signal, () => {
      if (!stopping) say(`stopping (${signal})`);
      void shutdown(0);
    });
  const dir = options.dataDir;
  // With an external database, several app servers may run side by side; the embedded one is ours alone.
  if (!options.external) releaseLock = lockDataDir(dir);
  process.on("exit", () => releaseLock());
  const secrets = localSecrets(dir);

  let embeddedUrl;
  if (!options.external) {
    const pgDir = path.join(dir, "pg");
    say(
      `starting the embedded PostgreSQL on port ${options.postgresPort} ` +
        `(data in ${path.relative(process.cwd(), dir) || "."}/pg)`,
    );
    hydrateBinarySymlinks();
    if (!isInitialised(pgDir))
      await step(
        process.execPath,
        [fileURLToPath(new URL("init-embedded-postgres.mjs", import.meta.url)), dir],
        process.env,
      );
    // We hold the data folder's lock: a PostgreSQL still running on it is an orphan of a run that was killed.
    const orphan = runningPostmaster(pgDir);
    if (orphan) {
      say(`stopping the PostgreSQL (PID ${orphan}) left running by an earlier run`);
      await stopPostmaster(orphan);
    }
    postmaster = startPostmaster({ dir: pgDir, port: options.postgresPort });
    await postmaster.ready;
    void postmaster.exited.then(async ({ code, signal }) => {
      // A Ctrl+C reaches PostgreSQL and this script together: it is no news when this script is stopping too.
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (stopping) return;
      say(
        `the embedded PostgreSQL stopped (${signal ?? `exit ${code}`}): stopping the server. Its last lines:\n` +
          postmaster.recent().slice(-8).join("\n"),
      );
      void shutdown(1);
    });
    embeddedUrl = embeddedDatabaseUrl(secrets.postgresPassword, options.postgresPort);
  }

  const product = productEnvironment(process.env, { dataDir: dir, secrets, embeddedUrl });
  await step(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      TSX,
      fileURLToPath(new URL("prepare-database.ts", import.meta.url)),
      ...(options.dev ? ["--dev"] : []),
      ...(embeddedUrl ? ["--create-database"] : []),
    ],
    product,
  );

  const build = options.dev ? "current" : buildState();
  if (build !== "current") {
    say(
      build === "missing"
        ? "no build found: building the app (a few minutes, once)"
        : "the code changed since the last build: building the app again",
    );
    await step(path.resolve("node_modules/.bin/next"), ["build"], product, "next build");
  }

  for (const line of servingLines(product, options.port)) say(line);
  // Our own small server in front of Next.js (scripts/serve.mjs): it refuses TRACE and CONNECT and tells the app
  // each request's TCP peer, which rate limits count (src/lib/client-address.ts). Plain Node.js, like this script.
  const server = launch(
    process.execPath,
    [...serverNodeFlags(options), path.resolve("scripts/serve.mjs"), ...(options.dev ? ["--dev"] : [])],
    serverEnvironment(product, options),
  );
  const { code, signal, error } = await server.exited;
  if (stopping) return;
  say(`the server stopped (${error?.message ?? signal ?? `exit ${code}`})${postmaster ? ": stopping PostgreSQL" : ""}`);
  await shutdown(exitCodeOfServer(code, signal));
}

if (existsSync(".env")) process.loadEnvFile(".env");
let options;
try {
  options = startOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(error instanceof StartError ? error.message : `[start] ${error.message}`);
  process.exit(1);
}
main(options).catch(async (error) => {
  // Known failures (a busy data folder, a database that will not start) say what to do; no stack trace is needed.
  if (!stopping)
    console.error(error instanceof DataDirInUseError ? error.message : `[start] ${error?.message ?? String(error)}`);
  await shutdown(1);
});
