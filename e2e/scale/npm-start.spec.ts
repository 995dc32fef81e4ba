import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../support/app-servers";

/**
 * `npm start` ends as a whole, and only once (scripts/start.mjs): a Ctrl+C in its terminal (SIGINT to the terminal's
 * foreground process group) or a SIGTERM to npm's process alone (a process manager's stop) stops the server, then
 * PostgreSQL, and frees the data folder; a server or a PostgreSQL that stops by itself is not restarted but stops the
 * rest, said in the log. On a data folder of its own, on free ports, with the suite's build; the demo off, so that each
 * start takes seconds.
 */
test.describe.configure({ mode: "serial" });

const DATA_DIR = path.resolve(".data/e2e-npm-start");

interface Product {
  npm: ChildProcess;
  output: string[];
  /** Resolves with npm's exit code once it has exited. */
  exited: Promise<number | null>;
  url: string;
}

/** A process that still runs: a zombie, which no parent has reaped yet, has stopped too. */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

async function startProduct(): Promise<Product> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR,
    PORT: String(port),
    APP_URL: url,
    EMBEDDED_PG_PORT: String(await freePort()),
    DEMO_DATA: "false",
    JOBS_ENABLED: "false",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL; // the embedded PostgreSQL, whatever server the suite runs on
  // A process group of its own, as a terminal gives the command it runs in the foreground.
  const npm = spawn("npm", ["start"], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  npm.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  npm.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
  for (let waited = 0; ; waited += 500) {
    if (npm.exitCode !== null) throw new Error(`npm start exited (${npm.exitCode}):\n${output.join("")}`);
    if (waited > 240_000) throw new Error(`npm start never became healthy:\n${output.join("")}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { npm, output, exited, url };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The product's processes, from its files and its log: the start script, PostgreSQL's postmaster, the server. */
function processesOf(product: Product) {
  const pidIn = (file: string) => Number.parseInt(readFileSync(path.join(DATA_DIR, file), "utf8").split("\n")[0]!, 10);
  const server = Number(
    /\[server\] ready on port \d+ in \d+ ms \(production, pid (\d+)\)/.exec(product.output.join(""))?.[1],
  );
  const pids = { startScript: pidIn("app.lock"), postmaster: pidIn("pg/postmaster.pid"), server };
  for (const pid of Object.values(pids)) expect(running(pid)).toBe(true);
  expect(pids.startScript).not.toBe(product.npm.pid);
  return pids;
}

async function expectAllGone(product: Product, pids: Record<string, number>) {
  const code = await Promise.race([
    product.exited,
    new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 60_000)),
  ]);
  expect(code, product.output.join("")).not.toBe("timeout");
  for (const [name, pid] of Object.entries(pids)) expect(running(pid), `${name} (${pid}) still runs`).toBe(false);
  // The data folder is free for the next start, and PostgreSQL shut down cleanly (it removes its pid file).
  expect(existsSync(path.join(DATA_DIR, "app.lock"))).toBe(false);
  expect(existsSync(path.join(DATA_DIR, "pg/postmaster.pid"))).toBe(false);
  return code as number | null;
}

test.beforeAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));
test.afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

test("Ctrl+C in the terminal stops the server, PostgreSQL and the start script", async () => {
  test.setTimeout(300_000);
  const product = await startProduct(); // the first start: initdb, every migration
  const pids = processesOf(product);
  process.kill(-product.npm.pid!, "SIGINT");
  await expectAllGone(product, pids);
  expect(product.output.join("")).toContain("[start] stopping (SIGINT)");
});

test("a SIGTERM to npm's process alone stops everything and exits 0", async () => {
  test.setTimeout(180_000);
  const product = await startProduct();
  const pids = processesOf(product);
  product.npm.kill("SIGTERM");
  expect(await expectAllGone(product, pids)).toBe(0);
  expect(product.output.join("")).toContain("[start] stopping (SIGTERM)");
});

test("a server that stops by itself is not restarted: PostgreSQL stops too and npm start fails", async () => {
  test.setTimeout(180_000);
  const product = await startProduct();
  const pids = processesOf(product);
  process.kill(pids.server, "SIGKILL");
  expect(await expectAllGone(product, pids)).toBe(1);
  expect(product.output.join("")).toContain("[start] the server stopped (SIGKILL): stopping PostgreSQL");
});

test("a PostgreSQL that stops by itself stops the server, said in the log", async () => {
  test.setTimeout(180_000);
  const product = await startProduct();
  const pids = processesOf(product);
  process.kill(pids.postmaster, "SIGINT"); // PostgreSQL's fast shutdown, as an administrator's pg_ctl stop
  expect(await expectAllGone(product, pids)).toBe(1);
  expect(product.output.join("")).toContain("[start] the embedded PostgreSQL stopped (exit 0): stopping the server");
});
