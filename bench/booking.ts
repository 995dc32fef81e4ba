/**
 * `npm run bench:booking`: concurrent checkouts (`createBooking`, the whole path: hold, test card, capture,
 * confirmation, ledger) across 1,000 units, in this process against an embedded PostgreSQL
 * (.data/bench-booking, port 54345). Reports attempts, bookings made, refusals (dates taken), throughput,
 * latency p50/p95/p99, and the number of double bookings found afterwards by SQL (must be 0).
 *
 *   npm run bench:booking -- --seconds=30 --concurrency=16 --units=1000
 *   npm run bench:booking -- --hot       the same on 20 units, so most checkouts collide
 *   npm run bench:booking -- --smoke     2 s on 10 units (.data/bench-smoke, port 54361): `npm test` runs it
 *   --pg-port=54345 (or BENCH_PG_PORT)   the embedded PostgreSQL's port
 *
 * Only its smoke run is part of `npm test` (it must finish without an error); figures go to docs/PERFORMANCE.md
 * by hand, never into assertions.
 */
import { randomUUID } from "node:crypto";
import { appendFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { localSecrets, lockDataDir } from "../scripts/lib/data-dir";
import { recreateDatabase, startEmbeddedPostgres } from "../scripts/lib/embedded-postgres";
import { migrateDatabase } from "../scripts/lib/migrate";

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const hot = args.includes("--hot");
// --smoke: a few seconds on tiny data in a folder of its own, so that `npm test` proves the bench still runs.
const smoke = args.includes("--smoke");
const seconds = Number(option("seconds") ?? (smoke ? 2 : 30));
const concurrency = Number(option("concurrency") ?? (smoke ? 2 : 16));
const unitCount = Number(option("units") ?? (smoke ? 10 : hot ? 20 : 1000));
const dir = path.resolve(smoke ? ".data/bench-smoke/booking" : ".data/bench-booking");
const say = (line: string) => console.log(`[bench] ${line}`);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

async function main() {
  mkdirSync(dir, { recursive: true });
  const release = lockDataDir(dir);
  const secrets = localSecrets(dir);
  const database = await startEmbeddedPostgres({
    dir: path.join(dir, "pg"),
    port: Number(option("pg-port") ?? process.env.BENCH_PG_PORT ?? (smoke ? 54361 : 54345)),
    password: secrets.postgresPassword,
    database: "postgres",
    stopOrphan: true,
    log: (line) => appendFileSync(path.join(dir, "postgres.log"), `${line}\n`),
  });
  try {
    const url = await recreateDatabase(database.url, "staysia_bench_booking");
    await migrateDatabase(url);
    // The domain code reads its settings from the environment on first use.
    process.env.DATABASE_URL = url;
    process.env.AUTH_SECRET ??= secrets.authSecret;
    process.env.LOG_LEVEL = "silent";
    await run(url);
  } finally {
    await database.stop().catch(() => {});
    release();
  }
}

async function run(url: string) {
  const { db } = await import("@/server/db");
  await import("@/domains/booking-hooks");
  const { createBooking } = await import("@/domains/bookings/checkout");
  const { TEST_CARDS } = await import("@/domains/payments");
  const client = new pg.Client({ connectionString: url });
  await client.connect();

  say(`creating ${unitCount} listed flats and 50 guests`);
  const {
    rows: [organisation],
  } = await client.query<{ id: string }>(
    `insert into organisations (name, kind) values ('Bench Stays', 'property_owner') returning id`,
  );
  const { rows: unitRows } = await client.query<{ property_id: string }>(
    `with p as (
       insert into properties (organisation_id, type, status, title, country, city, time_zone, currency, nightly_rate_minor, cleaning_fee_minor, max_guests)
       select $1, 'apartment', 'listed', 'Bench flat ' || n, 'malaysia', 'Kuala Lumpur', 'Asia/Kuala_Lumpur', 'MYR', 15000 + (n % 40) * 500, 3000, 4
       from generate_series(1, $2) n returning id)
     insert into units (property_id, name) select id, 'Entire place' from p returning property_id`,
    [organisation!.id, unitCount],
  );
  const guests = Array.from({ length: 50 }, (_, index) => ({
    id: randomUUID(),
    email: `bench-guest-${index}@example.test`,
  }));
  for (const guest of guests) {
    await client.query(
      `insert into auth_users (id, name, email, email_verified) values ($1, 'Bench Guest', $2, true)`,
      [guest.id, guest.email],
    );
  }
  const propertyIds = unitRows.map((row) => row.property_id);

  const latencies: number[] = [];
  let made = 0;
  let refused = 0;
  let failed = 0;
  const firstError: string[] = [];
  const start = Date.parse("2027-01-04T00:00:00Z");
  const deadline = Date.now() + seconds * 1000;
  say(`${concurrency} concurrent checkouts for ${seconds} s on ${unitCount} units (load ${load()})`);
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      let i = 0;
      while (Date.now() < deadline) {
        const guest = guests[(worker * 7 + i++) % guests.length]!;
        const checkIn = new Date(start + Math.floor(Math.random() * 60) * 86_400_000).toISOString().slice(0, 10);
        const checkOut = new Date(Date.parse(checkIn) + (1 + Math.floor(Math.random() * 3)) * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const actor = {
          kind: "user" as const,
          userId: guest.id,
          sessionId: null,
          email: guest.email,
          emailVerified: true,
          profile: null,
          organisation: null,
          role: "roomer" as const,
        };
        const t0 = performance.now();
        try {
          const outcome = await createBooking(
            db(),
            {
              propertyId: propertyIds[Math.floor(Math.random() * propertyIds.length)]!,
              stay: { mode: "nightly", checkIn, checkOut },
              guests: 2,
              guest: { name: "Bench Guest", email: guest.email, phone: "+60123456789" },
              payment: {
                method: "card",
                card: { number: TEST_CARDS.succeeds, expiry: "12/30", cvc: "123", holder: "Bench Guest" },
              },
              idempotencyKey: randomUUID(),
              channel: "direct",
            },
            actor,
          );
          if (outcome.status === "confirmed") made++;
          else failed++;
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === "aborted") refused++;
          else {
            failed++;
            if (firstError.length < 3) firstError.push(error instanceof Error ? error.message : String(error));
          }
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);

  const {
    rows: [doubles],
  } = await client.query<{ count: string }>(
    `select count(*) from bookings a join bookings b on a.unit_id = b.unit_id and a.id < b.id
     where a.status in ('held', 'requested', 'confirmed', 'checked_in', 'completed') and b.status in ('held', 'requested', 'confirmed', 'checked_in', 'completed')
       and daterange(a.check_in, a.check_out) && daterange(b.check_in, b.check_out)`,
  );
  const {
    rows: [ledger],
  } = await client.query<{ unbalanced: string }>(
    `select count(*) as unbalanced from (select entry_id, currency from journal_lines group by entry_id, currency having sum(amount_minor) <> 0) x`,
  );
  const {
    rows: [orphans],
  } = await client.query<{ count: string }>(
    `select count(*) from payments p join bookings b on p.payable_kind = 'booking' and b.id = p.payable_id where p.status = 'captured' and b.status not in ('confirmed', 'checked_in', 'completed')`,
  );
  await client.end();

  console.log(`\n# booking benchmark, ${new Date().toISOString()}${hot ? " (hot: few units)" : ""}`);
  console.log(
    `# ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}; load average at the end ${load()}`,
  );
  console.log(
    `\n| units | concurrency | seconds | attempts | booked | refused (taken) | failed | attempts/s | booked/s | p50 ms | p95 ms | p99 ms | double bookings | unbalanced entries | captured without a booking |`,
  );
  console.log(`|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|`);
  console.log(
    `| ${unitCount} | ${concurrency} | ${elapsed.toFixed(1)} | ${latencies.length} | ${made} | ${refused} | ${failed} | ${(latencies.length / elapsed).toFixed(1)} | ${(made / elapsed).toFixed(1)} | ${pick(50)} | ${pick(95)} | ${pick(99)} | ${doubles!.count} | ${ledger!.unbalanced} | ${orphans!.count} |`,
  );
  if (firstError.length) console.log(`\nfirst errors: ${firstError.join(" | ")}`);
  await (await import("@/server/db")).pool().end();
  // A smoke run proves the bench and the checkout still work: a failed checkout or a broken invariant fails it.
  const broken = failed + Number(doubles!.count) + Number(ledger!.unbalanced) + Number(orphans!.count);
  if (smoke && (broken > 0 || made === 0))
    throw new Error(`smoke run: ${made} booked, ${broken} failures or broken invariants`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
