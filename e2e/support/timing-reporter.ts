import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter";

/**
 * Where the browser suite spends its time (docs/TESTING.md, "Profiling"): for each test its duration, split into
 * hooks and fixtures (browsers, pages, beforeAll/beforeEach), navigations, web-first waits (expect, including
 * expect.poll) and other browser calls, and its log-ins (the log-in helper's step: how many, how long). Written as JSON to
 * E2E_TIMINGS (default test-results/timings.json) with the slowest tests printed at the end.
 * `npx playwright test --reporter=list,./e2e/support/timing-reporter.ts`
 */
interface Timing {
  file: string;
  title: string;
  project: string;
  worker: number;
  retry: number;
  status: string;
  startedAt: number;
  ms: number;
  hooksMs: number;
  navigationMs: number;
  expectMs: number;
  otherApiMs: number;
  logInMs: number;
  logIns: number;
}

const OUTERMOST = new Set(["hook", "fixture", "pw:api", "expect"]);

/** A step counted once: not inside another step that is counted already (a click inside a hook, an API call in an expect.poll). */
function counted(step: TestStep): boolean {
  for (let parent = step.parent; parent; parent = parent.parent)
    if (OUTERMOST.has(parent.category) || isLogIn(parent)) return false;
  return OUTERMOST.has(step.category) || isLogIn(step);
}

/** The log-in helper's own step (support/identity.ts, `logIn`): its form, its wait for the next page. */
function isLogIn(step: TestStep): boolean {
  return step.category === "test.step" && step.title.startsWith("Log in as ");
}

export default class TimingReporter implements Reporter {
  private readonly timings: Timing[] = [];
  private readonly open = new Map<TestResult, Timing>();
  /** Tests that failed at least once, with each try's first error line: printed last (see onEnd). */
  private readonly troubled = new Map<TestCase, string[]>();
  private started = Date.now();
  private readonly out = process.env.E2E_TIMINGS || "test-results/timings.json";

  onBegin() {
    this.started = Date.now();
  }

  onTestBegin(test: TestCase, result: TestResult) {
    this.open.set(result, {
      file: path.relative(process.cwd(), test.location.file),
      title: test.titlePath().slice(3).join(" › "),
      project: test.parent.project()?.name ?? "",
      worker: result.workerIndex,
      retry: result.retry,
      status: "",
      startedAt: result.startTime.getTime() - this.started,
      ms: 0,
      hooksMs: 0,
      navigationMs: 0,
      expectMs: 0,
      otherApiMs: 0,
      logInMs: 0,
      logIns: 0,
    });
  }

  onStepEnd(_test: TestCase, result: TestResult, step: TestStep) {
    const timing = this.open.get(result);
    if (!timing || !counted(step)) return;
    if (step.category === "hook" || step.category === "fixture") timing.hooksMs += step.duration;
    else if (step.category === "expect") timing.expectMs += step.duration;
    // Playwright (1.65) titles a goto "Navigate", without its URL.
    else if (/^(Navigate|Reload|Go back|Go forward|Wait for (navigation|load state|URL))\b/i.test(step.title))
      timing.navigationMs += step.duration;
    else if (isLogIn(step)) {
      timing.logInMs += step.duration;
      timing.logIns++;
    } else timing.otherApiMs += step.duration;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== "passed" && result.status !== "skipped") {
      // Colour codes out: the lines are read in CI's plain log.
      const lines = (result.error?.message ?? result.status)
        .replace(/\u001b\[[0-9;]*m/g, "")
        .split("\n")
        .filter((line) => line.trim());
      // An expect's first line says only "toBeVisible() failed": the locator and the spec's line say which.
      const locator = lines.find((line) => /^\s*Locator:/.test(line))?.trim();
      const where = result.error?.location
        ? ` (at ${path.relative(process.cwd(), result.error.location.file)}:${result.error.location.line})`
        : "";
      const tries = this.troubled.get(test) ?? [];
      tries.push(
        `try ${result.retry + 1}: ${(lines[0] ?? "").slice(0, 300)}${locator ? ` ${locator.slice(0, 200)}` : ""}${where}`,
      );
      this.troubled.set(test, tries);
    }
    const timing = this.open.get(result);
    if (!timing) return;
    this.open.delete(result);
    timing.status = result.status;
    timing.ms = result.duration;
    this.timings.push(timing);
    // Written after every test too, so a run stopped half way still leaves its figures.
    this.write("running", Date.now() - this.started);
  }

  private write(status: string, wallMs: number) {
    mkdirSync(path.dirname(this.out), { recursive: true });
    writeFileSync(
      this.out,
      JSON.stringify({ status, begunAt: new Date(this.started).toISOString(), wallMs, tests: this.timings }, null, 1),
    );
  }

  onEnd(result: FullResult) {
    const out = this.out;
    this.write(result.status, result.duration);
    if (this.timings.length === 0) return; // --list, or nothing ran
    const slowest = [...this.timings].sort((a, b) => b.ms - a.ms).slice(0, 20);
    console.log(`\nThe ${slowest.length} slowest tests (of ${this.timings.length}; all in ${out}):`);
    for (const t of slowest)
      console.log(
        `${(t.ms / 1000).toFixed(1).padStart(6)}s  hooks ${(t.hooksMs / 1000).toFixed(1)}s, navigations ` +
          `${(t.navigationMs / 1000).toFixed(1)}s, ${t.logIns} log-in ${(t.logInMs / 1000).toFixed(1)}s, expect ${(t.expectMs / 1000).toFixed(1)}s  ` +
          `${t.file} › ${t.title}`,
      );
    this.printTroubled();
  }

  /**
   * The failed and flaky tests, last of all: CI keeps only the end of a run's output, and the list reporter's
   * account of a failure comes before the slowest tests.
   */
  private printTroubled() {
    if (this.troubled.size === 0) return;
    console.log(`\nTests that failed at least once (${this.troubled.size}):`);
    for (const [test, tries] of this.troubled) {
      const location = `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`;
      console.log(
        `  ${test.outcome() === "flaky" ? "flaky " : "FAILED"} ${location} › ${test.titlePath().slice(3).join(" › ")}`,
      );
      for (const line of tries) console.log(`         ${line}`);
    }
  }
}
