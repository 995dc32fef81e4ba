import { describe, expect, it } from "vitest";
import { createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, signIn, signInStatus } from "@tests/support/functions";
import { auth } from "@/server/auth";

/** docs/SECURITY.md, "Passwords of only spaces": long enough, guarding nothing; refused wherever a password is set. */
const db = testDb();
const SPACES = "        ";

describe("a password of only spaces", () => {
  it("is refused by signUp, naming the field", async () => {
    const response = await callFunction("signUp", {
      kind: "roomer",
      name: "Blank Guest",
      email: `blank-${uniqueSuffix()}@example.test`,
      password: SPACES,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details?.issues).toEqual([
      { path: "password", message: "Your password cannot be only spaces." },
    ]);
  });

  it("is refused by changeMyPassword, and the old password still works", async () => {
    const email = `blank-change-${uniqueSuffix()}@example.test`;
    await createUser(db, { email, password: "demo1234" });
    const response = await callFunction(
      "changeMyPassword",
      { currentPassword: "demo1234", newPassword: `\t${SPACES}\n` },
      bearer(await signIn(email)),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details?.issues?.[0]?.path).toBe("newPassword");
    expect(await signInStatus(email, "demo1234")).toBe(200);
  });

  it("is refused by the identity provider's own change and reset endpoints", async () => {
    const email = `blank-provider-${uniqueSuffix()}@example.test`;
    await createUser(db, { email, password: "demo1234" });
    const token = await signIn(email);
    const change = await auth().handler(
      new Request("http://localhost:3000/api/auth/change-password", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000", ...bearer(token) },
        body: JSON.stringify({ currentPassword: "demo1234", newPassword: SPACES }),
      }),
    );
    expect(change.status).toBe(400);
    expect(await change.text()).toContain("cannot be only spaces");
    expect(await signInStatus(email, "demo1234")).toBe(200);

    const reset = await auth().handler(
      new Request("http://localhost:3000/api/auth/reset-password", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000" },
        body: JSON.stringify({ newPassword: SPACES, token: "whatever-token" }),
      }),
    );
    expect(reset.status).toBe(400);
    expect(await reset.text()).toContain("cannot be only spaces");
  });

  it("leaves passwords with spaces inside them alone", async () => {
    const response = await callFunction("signUp", {
      kind: "roomer",
      name: "Spaced Guest",
      email: `spaced-${uniqueSuffix()}@example.test`,
      password: "  a b c  ",
    });
    expect(response.status).toBe(200);
  });
});
