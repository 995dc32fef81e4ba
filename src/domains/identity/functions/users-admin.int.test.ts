import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { auditLog, authUsers, organisations, userProfiles } from "@/server/db/schema";

const db = testDb();
const PASSWORD = "users-admin-secret";
// Staff are the fixed STAFF_EMAILS; the demo seed makes the same address, so this file makes it and removes it.
const STAFF_EMAIL = "staff3@example.com";

interface UserRow {
  email: string;
  name: string;
  enabled: boolean | null;
  isOperator: boolean | null;
  organisationName: string | null;
  partnerMemberId: string | null;
}
interface UsersPage {
  users: UserRow[];
  next: string | null;
}

const suffix = uniqueSuffix();
// Three people this file can find by a word of their own: by email, by name, and by organisation name.
const marker = `usradm${suffix}`;
const byEmail = `a-${marker}@example.test`;
const byName = `b-users-admin-${suffix}@example.test`;
const byOrganisation = `c-users-admin-${suffix}@example.test`;
const organisationName = `Zephyr ${marker} Holdings`;
const target = `target-${suffix}@example.test`;
let organisationId: string;
// The organisation that staff disable and enable below, with the signed-in user in it.
let targetOrganisationId: string;
const targetOrganisationName = `Target Homes ${suffix}`;
let userToken: string;
let staffToken: string;

beforeAll(async () => {
  const organisation = await createOrganisation(db, { name: organisationName });
  organisationId = organisation.id;
  await createUser(db, { email: byEmail, name: "Plain Person" });
  await createUser(db, { email: byName, name: `Someone ${marker.toUpperCase()} Named` });
  await createUser(db, { email: byOrganisation, name: "Org Person", profile: { organisationId } });
  targetOrganisationId = (await createOrganisation(db, { name: targetOrganisationName })).id;
  await createUser(db, { email: target, password: PASSWORD, profile: { organisationId: targetOrganisationId } });
  userToken = await signIn(target, PASSWORD);
  await db.delete(authUsers).where(eq(authUsers.email, STAFF_EMAIL));
  await createUser(db, { email: STAFF_EMAIL, password: PASSWORD });
  staffToken = await signIn(STAFF_EMAIL, PASSWORD);
});

afterAll(async () => {
  await db.delete(authUsers).where(eq(authUsers.email, STAFF_EMAIL)); // cascades to its profile and sessions
});

async function search(data: unknown): Promise<UsersPage> {
  return resultOf<UsersPage>(await callFunction("searchUsers", data, bearer(staffToken)));
}

async function profileOf(email: string) {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.email, email));
  return row!;
}

describe("staff functions refuse everyone else", () => {
  it.each([
    ["searchUsers", { query: marker }],
    ["setUserAccess", { email: byEmail, isOperator: true }],
    ["setOrganisationEnabled", { organisationId: randomUUID(), enabled: false }],
    ["getAuditTrail", { entity: `user:${byEmail}` }],
  ])("%s answers 403 to a signed-in user and 401 to a visitor", async (name, data) => {
    const response = await callFunction(name, data, bearer(userToken));
    expect(response.status).toBe(403);
    expect((await errorOf(response)).status).toBe("PERMISSION_DENIED");
    expect((await callFunction(name, data)).status).toBe(401);
  });

  it("a refused setUserAccess changes nothing", async () => {
    await callFunction("setUserAccess", { email: target, operationsUser: true }, bearer(userToken));
    expect((await profileOf(target)).operationsUser).toBe(false);
  });
});

describe("searchUsers", () => {
  it("finds people by email, name or organisation name, whatever the case", async () => {
    const page = await search({ query: marker.toUpperCase() });
    expect(page.users.map((user) => user.email)).toEqual([byEmail, byName, byOrganisation]);
    expect(page.next).toBeNull();
    expect(page.users[2]).toMatchObject({ organisationName, enabled: true });
  });

  it("finds one person by a part of the name", async () => {
    const page = await search({ query: `Someone ${marker}` });
    expect(page.users.map((user) => user.email)).toEqual([byName]);
  });

  it("finds the people of an organisation by its name", async () => {
    const page = await search({ query: organisationName });
    expect(page.users.map((user) => user.email)).toEqual([byOrganisation]);
  });

  it("treats % and _ in the query as plain characters", async () => {
    expect(
      (await search({ query: "%" })).users.every((user) =>
        `${user.email}${user.name}${user.organisationName ?? ""}`.includes("%"),
      ),
    ).toBe(true);
  });

  it("pages with next", async () => {
    const first = await search({ query: marker, limit: 2 });
    expect(first.users.map((user) => user.email)).toEqual([byEmail, byName]);
    expect(first.next).toBe(byName);
    const second = await search({ query: marker, limit: 2, after: first.next });
    expect(second.users.map((user) => user.email)).toEqual([byOrganisation]);
    expect(second.next).toBeNull();
  });

  it("shows each person's AirAsia member ID from their profile (SPEC.md §3 {product}UserId)", async () => {
    await db.update(userProfiles).set({ partnerMemberId: "AA55554444" }).where(eq(userProfiles.email, byName));
    const page = await search({ query: marker });
    expect(Object.fromEntries(page.users.map((user) => [user.email, user.partnerMemberId]))).toEqual({
      [byEmail]: null,
      [byName]: "AA55554444",
      [byOrganisation]: null,
    });
  });

  it("answers a page of everyone with no query", async () => {
    const page = await search(null);
    expect(page.users.length).toBeGreaterThan(0);
    expect(page.users.length).toBeLessThanOrEqual(25);
  });
});

describe("setUserAccess", () => {
  it("changes the flags and audits each change with who made it", async () => {
    const requestId = `access-${randomUUID()}`;
    const response = await callFunction(
      "setUserAccess",
      { email: byEmail.toUpperCase(), isOperator: true, specialType: "accountant", isHost: false },
      { ...bearer(staffToken), "x-request-id": requestId },
    );
    const result = await resultOf<{ email: string; changed: string[] }>(response);
    expect(result.email).toBe(byEmail);
    expect(result.changed.sort()).toEqual(["isOperator", "specialType"]);
    expect(await profileOf(byEmail)).toMatchObject({
      isOperator: true,
      specialType: "accountant",
      isHost: false,
      enabled: true,
    });

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
    expect(audit).toMatchObject({
      action: "setUserAccess",
      outcome: "ok",
      actorEmail: STAFF_EMAIL,
      entity: `user:${byEmail}`,
      changes: { isOperator: { from: false, to: true }, specialType: { from: null, to: "accountant" } },
    });

    const trail = await resultOf<{ actorEmail: string; action: string; changes: unknown }[]>(
      await callFunction("getAuditTrail", { entity: `user:${byEmail}` }, bearer(staffToken)),
    );
    expect(trail[0]).toMatchObject({ actorEmail: STAFF_EMAIL, action: "setUserAccess", changes: audit!.changes });
  });

  it("disables and enables a user, and clears specialType with null", async () => {
    await resultOf(
      await callFunction("setUserAccess", { email: byName, enabled: false, operationsUser: true }, bearer(staffToken)),
    );
    expect(await profileOf(byName)).toMatchObject({ enabled: false, operationsUser: true });
    await resultOf(
      await callFunction("setUserAccess", { email: byName, enabled: true, specialType: null }, bearer(staffToken)),
    );
    expect((await profileOf(byName)).enabled).toBe(true);
  });

  it("says nothing changed when the flags already hold, and audits no change", async () => {
    const requestId = `noop-${randomUUID()}`;
    const response = await callFunction(
      "setUserAccess",
      { email: byOrganisation, enabled: true },
      { ...bearer(staffToken), "x-request-id": requestId },
    );
    expect(await resultOf(response)).toEqual({ email: byOrganisation, changed: [] });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
    expect(audit?.changes ?? null).toBeNull();
  });

  it("does not let staff disable themselves (400)", async () => {
    const response = await callFunction(
      "setUserAccess",
      { email: STAFF_EMAIL.toUpperCase(), enabled: false },
      bearer(staffToken),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/your own account/);
    expect((await profileOf(STAFF_EMAIL)).enabled).toBe(true);
  });

  it("answers 404 to an unknown email", async () => {
    const response = await callFunction(
      "setUserAccess",
      { email: `nobody-${suffix}@example.test`, isHost: true },
      bearer(staffToken),
    );
    expect(response.status).toBe(404);
    expect((await errorOf(response)).status).toBe("NOT_FOUND");
  });

  it("answers 400 to an unknown specialType or an unknown field", async () => {
    expect(
      (await callFunction("setUserAccess", { email: byEmail, specialType: "admin" }, bearer(staffToken))).status,
    ).toBe(400);
    expect((await callFunction("setUserAccess", { email: byEmail, isStaff: true }, bearer(staffToken))).status).toBe(
      400,
    );
  });

  it("a user disabled by staff is refused by the functions API at once", async () => {
    const email = `disabled-later-${suffix}@example.test`;
    await createUser(db, { email, password: PASSWORD });
    const token = await signIn(email, PASSWORD);
    expect((await callFunction("getUserProfile", { email }, bearer(token))).status).toBe(200);
    await resultOf(await callFunction("setUserAccess", { email, enabled: false }, bearer(staffToken)));
    expect((await callFunction("getUserProfile", { email }, bearer(token))).status).toBe(403);
  });
});

describe("setOrganisationEnabled", () => {
  it("disables an organisation, locks its users out, and the audit trail shows it", async () => {
    expect((await callFunction("getUserProfile", { email: target }, bearer(userToken))).status).toBe(200);
    const result = await resultOf(
      await callFunction(
        "setOrganisationEnabled",
        { organisationId: targetOrganisationId, enabled: false },
        bearer(staffToken),
      ),
    );
    expect(result).toEqual({ organisationId: targetOrganisationId, name: targetOrganisationName, enabled: false });
    const [organisation] = await db.select().from(organisations).where(eq(organisations.id, targetOrganisationId));
    expect(organisation!.enabled).toBe(false);
    expect((await callFunction("getUserProfile", { email: target }, bearer(userToken))).status).toBe(403);

    const trail = await resultOf<{ actorEmail: string; action: string; changes: unknown }[]>(
      await callFunction("getAuditTrail", { entity: `organisation:${targetOrganisationId}` }, bearer(staffToken)),
    );
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorEmail: STAFF_EMAIL,
      action: "setOrganisationEnabled",
      changes: { enabled: { from: true, to: false } },
    });
  });

  it("enables it again, and the trail lists both changes newest first", async () => {
    await resultOf(
      await callFunction(
        "setOrganisationEnabled",
        { organisationId: targetOrganisationId, enabled: true },
        bearer(staffToken),
      ),
    );
    expect((await callFunction("getUserProfile", { email: target }, bearer(userToken))).status).toBe(200);
    const trail = await resultOf<{ changes: unknown }[]>(
      await callFunction("getAuditTrail", { entity: `organisation:${targetOrganisationId}` }, bearer(staffToken)),
    );
    expect(trail.map((entry) => entry.changes)).toEqual([
      { enabled: { from: false, to: true } },
      { enabled: { from: true, to: false } },
    ]);
  });

  it("answers 404 to an unknown organisation and 400 to a malformed id", async () => {
    expect(
      (
        await callFunction(
          "setOrganisationEnabled",
          { organisationId: randomUUID(), enabled: false },
          bearer(staffToken),
        )
      ).status,
    ).toBe(404);
    expect(
      (await callFunction("setOrganisationEnabled", { organisationId: "nope", enabled: false }, bearer(staffToken)))
        .status,
    ).toBe(400);
  });

  it("getAuditTrail refuses an entity of another shape", async () => {
    expect((await callFunction("getAuditTrail", { entity: "property:123" }, bearer(staffToken))).status).toBe(400);
  });
});
