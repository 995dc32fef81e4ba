import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";

/*
 * The benchmarks that need a running product (docs/PERFORMANCE.md) run small against the suite's own server,
 * so a bench that no longer runs fails `npm test` instead of rotting until someone needs its figures. What
 * they measure is never asserted: only that they finish, and the functions bench checks each answer's status.
 * The database benches' smoke runs are a step of their own in `npm test` (scripts/test.ts).
 */
test.describe("benchmarks that need the server still run", () => {
  test.describe.configure({ mode: "serial" });

  const run = (args: string[], env: Record<string, string> = {}) => {
    const result = spawnSync("node_modules/.bin/tsx", args, {
      encoding: "utf8",
      env: { ...process.env, ...env },
      timeout: 170_000,
    });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  };

  test("bench:functions, 20 calls a scenario", ({ baseURL }) => {
    test.setTimeout(60_000);
    const { status, output } = run(["bench/functions-api.ts"], {
      BENCH_URL: baseURL!,
      BENCH_REQUESTS: "20",
      BENCH_CONCURRENCY: "2",
    });
    expect(status, output).toBe(0);
    expect(output).toContain("| findListings, first page of 24 |");
  });

  test("bench:soak --smoke, a few seconds of the mix with the memory of the server's processes", ({ baseURL }) => {
    test.setTimeout(90_000);
    const { status, output } = run(["bench/soak.ts", `--url=${baseURL!}`, "--smoke"]);
    expect(status, output).toBe(0);
    expect(output).toMatch(/\| s \| visits \| load \| total \|/);
    expect(output).toContain("server");
  });

  test("bench:lighthouse --smoke, one run of each public page", ({ baseURL }) => {
    test.setTimeout(180_000);
    const { status, output } = run(["bench/lighthouse.ts", "--url", baseURL!, "--smoke"]);
    expect(status, output).toBe(0);
    expect(output).toMatch(/\/findahome run 1: performance \d+/);
  });
});
