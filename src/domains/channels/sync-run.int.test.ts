import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import type { RunView } from "@/lib/runs";
import { authUsers, channelFeeds } from "@/server/db/schema";
import { actorForUser } from "@/server/access";
import { latestFeedSyncs } from "./sync-run";

// "Sync now" as a long run (sync-run.ts) through the functions API: progress by steps, what it imported in words,
// the feed's fault as the failure's reason, and nobody else's run to start or read.
const db = testDb();
const suffix = uniqueSuffix();
const feeds = new Map<string, [number, string]>();
let server: Server;
let base: string;
let ownerToken: string;
let ownerEmail: string;
let otherToken: string;
let unitId: string;

const inDays = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).replaceAll("-", "");
};
const calendar = (uid: string, from: number, to: number) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "SUMMARY:Reserved",
    `DTSTART;VALUE=DATE:${inDays(from)}`,
    `DTEND;VALUE=DATE:${inDays(to)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");

beforeAll(async () => {
  server = createServer((request, response) => {
    const found = feeds.get(request.url ?? "");
    response.writeHead(found?.[0] ?? 404, { "content-type": "text/calendar" });
    response.end(found?.[1] ?? "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const organisation = await createOrganisation(db);
  ownerEmail = `sync-run-owner-${suffix}@example.test`;
  await createUser(db, { email: ownerEmail, profile: { organisationId: organisation.id } });
  ownerToken = await signIn(ownerEmail);
  const other = await createOrganisation(db);
  const otherEmail = `sync-run-other-${suffix}@example.test`;
  await createUser(db, { email: otherEmail, profile: { organisationId: other.id } });
  otherToken = await signIn(otherEmail);
  const { units } = await createProperty(db, { organisationId: organisation.id });
  unitId = units[0]!.id;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function addFeed(path: string): Promise<string> {
  const added = await resultOf<{ id: string }>(
    await callFunction("addChannelFeed", { unitId, name: `Site ${path}`, url: `${base}${path}` }, bearer(ownerToken)),
  );
  return added.id;
}

async function ended(id: string): Promise<RunView> {
  return vi.waitFor(
    async () => {
      const news = await resultOf<RunView>(await callFunction("getRun", { id }, bearer(ownerToken)));
      expect(["done", "failed"]).toContain(news.state);
      return news;
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe("a feed's sync as a long run", () => {
  it("ends done with what it imported, and the channel manager reads it back", async () => {
    const path = `/run-ok-${suffix}.ics`;
    feeds.set(path, [200, calendar("ok@site", 10, 13)]);
    const feedId = await addFeed(path);
    const started = await resultOf<RunView>(
      await callFunction("startChannelFeedSync", { id: feedId }, bearer(ownerToken)),
    );
    expect(started).toMatchObject({ kind: "channels.syncFeed", label: `Sync of Site ${path}` });
    const done = await ended(started.id);
    expect(done).toMatchObject({
      state: "done",
      progressDone: 3,
      progressTotal: 3,
      summary: "Synced: 1 event imported, 3 nights blocked.",
    });
    const [feed] = await db.select().from(channelFeeds).where(eq(channelFeeds.id, feedId));
    expect(feed).toMatchObject({ lastStatus: "ok", lastEventCount: 1 });

    const [user] = await db.select().from(authUsers).where(eq(authUsers.email, ownerEmail));
    const actor = await actorForUser(db, user!);
    expect((await latestFeedSyncs(db, { actor, feedIds: [feedId] }))[feedId]).toMatchObject({
      id: started.id,
      state: "done",
    });
  });

  it("fails with the feed's fault as its reason, and keeps it on the feed", async () => {
    const path = `/run-broken-${suffix}.ics`;
    feeds.set(path, [500, "oops"]);
    const feedId = await addFeed(path);
    const started = await resultOf<RunView>(
      await callFunction("startChannelFeedSync", { id: feedId }, bearer(ownerToken)),
    );
    const failed = await ended(started.id);
    expect(failed).toMatchObject({
      state: "failed",
      error: "Sync failed: The calendar site answered 500 Internal Server Error.",
      summary: "",
    });
    const [feed] = await db.select().from(channelFeeds).where(eq(channelFeeds.id, feedId));
    expect(feed).toMatchObject({ lastStatus: "error" });
  });

  it("is neither started nor read by someone outside the feed's property", async () => {
    const path = `/run-private-${suffix}.ics`;
    feeds.set(path, [200, calendar("private@site", 20, 21)]);
    const feedId = await addFeed(path);
    const refused = await callFunction("startChannelFeedSync", { id: feedId }, bearer(otherToken));
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).message).toBe("There is no such feed.");
    const started = await resultOf<RunView>(
      await callFunction("startChannelFeedSync", { id: feedId }, bearer(ownerToken)),
    );
    const peek = await callFunction("getRun", { id: started.id }, bearer(otherToken));
    expect(peek.status).toBe(403);
    await ended(started.id);
  });
});
