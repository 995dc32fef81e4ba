/**
 * `npm run db:backup [-- archive.tar.gz]`: archives the embedded database, the uploaded files and the local secrets
 * of DATA_DIR (default .data) while the app is stopped (scripts/lib/backup.ts says why a cold copy).
 */
import { BackupError, backupDataDir, defaultArchiveName } from "./lib/backup";
import { dataDir, DataDirInUseError } from "./lib/data-dir";

if (process.env.DATABASE_URL) {
  console.error(
    "DATABASE_URL is set: back that PostgreSQL up with its own pg_dump (pg_dump -Fc) or your provider's snapshots, " +
      "and the files with your bucket's versioning or a copy (docs/DEPLOY.md, Backups). This command is for the " +
      "embedded database of `npm start`.",
  );
  process.exit(1);
}
const archive = process.argv.slice(2).find((arg) => !arg.startsWith("-")) ?? defaultArchiveName();
try {
  const made = backupDataDir(dataDir(), archive);
  console.log(`Backed up ${made.parts.join(", ")} of ${dataDir()} to ${made.archive}`);
  console.log("The archive holds the local secrets (secrets.json): keep it as private as the data itself.");
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
