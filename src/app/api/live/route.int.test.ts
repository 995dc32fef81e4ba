import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createOrganisation, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer } from "@tests/support/functions";
import { auth } from "@/server/auth";
import { authUsers, organisations, userProfiles } from "@/server/db/schema";
import { accessChanges } from "@/server/live";
import { GET } from "./route";

const db = testDb();
const PASSWORD = "live-secret";
/** A bound on waiting for an event, so that a missing one fails the test instead of hanging it. */
const WAIT = { timeout: 10_000, interval: 20 };

// Every stream a test opens is aborted when it ends, as the browser does when the page goes away.
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** An open event stream of GET /api/live, read in the background. */
async function openStream(headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await GET(new Request("http://localhost:3000/api/live", { headers, signal: controller.signal }));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const stream = { text: "", done: false };
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      stream.text += decoder.decode(value, { stream: true });
    }
    stream.done = true;
  })();
  const close = () => controller.abort();
  cleanups.push(close);
  /** The events of one name received so far, with their data parsed. */
  const events = (name: string) =>
    stream.text
      .split("\n\n")
      .filter((block) => block.startsWith(`event: ${name}\n`))
      .map((block) => JSON.parse(block.split("\ndata: ")[1]!) as Record<string, unknown>);
  await vi.waitFor(() => expect(events("ready")).toHaveLength(1), WAIT);
  return { stream, events, close, pump };
}

async function signInCookie(email: string): Promise<string> {
  const response = await auth().api.signInEmail({ body: { email, password: PASSWORD }, asResponse: true });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("better-auth.session_token="));
  expect(cookie).toBeTruthy();
  return cookie!.split(";")[0]!;
}

async function signInToken(email: string): Promise<string> {
  const response = await auth().api.signInEmail({ body: { email, password: PASSWORD }, asResponse: true });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe("GET /api/live (Server-Sent Events)", () => {
  it("answers 401 to a visitor and to an invalid bearer token", async () => {
    expect((await GET(new Request("http://localhost:3000/api/live"))).status).toBe(401);
    expect(
      (await GET(new Request("http://localhost:3000/api/live", { headers: bearer("not-a-session") }))).status,
    ).toBe(401);
  });

  it("sends a user disabled while their connection was down to / as soon as it reconnects", async () => {
    const email = `live-reconnect-${uniqueSuffix()}@example.test`;
    await createUser(db, { email, password: PASSWORD, profile: { organisationId: (await createOrganisation(db)).id } });
    const cookie = await signInCookie(email);
    const first = await openStream({ cookie });
    expect(first.events("access")).toEqual([]);
    first.close();
    // The network drops; meanwhile staff disable the person. The browser reconnects by itself.
    await db.update(userProfiles).set({ enabled: false }).where(eq(userProfiles.email, email));
    const again = await openStream({ cookie });
    expect(again.events("access")).toEqual([{ redirectTo: "/" }]);
  });

  it("says ready, then sends the user to / once staff disable them (session cookie)", async () => {
    const email = `live-disable-${uniqueSuffix()}@example.test`;
    await createUser(db, { email, password: PASSWORD, profile: { organisationId: (await createOrganisation(db)).id } });
    const live = await openStream({ cookie: await signInCookie(email) });
    expect(live.stream.text.startsWith("retry: 2000\n\n")).toBe(true);

    await db.update(userProfiles).set({ enabled: false }).where(eq(userProfiles.email, email));
    await vi.waitFor(() => expect(live.events("access")).toEqual([{ redirectTo: "/" }]), WAIT);

    live.close();
    await live.pump;
    expect(live.stream.done).toBe(true);
  });

  it("sends the user to / once staff disable their organisation (bearer token)", async () => {
    const email = `live-org-${uniqueSuffix()}@example.test`;
    const organisationId = (await createOrganisation(db)).id;
    await createUser(db, { email, password: PASSWORD, profile: { organisationId } });
    const live = await openStream(bearer(await signInToken(email)));

    await db.update(organisations).set({ enabled: false }).where(eq(organisations.id, organisationId));
    await vi.waitFor(() => expect(live.events("access")).toEqual([{ redirectTo: "/" }]), WAIT);
  });

  it("sends the new role when a change leaves the user allowed, and ignores other people's changes", async () => {
    const suffix = uniqueSuffix();
    const email = `live-role-${suffix}@example.test`;
    const bystander = `live-bystander-${suffix}@example.test`;
    const organisationId = (await createOrganisation(db)).id;
    await createUser(db, { email, password: PASSWORD, profile: { organisationId } });
    await createUser(db, { email: bystander, profile: { organisationId: (await createOrganisation(db)).id } });
    const live = await openStream(bearer(await signInToken(email)));

    await db.update(userProfiles).set({ enabled: false }).where(eq(userProfiles.email, bystander));
    await db.update(userProfiles).set({ isOperator: true }).where(eq(userProfiles.email, email));
    await vi.waitFor(() => expect(live.events("profile")).toEqual([{ role: "operator" }]), WAIT);
    expect(live.events("access")).toEqual([]);
  });

  it("tells an unverified user's /pending page when the email is verified", async () => {
    const email = `live-verify-${uniqueSuffix()}@example.test`;
    await createUser(db, {
      email,
      password: PASSWORD,
      emailVerified: false,
      profile: { organisationId: (await createOrganisation(db)).id },
    });
    const live = await openStream(bearer(await signInToken(email)));

    await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.email, email));
    await vi.waitFor(() => expect(live.events("profile")).toEqual([{ role: "supplierOwner" }]), WAIT);
  });

  it("stops listening when the request is aborted", async () => {
    const email = `live-abort-${uniqueSuffix()}@example.test`;
    await createUser(db, { email, password: PASSWORD });
    const before = accessChanges().subscriberCount;
    const live = await openStream(bearer(await signInToken(email)));
    expect(accessChanges().subscriberCount).toBe(before + 1);
    live.close();
    await live.pump;
    expect(accessChanges().subscriberCount).toBe(before);
  });
});
