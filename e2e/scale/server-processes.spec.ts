import path from "node:path";
import { expect, test } from "@playwright/test";
import { localSecrets } from "../../scripts/lib/data-dir";
import { freePort, startAppServer, stopChild, waitForHealth, type AppServer } from "../support/app-servers";

/**
 * Every core in use (docs/DEPLOY.md, "Server processes"): WEB_CONCURRENCY=2 serves one port from two processes of
 * the same build, kept by a primary that starts another when one stops, and stops them all on SIGTERM. On the suite's
 * own database, read only (health and a public page), jobs off.
 */
test.describe.configure({ mode: "serial" });

let server: AppServer;

/** The pids of the server processes that said they were ready, in the order they said it. */
const readyPids = () =>
  [...server.output.join("").matchAll(/\[server \d+\] ready on port \d+ in \d+ ms \(production, pid (\d+)\)/g)].map(
    (match) => Number(match[1]),
  );

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const databaseUrl =
    process.env.DATABASE_URL ??
    `postgres://postgres:${encodeURIComponent(localSecrets(path.resolve(".data/e2e")).postgresPassword)}@127.0.0.1:${Number(process.env.E2E_PG_PORT || 54340)}/staysia`;
  server = startAppServer(await freePort(), {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: localSecrets(path.resolve(".data/e2e")).authSecret,
    STORAGE_DIR: path.resolve(".data/e2e/uploads"),
    JOBS_ENABLED: "false",
    LOG_LEVEL: "warn",
    NEXT_TELEMETRY_DISABLED: "1",
    WEB_CONCURRENCY: "2",
  });
  await waitForHealth(server);
  await expect.poll(() => readyPids().length, { timeout: 120_000 }).toBe(2);
});

test.afterAll(async () => {
  if (server) await stopChild(server.child);
});

test("two processes serve one port; one that stops is replaced, and SIGTERM stops them all", async () => {
  test.setTimeout(180_000);
  expect(server.output.join("")).toContain("starting 2 server processes on one port");
  const [first, second] = readyPids();
  expect(first).not.toBe(second);
  expect(first).not.toBe(server.child.pid);

  // Both answer: a public page and health, many times over (the connections go to each in turn).
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, n) => fetch(`${server.url}${n % 2 ? "/api/health" : "/faq"}`)),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));

  // One process dies (after it had been serving for a while, so it is not a failing start): another takes its place.
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  process.kill(first!, "SIGKILL");
  await expect.poll(() => readyPids().length, { timeout: 120_000 }).toBe(3);
  expect(server.output.join("")).toContain("a server process stopped (SIGKILL): starting another");
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

  // SIGTERM to the primary stops every process, and the primary exits cleanly.
  const pids = readyPids().slice(1);
  await stopChild(server.child);
  expect(server.child.exitCode).toBe(0);
  for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
});
