// The data folder of `npm start`: where the embedded database, uploads and local secrets live, and its lock.
// Plain JavaScript for Node.js: the start script (scripts/start.mjs) runs without tsx. Types: data-dir.d.mts;
// TypeScript importers use data-dir.ts, which re-exports this module.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isAlive } from "./process.mjs";

/** Where the embedded database, uploads and local secrets live (DATA_DIR, default .data). */
export function dataDir(env = process.env) {
  return path.resolve(env.DATA_DIR || ".data");
}

/**
 * Secrets made once per data folder, so a fresh clone runs with no account anywhere and a restart keeps
 * every session valid. Production sets AUTH_SECRET itself.
 */
export function localSecrets(dir = dataDir()) {
  const file = path.join(dir, "secrets.json");
  const existing = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const secrets = {
    authSecret: existing.authSecret ?? randomBytes(32).toString("base64url"),
    postgresPassword: existing.postgresPassword ?? randomBytes(18).toString("base64url"),
    ratesApiKey: existing.ratesApiKey ?? randomBytes(24).toString("base64url"),
  };
  // Secrets added by a newer version are written once; existing ones never change.
  if (Object.keys(existing).length !== Object.keys(secrets).length) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

export class DataDirInUseError extends Error {
  constructor(dir, pid) {
    super(
      `Another process (PID ${pid}) is already running on the data folder ${dir}.\n` +
        `Stop it first (Ctrl+C in its terminal, or kill ${pid}), or set DATA_DIR to another folder.`,
    );
    this.name = "DataDirInUseError";
  }
}

/**
 * Takes the data folder for this process. A second process on the same folder gets a clear error instead
 * of a second PostgreSQL on the same files (PostgreSQL would refuse too; this says why in plain words).
 */
export function lockDataDir(dir = dataDir()) {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, "app.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(dir, pid);
      rmSync(lockFile, { force: true }); // left by a process that died: take it over
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}
