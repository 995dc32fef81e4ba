import { describe, expect, it } from "vitest";
import { isSitePath } from "./copy";

describe("return addresses after signing in", () => {
  it("are paths of this site only", () => {
    expect(isSitePath("/checkout?property=1&checkIn=2027-03-10")).toBe(true);
    expect(isSitePath("//evil.example/checkout")).toBe(false);
    expect(isSitePath("/\\evil.example")).toBe(false);
    expect(isSitePath("https://evil.example/")).toBe(false);
    expect(isSitePath("checkout")).toBe(false);
  });
});
