// Whether `npm start` must build the app first. Plain JavaScript for Node.js: the start script (scripts/start.mjs)
// runs without tsx. Types: build-state.d.mts.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What a production build depends on: when any of these changed after it, the build is stale. */
const BUILD_INPUTS = ["src", "drizzle", "package.json", "next.config.ts", "postcss.config.mjs", "tsconfig.json"];

/** "missing" without a build, "stale" when a source file changed after it (a pull or an edit), else "current". */
export function buildState(dir = ".") {
  const buildId = path.join(dir, ".next/BUILD_ID");
  if (!existsSync(buildId)) return "missing";
  const builtAt = statSync(buildId).mtimeMs;
  const newer = (entry) => {
    if (!existsSync(entry)) return false;
    const stats = statSync(entry);
    if (stats.isFile()) return stats.mtimeMs > builtAt;
    return readdirSync(entry).some((name) => newer(path.join(entry, name)));
  };
  return BUILD_INPUTS.some((input) => newer(path.join(dir, input))) ? "stale" : "current";
}
