import { describe, expect, it } from "vitest";
import { GET as affiliateClick } from "@/app/api/affiliate-click/route";

/** docs/SECURITY.md, "Open redirects": every redirect target taken from input stays on this site. */
describe("affiliate click return target", () => {
  const click = (to: string) =>
    affiliateClick(new Request(`http://localhost:3000/api/affiliate-click?code=zzz&to=${to}`));

  it.each([
    "/%09/evil.example.com/x",
    "/%0a/evil.example.com",
    "//evil.example.com",
    "/%5Cevil.example.com",
    "https://evil.example.com/",
    "/.//evil.example.com",
  ])("sends %s home, never to another origin", async (to) => {
    const response = await click(to);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, "http://localhost:3000");
    expect(location.origin).toBe("http://localhost:3000");
    expect(location.pathname).toBe("/");
  });

  it("returns to a page of this site with its query", async () => {
    const response = await click(encodeURIComponent("/findahome?city=Penang"));
    expect(
      new URL(response.headers.get("location")!).pathname + new URL(response.headers.get("location")!).search,
    ).toBe("/findahome?city=Penang");
  });
});
