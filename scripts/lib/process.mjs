// Plain JavaScript for Node.js: the start script (scripts/start.mjs) runs without tsx. Types: process.d.mts.
import { existsSync, readFileSync } from "node:fs";

/** Whether a process exists (a process owned by another user, such as postgres, counts as alive). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * Whether a live process's command line contains `name`. Where /proc is missing (macOS) only whether it lives:
 * a pid file's process may be long gone and its number taken by another (after a reboot), which must never be
 * signalled in its place.
 */
export function isAliveAs(pid, name) {
  if (!isAlive(pid)) return false;
  if (!existsSync("/proc/self")) return true;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(name);
  } catch {
    return false; // it ended while we looked
  }
}
