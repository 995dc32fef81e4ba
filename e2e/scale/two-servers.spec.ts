import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, request as http, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { localSecrets } from "../../scripts/lib/data-dir";
import { recreateDatabase } from "../../scripts/lib/embedded-postgres";
import { ecbDocument } from "../../tests/support/ecb-document";
import { startFakeRatesProvider } from "../../tests/support/fake-rates-provider";
import { startS3Server } from "../../tests/support/s3-server";
import { freePort, startAppServer, stopChild, waitForHealth, type AppServer } from "../support/app-servers";
import { DEMO_PASSWORD } from "../support/identity";

/**
 * Past one machine (docs/DEPLOY.md): two production servers of the same build (each started as `npm start` starts
 * one on an external database: e2e/support/app-servers.ts) on one PostgreSQL and one S3 bucket, jobs on in both,
 * exercised only through their HTTP APIs. Whatever one server decides, the other must honour: the nights it sold,
 * the people it disabled, the schedule it ran, the files it stored, the sign-in tries it counted. The database is one
 * of its own on the suite's server (migrated and seeded once here, as an upgrade does before servers take traffic;
 * each server's start finds the migrations applied); the ports are free ones.
 */
test.describe.configure({ mode: "serial" });

const TEST_CARD = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", holder: "Scale Guest" };
const DATABASE = "staysia_scale_test";
const BUCKET = "staysia-scale";

let databaseUrl: string;
let database: pg.Client;
let servers: [AppServer, AppServer];
let startedAt: Date;
const cleanups: (() => Promise<void> | void)[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The suite's own server: DATABASE_URL's when npm test runs on one, else the embedded one the start script runs.
  const serverUrl =
    process.env.DATABASE_URL ??
    `postgres://postgres:${encodeURIComponent(localSecrets(path.resolve(".data/e2e")).postgresPassword)}@127.0.0.1:${Number(process.env.E2E_PG_PORT || 54340)}/staysia`;
  databaseUrl = await recreateDatabase(serverUrl, DATABASE);

  const folder = mkdtempSync(path.join(tmpdir(), "staysia-scale-"));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  const s3 = await startS3Server({ directory: path.join(folder, "s3"), buckets: [BUCKET] });
  cleanups.push(() => s3.stop());
  const rates = await startFakeRatesProvider({
    kind: "document",
    body: ecbDocument(new Date().toISOString().slice(0, 10), { USD: 1.08, MYR: 5.1, THB: 38.5, SGD: 1.45 }),
  });
  cleanups.push(() => rates.close());

  // Migrations and the demo run once, by one process, before any server takes traffic. The demo's photos go to a
  // folder: only the photo uploaded below needs the bucket.
  const authSecret = randomBytes(32).toString("base64url");
  const scriptEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret,
    STORAGE_DIR: path.join(folder, "seed-uploads"),
  };
  for (const script of ["scripts/migrate.ts", "scripts/seed.ts"]) {
    const result = spawnSync("node_modules/.bin/tsx", ["--conditions=react-server", script], {
      env: scriptEnv,
      encoding: "utf8",
    });
    expect(result.status, `${script}: ${result.stderr}`).toBe(0);
  }
  database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();

  const shared = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret,
    STORAGE_URL: `s3://${BUCKET}?endpoint=${encodeURIComponent(s3.endpoint)}&region=us-east-1&path-style=true`,
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
    JOBS_ENABLED: "true",
    RATES_PROVIDER_URL: rates.url,
    DEMO_DATA: "true",
    // The test speaks for many visitors through X-Forwarded-For, as a load balancer would.
    TRUSTED_PROXIES: "127.0.0.1,::1",
    AUTH_RATE_LIMIT: "true",
    // Info, for the line that says the server's jobs started.
    LOG_LEVEL: "info",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const [portA, portB] = [await freePort(), await freePort()];
  servers = [startAppServer(portA, shared), startAppServer(portB, shared)];
  await Promise.all(servers.map((server) => waitForHealth(server)));
  // Jobs start beside the first request (instrumentation): ready once both servers said so.
  await expect
    .poll(() => servers.every((server) => server.jobsStarted), {
      timeout: 120_000,
      message: `jobs started on both servers: ${servers.map((server) => server.output.join("")).join("\n")}`,
    })
    .toBe(true);
  startedAt = new Date();
});

test.afterAll(async () => {
  for (const server of servers ?? []) await stopChild(server.child);
  await database?.end().catch(() => {});
  for (const cleanup of cleanups.reverse()) await cleanup();
});

test("a stay booked through A is refused through B, and B's search stops offering it", async () => {
  const [a, b] = servers;
  const guestOnA = await signIn(a, "roomer@example.com");
  const guestOnB = await signIn(b, "roomer@example.com");
  const checkIn = daysFromToday(45);

  // One-unit places that book at once: a second booking of the same nights has nowhere to go.
  const { rows: candidates } = await database.query<{ id: string; city: string; nights: number }>(
    `select p.id, p.city, greatest(p.min_nights, 3) as nights from properties p
      where p.status = 'listed' and p.instant_book and p.nightly_rate_minor is not null
        and (select count(*) from units u where u.property_id = p.id) = 1
      order by p.city, p.id`,
  );
  let chosen: { id: string; checkOut: string; search: string } | undefined;
  for (const candidate of candidates) {
    const checkOut = daysFromToday(45 + candidate.nights);
    const search = `/findahome?city=${encodeURIComponent(candidate.city)}&checkIn=${checkIn}&checkOut=${checkOut}`;
    // Read through B first, so its cache holds the page that offers the place.
    if ((await offeredIds(b, search)).has(candidate.id)) {
      chosen = { id: candidate.id, checkOut, search };
      break;
    }
  }
  expect(chosen, "a one-unit instant place offered by B's search").toBeDefined();
  const stay = { mode: "nightly", checkIn, checkOut: chosen!.checkOut };
  const booking = (propertyId: string) => ({
    propertyId,
    stay,
    guests: 1,
    guest: { name: "Scale Guest", email: "roomer@example.com", phone: "+60123456789" },
    payment: { method: "card", card: TEST_CARD },
    idempotencyKey: randomUUID(),
  });

  const onA = await call<{ status: string }>(guestOnA, "createBooking", booking(chosen!.id));
  expect(onA.status, JSON.stringify(onA.error)).toBe(200);
  expect(onA.result!.status).toBe("confirmed");

  const onB = await call(guestOnB, "createBooking", booking(chosen!.id));
  expect(onB.status).toBe(409);
  expect(onB.error?.status).toBe("ABORTED");

  // B's cache was told by the database (search_changes): the next search there no longer offers the place.
  await expect.poll(async () => (await offeredIds(b, chosen!.search)).has(chosen!.id)).toBe(false);
});

test("a person disabled through A is sent away from the dashboard open on B", async () => {
  const [a, b] = servers;
  const staffOnA = await signIn(a, "staff1@example.com");
  const opsOnB = await signIn(b, "ops@example.com");

  const disabled = await openLive(b, opsOnB.token, async () => {
    const change = await call(staffOnA, "setUserAccess", { email: "ops@example.com", enabled: false });
    expect(change.status, JSON.stringify(change.error)).toBe(200);
  });
  expect(disabled).toContain("event: access");
  // Coming back to B's dashboard is refused at once, with no change to wait for.
  expect(await openLive(b, opsOnB.token, async () => {})).toContain("event: access");
});

/**
 * Opens a dashboard's live stream (SSE) on a server, runs `meanwhile` once it is ready, and answers what it
 * received up to the `access` event that sends the page away.
 */
async function openLive(server: AppServer, token: string, meanwhile: () => Promise<void>): Promise<string> {
  const live = new AbortController();
  const stream = await fetch(`${server.url}/api/live`, {
    headers: { authorization: `Bearer ${token}` },
    signal: live.signal,
  });
  expect(stream.status).toBe(200);
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let received = "";
  const readUntil = async (marker: string) => {
    while (!received.includes(marker)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before "${marker}": ${received}`);
      received += decoder.decode(value, { stream: true });
    }
  };
  try {
    await readUntil("retry:");
    await meanwhile();
    await readUntil("event: access");
    return received;
  } finally {
    live.abort();
  }
}

test("a photo uploaded through A is served by B", async () => {
  const [a, b] = servers;
  const ownerOnA = await signIn(a, "owner@example.com");
  const listing = await call<{ propertyId: string }>(ownerOnA, "createListing", {
    type: "studio",
    title: `Scale studio ${randomUUID().slice(0, 8)}`,
    description: "A studio made by the two-servers test, to carry a photo from one server to the other.",
    country: "malaysia",
  });
  expect(listing.status, JSON.stringify(listing.error)).toBe(200);
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#7bc4a4" } })
    .png()
    .toBuffer();
  const uploaded = await call<{ photoId: string }>(ownerOnA, "uploadListingPhoto", {
    propertyId: listing.result!.propertyId,
    contentBase64: photo.toString("base64"),
  });
  expect(uploaded.status, JSON.stringify(uploaded.error)).toBe(200);

  const served = await fetch(
    `${b.url}/api/files/properties/${listing.result!.propertyId}/photos/${uploaded.result!.photoId}-960.webp`,
  );
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/webp");
  expect(served.headers.get("cache-control")).toContain("immutable");
  const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  expect(metadata).toMatchObject({ format: "webp", width: 960 });
});

test("a sign-in limit reached through A holds on B", async () => {
  const [a, b] = servers;
  // One visitor (by the address the load balancer reports) trying wrong passwords on an unknown account.
  const visitor = { "x-forwarded-for": "203.0.113.77" };
  const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
  const tryOn = async (server: AppServer) =>
    (
      await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, ...visitor },
        body: JSON.stringify({ email, password: "not-the-password" }),
      })
    ).status;
  for (let attempt = 0; attempt < 5; attempt++) expect(await tryOn(a)).toBe(401);
  expect(await tryOn(b)).toBe(429);
});

test("each scheduled job runs once per period across both servers", async () => {
  test.setTimeout(180_000);
  // bookings.expireStale is scheduled every minute; both servers keep the schedule and both ask pg-boss's clock.
  // Wait for the first whole minute that both served, then count the runs of each minute since.
  const firstMinute = new Date(Math.ceil(startedAt.getTime() / 60_000) * 60_000);
  const perMinute = async () =>
    (
      await database.query<{ minute: Date; runs: number }>(
        `select date_trunc('minute', created_on) as minute, count(*)::int as runs from pgboss.job
          where name = 'bookings.expireStale' and created_on >= $1 group by 1 order by 1`,
        [firstMinute],
      )
    ).rows;
  expect(servers.map((server) => server.jobsStarted)).toEqual([true, true]);
  await expect
    .poll(async () => (await perMinute()).length, { timeout: 150_000, intervals: [5_000] })
    .toBeGreaterThan(0);
  for (const { runs } of await perMinute()) expect(runs).toBe(1);
});

/** Someone signed in on one server, calling its functions API with their bearer token. */
interface Caller {
  request: APIRequestContext;
  token: string;
}

async function signIn(server: AppServer, email: string): Promise<Caller> {
  const request = await http.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  const response = await request.post("/api/auth/sign-in/email", {
    data: { email, password: DEMO_PASSWORD },
    // Each person signs in as a visitor of their own, away from the sign-in limit's test address.
    headers: { "x-forwarded-for": `198.51.100.${1 + (hash(email) % 200)}` },
  });
  expect(response.status(), `sign-in of ${email} on ${server.url}`).toBe(200);
  return { request, token: response.headers()["set-auth-token"]! };
}

async function call<T>(
  caller: Caller,
  name: string,
  data: unknown,
): Promise<{ status: number; result?: T; error?: { status: string; message: string } }> {
  const response = await caller.request.post(`/api/functions/${name}`, {
    data: { data },
    headers: { authorization: `Bearer ${caller.token}` },
  });
  return { status: response.status(), ...((await response.json()) as object) };
}

/** The places a search page offers (its result links go to /products/{id}). */
async function offeredIds(server: AppServer, search: string): Promise<Set<string>> {
  const response = await fetch(`${server.url}${search}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return new Set([...html.matchAll(/\/products\/([0-9a-f-]{36})/g)].map((match) => match[1]!));
}

function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function hash(text: string): number {
  return [...text].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) >>> 0, 7);
}
