import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOrganisation, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { authUsers, organisations, userProfiles } from "@/server/db/schema";
import { accessChanges, liveStatus, type AccessChange } from "./live";

const db = testDb();
/** A bound on waiting for an event, so that a missing one fails the test instead of hanging it. */
const WAIT = { timeout: 10_000, interval: 20 };

describe("accessChanges (LISTEN/NOTIFY on access_changes)", () => {
  const suffix = uniqueSuffix();
  const email = `live-hub-${suffix}@example.test`;
  let organisationId: string;
  const received: AccessChange[] = [];
  let unsubscribe = () => {};

  beforeAll(async () => {
    organisationId = (await createOrganisation(db)).id;
    await createUser(db, { email, profile: { organisationId }, emailVerified: false });
    unsubscribe = accessChanges().subscribe((change) => received.push(change));
    await accessChanges().ready();
  });

  afterAll(() => unsubscribe());

  it("announces an update of a user profile", async () => {
    await db.update(userProfiles).set({ isHost: true }).where(eq(userProfiles.email, email));
    await vi.waitFor(() => expect(received).toContainEqual({ kind: "profile", email }), WAIT);
  });

  it("announces an update of an organisation", async () => {
    await db.update(organisations).set({ enabled: false }).where(eq(organisations.id, organisationId));
    await vi.waitFor(() => expect(received).toContainEqual({ kind: "organisation", id: organisationId }), WAIT);
  });

  it("announces a change of email verification as a profile change, and not other changes of the login", async () => {
    received.length = 0;
    await db.update(authUsers).set({ name: "Renamed" }).where(eq(authUsers.email, email));
    await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, email));
    await vi.waitFor(() => expect(received).toContainEqual({ kind: "profile", email }), WAIT);
    // Notifications arrive in commit order: the rename, committed first, announced nothing.
    expect(received.filter((change) => change.kind === "profile" && change.email === email)).toHaveLength(1);
  });

  it("stops telling a listener once it unsubscribes", async () => {
    const late: AccessChange[] = [];
    const unsubscribeLate = accessChanges().subscribe((change) => late.push(change));
    unsubscribeLate();
    received.length = 0;
    await db.update(userProfiles).set({ isHost: false }).where(eq(userProfiles.email, email));
    await vi.waitFor(() => expect(received).toContainEqual({ kind: "profile", email }), WAIT);
    expect(late).toEqual([]);
  });
});

describe("liveStatus().sync", () => {
  it("hands over, to callers arriving together, every notification committed before each of them called", async () => {
    const organisationId = (await createOrganisation(db)).id;
    const email = `live-sync-${uniqueSuffix()}@example.test`;
    await createUser(db, { email, profile: { organisationId } });
    const received: AccessChange[] = [];
    const unsubscribe = accessChanges().subscribe((change) => received.push(change));
    try {
      await accessChanges().ready();
      // One round trip under way; then a commit; a caller after the commit must not be answered by that trip.
      const early = liveStatus().sync();
      await db.update(userProfiles).set({ isHost: true }).where(eq(userProfiles.email, email));
      const late = Array.from({ length: 20 }, () => liveStatus().sync());
      expect(await early).toBe(true);
      expect(await Promise.all(late)).toEqual(Array(20).fill(true));
      expect(received).toContainEqual({ kind: "profile", email });
    } finally {
      unsubscribe();
    }
  });
});
