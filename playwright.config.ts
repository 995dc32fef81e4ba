import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/lib/chromium";

const port = Number(process.env.E2E_PORT || 3100);

const CHROMIUM = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};
const MARKETPLACE_SETTINGS_SPECS = /e2e\/dashboard\/business-settings\.spec\.ts$/;
const baseURL = `http://localhost:${port}`;

/**
 * The suite runs against the production build served by the real start script, on its own data folder
 * (.data/e2e, fresh each `npm test`) and ports, so it never touches the data of `npm start`.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The timing reporter keeps each test's time, split into hooks, navigations and waits, in
  // test-results/timings.json and prints the slowest 20 (docs/TESTING.md, Profiling).
  reporter: [
    ["list"],
    ["./e2e/support/timing-reporter.ts"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace only when a test is run again after failing (CI retries once): recording one (DOM snapshots at
    // every action, a screencast) doubled the time of some tests on two cores, enough to pass 30 s. For a trace
    // of a local failure: `npx playwright test --retries 1` or `--trace retain-on-failure` (docs/TESTING.md).
    trace: "on-first-retry",
    // Browser requests carry an Origin; API requests made from tests send it too (better-auth checks it).
    extraHTTPHeaders: { Origin: baseURL },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: MARKETPLACE_SETTINGS_SPECS,
      use: CHROMIUM,
    },
    {
      // Specs that change the whole marketplace's business settings (the service fee every quote charges) run
      // after every other spec, so no spec running beside them in the other worker sees a changed price.
      // Alone: `npx playwright test --project=marketplace-settings --no-deps`.
      name: "marketplace-settings",
      testMatch: MARKETPLACE_SETTINGS_SPECS,
      dependencies: ["chromium"],
      use: CHROMIUM,
    },
  ],
  webServer: {
    // What `npm start` runs (scripts/start.mjs), without npm in between.
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      DATA_DIR: ".data/e2e",
      PORT: String(port),
      APP_URL: baseURL,
      EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT || 54340)),
      DEMO_DATA: "true",
      // Opens the mailbox API the tests read, and lets the log-in rate limit be off for the suite's many
      // sign-ins (its own test runs against the real limiter in the integration tests).
      TEST_MODE: "true",
      AUTH_RATE_LIMIT: "false",
      LOG_LEVEL: "warn",
      // No background jobs: the suite must never reach the internet (the rates refresh would fetch the ECB at
      // start) and expects the demo snapshot of exchange rates. The jobs have their integration tests.
      JOBS_ENABLED: "false",
    },
  },
});
