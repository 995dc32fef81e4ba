import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { callFunction, errorOf, resultOf, uniquePhone } from "@tests/support/functions";
import { auth } from "@/server/auth";
import { auditLog, authUsers, emailOutbox, organisations, userProfiles } from "@/server/db/schema";

const db = testDb();
const PASSWORD = "sign-up-secret";

function newEmail(label: string): string {
  return `signup-${label}-${uniqueSuffix()}@example.test`;
}

async function userRow(email: string) {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.email, email));
  return row ?? null;
}

async function profileRow(email: string) {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.email, email));
  return row ?? null;
}

async function emailsTo(email: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
}

async function organisationsNamed(name: string) {
  return db.select().from(organisations).where(eq(organisations.name, name));
}

/** Asserts that a refused sign-up left nothing behind for this email (and this organisation name). */
async function expectNothingWritten(email: string, organisationName?: string) {
  expect(await userRow(email)).toBeNull();
  expect(await profileRow(email)).toBeNull();
  expect(await emailsTo(email)).toHaveLength(0);
  if (organisationName) expect(await organisationsNamed(organisationName)).toHaveLength(0);
}

function verifyLinkIn(text: string): string {
  const link = /https?:\/\/\S*\/api\/auth\/verify-email\?token=\S+/.exec(text)?.[0];
  expect(link, `no verification link in: ${text}`).toBeTruthy();
  return link!;
}

describe("signUp: each kind of account (SPEC.md §2, §3)", () => {
  it("a property owner gets an unverified login, a profile with an enabled property_owner organisation and one verification email", async () => {
    const email = newEmail("owner");
    const organisationName = `Owner Homes ${uniqueSuffix()}`;
    const result = await resultOf(
      await callFunction("signUp", {
        kind: "propertyOwner",
        name: "Lim Owner",
        email,
        password: PASSWORD,
        organisationName,
        country: "thailand",
      }),
    );
    expect(result).toMatchObject({ email, kind: "propertyOwner" });

    const user = await userRow(email);
    expect(user).toMatchObject({ email, name: "Lim Owner", emailVerified: false, phoneNumber: null });
    const [organisation] = await organisationsNamed(organisationName);
    expect(organisation).toMatchObject({ kind: "property_owner", enabled: true, country: "thailand" });
    expect(result.organisationId).toBe(organisation!.id);
    expect(await profileRow(email)).toMatchObject({
      authUserId: user!.id,
      organisationId: organisation!.id,
      operationsUser: false,
      isOperator: false,
      enabled: true,
      specialType: null,
      isHost: false,
      fromPartner: null,
    });

    const emails = await emailsTo(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: "verify-email", sentAt: null });
    expect(emails[0]!.text).toContain("/api/auth/verify-email?token=");
  });

  it("a third-party host gets a third_party_host organisation and isHost", async () => {
    const email = newEmail("host");
    const organisationName = `Host Co ${uniqueSuffix()}`;
    const phone = uniquePhone();
    await resultOf(
      await callFunction("signUp", {
        kind: "thirdPartyHost",
        name: "Nur Host",
        email,
        password: PASSWORD,
        phone,
        organisationName,
      }),
    );
    const user = await userRow(email);
    expect(user).toMatchObject({ emailVerified: false, phoneNumber: phone });
    const [organisation] = await organisationsNamed(organisationName);
    expect(organisation).toMatchObject({ kind: "third_party_host", enabled: true, country: "malaysia" });
    expect(await profileRow(email)).toMatchObject({
      organisationId: organisation!.id,
      isHost: true,
      specialType: null,
      enabled: true,
    });
    expect((await emailsTo(email)).map((row) => row.kind)).toEqual(["verify-email"]);
  });

  it("a micro-investor gets specialType microInvestor and no organisation", async () => {
    const email = newEmail("micro");
    const result = await resultOf(
      await callFunction("signUp", { kind: "microInvestor", name: "Angela Micro", email, password: PASSWORD }),
    );
    expect(result.organisationId).toBeNull();
    expect((await userRow(email))?.emailVerified).toBe(false);
    expect(await profileRow(email)).toMatchObject({
      organisationId: null,
      specialType: "microInvestor",
      isHost: false,
      enabled: true,
    });
    expect((await emailsTo(email)).map((row) => row.kind)).toEqual(["verify-email"]);
  });

  it("a roomer gets a plain profile", async () => {
    const email = newEmail("roomer");
    // The email is stored as typed but in lower case.
    await resultOf(
      await callFunction("signUp", {
        kind: "roomer",
        name: "Sarah Roomer",
        email: `  ${email.toUpperCase()} `,
        password: PASSWORD,
      }),
    );
    expect((await userRow(email))?.emailVerified).toBe(false);
    expect(await profileRow(email)).toMatchObject({
      organisationId: null,
      specialType: null,
      isHost: false,
      isOperator: false,
      operationsUser: false,
      enabled: true,
    });
    expect((await emailsTo(email)).map((row) => row.kind)).toEqual(["verify-email"]);
  });

  it("following the emailed link verifies the address", async () => {
    const email = newEmail("verify");
    await resultOf(await callFunction("signUp", { kind: "roomer", name: "Verify Me", email, password: PASSWORD }));
    const [message] = await emailsTo(email);
    const link = verifyLinkIn(message!.text);
    expect(new URL(link).searchParams.get("callbackURL")).toBe("/dashboard");

    const response = await auth().handler(new Request(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
    // Signed in on the way (autoSignInAfterVerification), so the dashboard opens at once.
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("better-auth.session_token="))).toBe(
      true,
    );
    expect((await userRow(email))?.emailVerified).toBe(true);
  });

  it("a tampered link verifies nothing", async () => {
    const email = newEmail("tampered");
    await resultOf(await callFunction("signUp", { kind: "roomer", name: "Tampered", email, password: PASSWORD }));
    const [message] = await emailsTo(email);
    const link = new URL(verifyLinkIn(message!.text));
    link.searchParams.set("token", `${link.searchParams.get("token")}x`);
    const response = await auth().handler(new Request(link));
    expect(response.headers.get("location") ?? "").not.toBe("/dashboard");
    expect((await userRow(email))?.emailVerified).toBe(false);
  });

  it("audits the sign-up without the password", async () => {
    const email = newEmail("audit");
    const requestId = `signup-${randomUUID()}`;
    const response = await callFunction(
      "signUp",
      { kind: "roomer", name: "Audited", email, password: PASSWORD },
      { "x-request-id": requestId },
    );
    await resultOf(response);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
    expect(audit).toMatchObject({ action: "signUp", outcome: "ok", actorEmail: null, entity: `user:${email}` });
    expect(JSON.stringify(audit!.input)).not.toContain(PASSWORD);
  });
});

describe("signUp: bad input is refused and writes nothing (SPEC.md §5)", () => {
  it.each([
    ["a password of 5 characters", { password: "12345" }, "password", /6 characters/],
    ["a malformed phone", { phone: "0123456789" }, "phone", /international format/],
    ["a phone with letters", { phone: "+60 12 CALL ME" }, "phone", /international format/],
    ["an invalid email", { email: "not-an-email" }, "email", /valid email/],
    ["a missing organisation name for a supplier", { organisationName: undefined }, "organisationName", /business/],
    ["an unknown kind", { kind: "landlord" }, "kind", /kind of account/],
    ["an unknown country", { country: "atlantis" }, "country", /./],
  ])("%s: 400 naming the field", async (_label, override, field, message) => {
    const email = newEmail("bad");
    const organisationName = `Bad Input Homes ${uniqueSuffix()}`;
    const data = { kind: "propertyOwner", name: "Bad Input", email, password: PASSWORD, organisationName, ...override };
    const response = await callFunction("signUp", data);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.status).toBe("INVALID_ARGUMENT");
    const issue = error.details?.issues?.find((candidate) => candidate.path === field);
    expect(issue, JSON.stringify(error.details)).toBeDefined();
    expect(issue!.message).toMatch(message);
    await expectNothingWritten(email, organisationName);
  });

  it("a duplicate email answers 409 ABORTED and makes no second organisation", async () => {
    const email = newEmail("dup");
    await resultOf(
      await callFunction("signUp", {
        kind: "propertyOwner",
        name: "First",
        email,
        password: PASSWORD,
        organisationName: `First ${uniqueSuffix()}`,
      }),
    );
    const secondOrganisation = `Second ${uniqueSuffix()}`;
    const response = await callFunction("signUp", {
      kind: "propertyOwner",
      name: "Second",
      email: email.toUpperCase(),
      password: "another-password",
      organisationName: secondOrganisation,
    });
    expect(response.status).toBe(409);
    const error = await errorOf(response);
    expect(error.status).toBe("ABORTED");
    expect(error.message).toMatch(/already exists/);
    expect(await organisationsNamed(secondOrganisation)).toHaveLength(0);
    expect((await userRow(email))?.name).toBe("First");
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it("a phone number of another account answers 409 and writes nothing", async () => {
    const phone = uniquePhone();
    await resultOf(
      await callFunction("signUp", {
        kind: "roomer",
        name: "Phone One",
        email: newEmail("phone1"),
        password: PASSWORD,
        phone,
      }),
    );
    const email = newEmail("phone2");
    const response = await callFunction("signUp", {
      kind: "roomer",
      name: "Phone Two",
      email,
      password: PASSWORD,
      phone,
    });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toMatch(/phone number/);
    await expectNothingWritten(email);
  });
});

describe("signUp from a partner storefront", () => {
  it("keeps the partner a guest came from on their profile", async () => {
    const email = newEmail("partner");
    await resultOf(
      await callFunction("signUp", {
        kind: "roomer",
        name: "Air Guest",
        email,
        password: PASSWORD,
        partner: "airasia",
      }),
    );
    expect(await profileRow(email)).toMatchObject({ fromPartner: "airasia", organisationId: null });
  });

  it("refuses an unknown partner, and a partner on anything but a guest account, writing nothing", async () => {
    const unknown = newEmail("partner-unknown");
    const refused = await callFunction("signUp", {
      kind: "roomer",
      name: "Air Guest",
      email: unknown,
      password: PASSWORD,
      partner: "someairline",
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).details?.issues?.[0]).toMatchObject({
      path: "partner",
      message: "Unknown partner.",
    });
    const owner = newEmail("partner-owner");
    const ownerRefused = await callFunction("signUp", {
      kind: "propertyOwner",
      name: "Air Owner",
      email: owner,
      password: PASSWORD,
      organisationName: "Air Homes",
      partner: "airasia",
    });
    expect((await errorOf(ownerRefused)).details?.issues?.[0]).toMatchObject({
      path: "partner",
      message: "Only guest accounts come from a partner.",
    });
    expect(await userRow(unknown)).toBeNull();
    expect(await userRow(owner)).toBeNull();
  });
});

describe("signUp: role fields cannot be chosen by the caller", () => {
  it("ignores forged role fields in the body", async () => {
    const email = newEmail("forged");
    const response = await callFunction("signUp", {
      kind: "roomer",
      name: "Forged Roles",
      email,
      password: PASSWORD,
      isOperator: true,
      specialType: "accountant",
      operationsUser: true,
      enabled: false,
      isHost: true,
      fromPartner: "airasia",
      organisationId: "00000000-0000-4000-8000-000000000000",
      emailVerified: true,
    });
    await resultOf(response);
    expect((await userRow(email))?.emailVerified).toBe(false);
    expect(await profileRow(email)).toMatchObject({
      isOperator: false,
      specialType: null,
      operationsUser: false,
      enabled: true,
      isHost: false,
      fromPartner: null,
      organisationId: null,
    });
  });

  it("a forged role on a micro-investor keeps microInvestor", async () => {
    const email = newEmail("forged-micro");
    await resultOf(
      await callFunction("signUp", {
        kind: "microInvestor",
        name: "Forged Micro",
        email,
        password: PASSWORD,
        specialType: "accountant",
        isHost: true,
      }),
    );
    expect(await profileRow(email)).toMatchObject({ specialType: "microInvestor", isHost: false });
  });
});

describe("the identity provider's own sign-up endpoint", () => {
  it("is closed: POST /api/auth/sign-up/email answers an error and makes no user", async () => {
    const email = newEmail("direct");
    const response = await auth().handler(
      new Request("http://localhost:3000/api/auth/sign-up/email", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "http://localhost:3000",
          "x-forwarded-for": "198.51.100.77",
        },
        body: JSON.stringify({ email, password: PASSWORD, name: "Direct" }),
      }),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).not.toBe(429);
    expect(((await response.json()) as { message?: string }).message).toMatch(/sign up is not enabled/i);
    expect(await userRow(email)).toBeNull();
    expect(await profileRow(email)).toBeNull();
    expect(await emailsTo(email)).toHaveLength(0);
  });
});
