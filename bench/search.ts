/**
 * `npm run bench:search`: the guest search (`searchListings`) on 100,000 properties with a year of bookings
 * and closed days, through the production server, next to the same server's `/api/health`.
 *
 *   npm run bench:search                       embedded PostgreSQL in .data/bench-search (port 54343), data
 *                                              generated on the first run, then EXPLAIN and the HTTP runs
 *   npm run bench:search -- --regenerate       generate the data again
 *   npm run bench:search -- --database-url=postgres://…   (or BENCH_DATABASE_URL) an external server instead;
 *                                              its catalogue, bookings and rates are REPLACED by the data set
 *   options: --properties=100000 --duration=20 (seconds per scenario) --connections=8
 *            --no-explain, --no-direct (searchListings in this process), --no-http (the server runs),
 *            --no-build (serve the build there is, even when the code is newer)
 *            --pg-port=54343 (or BENCH_PG_PORT) the embedded PostgreSQL's port, so parallel checkouts don't collide
 *            --cache=both|off|on  the HTTP runs with the server's search cache off (SEARCH_CACHE=off: every search
 *            goes to the database), on, or both (default); with it on, the headline search is also run while a
 *            writer books and cancels stays in the scenarios' cities, --writes=0.5,5 a second (one run each),
 *            so the cache is invalidated as it would be by guests booking
 *
 *            --writer=0.5  stays booked a second by the same writer during the in-process timings and the cache-off
 *            HTTP runs (0: none; the smoke run's default), so the uncached figures are taken while the taken nights,
 *            the search table's triggers and the database's other work go on as on a live marketplace
 *
 *            --processes=1,2  the HTTP runs once per number of server processes (WEB_CONCURRENCY; default 1), so
 *            one run compares one process with one per core
 *
 *            --whole-list-too  also every search without its first pass (searchListings' `wholeList`: the whole list
 *            sorted, as before the sorts were read from indexes), its plan next to the other and its timings interleaved
 *            with the other's, so a loaded machine compares the two ways at the same load
 *
 *            --smoke  200 properties made fresh, 1 s per scenario, over the build there is
 *            (.data/bench-smoke, ports 54363 and 3163): `npm test` runs it after its build
 *
 * Loopback only; the server runs on port 3103 (BENCH_PORT), served as `npm start` serves (scripts/serve.mjs). Only its smoke run is part of `npm test` (it must
 * finish without an error); figures go to docs/PERFORMANCE.md by hand, never into assertions.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { localSecrets, lockDataDir } from "../scripts/lib/data-dir";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../scripts/lib/embedded-postgres";
import { migrateDatabase } from "../scripts/lib/migrate";
import { COUNTRIES } from "@/lib/countries";
import { plural } from "@/lib/plural";
import { ANONYMOUS } from "@/server/access";
import type { Database } from "@/server/db";
import * as schema from "@/server/db/schema";
import { latestRates } from "@/domains/currency/queries";
import { searchInput, searchListings, type SearchInput } from "@/domains/catalogue/search";
import { DEMO_CITIES } from "@tests/fixtures/demo-catalogue";
import { DEMO_RATES_PER_USD } from "@tests/fixtures/demo-rates";
import { MAP_SIZE } from "@/domains/catalogue/map-view";
import { generateData, generatedData, tableSizes } from "./search-data";
import { buildIfNeeded } from "./support";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

// --smoke: tiny data made fresh in a folder of its own, a second per scenario, over the build there is (npm test
// runs it after its build step), so that `npm test` proves the bench still runs.
const smoke = flag("smoke");
const dir = path.resolve(smoke ? ".data/bench-smoke/search" : ".data/bench-search");
const pgPort = Number(option("pg-port") ?? process.env.BENCH_PG_PORT ?? (smoke ? 54363 : 54343));
const appPort = Number(process.env.BENCH_PORT || (smoke ? 3163 : 3103));
const base = `http://127.0.0.1:${appPort}`;
const propertyCount = Number(option("properties") ?? (smoke ? 200 : 100_000));
const duration = Number(option("duration") ?? (smoke ? 1 : 20));
const connections = Number(option("connections") ?? (smoke ? 2 : 8));
const cacheModes: ("off" | "on")[] = (() => {
  const modes = { both: ["off", "on"] as const, off: ["off"] as const, on: ["on"] as const }[option("cache") ?? "both"];
  if (!modes) throw new Error("--cache must be both, off or on");
  return [...modes];
})();
const processCounts = (option("processes") ?? "1").split(",").map((value) => {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 32) throw new Error("--processes takes numbers from 1 to 32");
  return count;
});
// Stays booked a second by the writer. The data set implies ~0.3 (167,545 units, 55% of nights taken, ~4 nights a
// stay: ~23,000 bookings a day), so 0.5 is a busy day and 5 ten times that.
const writeRates = (option("writes") ?? (smoke ? "5" : "0.5,5"))
  .split(",")
  .map(Number)
  .filter((rate) => rate > 0);
const uncachedWrites = Number(option("writer") ?? (smoke ? 0 : 0.5));
const wholeListToo = flag("whole-list-too");
// The ways each search is run: as the app runs it, and with --whole-list-too without its first pass.
const ways: { label: string; options: { wholeList?: boolean } }[] = [
  { label: "", options: {} },
  ...(wholeListToo ? [{ label: " (whole list)", options: { wholeList: true } }] : []),
];
const say = (line: string) => console.log(`[bench] ${line}`);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

interface Scenario {
  name: string;
  bodies: SearchInput[];
}

/** Typical searches, dated from the day the data was generated, several ranges so no cache flatters. */
function scenarios(today: string): Scenario[] {
  const day = (offset: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const offsets = [7, 12, 19, 26, 33, 45, 61, 88];
  const cityStay: SearchInput[] = [];
  for (let i = 0; i < 52; i++) {
    const city = DEMO_CITIES[i % DEMO_CITIES.length]!;
    const local = COUNTRIES[city.country].currency;
    const offset = offsets[i % offsets.length]!;
    // Half of the visitors see prices in their local currency, half in US dollars.
    const currency = i % 2 === 0 ? local : "USD";
    const perUnit = currency === "USD" ? 1 / DEMO_RATES_PER_USD[local]! : 1;
    cityStay.push({
      city: city.city,
      checkIn: day(offset),
      checkOut: day(offset + 2 + (i % 4)),
      guests: 2,
      currency,
      minPrice: Math.round(city.nightly[0] * perUnit),
      maxPrice: Math.round(city.nightly[1] * 0.9 * perUnit),
      sort: "price_asc",
    });
  }
  const countryStay: SearchInput[] = [];
  for (let i = 0; i < 16; i++) {
    const country = (["malaysia", "philippines", "indonesia", "thailand"] as const)[i % 4]!;
    const offset = offsets[(i * 3) % offsets.length]!;
    countryStay.push({
      country,
      checkIn: day(offset),
      checkOut: day(offset + 3),
      guests: 2,
      currency: COUNTRIES[country].currency,
      sort: "price_asc",
    });
  }
  const monthly: SearchInput[] = [];
  for (let i = 0; i < 26; i++) {
    const city = DEMO_CITIES[i % DEMO_CITIES.length]!;
    const first = new Date(Date.parse(`${today.slice(0, 7)}-01T00:00:00Z`));
    first.setUTCMonth(first.getUTCMonth() + 1 + (i % 3));
    monthly.push({
      mode: "monthly",
      city: city.city,
      month: first.toISOString().slice(0, 7),
      months: 1 + (i % 3),
      currency: COUNTRIES[city.country].currency,
      minPrice: Math.round(city.nightly[0] * 15),
      maxPrice: Math.round(city.nightly[1] * 22),
      sort: "price_asc",
    });
  }
  const hourly: SearchInput[] = [];
  for (let i = 0; i < 26; i++) {
    const city = DEMO_CITIES[i % DEMO_CITIES.length]!;
    hourly.push({
      mode: "hourly",
      city: city.city,
      day: day(1 + (i % 20)),
      start: i % 2 ? "13:00" : "09:00",
      hours: 3 + (i % 2),
      currency: COUNTRIES[city.country].currency,
      sort: "price_asc",
    });
  }
  const recommended = cityStay
    .slice(0, 26)
    .map(({ city, checkIn, checkOut, guests, currency }) => ({ city, checkIn, checkOut, guests, currency }));
  // The search page's map (MAP_SIZE, 480 × 400 px) at zoom levels 8 (a region, ~2.6° across), 10, 12 (a city) and
  // 14 (a few streets, ~0.04°), around each city and a little off its centre, with dates and the default sort: the
  // "search this area" link keeps the dates and drops the city.
  const mapArea: SearchInput[] = [];
  for (let i = 0; i < 52; i++) {
    const city = DEMO_CITIES[i % DEMO_CITIES.length]!;
    const zoom = [8, 10, 12, 14][Math.floor(i / DEMO_CITIES.length) % 4]!;
    const width = (MAP_SIZE.width * 360) / (256 * 2 ** zoom);
    const height = (width * MAP_SIZE.height) / MAP_SIZE.width;
    const [lat, lon] = [city.latitude + 0.01 * ((i % 3) - 1), city.longitude + 0.01 * ((i % 5) - 2)];
    const offset = offsets[i % offsets.length]!;
    mapArea.push({
      bounds: { north: lat + height / 2, south: lat - height / 2, east: lon + width / 2, west: lon - width / 2 },
      checkIn: day(offset),
      checkOut: day(offset + 2 + (i % 3)),
      guests: 2,
      currency: COUNTRIES[city.country].currency,
    });
  }
  return [
    { name: "city + dates + price range, by price", bodies: cityStay },
    { name: "country + dates, by price", bodies: countryStay },
    { name: "monthly: city + months + price range, by price", bodies: monthly },
    { name: "hourly: city + day + hours, by price", bodies: hourly },
    { name: "city + dates, recommended (default sort)", bodies: recommended },
    { name: "map area (zoom 8–14) + dates, recommended", bodies: mapArea },
  ];
}

async function main() {
  const external = option("database-url") ?? process.env.BENCH_DATABASE_URL;
  let database: EmbeddedDatabase | undefined;
  let releaseLock = () => {};
  let server: ChildProcess | undefined;
  const secrets = localSecrets(dir);
  const cleanup = async () => {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server!.once("exit", resolve));
    }
    await database?.stop().catch(() => {});
    releaseLock();
  };
  process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));

  try {
    let url = external;
    if (!url) {
      releaseLock = lockDataDir(dir);
      say(`starting the embedded PostgreSQL on port ${pgPort} (data in .data/bench-search/pg)`);
      const logFile = path.join(dir, "postgres.log");
      database = await startEmbeddedPostgres({
        dir: path.join(dir, "pg"),
        port: pgPort,
        password: secrets.postgresPassword,
        database: "staysia_bench",
        stopOrphan: true,
        log: (line) => appendFileSync(logFile, `${line}\n`),
      });
      url = database.url;
    }
    say("applying migrations");
    await migrateDatabase(url);

    const client = new pg.Client({ connectionString: url });
    client.on("error", () => {}); // a failed query rejects its promise; this only keeps a closed connection quiet
    await client.connect();
    let generated = await generatedData(client);
    if (!generated || smoke || flag("regenerate") || generated.properties !== propertyCount) {
      say(`generating ${propertyCount.toLocaleString("en")} properties and a year of bookings (minutes; once)`);
      generated = await generateData(client, {
        properties: propertyCount,
        log: (line) => say(`  ${line}   (load ${load()})`),
      });
      say(`generated in ${generated.seconds} s`);
    } else {
      say(`data generated on ${generated.today} is there (--regenerate to make it again)`);
      // A migration since the data was made may have rewritten rows (a backfill of a kept table): without this
      // the plans would read their dead versions, and the planner would guess from stale statistics.
      await client.query(
        "vacuum (analyze) properties, units, unit_taken_nights, reviews, bookings, calendar_days, hourly_blocks, property_search",
      );
      // The search's table in city order again, as a bulk load leaves it (search-data.ts).
      await client.query("cluster property_search");
    }
    const sizes = await tableSizes(client);
    const version = (await client.query<{ server_version: string }>("show server_version")).rows[0]!.server_version;
    const indexes = await client.query<{ indexname: string; size: string }>(
      `select indexname, pg_size_pretty(pg_relation_size(format('%I', indexname)::regclass)) as size from pg_indexes
       where tablename in ('properties', 'units', 'bookings', 'calendar_days', 'reviews', 'property_photos', 'hourly_blocks', 'unit_taken_nights', 'property_search') order by tablename, indexname`,
    );
    await client.end();

    console.log(`\n# search benchmark, ${new Date().toISOString()}`);
    console.log(
      `# ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${version}`,
    );
    console.log(`# data generated on ${generated.today}; load average ${load()}\n`);
    console.log("| table | rows | size |\n|---|---|---|");
    for (const [table, size] of Object.entries(sizes))
      console.log(`| ${table} | ${size.rows.toLocaleString("en")} | ${size.size} |`);
    console.log(`\nindexes: ${indexes.rows.map((row) => `${row.indexname} (${row.size})`).join(", ")}\n`);

    const all = scenarios(generated.today);
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    if (!flag("no-explain")) await explainAll(pool, all);
    if (!flag("no-direct")) {
      const writer = await startWriter(url, generated.today, uncachedWrites);
      try {
        await directTimings(pool, all);
      } finally {
        say(`writer during the in-process timings: ${await writer.stop()}`);
      }
    }
    await pool.end();

    if (!flag("no-http")) {
      if (!flag("no-build") && !smoke) await buildIfNeeded(say);
      for (const processes of processCounts) {
        for (const cache of cacheModes) {
          server = await startServer(url, secrets.authSecret, cache, processes);
          // Uncached figures are taken while the writer books (the aim's condition); cached ones have their own
          // runs under writes below.
          const writer = await startWriter(url, generated.today, cache === "off" ? uncachedWrites : 0);
          try {
            await httpRuns(all, cache, processes);
          } finally {
            say(`writer during the cache-${cache} HTTP runs: ${await writer.stop()}`);
          }
          if (cache === "on")
            for (const rate of writeRates) await httpWhileWriting(url, all[0]!, generated.today, rate);
          await stopServer(server);
          server = undefined;
        }
      }
    }
  } finally {
    await cleanup();
  }
}

/** Runs searchListings in this process and captures the SQL it sends, then EXPLAINs that SQL. */
async function explainAll(pool: pg.Pool, all: Scenario[]) {
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Database;
  const rates = await latestRates(db, { actor: ANONYMOUS });
  mkdirSync(path.join(dir, "explain"), { recursive: true });
  console.log(
    "## EXPLAIN (ANALYZE, BUFFERS) of the first search of each scenario (full plans in .data/bench-search/explain/)\n",
  );
  for (const [index, scenario] of all.entries()) {
    let report = "";
    for (const way of ways) {
      const body = scenario.bodies[0]!;
      captured.length = 0;
      const page = await searchListings(db, searchInput.parse(body), { actor: ANONYMOUS, rates }, way.options);
      const queries = captured.filter((query) => !query.sql.includes("exchange_rates"));
      report += `-- ${scenario.name}${way.label}\n-- ${JSON.stringify(body)}\n-- ${page.total} results\n\n`;
      const client = await pool.connect();
      try {
        for (const query of queries) {
          const plan = await client.query<{ "QUERY PLAN": string }>(
            `explain (analyze, buffers) ${query.sql}`,
            query.params,
          );
          const lines = plan.rows.map((row) => row["QUERY PLAN"]);
          report += `${query.sql}\n-- params: ${JSON.stringify(query.params)}\n${lines.join("\n")}\n\n`;
          const summary = lines
            .filter((line) => /Execution Time|Planning Time/.test(line))
            .map((line) => line.trim())
            .join(", ");
          const buffers = lines.find((line) => line.includes("Buffers:"))?.trim() ?? "";
          console.log(
            `- ${scenario.name}${way.label}: ${page.total} results; ${query.sql.trim().slice(0, 40).replace(/\s+/g, " ")}… ${summary}${buffers ? `, ${buffers}` : ""}`,
          );
        }
      } finally {
        client.release();
      }
    }
    writeFileSync(path.join(dir, "explain", `${index + 1}.txt`), report);
  }
  console.log("");
}

/** searchListings called in this process (database and JavaScript, no HTTP), one at a time. */
async function directTimings(pool: pg.Pool, all: Scenario[]) {
  const db = drizzle(pool, { schema }) as unknown as Database;
  const rates = await latestRates(db, { actor: ANONYMOUS });
  console.log(
    `## searchListings in-process, one at a time (every body three times, first pass discarded); load ${load()}\n`,
  );
  console.log("| scenario | calls | p50 ms | p95 ms | max ms | results (median total) |\n|---|---|---|---|---|---|");
  for (const scenario of all) {
    const timings = ways.map(() => [] as number[]);
    const totals = ways.map(() => [] as number[]);
    let differing = 0;
    for (let pass = 0; pass < 3; pass++) {
      for (const body of scenario.bodies) {
        // With --whole-list-too each body runs both ways, one after the other, so both see the same load, and
        // their pages (the stays in order) and counts are compared. Which goes first alternates: the second of two
        // identical searches was measured a third faster than the first (the same rows just read).
        const answers = new Set<string>();
        const turn = (pass + scenario.bodies.indexOf(body)) % ways.length;
        for (const [n, way] of [...ways.entries()].map((_, k, all) => all[(k + turn) % all.length]!)) {
          const started = performance.now();
          const page = await searchListings(db, searchInput.parse(body), { actor: ANONYMOUS, rates }, way.options);
          if (pass > 0) {
            timings[n]!.push(performance.now() - started);
            totals[n]!.push(page.total);
          }
          answers.add(JSON.stringify([page.results.map((result) => result.id), page.total, page.totalCapped]));
        }
        if (answers.size > 1) differing += 1;
      }
    }
    // The writer books and cancels stays meanwhile, so a rare difference can be a stay booked between the two.
    if (wholeListToo)
      say(`${scenario.name}: ${differing} of ${scenario.bodies.length * 3} pages differed between the ways`);
    for (const [n, way] of ways.entries()) {
      const sorted = timings[n]!.sort((a, b) => a - b);
      const counts = totals[n]!.sort((a, b) => a - b);
      console.log(
        `| ${scenario.name}${way.label} | ${sorted.length} | ${f(percentile(sorted, 50))} | ${f(percentile(sorted, 95))} | ${f(sorted.at(-1)!)} | ${percentile(counts, 50)} |`,
      );
    }
  }
  console.log("");
}

async function httpRuns(all: Scenario[], cache: "off" | "on", processes: number) {
  const runs: { name: string; requests: autocannon.Request[] }[] = [
    ...all.map((scenario) => ({
      name: scenario.name,
      requests: scenario.bodies.map((body) => ({
        method: "POST" as const,
        path: "/api/functions/searchListings",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ data: body }),
      })),
    })),
    { name: "/api/health", requests: [{ method: "GET" as const, path: "/api/health" }] },
  ];
  const warmUp = smoke ? 1 : 5;
  console.log(
    `## HTTP, search cache ${cache}, ${plural(processes, { one: "server process", other: "server processes" })}: ${connections} connections, ${duration} s per scenario after a ${warmUp} s warm-up (autocannon, loopback)\n`,
  );
  console.log(
    "| scenario | requests | p50 ms | p95 ms | p99 ms | requests/s | load before → after |\n|---|---|---|---|---|---|---|",
  );
  const throughput: Record<string, number> = {};
  for (const run of runs) {
    await cannon(run.requests, warmUp);
    const before = load();
    const result = await cannon(run.requests, duration);
    throughput[run.name] = result.perSecond;
    console.log(
      `| ${run.name} | ${result.count} | ${f(result.p50)} | ${f(result.p95)} | ${f(result.p99)} | ${Math.round(result.perSecond)} | ${before} → ${load()} |`,
    );
    if (result.failures > 0) console.log(`|   ${result.failures} answers were not 200 |`);
    // A smoke run proves the bench and the search still work: an error answer fails it.
    if (smoke && result.failures > 0) throw new Error(`${run.name}: ${result.failures} answers were not 200`);
  }
  const health = throughput["/api/health"]!;
  console.log("\n| scenario | throughput / health's |\n|---|---|");
  for (const scenario of all) console.log(`| ${scenario.name} | ${(throughput[scenario.name]! / health).toFixed(2)} |`);
  console.log("");
}

/**
 * The headline scenario again while a writer books a stay in one of the scenarios' cities every 1/writes s and
 * cancels it 3 s later (each a committed write that notifies the servers), so cached results keep being
 * dropped as they would be on a live marketplace. The writer's stays are deleted afterwards.
 */
async function httpWhileWriting(url: string, scenario: Scenario, today: string, writesPerSecond: number) {
  const writer = await startWriter(url, today, writesPerSecond);
  const requests = scenario.bodies.map((body) => ({
    method: "POST" as const,
    path: "/api/functions/searchListings",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data: body }),
  }));
  let result: Awaited<ReturnType<typeof cannon>>;
  let written: string;
  try {
    await cannon(requests, 5);
    result = await cannon(requests, duration);
  } finally {
    written = await writer.stop();
  }
  console.log(
    `## HTTP, search cache on, while writing: ${scenario.name}, ${writesPerSecond} stays booked a second (${written}) in the 13 cities\n`,
  );
  console.log("| requests | p50 ms | p95 ms | p99 ms | requests/s | failures |\n|---|---|---|---|---|---|");
  console.log(
    `| ${result.count} | ${f(result.p50)} | ${f(result.p95)} | ${f(result.p99)} | ${Math.round(result.perSecond)} | ${result.failures} |\n`,
  );
  if (smoke && result.failures > 0) throw new Error(`searching while writing: ${result.failures} answers were not 200`);
}

/**
 * A writer that books a stay in one of the scenarios' cities every 1/writes s and cancels it 3 s later (each a
 * committed write that refreshes the taken nights and notifies the servers); `stop` waits for its writes, deletes
 * its stays and says what it did. At 0 it does nothing.
 */
async function startWriter(url: string, today: string, writesPerSecond: number) {
  if (!(writesPerSecond > 0)) return { stop: async () => "no writer" };
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const units = new Map<string, { unit_id: string; property_id: string; currency: string }[]>();
  for (const city of DEMO_CITIES) {
    const picked = await pool.query<{ unit_id: string; property_id: string; currency: string }>(
      `select u.id as unit_id, p.id as property_id, p.currency from units u join properties p on p.id = u.property_id
       where p.status = 'listed' and p.nightly_rate_minor is not null and lower(p.city) = lower($1) order by random() limit 200`,
      [city.city],
    );
    units.set(city.city, picked.rows);
  }
  let booked = 0;
  let refused = 0;
  let cancelled = 0;
  let sequence = 0;
  const pending = new Set<Promise<unknown>>();
  const write = async () => {
    const city = DEMO_CITIES[Math.floor(Math.random() * DEMO_CITIES.length)]!;
    const choices = units.get(city.city)!;
    const unit = choices[Math.floor(Math.random() * choices.length)]!;
    const offset = 7 + Math.floor(Math.random() * 82);
    try {
      const made = await pool.query<{ id: string }>(
        `insert into bookings (reference, property_id, unit_id, guest_name, guest_email, check_in, check_out, status, currency, total_minor)
         values ($1, $2, $3, 'Bench Writer', 'bench-writer@example.test', $4::date + $5::int, $4::date + $5::int + 2, 'confirmed', $6, 100000)
         returning id`,
        [`BW${process.pid}-${++sequence}`, unit.property_id, unit.unit_id, today, offset, unit.currency],
      );
      booked += 1;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await pool.query(`update bookings set status = 'cancelled' where id = $1`, [made.rows[0]!.id]);
      cancelled += 1;
    } catch {
      refused += 1; // the dates were taken (the exclusion constraint)
    }
  };
  const timer = setInterval(() => {
    const done = write();
    pending.add(done);
    void done.finally(() => pending.delete(done));
  }, 1000 / writesPerSecond);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      await pool.query(`delete from bookings where guest_email = 'bench-writer@example.test'`);
      await pool.end();
      return `${booked} booked, ${cancelled} cancelled, ${refused} refused as taken`;
    },
  };
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

async function cannon(requests: autocannon.Request[], seconds: number) {
  const timings: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: base, connections, duration: seconds, requests, timeout: 30 }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      timings.push(responseTime);
      if (statusCode !== 200) failures += 1;
    });
  });
  timings.sort((a, b) => a - b);
  return {
    count: timings.length,
    failures: failures + result.errors + result.timeouts,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
    perSecond: timings.length / seconds,
  };
}

async function startServer(
  url: string,
  authSecret: string,
  cache: "off" | "on",
  processes: number,
): Promise<ChildProcess> {
  say(`starting scripts/serve.mjs on port ${appPort}, search cache ${cache}, ${processes} server process(es)`);
  const server = spawn(process.execPath, [path.resolve("scripts/serve.mjs")], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: url,
      AUTH_SECRET: authSecret,
      APP_URL: `http://localhost:${appPort}`,
      PORT: String(appPort),
      JOBS_ENABLED: "false",
      LOG_LEVEL: "warn",
      DEMO_DATA: "false",
      STORAGE_DIR: path.join(dir, "uploads"),
      NEXT_TELEMETRY_DISABLED: "1",
      SEARCH_CACHE: cache,
      WEB_CONCURRENCY: String(processes),
    },
  });
  for (let waited = 0; waited < 120_000; waited += 500) {
    if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode})`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not answer /api/health within two minutes");
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const f = (n: number) => n.toFixed(1);

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
