import path from "node:path";
import { startEmbeddedPostgres } from "./scripts/lib/embedded-postgres";
import { localSecrets } from "./scripts/lib/data-dir";
const dir = "/work/main/.data/bench-search";
const secrets = localSecrets(dir);
const db = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), port: 54343, password: secrets.postgresPassword, database: "staysia_bench", stopOrphan: true, log: () => {} });
console.log(db.url);
process.on("SIGTERM", () => void db.stop().then(() => process.exit(0)));
setInterval(() => {}, 1 << 30);
