/**
 * `npm run bench:monthly`: the monthly runs at 1,000 properties (the aim: each month's run in ≤ 1 s, not growing
 * with history), in this process against an embedded PostgreSQL (.data/bench-monthly, port 54347, or `--port=…` /
 * BENCH_PG_PORT). The data is the statements bench's (bench/statements-data.ts) with StayInvest offerings and
 * their holders, monthly rental contracts and import feeds laid over it (bench/monthly-runs-data.ts), generated
 * once (`--regenerate` for new). Times, `--runs` times each (default 3) after one warm-up:
 *
 *   - the distribution of last month for every offering, one offering after another, each posted in its own
 *     transaction as a run posts it (postDistributionWith with the statement of accounts), then rolled back;
 *   - the rental invoicing at the end of this month (issueDueInvoices: one new invoice per live contract),
 *     in a transaction rolled back;
 *   - the sync of every feed (syncAllFeeds, as the job runs it), the calendars served by an HTTP server in this
 *     process on 127.0.0.1 (a free port); a sync changes nothing when its feed has not changed, so every run
 *     after the first does the same work. One feed in 250 answers 500 and one in 250 is not a calendar, so
 *     each run has failures to isolate.
 *
 *   npm run bench:monthly -- --runs=3
 *   npm run bench:monthly -- --only=sync --sync-concurrency=1,4,8
 *   npm run bench:monthly -- --runs=1 --warm-ups=0 --timed-offerings=20 --only=distribution,invoicing,sync
 *   npm run bench:monthly -- --smoke    4 properties, one run (.data/bench-smoke/monthly, port 54364): `npm test` runs it
 *
 * Only its smoke run is part of `npm test` (it must finish without an error); figures go to docs/PERFORMANCE.md
 * by hand, never into assertions.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { generateMonthlyData, verifyMonthlyData } from "./monthly-runs-data";
import { generateStatementsData } from "./statements-data";
import { withBenchDatabase } from "./support";

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
// --smoke: tiny data made fresh in a folder of its own, one run, so that `npm test` proves the bench still runs.
const smoke = args.includes("--smoke");
const propertyCount = Number(option("properties") ?? (smoke ? 4 : 1000));
const offeringCount = Number(option("offerings") ?? (smoke ? 2 : 200));
const holderCount = Number(option("holders") ?? (smoke ? 5 : 500));
const historyMonths = Number(option("history-months") ?? (smoke ? 2 : 12));
const runs = Number(option("runs") ?? (smoke ? 1 : 3));
const warmUps = Number(option("warm-ups") ?? 1);
// The distribution timed over the first N offerings only (the row-by-row posting took minutes for all 200).
const timedOfferings = option("timed-offerings") ? Number(option("timed-offerings")) : Infinity;
const only = option("only")?.split(",");
const regenerate = smoke || args.includes("--regenerate");
const port = Number(option("port") ?? process.env.BENCH_PG_PORT ?? (smoke ? 54364 : 54347));
const dir = path.resolve(
  smoke
    ? ".data/bench-smoke/monthly"
    : propertyCount === 1000
      ? ".data/bench-monthly"
      : `.data/bench-monthly-${propertyCount}`,
);
const began = performance.now();
const say = (line: string) => console.log(`[bench] ${((performance.now() - began) / 1000).toFixed(0)} s: ${line}`);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const DATABASE = "staysia_bench_monthly";

async function main() {
  await withBenchDatabase({ dir, port, database: DATABASE, regenerate }, run);
}

const today = new Date().toISOString().slice(0, 10);
const addMonths = (value: string, count: number) => {
  const date = new Date(`${value}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + count);
  return date.toISOString().slice(0, 7);
};
const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
const compact = (day: string) => day.replaceAll("-", "");

/**
 * A feed's calendar as booking sites publish it: one-night stays on nights the statements data never books (its
 * stays start every fourth day from the unit's first check-in and last one to three nights, so the fourth night
 * of each cycle is free), a third of those cycles per feed, from 60 days back to 400 ahead; and a block that
 * repeats every twelve days (RRULE) for a year. One feed in 100 also has a stay over one of our bookings (a
 * conflict to record).
 */
function feedCalendar(index: number, name: string, firstCheckIn: string, day: string): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:-//Bench ${name}//EN`, "CALSCALE:GREGORIAN"];
  const cycle = (on: string) => Math.round((Date.parse(on) - Date.parse(firstCheckIn)) / 86_400_000 / 4);
  const first = cycle(addDays(day, -60));
  const last = cycle(addDays(day, 400));
  const offset = name === "Airbnb" ? 0 : 1;
  for (let k = first; k <= last; k++) {
    if ((k + index + offset) % 3 !== 0) continue;
    const night = addDays(firstCheckIn, 4 * k + 3);
    lines.push(
      "BEGIN:VEVENT",
      `DTSTART;VALUE=DATE:${compact(night)}`,
      `DTEND;VALUE=DATE:${compact(addDays(night, 1))}`,
      `UID:bench-${index}-${k}@${name.toLowerCase()}.test`,
      "SUMMARY:Reserved",
      `DESCRIPTION:Reservation URL: https://${name.toLowerCase()}.test/reservations/${index}-${k}\\nPhone Number (Last 4 Digits): ${String(1000 + ((index * 37 + k) % 9000))}`,
      "END:VEVENT",
    );
  }
  const block = addDays(firstCheckIn, 4 * (first + 2 + offset) + 3);
  lines.push(
    "BEGIN:VEVENT",
    `DTSTART;VALUE=DATE:${compact(block)}`,
    `DTEND;VALUE=DATE:${compact(addDays(block, 1))}`,
    "RRULE:FREQ=DAILY;INTERVAL=12;COUNT=30",
    `UID:bench-${index}-block@${name.toLowerCase()}.test`,
    `SUMMARY:${name} (Not available)`,
    "END:VEVENT",
  );
  if (index % 100 === 0) {
    const taken = addDays(firstCheckIn, 4 * cycle(addDays(day, 30)));
    lines.push(
      "BEGIN:VEVENT",
      `DTSTART;VALUE=DATE:${compact(taken)}`,
      `DTEND;VALUE=DATE:${compact(addDays(taken, 2))}`,
      `UID:bench-${index}-double@${name.toLowerCase()}.test`,
      "SUMMARY:Reserved",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

/** Serves every feed's calendar from memory; one in 250 answers 500 and one in 250 is not a calendar. */
async function serveFeeds(client: pg.Client) {
  const { rows } = await client.query<{ id: string; name: string; first_check_in: string }>(
    `select f.id, f.name, m.first_check_in
     from channel_feeds f left join (select unit_id, min(check_in)::text as first_check_in from bookings group by unit_id) m
       on m.unit_id = f.unit_id
     order by f.id`,
  );
  const bodies = new Map<string, [number, string]>();
  rows.forEach((row, index) => {
    const body: [number, string] =
      index % 250 === 7
        ? [500, "Internal Server Error"]
        : index % 250 === 11
          ? [200, "<html><body>Calendar moved</body></html>"]
          : [200, feedCalendar(index, row.name, row.first_check_in ?? today, today)];
    bodies.set(`/feed/${row.id.replaceAll("-", "")}.ics`, body);
  });
  const server = createServer((request, response) => {
    const [status, body] = bodies.get(request.url ?? "") ?? [404, "Not found"];
    response.writeHead(status, { "content-type": "text/calendar; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: feedPort } = server.address() as AddressInfo;
  await client.query(
    `update channel_feeds set url = 'http://127.0.0.1:' || $1 || '/feed/' || replace(id::text, '-', '') || '.ics'`,
    [feedPort],
  );
  const bytes = [...bodies.values()].reduce((total, [, body]) => total + body.length, 0);
  return { server, feeds: rows.length, bytes, bodies: [...bodies.values()] };
}

interface Timed {
  name: string;
  times: number[];
  notes: string[];
}

async function run(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const {
    rows: [existing],
  } = await client.query<{ count: string }>(`select count(*) from invest_offerings where summary = 'Bench offering'`);
  const generating = Number(existing!.count) === 0;
  if (generating) {
    const started = performance.now();
    await generateStatementsData(
      client,
      {
        organisations: Math.max(1, Math.round(propertyCount / 20)),
        properties: propertyCount,
        historyDays: 730,
        today,
      },
      say,
    );
    await generateMonthlyData(
      client,
      { offerings: offeringCount, holders: holderCount, historyMonths, rentalUnitsPerProperty: 3, today },
      say,
    );
    say(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const sizes = await verifyMonthlyData(client, { balance: generating });
  say(
    `${sizes.offerings} offerings, ${sizes.subscriptions} holdings, ${sizes.payments} distribution payments posted, ${sizes.contracts} contracts, ${sizes.invoices} invoices, ${sizes.feeds} feeds, ${sizes.entries} journal entries${generating ? `; unbalanced entries: ${sizes.unbalanced}` : ""}`,
  );
  if (sizes.unbalanced > 0) throw new Error(`${sizes.unbalanced} journal entries do not balance`);

  const { db } = await import("@/server/db");
  const { sql } = await import("drizzle-orm");
  const { statementOfAccounts } = await import("@/domains/accounts/statements/queries");
  const { postDistributionWith } = await import("@/domains/invest/distribution-run");
  const { issueDueInvoices } = await import("@/domains/rentals/contracts");
  const { syncAllFeeds } = await import("@/domains/channels/sync");
  const { readFeed } = await import("@/domains/channels/read-feed");
  const staff = {
    kind: "user" as const,
    userId: "bench-staff",
    sessionId: null,
    email: "staff@bench.test",
    emailVerified: true,
    profile: null,
    organisation: null,
    role: "staff" as const,
  };
  const month = today.slice(0, 7);
  const lastMonth = addMonths(month, -1);
  class Rollback extends Error {}
  const rolledBack = async <T>(
    work: (tx: Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0]) => Promise<T>,
  ) => {
    let result: T | undefined;
    await db()
      .transaction(async (tx) => {
        result = await work(tx);
        // The checks deferred to commit (the journal's balance, per line) fire here, so that their cost is counted.
        await tx.execute(sql`set constraints all immediate`);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    return result as T;
  };

  const results: Timed[] = [];
  const measure = async (name: string, call: () => Promise<string>) => {
    if (only && !only.some((word) => name.toLowerCase().includes(word))) return;
    const timed: Timed = { name, times: [], notes: [] };
    for (let i = 0; i < warmUps; i++) {
      say(`${name}: warm-up`);
      timed.notes.push(`warm-up: ${await call()}`);
    }
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const note = await call();
      timed.times.push(performance.now() - t0);
      timed.notes.push(`run ${i + 1} at load ${load()}: ${note}`);
      say(`${name}: ${timed.times[timed.times.length - 1]!.toFixed(0)} ms (${note})`);
    }
    results.push(timed);
  };

  // The distribution of last month, offering after offering; the statement's reads timed apart (the reader is
  // what the run calls to learn the net income), the rest is the holders' query and the posting.
  const offerings = (
    await client.query<{ id: string }>(`select id from invest_offerings where summary = 'Bench offering' order by id`)
  ).rows.slice(0, timedOfferings);
  const now = new Date();
  await measure(`distribution of ${lastMonth}, ${offerings.length} offerings one after another`, async () => {
    let statementMs = 0;
    let paid = 0;
    let total = 0;
    const reader: typeof statementOfAccounts = async (...call) => {
      const t0 = performance.now();
      try {
        return await statementOfAccounts(...call);
      } finally {
        statementMs += performance.now() - t0;
      }
    };
    const perOffering: number[] = [];
    for (const offering of offerings) {
      const t0 = performance.now();
      const posted = await rolledBack((tx) =>
        postDistributionWith(reader, tx, staff, { offeringId: offering.id, month: lastMonth, now }),
      );
      perOffering.push(performance.now() - t0);
      paid += posted.preview.payments.filter((payment) => payment.amountMinor > 0).length;
      total += posted.preview.totalMinor;
    }
    perOffering.sort((a, b) => a - b);
    return `${paid} payments, ${total} minor units in all; per offering median ${perOffering[Math.floor(perOffering.length / 2)]!.toFixed(0)} ms, max ${perOffering[perOffering.length - 1]!.toFixed(0)} ms; statement reads ${statementMs.toFixed(0)} ms`;
  });

  // The end of this month: every live contract's month that began this month is due.
  const invoicingNow = new Date(`${month}-28T12:00:00Z`);
  await measure(`rental invoicing on ${invoicingNow.toISOString().slice(0, 10)}`, async () => {
    const issued = await rolledBack((tx) => issueDueInvoices(tx, { now: invoicingNow }));
    return `${issued} invoices issued`;
  });

  const { server, feeds, bytes, bodies } = await serveFeeds(client);
  // The sync's CPU alone: every calendar read (parsed, recurrences expanded, placed in the zone), no fetch or write.
  await measure(`reading all ${feeds} calendars (readFeed alone)`, async () => {
    let events = 0;
    for (const [status, body] of bodies) {
      if (status !== 200) continue;
      try {
        events += readFeed(body, "Asia/Kuala_Lumpur", today).events.length;
      } catch {
        // The one in 250 that is not a calendar.
      }
    }
    return `${events} events`;
  });
  say(`${feeds} feeds served, ${(bytes / 1024 / 1024).toFixed(1)} MB of calendars`);
  try {
    // --sync-concurrency=1,4,8: one row per bound (the code's default when not given).
    for (const concurrency of option("sync-concurrency")?.split(",").map(Number) ?? [undefined])
      await measure(`sync of all ${feeds} feeds${concurrency ? `, ${concurrency} at once` : ""}`, async () => {
        const synced = await syncAllFeeds(db(), { allowPrivate: true, ...(concurrency ? { concurrency } : {}) });
        const failed = synced.filter((result) => result.status === "error").length;
        const events = synced.reduce((sum, result) => sum + result.events, 0);
        const nights = synced.reduce((sum, result) => sum + result.blockedNights, 0);
        const conflicts = synced.reduce((sum, result) => sum + result.conflicts, 0);
        return `${synced.length - failed} ok, ${failed} failed, ${events} events, ${nights} nights blocked, ${conflicts} conflicts`;
      });
  } finally {
    server.close();
  }

  console.log(`\n# monthly runs benchmark, ${new Date().toISOString()}`);
  console.log(
    `# ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}; load average at the end ${load()}`,
  );
  console.log(
    `# ${propertyCount} properties; ${sizes.offerings} offerings with ${sizes.subscriptions} holdings and ${sizes.payments} payments posted before; ${sizes.contracts} contracts with ${sizes.invoices} invoices; ${sizes.feeds} feeds; ${sizes.entries} journal entries\n`,
  );
  console.log("| run | median ms | max ms | runs |");
  console.log("|---|---|---|---|");
  for (const timed of results) {
    const sorted = [...timed.times].sort((a, b) => a - b);
    console.log(
      `| ${timed.name} | ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} | ${sorted[sorted.length - 1]!.toFixed(0)} | ${timed.times.map((ms) => ms.toFixed(0)).join(", ")} |`,
    );
  }
  for (const timed of results) console.log(`\n${timed.name}:\n  ${timed.notes.join("\n  ")}`);
  await client.end();
  await (await import("@/server/db")).pool().end();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
