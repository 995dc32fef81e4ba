/**
 * `npm test`: everything CI checks, in the order that fails fastest: lint with the typecheck beside it, unit tests,
 * integration tests (real PostgreSQL) with the production build made beside them, the benchmarks' smoke runs and
 * the Playwright suite in Debian's Chromium.
 * `npm test -- --only=unit,int` runs a subset.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_PATH } from "./lib/chromium";
import { dataDir } from "./lib/data-dir";
import { recreateDatabase } from "./lib/embedded-postgres";

const CHROMIUM = CHROMIUM_PATH;

/** The database the browser tests get on a DATABASE_URL server: made fresh each run, never the user's own. */
const E2E_DATABASE = "staysia_e2e_test";

/** Runs a program and answers whether it succeeded; its output goes to the terminal or, beside another step, is kept. */
type Exec = (command: string, args: string[], extraEnv?: Record<string, string>) => Promise<boolean>;

const steps: { name: string; run: (exec: Exec) => Promise<boolean> }[] = [
  {
    name: "lint",
    // ESLint, then formatting (prettier), then no import circles anywhere in src (madge: seconds, where ESLint's
    // import/no-cycle took minutes), then the Drizzle schema and the migrations in drizzle/ agree
    // (scripts/check-migrations.ts).
    run: (exec) =>
      inTurn(exec, [
        ["node_modules/.bin/eslint", [".", "--max-warnings=0"]],
        ["node_modules/.bin/prettier", ["--check", "--log-level=warn", "."]],
        ["node_modules/.bin/madge", ["--circular", "--extensions", "ts,tsx", "--ts-config", "tsconfig.json", "src"]],
        ["node_modules/.bin/tsx", ["scripts/check-migrations.ts"]],
      ]),
  },
  { name: "typecheck", run: (exec) => exec("node_modules/.bin/tsc", ["--noEmit"]) },
  { name: "unit", run: (exec) => exec("node_modules/.bin/vitest", ["run", "--project", "unit"]) },
  { name: "int", run: (exec) => exec("node_modules/.bin/vitest", ["run", "--project", "int"]) },
  { name: "build", run: (exec) => exec("node_modules/.bin/next", ["build"], { NEXT_TELEMETRY_DISABLED: "1" }) },
  {
    // Benchmarks rot when nothing runs them: each database bench runs for a few seconds on tiny data (its
    // --smoke), the search's over the build just made. Their figures are never asserted, only that they finish;
    // the benches that need the product running are run by the browser suite (e2e/bench/bench-smoke.spec.ts).
    name: "bench",
    run: (exec) =>
      inTurn(
        exec,
        ["booking", "statements", "monthly-runs", "search"].map((bench): [string, string[], Record<string, string>] => [
          "node_modules/.bin/tsx",
          ["--import", "./bench/server-environment.mjs", `bench/${bench}.ts`, "--smoke"],
          { NEXT_TELEMETRY_DISABLED: "1" },
        ]),
      ),
  },
  {
    name: "e2e",
    run: async (exec) => {
      // A fresh database each run, so the demo the tests read is the one the seed makes: the embedded one
      // under .data/e2e, or with DATABASE_URL a database of its own on that server (the tests write to it).
      rmSync(path.join(dataDir(), "e2e"), { recursive: true, force: true });
      const databaseUrl = process.env.DATABASE_URL;
      return exec(
        "node_modules/.bin/playwright",
        ["test"],
        databaseUrl ? { DATABASE_URL: await recreateDatabase(databaseUrl, E2E_DATABASE) } : {},
      );
    },
  },
];

const only = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const selected = only ? steps.filter((step) => only.includes(step.name)) : steps;

/**
 * Steps that run beside another, their output kept and shown when they end (docs/TESTING.md): the typecheck (tsc,
 * one core) beside the lint (ESLint, one core) on CI's two cores; the production build (CPU) beside the integration
 * tests, which mostly wait on PostgreSQL's round trips. Only when both are selected; alone each runs as any other
 * step.
 */
const BESIDE: Record<string, string> = { lint: "typecheck", int: "build" };

const results: { name: string; ok: boolean; seconds: number; note?: string }[] = [];
if (!ensureDebianTools(selected.map((step) => step.name))) process.exit(1);
const done = new Set<string>();
for (const step of selected) {
  if (done.has(step.name)) continue;
  const partner = selected.find((other) => other.name === BESIDE[step.name]);
  if (partner) {
    console.log(`\n=== ${step.name} (${partner.name} beside it, its output shown when it ends) ===`);
    const kept = keptExec();
    const partnerStarted = Date.now();
    let partnerFinished = false;
    const partnerDone = partner.run(kept.exec).then((ok) => {
      partnerFinished = true;
      return { ok, seconds: Math.round((Date.now() - partnerStarted) / 1000) };
    });
    const started = Date.now();
    const ok = await step.run(inheritExec);
    results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
    // A failed step ends the run as it always did: the step beside it is stopped if it still runs.
    const finishedFirst = partnerFinished;
    if (!ok) kept.stop();
    const partnerResult = await partnerDone;
    done.add(partner.name);
    if (!ok && finishedFirst) results.push({ name: partner.name, ...partnerResult, note: `beside ${step.name}` });
    if (!ok) break;
    console.log(`\n=== ${partner.name} (ran beside ${step.name}) ===`);
    process.stdout.write(kept.output());
    results.push({ name: partner.name, ...partnerResult, note: `beside ${step.name}` });
    if (!partnerResult.ok) break;
    continue;
  }
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const ok = await step.run(inheritExec);
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok) break;
}

console.log("\n=== summary ===");
for (const result of results)
  console.log(
    `${result.ok ? "ok  " : "FAIL"} ${result.name} (${result.seconds}s${result.note ? `, ${result.note}` : ""})`,
  );
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === selected.length ? 0 : 1);

/** Runs programs one after another while each succeeds; answers whether all did. */
async function inTurn(exec: Exec, commands: [string, string[], Record<string, string>?][]): Promise<boolean> {
  for (const [command, args, extraEnv] of commands) if (!(await exec(command, args, extraEnv))) return false;
  return true;
}

/** Runs a program with the terminal as its output. */
function inheritExec(command: string, args: string[], extraEnv: Record<string, string> = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...extraEnv } });
    child.on("error", () => resolve(false));
    child.on("close", (code) => resolve(code === 0));
  });
}

/**
 * Runs programs with their output kept (to show once they end, not mixed into another step's); `stop` ends the one
 * running, with its own children (a process group of its own), and any later one fails at once.
 */
function keptExec(): { exec: Exec; output: () => string; stop: () => void } {
  const chunks: Buffer[] = [];
  let running: ChildProcess | undefined;
  let stopped = false;
  const exec: Exec = (command, args, extraEnv = {}) =>
    new Promise((resolve) => {
      if (stopped) return resolve(false);
      const child = spawn(command, args, {
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, ...extraEnv },
        detached: true,
      });
      running = child;
      child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
      child.on("error", (error) => {
        chunks.push(Buffer.from(`${error.message}\n`));
        resolve(false);
      });
      child.on("close", (code) => {
        running = undefined;
        resolve(code === 0);
      });
    });
  const stop = () => {
    stopped = true;
    if (running?.pid) {
      try {
        process.kill(-running.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  // An interrupted `npm test` (Ctrl-C) also stops what runs beside, which has a process group of its own.
  process.once("SIGINT", () => {
    stop();
    process.exit(130);
  });
  return { exec, output: () => Buffer.concat(chunks).toString(), stop };
}

/**
 * The programs from Debian the tests use: Chromium for the browser tests (Playwright never downloads a browser
 * here), pdftoppm to turn the documents' PDFs into images, pgbouncer in front of the database in the
 * many-servers test. Installed with apt when we can, otherwise named with the one command that installs them.
 */
function debianTools() {
  return [
    { path: CHROMIUM, pkg: "chromium", steps: ["e2e"] },
    { path: "/usr/bin/pdftoppm", pkg: "poppler-utils", steps: ["unit", "int"] },
    { path: "/usr/sbin/pgbouncer", pkg: "pgbouncer", steps: ["int"] },
  ];
}

function ensureDebianTools(stepNames: string[]): boolean {
  const missing = () =>
    debianTools().filter((tool) => tool.steps.some((step) => stepNames.includes(step)) && !existsSync(tool.path));
  if (missing().length === 0) return true;
  const canApt = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (canApt) {
    const packages = missing().map((tool) => tool.pkg);
    console.log(`Missing ${packages.join(", ")}: installing Debian's packages with apt-get.`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", ...packages], { stdio: "inherit", env });
    if (missing().length === 0) return true;
  }
  const packages = missing().map((tool) => tool.pkg);
  console.error(
    `Missing ${missing()
      .map((tool) => tool.path)
      .join(
        ", ",
      )}: install with \`sudo apt-get install -y ${packages.join(" ")}\` and run npm test again (CHROMIUM_PATH may name another Chromium).`,
  );
  return false;
}
