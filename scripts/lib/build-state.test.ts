import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildState } from "./build-state.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "build-state-"));
  dirs.push(dir);
  mkdirSync(path.join(dir, "src/app"), { recursive: true });
  writeFileSync(path.join(dir, "src/app/page.tsx"), "export default function Page() {}");
  return dir;
}

function touch(file: string, at: Date) {
  utimesSync(file, at, at);
}

describe("buildState", () => {
  it("says missing without a build, current after one, stale once a source file changes", () => {
    const dir = project();
    expect(buildState(dir)).toBe("missing");
    mkdirSync(path.join(dir, ".next"));
    writeFileSync(path.join(dir, ".next/BUILD_ID"), "abc");
    touch(path.join(dir, "src/app/page.tsx"), new Date(Date.now() - 60_000));
    expect(buildState(dir)).toBe("current");
    touch(path.join(dir, "src/app/page.tsx"), new Date(Date.now() + 60_000));
    expect(buildState(dir)).toBe("stale");
  });

  it("ignores files outside what the build reads", () => {
    const dir = project();
    mkdirSync(path.join(dir, ".next"));
    writeFileSync(path.join(dir, ".next/BUILD_ID"), "abc");
    touch(path.join(dir, "src/app/page.tsx"), new Date(Date.now() - 60_000));
    writeFileSync(path.join(dir, "README.md"), "later");
    touch(path.join(dir, "README.md"), new Date(Date.now() + 60_000));
    expect(buildState(dir)).toBe("current");
  });
});
