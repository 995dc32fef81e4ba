import { expect, test } from "@playwright/test";

// The functions API over real HTTP against the production server (SPEC.md §7, §8).
test.describe("functions API", () => {
  const post = (
    request: import("@playwright/test").APIRequestContext,
    name: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    request.post(`/api/functions/${name}`, {
      headers: { "content-type": "application/json", ...headers },
      // A Buffer goes on the wire as it is; Playwright would JSON-encode a string.
      data: Buffer.from(typeof body === "string" ? body : JSON.stringify(body)),
    });

  test("findListings answers {result} with listings and a next cursor that pages through them", async ({ request }) => {
    const first = await post(request, "findListings", { data: { country: "thailand", limit: 10 } });
    expect(first.status()).toBe(200);
    expect(first.headers()["x-request-id"]).toBeTruthy();
    const page1 = (await first.json()).result;
    expect(page1.listings).toHaveLength(10);
    for (const listing of page1.listings) {
      expect(listing.country).toBe("thailand");
      expect(listing.currency).toBe("THB");
    }
    const second = await post(request, "findListings", { data: { country: "thailand", limit: 10, after: page1.next } });
    const page2 = (await second.json()).result;
    expect(page2.listings).toHaveLength(5);
    expect(page2.next).toBeNull();
    const ids = new Set([...page1.listings, ...page2.listings].map((listing: { id: string }) => listing.id));
    expect(ids.size).toBe(15);
  });

  test("answers each failure with its status and a clear message", async ({ request }) => {
    const unknown = await post(request, "noSuchFunction", { data: {} });
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).error.status).toBe("NOT_FOUND");

    const notJson = await post(request, "findListings", "{not json");
    expect(notJson.status()).toBe(400);
    expect((await notJson.json()).error).toMatchObject({
      status: "INVALID_ARGUMENT",
      message: "The request body is not valid JSON.",
    });

    const extraKeys = await post(request, "findListings", { data: {}, extra: true });
    expect(extraKeys.status()).toBe(400);

    const badInput = await post(request, "findListings", { data: { country: "atlantis" } });
    expect(badInput.status()).toBe(400);
    const body = await badInput.json();
    expect(body.error.status).toBe("INVALID_ARGUMENT");
    expect(body.error.details.issues[0].path).toBe("country");

    const badToken = await post(request, "findListings", { data: {} }, { authorization: "Bearer not-a-real-token" });
    expect(badToken.status()).toBe(401);
    expect((await badToken.json()).error.status).toBe("UNAUTHENTICATED");
  });

  test("a demo account's bearer token is accepted", async ({ request }) => {
    const signIn = await request.post("/api/auth/sign-in/email", {
      data: { email: "roomer@example.com", password: "demo1234" },
    });
    expect(signIn.status()).toBe(200);
    const token = signIn.headers()["set-auth-token"];
    expect(token).toBeTruthy();
    const response = await post(request, "findListings", { data: { limit: 1 } }, { authorization: `Bearer ${token}` });
    expect(response.status()).toBe(200);
  });

  test("a wrong demo password is refused", async ({ request }) => {
    const signIn = await request.post("/api/auth/sign-in/email", {
      data: { email: "roomer@example.com", password: "wrong-password" },
    });
    expect(signIn.status()).toBe(401);
  });
});

test("health reports the app and the database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const health = await response.json();
  expect(health).toMatchObject({ status: "ok", app: { status: "ok" }, database: { status: "ok" } });
  expect(health.database.migrations).toBeGreaterThanOrEqual(2);
  expect(JSON.stringify(health)).not.toContain("postgres://");
});

test("every response carries a request id, and a caller's own id is kept", async ({ request }) => {
  const page = await request.get("/");
  expect(page.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  const mine = await request.post("/api/functions/findListings", {
    headers: { "content-type": "application/json", "x-request-id": "trace-123" },
    data: Buffer.from(JSON.stringify({ data: { limit: 1 } })),
  });
  expect(mine.headers()["x-request-id"]).toBe("trace-123");
});
