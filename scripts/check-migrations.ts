/**
 * `npm run lint:migrations`, part of `npm test`'s lint step: fails when the Drizzle schema (src/domains/<domain>/
 * schema.ts) and the migrations in drizzle/ disagree.
 *   1. `drizzle-kit check`: the migrations' snapshots are consistent with each other (no two migrations made from
 *      the same parent, as two branches that each generated one would).
 *   2. Generate to nothing: `drizzle-kit generate` run into a copy of drizzle/ must find no change to write. A
 *      schema edited without `npm run db:generate` fails here, with the migration it would need.
 * drizzle-kit answers 0 even when it fails (a question it cannot ask without a terminal, a schema that does not
 * load), so each step is judged by what it prints and what it writes, never by its exit code alone.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import config from "../drizzle.config";

// drizzle-kit reads the config's paths as relative to the working directory: the repository's root.
process.chdir(path.resolve(import.meta.dirname, ".."));
const DRIZZLE_KIT = path.resolve("node_modules/.bin/drizzle-kit");

function drizzleKit(args: string[]): { ok: boolean; output: string } {
  // No stdin: a question (a renamed column?) fails at once instead of waiting for an answer.
  const result = spawnSync(DRIZZLE_KIT, args, {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 120_000,
  });
  return {
    ok: result.status === 0,
    output: `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? String(result.error) : ""}`,
  };
}

/** Every file under `dir`, relative to it, with its text. */
function filesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), readFileSync(file, "utf8"));
  }
  return files;
}

let failed = false;

const check = drizzleKit(["check"]);
if (check.ok && check.output.includes("Everything's fine")) {
  console.log("drizzle-kit check: the migrations' snapshots agree");
} else {
  failed = true;
  console.error(`drizzle-kit check failed:\n${check.output}`);
}

// A copy of drizzle/ and a config that is the project's own with only `out` pointing at the copy (drizzle-kit's
// --schema flag takes one path where the config lists several).
const temp = mkdtempSync(path.join(os.tmpdir(), "staysia-drizzle-"));
const copy = path.join(temp, "out");
try {
  cpSync(config.out ?? "drizzle", copy, { recursive: true });
  const before = filesOf(copy);
  const tempConfig = path.join(temp, "drizzle.config.ts");
  writeFileSync(
    tempConfig,
    `import config from ${JSON.stringify(path.resolve("drizzle.config"))};\n` +
      // drizzle-kit reads `out` as relative to the working directory, even when it is absolute.
      `export default { ...config, out: ${JSON.stringify(path.relative(process.cwd(), copy))} };\n`,
  );
  const generate = drizzleKit(["generate", `--config=${tempConfig}`]);
  const after = existsSync(copy) ? filesOf(copy) : new Map<string, string>();
  const written = [...after].filter(([file, text]) => before.get(file) !== text).map(([file]) => file);
  if (
    generate.ok &&
    generate.output.includes("No schema changes") &&
    written.length === 0 &&
    after.size === before.size
  ) {
    console.log("drizzle-kit generate: the schema needs no new migration");
  } else {
    failed = true;
    const migrations = written.filter((file) => file.endsWith(".sql"));
    // Without drizzle-kit's count of every table's columns, which says nothing here.
    const said = generate.output
      .split("\n")
      .filter((line) => !/^(\d+ tables|\w+ \d+ columns \d+ indexes \d+ fks)$/.test(line.trim()));
    console.error(
      `The Drizzle schema and drizzle/ disagree: run \`npm run db:generate\` and commit the migration it writes.\n${said.join("\n").trim()}` +
        migrations.map((file) => `\n--- the migration it would write (${file}):\n${after.get(file)}`).join(""),
    );
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}

process.exit(failed ? 1 : 0);
