/**
 * `npm run bench:booking`: concurrent checkouts (`createBooking`, the whole path: hold, test card, capture,
 * confirmation, ledger) across 1,000 units, in this process against an embedded PostgreSQL
 * (.data/bench-booking, port 54345). Reports attempts, bookings made, refusals (dates taken), throughput,
 * latency p50/p95/p99, and the number of double bookings found afterwards by SQL (must be 0).
 *
 *   npm run bench:booking -- --seconds=30 --concurrency=16 --units=1000
 *   npm run bench:booking -- --hot       the same on 20 units, so most checkouts collide
 *   npm run bench:booking -- --smoke     2 s on 10 units (.data/bench-smoke, port 54361), then a profile of 3
 *                                        checkouts: `npm test` runs it
 *   npm run bench:booking -- --profile   checkouts one at a time (20 to warm up, then --runs=100), each statement
 *                                        timed and grouped into the checkout's steps; Node's and PostgreSQL's CPU
 *                                        per checkout (--statements: the last checkout's statements in order)
 *   --pg-port=54345 (or BENCH_PG_PORT)   the embedded PostgreSQL's port
 *
 * Only its smoke run is part of `npm test` (it must finish without an error); figures go to docs/PERFORMANCE.md
 * by hand, never into assertions.
 */
import { randomUUID } from "node:crypto";
import { appendFileSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { localSecrets, lockDataDir } from "../scripts/lib/data-dir";
import { recreateDatabase, startEmbeddedPostgres } from "../scripts/lib/embedded-postgres";
import { migrateDatabase } from "../scripts/lib/migrate";

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const hot = args.includes("--hot");
// --profile: checkouts one at a time, every statement counted and timed, grouped into the checkout's steps.
const profile = args.includes("--profile");
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
    // React's production build, as `next start` runs the server (the emails are rendered with it): its
    // development build checks every element and costs about a third of the checkout's CPU (docs/PERFORMANCE.md).
    (process.env as Record<string, string>).NODE_ENV = "production";
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

  const start = Date.parse("2027-01-04T00:00:00Z");
  /** One guest's checkout of a random flat for 1-3 nights in the 60-day window. */
  const checkout = (guest: (typeof guests)[number]) => {
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
    return createBooking(
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
  };
  if (profile) {
    await profileCheckouts(() => checkout(guests[Math.floor(Math.random() * guests.length)]!));
    await client.end();
    await (await import("@/server/db")).pool().end();
    return;
  }

  const latencies: number[] = [];
  let made = 0;
  let refused = 0;
  let failed = 0;
  const firstError: string[] = [];
  const deadline = Date.now() + seconds * 1000;
  say(`${concurrency} concurrent checkouts for ${seconds} s on ${unitCount} units (load ${load()})`);
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      let i = 0;
      while (Date.now() < deadline) {
        const guest = guests[(worker * 7 + i++) % guests.length]!;
        const t0 = performance.now();
        try {
          const outcome = await checkout(guest);
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
  // The smoke run also profiles a few checkouts, so that a broken profile fails `npm test` too; its checkouts are
  // counted by the invariants below like the others.
  if (smoke) await profileCheckouts(() => checkout(guests[Math.floor(Math.random() * guests.length)]!));
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

/**
 * CPU time (ms) the bench's own PostgreSQL has used so far: its postmaster with the children it has reaped, and
 * the backends still running (Linux /proc; null elsewhere). The bench's server is its own, so this is the checkouts'.
 */
function postgresCpuMs(): number | null {
  try {
    const postmaster = readFileSync(path.join(dir, "pg", "postmaster.pid"), "utf8")
      .split("\n")[0]!
      .trim();
    const ticks = (pid: string, withChildren: boolean) => {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      // Fields after the name: state is 0, so utime (14) is 11, stime 12, cutime 13, cstime 14.
      const own = Number(fields[11]) + Number(fields[12]);
      return withChildren ? own + Number(fields[13]) + Number(fields[14]) : own;
    };
    let total = ticks(postmaster, true);
    for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        if (readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1] === postmaster)
          total += ticks(pid, false);
      } catch {
        // The process ended meanwhile.
      }
    }
    return (total * 1000) / 100;
  } catch {
    return null;
  }
}

/** A statement as the profile saw it: its text, when it started and ended (ms from the checkout's start). */
interface Statement {
  text: string;
  start: number;
  end: number;
}

/** What a group of statements does in a checkout, named from the tables it touches. */
function stepName(texts: string[], inTransaction: boolean): string {
  const all = texts.join("\n");
  const has = (pattern: RegExp) => pattern.test(all);
  if (inTransaction) {
    if (has(/insert into "bookings"/)) return "hold (transaction)";
    if (has(/insert into "journal_entries"/)) return "settle: captured, confirm + sale (transaction)";
    if (has(/update "payments"/)) return "settle: authorised (transaction)";
    return "other transaction";
  }
  if (has(/test_gateway_charges/)) {
    if (has(/^insert/)) return "gateway: authorise (insert charge)";
    if (has(/^update/)) return "gateway: capture";
    return "gateway: read charge";
  }
  if (has(/"idempotency_key" = /) && has(/from "bookings"/)) return "idempotency check";
  if (has(/left join lateral/)) return "describe: booking and its newest payment";
  if (has(/from "payments"/) && has(/order by/)) return "describe: payment";
  if (has(/from "payments"/)) return "settle: read payment";
  if (has(/from "bookings"/)) return "describe: booking";
  return texts[0]!.slice(0, 60);
}

/**
 * --profile: checkouts one after another (nothing else running), every statement recorded by wrapping
 * `pg.Client.prototype.query`, grouped into steps (a transaction is one step; a statement outside one is its own),
 * with each step's statements, its time in the database (the statements' own time as the client saw it) and its
 * wall time (which adds the JavaScript run between its statements); and Node's CPU per checkout.
 */
async function profileCheckouts(checkout: () => Promise<unknown>) {
  const warmup = smoke ? 2 : 20;
  const runs = Number(option("runs") ?? (smoke ? 3 : 100));
  let recording: Statement[] | null = null;
  let t0 = 0;
  const original = pg.Client.prototype.query;
  // The wrapper keeps pg's own overloads: it watches the promise of a query, or its callback (the pool's own
  // `pool.query`, which Drizzle uses outside a transaction, passes one).
  pg.Client.prototype.query = function (this: pg.Client, ...params: unknown[]) {
    const list = recording;
    const first = params[0];
    const text = typeof first === "string" ? first : (first as { text?: string } | undefined)?.text;
    if (!list || !text) return (original as (...a: unknown[]) => unknown).apply(this, params);
    const statement = { text: text.replace(/\s+/g, " ").trim(), start: performance.now() - t0, end: 0 };
    list.push(statement);
    const done = () => (statement.end = performance.now() - t0);
    const last = params.length - 1;
    if (typeof params[last] === "function") {
      const callback = params[last] as (...a: unknown[]) => unknown;
      params[last] = (...a: unknown[]) => (done(), callback(...a));
      return (original as (...a: unknown[]) => unknown).apply(this, params);
    }
    const result = (original as (...a: unknown[]) => unknown).apply(this, params);
    if (result && typeof (result as Promise<unknown>).then === "function")
      (result as Promise<unknown>).then(done, done);
    return result;
  } as typeof original;

  let lastStatements: Statement[] = [];
  type Step = { name: string; statements: number; dbMs: number; wallMs: number };
  const perCheckout: { steps: Step[]; wallMs: number; cpuMs: number }[] = [];
  say(`profile: ${warmup} checkouts to warm up, then ${runs} one at a time (load ${load()})`);
  let postgresBefore: number | null = null;
  for (let i = 0; i < warmup + runs; i++) {
    if (i === warmup) postgresBefore = postgresCpuMs();
    const statements: Statement[] = [];
    const cpu = process.cpuUsage();
    t0 = performance.now();
    recording = statements;
    try {
      await checkout();
    } catch (error) {
      if ((error as { code?: string }).code !== "aborted") throw error;
      recording = null;
      continue;
    }
    recording = null;
    const wallMs = performance.now() - t0;
    const used = process.cpuUsage(cpu);
    if (i < warmup) continue;
    lastStatements = statements;
    const steps: Step[] = [];
    for (let k = 0; k < statements.length; k++) {
      const group =
        statements[k]!.text.toLowerCase() === "begin"
          ? statements.slice(k, (k = statements.findIndex((s, j) => j > k && /^(commit|rollback)$/i.test(s.text))) + 1)
          : [statements[k]!];
      const inner = group.filter((s) => !/^(begin|commit|rollback)$/i.test(s.text));
      steps.push({
        name: stepName(
          inner.map((s) => s.text),
          group.length > inner.length,
        ),
        statements: group.length,
        dbMs: group.reduce((total, s) => total + (s.end - s.start), 0),
        wallMs: group.at(-1)!.end - group[0]!.start,
      });
    }
    perCheckout.push({ steps, wallMs, cpuMs: (used.user + used.system) / 1000 });
  }
  pg.Client.prototype.query = original;
  const postgresAfter = postgresCpuMs();

  // Steps in the order of the first checkout; the others are added up by name (a name can occur more than once).
  const totals = new Map<string, Step & { count: number }>();
  for (const { steps } of perCheckout) {
    for (const step of steps) {
      const total = totals.get(step.name) ?? { ...step, statements: 0, dbMs: 0, wallMs: 0, count: 0 };
      total.statements += step.statements;
      total.dbMs += step.dbMs;
      total.wallMs += step.wallMs;
      total.count++;
      totals.set(step.name, total);
    }
  }
  const n = perCheckout.length;
  const mean = (pick: (c: (typeof perCheckout)[number]) => number) =>
    perCheckout.reduce((total, c) => total + pick(c), 0) / n;
  const statementsEach = mean((c) => c.steps.reduce((total, s) => total + s.statements, 0));
  const transactionsEach = mean((c) => c.steps.filter((s) => s.name.includes("transaction")).length);
  console.log(`\n# booking checkout profile, ${new Date().toISOString()}: ${n} checkouts one at a time`);
  console.log(`# load average at the end ${load()}`);
  console.log(
    `\nper checkout: ${mean((c) => c.wallMs).toFixed(1)} ms wall, ${mean((c) => c.cpuMs).toFixed(1)} ms of Node CPU, ` +
      `${statementsEach.toFixed(1)} statements (begin/commit included), ${transactionsEach.toFixed(1)} transactions, ` +
      `${mean((c) => c.steps.length).toFixed(1)} round-trip groups` +
      (postgresBefore !== null && postgresAfter !== null
        ? `, ${((postgresAfter - postgresBefore) / n).toFixed(1)} ms of PostgreSQL CPU`
        : ""),
  );
  console.log(`\n| step | times per checkout | statements each | ms in the database each | ms wall each |`);
  console.log(`|---|---|---|---|---|`);
  for (const [name, total] of totals) {
    console.log(
      `| ${name} | ${(total.count / n).toFixed(2)} | ${(total.statements / total.count).toFixed(1)} | ${(total.dbMs / total.count).toFixed(2)} | ${(total.wallMs / total.count).toFixed(2)} |`,
    );
  }
  const between = mean((c) => c.wallMs - c.steps.reduce((total, s) => total + s.wallMs, 0));
  console.log(`| (between steps: JavaScript, the pool) | 1 | | | ${between.toFixed(2)} |`);
  // --statements: the last checkout's statements, in order, with their times (what the table above adds up).
  if (args.includes("--statements"))
    for (const s of lastStatements)
      console.log(
        `${s.start.toFixed(2).padStart(8)} ${(s.end - s.start).toFixed(2).padStart(6)}  ${s.text.slice(0, 160)}`,
      );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
