/**
 * `npm run db:restore -- archive.tar.gz`: unpacks a `db:backup` archive into DATA_DIR (default .data), which must
 * hold no database yet; then `npm start` serves the restored data (same secrets, same sessions).
 */
import { BackupError, restoreDataDir } from "./lib/backup";
import { dataDir, DataDirInUseError } from "./lib/data-dir";

const archive = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
if (!archive) {
  console.error("Name the archive: npm run db:restore -- backups/staysia-….tar.gz (into DATA_DIR, default .data)");
  process.exit(1);
}
try {
  restoreDataDir(archive, dataDir());
  console.log(`Restored ${archive} into ${dataDir()}: start the app with the same DATA_DIR.`);
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
