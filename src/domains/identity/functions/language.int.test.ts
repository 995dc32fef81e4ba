/**
 * The profile keeps a language (docs/I18N.md): the header's picker saves it with setMyLanguage, a sign-up stores
 * the request's, a sign-in brings it back into the language cookie, and the emails are written in it.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn, uniqueAddress } from "@tests/support/functions";
import { POST as authRoute } from "@/app/api/auth/[...all]/route";
import { PEER_ADDRESS_HEADER } from "@/lib/client-address";
import { LOCALE_COOKIE } from "@/lib/locales";
import { auditLog, emailOutbox, userProfiles } from "@/server/db/schema";

const db = testDb();
const PASSWORD = "language-secret";
const suffix = uniqueSuffix();

async function languageOf(email: string) {
  const [row] = await db
    .select({ language: userProfiles.language })
    .from(userProfiles)
    .where(eq(userProfiles.email, email));
  return row?.language;
}

describe("setMyLanguage (the header's language picker, signed in)", () => {
  const email = `language-own-${suffix}@example.test`;
  const neighbourEmail = `language-neighbour-${suffix}@example.test`;
  let token: string;

  beforeAll(async () => {
    await createUser(db, { email, password: PASSWORD });
    await createUser(db, { email: neighbourEmail, password: PASSWORD, profile: { language: "ms" } });
    token = await signIn(email, PASSWORD);
  });

  it("keeps the language on one's own profile and audits the change", async () => {
    const requestId = `language-${randomUUID()}`;
    const response = await callFunction(
      "setMyLanguage",
      { locale: "th" },
      { ...bearer(token), "x-request-id": requestId },
    );
    expect(await resultOf(response)).toEqual({ locale: "th" });
    expect(await languageOf(email)).toBe("th");
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
    expect(audit).toMatchObject({
      action: "setMyLanguage",
      outcome: "ok",
      actorEmail: email,
      entity: `user:${email}`,
      changes: { language: { from: null, to: "th" } },
    });
    expect(await languageOf(neighbourEmail)).toBe("ms");
  });

  it("refuses a language we do not speak with 400 and writes nothing", async () => {
    const response = await callFunction("setMyLanguage", { locale: "fr" }, bearer(token));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.status).toBe("INVALID_ARGUMENT");
    expect(error.details?.issues?.map((issue) => issue.path)).toEqual(["locale"]);
    expect(await languageOf(email)).toBe("th");
  });

  it("refuses a body naming another account, and keeps theirs", async () => {
    const response = await callFunction("setMyLanguage", { locale: "zh", email: neighbourEmail }, bearer(token));
    expect(response.status).toBe(400);
    expect(await languageOf(neighbourEmail)).toBe("ms");
    expect(await languageOf(email)).toBe("th");
  });

  it("answers 401 to a visitor who is not signed in", async () => {
    const response = await callFunction("setMyLanguage", { locale: "zh" });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).status).toBe("UNAUTHENTICATED");
  });
});

describe("a sign-up stores the request's language, and its verification email is in it", () => {
  it("from a Thai page: the profile says th and the link comes in Thai", async () => {
    const email = `language-signup-${suffix}@example.test`;
    await resultOf(
      await callFunction(
        "signUp",
        { kind: "roomer", name: "สมชาย ใจดี", email, password: PASSWORD },
        { referer: "http://localhost:3000/th/signup", "accept-language": "en-US,en;q=0.9" },
      ),
    );
    expect(await languageOf(email)).toBe("th");
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail).toMatchObject({ kind: "verify-email", subject: "ยืนยันอีเมลของคุณสำหรับ Staysia" });
    expect(mail!.text).toContain("สวัสดีคุณ สมชาย ใจดี");
    expect(mail!.text).toMatch(/ยืนยันอีเมลของฉัน https?:\/\/\S+\/api\/auth\/verify-email\?token=/);
  });

  it("from the browser's language when the page has none: Chinese", async () => {
    const email = `language-signup-zh-${suffix}@example.test`;
    await resultOf(
      await callFunction(
        "signUp",
        { kind: "roomer", name: "王小明", email, password: PASSWORD },
        { referer: "http://localhost:3000/signup", "accept-language": "zh-TW,zh;q=0.9,en;q=0.5" },
      ),
    );
    expect(await languageOf(email)).toBe("zh");
  });
});

describe("a sign-in brings the profile's language into the language cookie", () => {
  /** The log-in form's request: POST /api/auth/sign-in/email through the real route. */
  function logIn(email: string) {
    return authRoute(
      new Request("http://localhost:3000/api/auth/sign-in/email", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "http://localhost:3000",
          [PEER_ADDRESS_HEADER]: uniqueAddress(),
        },
        body: JSON.stringify({ email, password: PASSWORD, rememberMe: true }),
      }),
    );
  }
  const localeCookieOf = (response: Response) =>
    response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`));

  it("writes NEXT_LOCALE for a year, the whole site, lax, from a profile with a language", async () => {
    const email = `language-signin-${suffix}@example.test`;
    await createUser(db, { email, password: PASSWORD, profile: { language: "zh" } });
    const response = await logIn(email);
    expect(response.status).toBe(200);
    const cookie = localeCookieOf(response);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(new RegExp(`^${LOCALE_COOKIE}=zh;`));
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The session cookie is set as before.
    expect(response.headers.getSetCookie().some((value) => value.includes("session_token"))).toBe(true);
  });

  it("leaves the cookie alone for a profile without a language, and on a wrong password", async () => {
    const email = `language-signin-none-${suffix}@example.test`;
    await createUser(db, { email, password: PASSWORD });
    expect(localeCookieOf(await logIn(email))).toBeUndefined();
    const other = `language-signin-wrong-${suffix}@example.test`;
    await createUser(db, { email: other, password: "another-secret", profile: { language: "th" } });
    const refused = await logIn(other);
    expect(refused.status).toBe(401);
    expect(localeCookieOf(refused)).toBeUndefined();
  });
});
