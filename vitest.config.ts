import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  "@tests": path.resolve(import.meta.dirname, "tests"),
  // `server-only` throws outside a React Server environment; tests are that environment's stand-in.
  "server-only": path.resolve(import.meta.dirname, "tests/support/server-only.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          // Component tests (*.test.tsx) run here too, each in happy-dom by its `@vitest-environment` line.
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
          setupFiles: ["tests/support/unit-setup.ts"],
          // The files share their imported modules within a worker instead of importing React, the UI kit and the
          // catalogue again for each of ~190 files: importing was ~85 % of the tier's time (412 s → 117 s measured
          // side by side, docs/TESTING.md). What a test changes globally it undoes after itself (stubbed globals,
          // the shared router of tests/support/navigation.ts); a mock that a later file must not see goes in
          // unit-setup.ts, shared by all.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "int",
          include: ["src/**/*.int.test.ts", "tests/**/*.int.test.ts", "scripts/**/*.int.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/int-global-setup.ts"],
          setupFiles: ["tests/support/int-setup.ts"],
          // Files run in parallel, each worker on a database of its own copied from one migrated template
          // (tests/support/int-global-setup.ts); within a worker one file at a time. The tests mostly wait on
          // PostgreSQL's round trips, so two workers on two cores finish in well under the time of one (docs/TESTING.md).
          // INT_WORKERS=1 runs them one at a time.
          maxWorkers: Number(process.env.INT_WORKERS || 2),
          // A group of its own, after the unit tests' (whose worker count follows the machine's cores), so a bare
          // `vitest run` of both projects is allowed their different worker counts.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
