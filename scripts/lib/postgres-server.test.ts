import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isInitialised, postgresBinary, runningPostmaster } from "./postgres-server.mjs";

let dir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "staysia-postmaster-"));
});

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** A live process whose command line says `argv0`. */
async function liveProcess(argv0: string): Promise<number> {
  const child = spawn("sleep", ["30"], { argv0, stdio: "ignore" });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", reject);
  });
  return child.pid!;
}

const writePidFile = (pid: number) => writeFileSync(path.join(dir, "postmaster.pid"), `${pid}\n${dir}\n`);

describe("a postmaster left running on a data folder", () => {
  it("is the live postgres process its postmaster.pid names", async () => {
    const pid = await liveProcess("postgres");
    writePidFile(pid);
    expect(runningPostmaster(dir)).toBe(pid);
  });

  it("is none without a pid file, or when its process is gone or is another program with the same number", async () => {
    expect(runningPostmaster(dir)).toBeUndefined();
    writePidFile(2 ** 22 + 1); // above Linux's largest PID
    expect(runningPostmaster(dir)).toBeUndefined();
    // After a reboot the number may belong to anything: it must never be signalled as PostgreSQL.
    writePidFile(await liveProcess("sleep"));
    expect(runningPostmaster(dir)).toBeUndefined();
  });
});

it("knows an initialised folder by its PG_VERSION, and finds the platform's postgres binary", () => {
  expect(isInitialised(dir)).toBe(false);
  writeFileSync(path.join(dir, "PG_VERSION"), "18\n");
  expect(isInitialised(dir)).toBe(true);
  expect(existsSync(postgresBinary())).toBe(true);
});
