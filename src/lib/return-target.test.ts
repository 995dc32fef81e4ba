import { describe, expect, it } from "vitest";
import { returnTarget, sameSitePath } from "./return-target";

describe("return targets (one parser for every redirect taken from input)", () => {
  it.each([
    ["/checkout?property=1&checkIn=2027-03-10", "/checkout?property=1&checkIn=2027-03-10"],
    ["/findahome?city=Penang#map", "/findahome?city=Penang#map"],
    ["/", "/"],
  ])("keeps the site path %s", (input, expected) => {
    expect(sameSitePath(input)).toBe(expected);
  });

  it.each([
    "/\t/evil.example.com/x", // a browser drops the tab: //evil.example.com/x
    "/\n/evil.example.com",
    "//evil.example/checkout",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/",
    "/.//evil.example", // parses to the path //evil.example
    "/a/..//evil.example",
    "javascript:alert(1)",
    "checkout",
    "",
    null,
    undefined,
    42,
  ])("refuses %j", (input) => {
    expect(sameSitePath(input)).toBeNull();
    expect(returnTarget(input, "/dashboard")).toBe("/dashboard");
  });

  it("accepts an absolute URL only on the site's own origin", () => {
    expect(sameSitePath("http://localhost:3000/bookings?tab=addons", "http://localhost:3000")).toBe(
      "/bookings?tab=addons",
    );
    expect(sameSitePath("http://localhost:3001/bookings", "http://localhost:3000")).toBeNull();
  });
});
