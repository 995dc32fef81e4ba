/**
 * `npm test`: everything CI checks, in the order that fails fastest: lint, typecheck, unit tests,
 * integration tests (real PostgreSQL), a production build, the benchmarks' smoke runs and the Playwright suite
 * in Debian's Chromium.
 * `npm test -- --only=unit,int` runs a subset.
 */
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_PATH } from "./lib/chromium";
import { dataDir } from "./lib/data-dir";
import { recreateDatabase } from "./lib/embedded-postgres";

const CHROMIUM = CHROMIUM_PATH;

/** The database the browser tests get on a DATABASE_URL server: made fresh each run, never the user's own. */
const E2E_DATABASE = "staysia_e2e_test";

const steps: { name: string; run: () => boolean | Promise<boolean> }[] = [
  {
    name: "lint",
    // ESLint, then formatting (prettier), then no import circles anywhere in src (madge: seconds, where ESLint's
    // import/no-cycle took minutes), then the Drizzle schema and the migrations in drizzle/ agree
    // (scripts/check-migrations.ts).
    run: () =>
      exec("node_modules/.bin/eslint", [".", "--max-warnings=0"]) &&
      exec("node_modules/.bin/prettier", ["--check", "--log-level=warn", "."]) &&
      exec("node_modules/.bin/madge", [
        "--circular",
        "--extensions",
        "ts,tsx",
        "--ts-config",
        "tsconfig.json",
        "src",
      ]) &&
      exec("node_modules/.bin/tsx", ["scripts/check-migrations.ts"]),
  },
  { name: "typecheck", run: () => exec("node_modules/.bin/tsc", ["--noEmit"]) },
  { name: "unit", run: () => exec("node_modules/.bin/vitest", ["run", "--project", "unit"]) },
  { name: "int", run: () => exec("node_modules/.bin/vitest", ["run", "--project", "int"]) },
  { name: "build", run: () => exec("node_modules/.bin/next", ["build"], { NEXT_TELEMETRY_DISABLED: "1" }) },
  {
    // Benchmarks rot when nothing runs them: each database bench runs for a few seconds on tiny data (its
    // --smoke), the search's over the build just made. Their figures are never asserted, only that they finish;
    // the benches that need the product running are run by the browser suite (e2e/bench/bench-smoke.spec.ts).
    name: "bench",
    run: () =>
      ["booking", "statements", "search"].every((bench) =>
        exec("node_modules/.bin/tsx", ["--import", "./bench/server-environment.mjs", `bench/${bench}.ts`, "--smoke"], {
          NEXT_TELEMETRY_DISABLED: "1",
        }),
      ),
  },
  {
    name: "e2e",
    run: async () => {
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

const results: { name: string; ok: boolean; seconds: number }[] = [];
if (!ensureDebianTools(selected.map((step) => step.name))) process.exit(1);
for (const step of selected) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const ok = await step.run();
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok) break;
}

console.log("\n=== summary ===");
for (const result of results) console.log(`${result.ok ? "ok  " : "FAIL"} ${result.name} (${result.seconds}s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === selected.length ? 0 : 1);

function exec(command: string, args: string[], extraEnv: Record<string, string> = {}): boolean {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...extraEnv } });
  return result.status === 0;
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
