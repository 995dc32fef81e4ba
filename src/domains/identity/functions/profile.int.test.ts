import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn, signInStatus, uniquePhone } from "@tests/support/functions";
import { auditLog, authSessions, authUsers, userProfiles } from "@/server/db/schema";

const db = testDb();
const PASSWORD = "profile-secret";
// Staff are the fixed STAFF_EMAILS; the demo seed makes the same address, so this file makes it and removes it.
const STAFF_EMAIL = "staff4@example.com";

const suffix = uniqueSuffix();
const ownerEmail = `profile-owner-${suffix}@example.test`;
const otherEmail = `profile-other-${suffix}@example.test`;
let ownerOrganisationId: string;
let otherOrganisationId: string;
let ownerToken: string;
let staffToken: string;

beforeAll(async () => {
  const ownerOrganisation = await createOrganisation(db, { name: `Profile Owner Homes ${suffix}` });
  const otherOrganisation = await createOrganisation(db, {
    name: `Profile Other Homes ${suffix}`,
    kind: "third_party_host",
  });
  ownerOrganisationId = ownerOrganisation.id;
  otherOrganisationId = otherOrganisation.id;
  await createUser(db, { email: ownerEmail, password: PASSWORD, profile: { organisationId: ownerOrganisationId } });
  await createUser(db, {
    email: otherEmail,
    password: PASSWORD,
    profile: { organisationId: otherOrganisationId, isHost: true },
  });
  await db.delete(authUsers).where(eq(authUsers.email, STAFF_EMAIL));
  await createUser(db, { email: STAFF_EMAIL, password: PASSWORD });
  ownerToken = await signIn(ownerEmail, PASSWORD);
  staffToken = await signIn(STAFF_EMAIL, PASSWORD);
});

afterAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF_EMAIL)); // cascades to its profile and sessions
});

describe("getUserProfile (SPEC.md §7 read users/{email})", () => {
  it("answers one's own profile and organisation", async () => {
    const result = await resultOf<Record<string, unknown>>(
      await callFunction("getUserProfile", { email: ownerEmail.toUpperCase() }, bearer(ownerToken)),
    );
    expect(result).toMatchObject({
      email: ownerEmail,
      emailVerified: true,
      profile: {
        email: ownerEmail,
        organisationId: ownerOrganisationId,
        enabled: true,
        isOperator: false,
        operationsUser: false,
      },
      organisation: { id: ownerOrganisationId, kind: "property_owner", enabled: true },
    });
  });

  it("refuses another user's email with 403 PERMISSION_DENIED (a function called with another user's id)", async () => {
    const response = await callFunction("getUserProfile", { email: otherEmail }, bearer(ownerToken));
    expect(response.status).toBe(403);
    const error = await errorOf(response);
    expect(error.status).toBe("PERMISSION_DENIED");
    expect(JSON.stringify(error)).not.toContain(otherOrganisationId);
  });

  it("answers the same 403 for an email that has no account (no probing who exists)", async () => {
    const response = await callFunction(
      "getUserProfile",
      { email: `nobody-${suffix}@example.test` },
      bearer(ownerToken),
    );
    expect(response.status).toBe(403);
  });

  it("lets staff read anyone, and answers 404 to staff for an unknown email", async () => {
    const result = await resultOf<Record<string, unknown>>(
      await callFunction("getUserProfile", { email: otherEmail }, bearer(staffToken)),
    );
    expect(result).toMatchObject({
      email: otherEmail,
      profile: { isHost: true },
      organisation: { id: otherOrganisationId },
    });
    const missing = await callFunction(
      "getUserProfile",
      { email: `nobody-${suffix}@example.test` },
      bearer(staffToken),
    );
    expect(missing.status).toBe(404);
  });

  it("answers 401 to a visitor", async () => {
    expect((await callFunction("getUserProfile", { email: ownerEmail })).status).toBe(401);
  });
});

describe("getOrganisation (SPEC.md §7 read organisations/{id})", () => {
  it("answers one's own organisation", async () => {
    const result = await resultOf(
      await callFunction("getOrganisation", { organisationId: ownerOrganisationId }, bearer(ownerToken)),
    );
    expect(result).toEqual({
      id: ownerOrganisationId,
      name: `Profile Owner Homes ${suffix}`,
      kind: "property_owner",
      enabled: true,
      country: "malaysia",
    });
  });

  it("refuses another organisation with 403", async () => {
    const response = await callFunction("getOrganisation", { organisationId: otherOrganisationId }, bearer(ownerToken));
    expect(response.status).toBe(403);
    expect((await errorOf(response)).status).toBe("PERMISSION_DENIED");
  });

  it("lets staff read any organisation, and answers 404 for one that does not exist", async () => {
    const result = await resultOf(
      await callFunction("getOrganisation", { organisationId: otherOrganisationId }, bearer(staffToken)),
    );
    expect(result).toMatchObject({ id: otherOrganisationId, kind: "third_party_host" });
    expect((await callFunction("getOrganisation", { organisationId: randomUUID() }, bearer(staffToken))).status).toBe(
      404,
    );
  });

  it("answers 400 to an id that is not a uuid", async () => {
    const response = await callFunction("getOrganisation", { organisationId: "lim-properties" }, bearer(ownerToken));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details?.issues?.map((issue) => issue.path)).toContain("organisationId");
  });
});

describe("updateMyProfile (/dashboard/profile)", () => {
  const email = `profile-edit-${suffix}@example.test`;
  let token: string;

  beforeAll(async () => {
    await createUser(db, { email, name: "Before Name", password: PASSWORD });
    token = await signIn(email, PASSWORD);
  });

  async function identity() {
    const [row] = await db
      .select({ name: authUsers.name, phone: authUsers.phoneNumber })
      .from(authUsers)
      .where(eq(authUsers.email, email));
    return row!;
  }

  it("saves the name and an E.164 phone, and audits who changed what", async () => {
    const phone = uniquePhone();
    const requestId = `profile-${randomUUID()}`;
    const response = await callFunction(
      "updateMyProfile",
      { name: "  After Name ", phone: `${phone.slice(0, 4)} ${phone.slice(4)}` },
      { ...bearer(token), "x-request-id": requestId },
    );
    expect(await resultOf(response)).toEqual({ name: "After Name", phone });
    expect(await identity()).toEqual({ name: "After Name", phone });

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
    expect(audit).toMatchObject({
      action: "updateMyProfile",
      outcome: "ok",
      actorEmail: email,
      entity: `user:${email}`,
      changes: { name: { from: "Before Name", to: "After Name" }, phone: { from: null, to: phone } },
    });
  });

  it("clears the phone when it is left empty", async () => {
    expect(
      await resultOf(await callFunction("updateMyProfile", { name: "After Name", phone: "" }, bearer(token))),
    ).toEqual({
      name: "After Name",
      phone: null,
    });
    expect((await identity()).phone).toBeNull();
  });

  it("refuses a malformed phone with 400 and changes nothing", async () => {
    const before = await identity();
    const response = await callFunction("updateMyProfile", { name: "Changed", phone: "012-345 6789" }, bearer(token));
    expect(response.status).toBe(400);
    const issue = (await errorOf(response)).details?.issues?.find((candidate) => candidate.path === "phone");
    expect(issue?.message).toMatch(/international format/);
    expect(await identity()).toEqual(before);
  });

  it("refuses an empty name with 400", async () => {
    const response = await callFunction("updateMyProfile", { name: "   " }, bearer(token));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details?.issues?.map((issue) => issue.path)).toContain("name");
  });

  it("refuses a phone of another account with 409 and changes nothing", async () => {
    const phone = uniquePhone();
    await createUser(db, { email: `profile-phone-${suffix}@example.test`, phoneNumber: phone });
    const before = await identity();
    const response = await callFunction("updateMyProfile", { name: "Changed", phone }, bearer(token));
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      status: "ABORTED",
      message: "This phone number belongs to another account.",
    });
    expect(await identity()).toEqual(before);
  });

  it("refuses role fields in the body (the input is strict)", async () => {
    const response = await callFunction("updateMyProfile", { name: "Sneaky", isOperator: true }, bearer(token));
    expect(response.status).toBe(400);
  });

  it("answers 401 to a visitor", async () => {
    expect((await callFunction("updateMyProfile", { name: "Visitor" })).status).toBe(401);
  });
});

describe("updateMyPartnerMemberId (/dashboard/profile, SPEC.md §3 {product}UserId)", () => {
  const email = `profile-member-${suffix}@example.test`;
  const neighbourEmail = `profile-member-neighbour-${suffix}@example.test`;
  let token: string;

  beforeAll(async () => {
    await createUser(db, { email, password: PASSWORD });
    await createUser(db, { email: neighbourEmail, password: PASSWORD, profile: { partnerMemberId: "ZZ99999999" } });
    token = await signIn(email, PASSWORD);
  });

  async function memberIdOf(of: string) {
    const [row] = await db
      .select({ partnerMemberId: userProfiles.partnerMemberId })
      .from(userProfiles)
      .where(eq(userProfiles.email, of));
    return row!.partnerMemberId;
  }

  it("saves the ID as the checkout's rule stores it, audits it, and getUserProfile answers it", async () => {
    const requestId = `member-${randomUUID()}`;
    const response = await callFunction(
      "updateMyPartnerMemberId",
      { partnerMemberId: " aa 1234-5678 " },
      { ...bearer(token), "x-request-id": requestId },
    );
    expect(await resultOf(response)).toEqual({ partnerMemberId: "AA12345678" });
    expect(await memberIdOf(email)).toBe("AA12345678");

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
    expect(audit).toMatchObject({
      action: "updateMyPartnerMemberId",
      outcome: "ok",
      actorEmail: email,
      entity: `user:${email}`,
      changes: { partnerMemberId: { from: null, to: "AA12345678" } },
    });
    const profile = await resultOf<{ profile: { partnerMemberId: string | null } }>(
      await callFunction("getUserProfile", { email }, bearer(token)),
    );
    expect(profile.profile.partnerMemberId).toBe("AA12345678");
  });

  it("refuses an ID that breaks the rule with 400 INVALID_ARGUMENT and writes nothing", async () => {
    const response = await callFunction("updateMyPartnerMemberId", { partnerMemberId: "AA-123" }, bearer(token));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.status).toBe("INVALID_ARGUMENT");
    expect(error.details?.issues).toEqual([
      { path: "partnerMemberId", message: "An AirAsia member ID is 10 letters or digits, like AA12345678." },
    ]);
    expect(await memberIdOf(email)).toBe("AA12345678");
  });

  it("changes only one's own profile: a body naming another account is refused and theirs is kept", async () => {
    const response = await callFunction(
      "updateMyPartnerMemberId",
      { email: neighbourEmail, partnerMemberId: "BB12345678" },
      bearer(token),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).status).toBe("INVALID_ARGUMENT");
    expect(await memberIdOf(neighbourEmail)).toBe("ZZ99999999");
    expect(await memberIdOf(email)).toBe("AA12345678");
  });

  it("removes the ID when the answer is blank", async () => {
    expect(
      await resultOf(await callFunction("updateMyPartnerMemberId", { partnerMemberId: "  " }, bearer(token))),
    ).toEqual({ partnerMemberId: null });
    expect(await memberIdOf(email)).toBeNull();
  });

  it("answers 401 to a visitor", async () => {
    expect((await callFunction("updateMyPartnerMemberId", { partnerMemberId: "AA12345678" })).status).toBe(401);
  });
});

describe("changeMyPassword", () => {
  const email = `profile-password-${suffix}@example.test`;
  const NEW_PASSWORD = "brand-new-secret";

  beforeAll(async () => {
    await createUser(db, { email, password: PASSWORD });
  });

  async function sessionTokens() {
    const [user] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
    return (
      await db.select({ token: authSessions.token }).from(authSessions).where(eq(authSessions.userId, user!.id))
    ).map((row) => row.token);
  }

  it("refuses a wrong current password with 400 and keeps the password", async () => {
    const token = await signIn(email, PASSWORD);
    const response = await callFunction(
      "changeMyPassword",
      { currentPassword: "not-the-password", newPassword: NEW_PASSWORD },
      bearer(token),
    );
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.status).toBe("INVALID_ARGUMENT");
    expect(error.details?.issues?.map((issue) => issue.path)).toContain("currentPassword");
    expect(await signInStatus(email, PASSWORD)).toBe(200);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(401);
  });

  it("refuses a new password of 5 characters with 400", async () => {
    const token = await signIn(email, PASSWORD);
    const response = await callFunction(
      "changeMyPassword",
      { currentPassword: PASSWORD, newPassword: "12345" },
      bearer(token),
    );
    expect(response.status).toBe(400);
    const issue = (await errorOf(response)).details?.issues?.find((candidate) => candidate.path === "newPassword");
    expect(issue?.message).toMatch(/6 characters/);
    expect(await signInStatus(email, PASSWORD)).toBe(200);
  });

  it("changes the password, signs out the other sessions and keeps the current one", async () => {
    const current = await signIn(email, PASSWORD);
    const other = await signIn(email, PASSWORD);
    const requestId = `password-${randomUUID()}`;
    const response = await callFunction(
      "changeMyPassword",
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { ...bearer(current), "x-request-id": requestId },
    );
    const result = await resultOf<{ otherSessionsSignedOut: number }>(response);
    expect(result.otherSessionsSignedOut).toBeGreaterThanOrEqual(1);

    const remaining = await sessionTokens();
    expect(remaining).toEqual([current]);
    expect(remaining).not.toContain(other);
    expect((await callFunction("getUserProfile", { email }, bearer(current))).status).toBe(200);
    expect((await callFunction("getUserProfile", { email }, bearer(other))).status).toBe(401);

    expect(await signInStatus(email, PASSWORD)).toBe(401);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);

    // The audit record says the password changed without holding either password.
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.requestId, requestId)));
    expect(audit).toMatchObject({ outcome: "ok", entity: `user:${email}`, actorEmail: email });
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it("keeps the session of the access token it was called with (the browser's way)", async () => {
    const current = await signIn(email, NEW_PASSWORD);
    const other = await signIn(email, NEW_PASSWORD);
    const { token: accessToken } = await resultOf<{ token: string }>(
      await callFunction("issueAccessToken", null, bearer(current)),
    );
    await resultOf(
      await callFunction(
        "changeMyPassword",
        { currentPassword: NEW_PASSWORD, newPassword: PASSWORD },
        bearer(accessToken),
      ),
    );
    expect(await sessionTokens()).toEqual([current]);
    expect((await callFunction("getUserProfile", { email }, bearer(accessToken))).status).toBe(200);
    expect((await callFunction("getUserProfile", { email }, bearer(other))).status).toBe(401);
    expect(await signInStatus(email, PASSWORD)).toBe(200);
  });

  it("answers 401 to a visitor", async () => {
    expect(
      (await callFunction("changeMyPassword", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status,
    ).toBe(401);
  });
});
