import { describe, expect, it } from "vitest";
import { serverProcesses } from "./processes.mjs";

describe("WEB_CONCURRENCY", () => {
  it("is one process unless asked, one per core for auto, or the number given", () => {
    expect(serverProcesses(undefined, 8)).toBe(1);
    expect(serverProcesses("", 8)).toBe(1);
    expect(serverProcesses(" 1 ", 8)).toBe(1);
    expect(serverProcesses("auto", 2)).toBe(2);
    expect(serverProcesses("AUTO", 6)).toBe(6);
    expect(serverProcesses("3", 2)).toBe(3);
    expect(serverProcesses("32", 2)).toBe(32);
  });

  it("refuses anything else with a sentence, before anything starts", () => {
    for (const value of ["0", "33", "-1", "1.5", "two", "2 processes"])
      expect(() => serverProcesses(value, 2)).toThrow(/WEB_CONCURRENCY must be "auto" or a whole number from 1 to 32/);
  });
});
