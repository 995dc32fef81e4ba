import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirInUseError, localSecrets, lockDataDir } from "./data-dir";

let dir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "staysia-data-dir-"));
});

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** A live process that is not this one. */
async function liveProcess(): Promise<number> {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", reject);
  });
  if (child.pid === undefined) throw new Error("could not start a child process");
  return child.pid;
}

/** The PID of a process that has exited. */
async function deadProcess(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  const pid = child.pid;
  await new Promise<void>((resolve, reject) => {
    child.once("exit", () => resolve());
    child.once("error", reject);
  });
  if (pid === undefined) throw new Error("could not start a child process");
  return pid;
}

const lockFile = () => path.join(dir, "app.lock");

describe("lockDataDir", () => {
  it("takes a free folder and writes this process's PID", () => {
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), "utf8")).toBe(String(process.pid));
    release();
  });

  it("creates the folder when it does not exist", () => {
    const nested = path.join(dir, "a", "b");
    const release = lockDataDir(nested);
    expect(existsSync(path.join(nested, "app.lock"))).toBe(true);
    release();
  });

  it("removes the lock on release, and a second release does nothing", () => {
    const release = lockDataDir(dir);
    release();
    expect(existsSync(lockFile())).toBe(false);
    writeFileSync(lockFile(), "someone else's");
    release();
    expect(readFileSync(lockFile(), "utf8")).toBe("someone else's");
  });

  it("can be taken again after release", () => {
    lockDataDir(dir)();
    const release = lockDataDir(dir);
    expect(existsSync(lockFile())).toBe(true);
    release();
  });

  it("refuses a folder held by another live process, naming the PID and the folder", async () => {
    const pid = await liveProcess();
    writeFileSync(lockFile(), String(pid));

    let thrown: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataDirInUseError);
    const error = thrown as DataDirInUseError;
    expect(error.name).toBe("DataDirInUseError");
    expect(error.message).toContain(`PID ${pid}`);
    expect(error.message).toContain(dir);
    expect(error.message).toContain(`kill ${pid}`);
    // The other process's lock is left alone.
    expect(readFileSync(lockFile(), "utf8")).toBe(String(pid));
  });

  it("takes over a lock left by a process that died", async () => {
    const pid = await deadProcess();
    writeFileSync(lockFile(), String(pid));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it.each(["", "not a pid", "\n"])("takes over a lock file holding %j", (content) => {
    writeFileSync(lockFile(), content);
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), "utf8")).toBe(String(process.pid));
    release();
  });
});

describe("localSecrets", () => {
  it("creates the secrets once and returns the same ones afterwards", () => {
    const first = localSecrets(dir);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.postgresPassword.length).toBeGreaterThan(0);
    expect(first.authSecret).not.toBe(first.postgresPassword);
    expect(localSecrets(dir)).toEqual(first);
  });

  it("stores them in secrets.json, readable by the owner only", () => {
    const secrets = localSecrets(dir);
    const file = path.join(dir, "secrets.json");
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(secrets);
    if (process.platform !== "win32") expect(statSync(file).mode & 0o077).toBe(0);
  });

  it("makes different secrets for different folders", () => {
    const other = path.join(dir, "other");
    expect(localSecrets(other)).not.toEqual(localSecrets(dir));
  });

  it("uses URL-safe characters only", () => {
    const { authSecret, postgresPassword } = localSecrets(dir);
    expect(authSecret).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(postgresPassword).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
