/**
 * The start script's database step (scripts/start.mjs runs it in a process of its own that exits when done):
 *
 *   1. validates the configuration (a bad variable stops here, named),
 *   2. with `--create-database`, makes DATABASE_URL's database when missing (the embedded server's first start),
 *   3. applies the migrations and the SQL rules,
 *   4. with DEMO_DATA, seeds the demo once (nothing in it dated after the moment of seeding: README, the demo's clock).
 *
 * What it loads to seed (the domains, drizzle, the photos it draws) goes with the process, instead of staying in the
 * start script for the life of the product (docs/PERFORMANCE.md, Memory). `--dev` validates as `npm run dev` runs.
 */
import path from "node:path";
import { EnvError, parseEnv } from "@/server/env";
import { ensureDatabase } from "./lib/embedded-postgres";
import { migrateDatabase } from "./lib/migrate";
import { seedDemoOnce } from "./lib/seed";

const say = (line: string) => console.log(`[start] ${line}`);

async function main() {
  const dev = process.argv.includes("--dev");
  const settings = parseEnv({ ...process.env, NODE_ENV: dev ? "development" : "production" });

  if (process.argv.includes("--create-database")) {
    const admin = new URL(settings.DATABASE_URL);
    const database = decodeURIComponent(admin.pathname.slice(1));
    admin.pathname = "/postgres";
    await ensureDatabase(admin.toString(), database);
  }

  say("applying migrations");
  await migrateDatabase(settings.DATABASE_URL);

  if (settings.DEMO_DATA) {
    // With STORAGE_URL the photos go to its bucket (the configured store); otherwise to the folder.
    const summary = await seedDemoOnce(
      settings.DATABASE_URL,
      settings.STORAGE_URL ? undefined : path.resolve(settings.STORAGE_DIR),
    );
    if (summary)
      say(
        `demo data seeded: ${summary.properties} properties, ${summary.bookings} bookings, ${summary.accounts} accounts`,
      );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    // A bad configuration says what to change; no stack trace is needed for it.
    if (error instanceof EnvError) console.error(error.message);
    else console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
