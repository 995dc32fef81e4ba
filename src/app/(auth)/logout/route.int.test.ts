import { afterEach, describe, expect, it, vi } from "vitest";
import { auth } from "@/server/auth";
import { logger } from "@/server/logger";
import { POST } from "./route";

afterEach(() => vi.restoreAllMocks());

function clearedCookies(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .filter((cookie) => /Max-Age=0/.test(cookie))
    .map((cookie) => cookie.split("=")[0]!);
}

describe("POST /logout", () => {
  it("signs out and lands on the home page with the session cookies cleared", async () => {
    const response = await POST(
      new Request("http://localhost:3000/logout", { method: "POST", headers: { origin: "http://localhost:3000" } }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(clearedCookies(response)).toEqual(
      expect.arrayContaining(["better-auth.session_token", "better-auth.session_data"]),
    );
  });

  it("logs a failure of the identity provider and still signs the browser out (SPEC.md §8)", async () => {
    vi.spyOn(auth().api, "signOut").mockRejectedValue(new Error("identity provider down"));
    const logged = vi.spyOn(logger(), "error");
    const response = await POST(
      new Request("http://localhost:3000/logout", { method: "POST", headers: { origin: "http://localhost:3000" } }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(clearedCookies(response)).toEqual(
      expect.arrayContaining(["better-auth.session_token", "__Secure-better-auth.session_token"]),
    );
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      "sign-out through the identity provider failed",
    );
  });
});
