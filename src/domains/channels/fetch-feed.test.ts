import { describe, expect, it } from "vitest";
import { fetchFeed, isPrivateAddress } from "./fetch-feed";
import { feedUrlProblem } from "./inputs";

describe("isPrivateAddress", () => {
  it("treats loopback, private, link-local, CGNAT and reserved addresses as private", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });
  it("lets public addresses through", () => {
    for (const address of ["8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:1.1.1.1"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

describe("feedUrlProblem", () => {
  it("takes http and https addresses without credentials", () => {
    expect(feedUrlProblem("https://www.airbnb.com/calendar/ical/1.ics?s=abc")).toBeNull();
    expect(feedUrlProblem("http://example.com/cal")).toBeNull();
    expect(feedUrlProblem("file:///etc/passwd")).toMatch(/https:\/\//);
    expect(feedUrlProblem("javascript:alert(1)")).toMatch(/https:\/\//);
    expect(feedUrlProblem("airbnb.com/cal.ics")).toMatch(/full address/);
    expect(feedUrlProblem("https://user:pw@example.com/c.ics")).toMatch(/user name and password/);
  });
  it("refuses a private host before any request is made", async () => {
    await expect(fetchFeed("http://127.0.0.1:9/x.ics", { allowPrivate: false })).rejects.toThrow(/private network/);
    await expect(fetchFeed("http://[::1]:9/x.ics", { allowPrivate: false })).rejects.toThrow(/private network/);
  });
});
