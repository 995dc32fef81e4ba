/**
 * `npm run bench:soak`: the product's memory over time under a realistic mix of use (docs/PERFORMANCE.md, Memory).
 *
 *   npm run bench:soak                      starts the product as `npm start` does, on a data folder of its own
 *                                           (.data/bench-soak, port 3105, PostgreSQL 54347, the demo), and runs
 *                                           the mix for an hour, sampling each process's memory every minute
 *   options: --minutes=60 --sample-seconds=60 --concurrency=4 (visits at once) --processes=1 (WEB_CONCURRENCY)
 *            --url=http://localhost:3000    a product already running there instead (its process tree is found
 *                                           from the port's listener: the start script, its PostgreSQL, the server)
 *            --origin=http://localhost:3000 the Origin its sign-in expects (its APP_URL), when not --url's
 *            --smoke                        with --url: 12 seconds, a sample every 3 s (the browser suite runs it)
 *            --idle                         no visits at all: the product at rest, each process's PSS and RSS after
 *                                           --minutes (default 1), sampled every --sample-seconds (default 15)
 *            --fresh                        empty the data folder first: a first start, with the demo seeded
 *
 * The mix, each visit drawn at random: search pages and the search function with random cities, dates and filters,
 * product pages, the public pages, a guest booking a stay far ahead and cancelling every other one, staff opening
 * dashboard pages, health. Memory is each process's proportional set size (PSS, shared pages split between the
 * processes that map them) and resident size, read from /proc/<pid>/smaps_rollup. Figures go to
 * docs/PERFORMANCE.md by hand, never into assertions; the smoke run only proves the bench still runs.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_CITIES } from "@tests/fixtures/demo-catalogue";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

const smoke = flag("smoke");
const idle = flag("idle");
const fresh = flag("fresh");
const givenUrl = option("url");
if (smoke && !givenUrl) throw new Error("--smoke runs against a product already running: give --url");
const port = Number(process.env.BENCH_PORT || 3105);
const base = givenUrl ?? `http://localhost:${port}`;
if (!/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(base))
  throw new Error("--url must be a loopback address (this benchmark never targets another machine)");
const origin = option("origin") ?? base;
const minutes = Number(option("minutes") ?? (smoke ? 0.2 : idle ? 1 : 60));
const sampleSeconds = Number(option("sample-seconds") ?? (smoke ? 3 : idle ? 15 : 60));
const concurrency = Number(option("concurrency") ?? (smoke ? 2 : 4));
const processes = option("processes") ?? "1";
const dir = path.resolve(".data/bench-soak");
const PASSWORD = "demo1234";
const say = (line: string) => console.log(`[soak] ${line}`);

// ---------------------------------------------------------------------------------------------------------------
// Memory of a process tree

interface ProcessMemory {
  pid: number;
  name: string;
  pssKb: number;
  rssKb: number;
}

function parentsOf(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name is in parentheses and may hold spaces: the fields after the last ")" are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended while we read.
    }
  }
  return parents;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
  } catch {
    return "";
  }
}

/** What a process is, in a word or two, for the table. */
function nameOf(pid: number): string {
  const command = commandOf(pid);
  if (/postgres/.test(command)) return "postgres";
  if (/scripts\/serve\.mjs/.test(command)) return "server";
  if (/scripts\/start\.(mjs|ts)/.test(command)) return "start script";
  if (/scripts\/prepare-database\.ts/.test(command)) return "database step";
  if (/\bnpm\b/.test(command)) return "npm";
  if (/esbuild/.test(command)) return "esbuild";
  return command.split(" ")[0]?.split("/").pop() || `pid ${pid}`;
}

function memoryOf(pid: number): { pssKb: number; rssKb: number } | null {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(rollup)?.[1] ?? 0);
    return { pssKb: field("Pss"), rssKb: field("Rss") };
  } catch {
    return null;
  }
}

/** The root and every process under it. */
function treeOf(root: number): number[] {
  const parents = parentsOf();
  const tree = [root];
  for (let i = 0; i < tree.length; i++)
    for (const [pid, parent] of parents) if (parent === tree[i] && !tree.includes(pid)) tree.push(pid);
  return tree;
}

function sample(root: number): ProcessMemory[] {
  return treeOf(root).flatMap((pid) => {
    const memory = memoryOf(pid);
    return memory ? [{ pid, name: nameOf(pid), ...memory }] : [];
  });
}

/** The process listening on the port, then up to the start script's `npm start` (the whole product). */
function rootOfListener(listenPort: number): number {
  const listing = spawnSync("ss", ["-ltnpH", `sport = :${listenPort}`], { encoding: "utf8" }).stdout;
  const pid = Number(/pid=(\d+)/.exec(listing)?.[1]);
  if (!pid) throw new Error(`no process listens on port ${listenPort} (ss -ltnp)`);
  const parents = parentsOf();
  let root = pid;
  for (let up = parents.get(root); up && up > 1; up = parents.get(up)) {
    const command = commandOf(up);
    if (!/scripts\/start\.(mjs|ts)|npm start|scripts\/serve\.mjs/.test(command)) break;
    root = up;
  }
  return root;
}

// ---------------------------------------------------------------------------------------------------------------
// The mix

interface Person {
  cookie: string;
  token: string;
}

const outcomes = new Map<string, number>();
const count = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
let propertyIds: string[] = [];
let nightlyIds: string[] = [];
let guest: Person;
let staff: Person;
const booked: string[] = [];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function get(pathname: string, person?: Person): Promise<void> {
  const response = await fetch(`${base}${pathname}`, { headers: person ? { cookie: person.cookie } : {} });
  await response.arrayBuffer();
  count(`GET ${response.status}`);
}

async function call<T>(name: string, data: unknown, person?: Person): Promise<{ status: number; result?: T }> {
  const response = await fetch(`${base}/api/functions/${name}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin,
      ...(person ? { authorization: `Bearer ${person.token}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json().catch(() => ({}))) as { result?: T };
  count(`${name} ${response.status}`);
  return { status: response.status, result: body.result };
}

async function signIn(email: string): Promise<Person> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, token: response.headers.get("set-auth-token") ?? "" };
}

function randomSearch() {
  const city = pick(DEMO_CITIES);
  const start = 3 + Math.floor(Math.random() * 150);
  const nights = 1 + Math.floor(Math.random() * 6);
  return {
    city: city.city,
    checkIn: dayFromToday(start),
    checkOut: dayFromToday(start + nights),
    guests: 1 + (start % 3),
  };
}

const VISITS: { weight: number; books?: boolean; run: () => Promise<void> }[] = [
  {
    weight: 25,
    run: () => {
      const search = randomSearch();
      return get(
        `/findahome?city=${encodeURIComponent(search.city)}&checkIn=${search.checkIn}&checkOut=${search.checkOut}&guests=${search.guests}`,
      );
    },
  },
  {
    weight: 20,
    run: async () => {
      const sort = pick(["recommended", "price_asc", "price_desc", "rating"]);
      await call("searchListings", { ...randomSearch(), sort, ...(Math.random() < 0.3 ? { maxPrice: 300 } : {}) });
    },
  },
  { weight: 15, run: () => get(`/products/${pick(propertyIds)}`) },
  { weight: 10, run: () => get(pick(["/", "/faq", "/about", "/stay-invest", "/travel-insurance", "/experiences"])) },
  {
    weight: 10,
    books: true,
    run: async () => {
      // Far ahead, so that the demo's own stays are rarely in the way; a taken night answers 409, as for a guest.
      // A week: the demo's longest minimum stay (co-living), so the properties' own rules refuse none.
      const start = 200 + Math.floor(Math.random() * 300);
      const made = await call<{ reference: string; status: string }>(
        "createBooking",
        {
          propertyId: pick(nightlyIds),
          stay: { mode: "nightly", checkIn: dayFromToday(start), checkOut: dayFromToday(start + 7) },
          guests: 1,
          guest: { name: "Soak Guest", email: "roomer@example.com", phone: "+60123456789" },
          payment: {
            method: "card",
            card: { number: "4242424242424242", expiry: "12/34", cvc: "123", holder: "Soak" },
          },
          idempotencyKey: crypto.randomUUID(),
        },
        guest,
      );
      if (made.result?.reference) booked.push(made.result.reference);
      // Every other stay is cancelled again: refunds, emails and ledger entries are part of the mix.
      if (booked.length % 2 === 0 && booked.length > 0)
        await call("cancelBooking", { reference: booked.shift(), reason: "Soak test" }, guest);
    },
  },
  {
    weight: 15,
    run: () =>
      get(
        pick([
          "/dashboard/listings",
          "/dashboard/managedBookings",
          "/dashboard/insights",
          "/dashboard/transactions",
          "/dashboard/calendar",
          "/dashboard/inventory",
        ]),
        staff,
      ),
  },
  // A document now and then: the income statement's PDF draws its fonts (Noto Sans, Thai, SC: 30 MB of files).
  { weight: 2, run: () => get("/dashboard/incomestatement/pdf", staff) },
  { weight: 5, run: () => get("/api/health") },
];
// The smoke run, beside the browser suite's own tests, books nothing: those tests read the demo guest's bookings.
const mix = smoke ? VISITS.filter((visit) => !visit.books) : VISITS;
const totalWeight = mix.reduce((sum, visit) => sum + visit.weight, 0);

function drawVisit() {
  let roll = Math.random() * totalWeight;
  for (const visit of mix) {
    roll -= visit.weight;
    if (roll < 0) return visit;
  }
  return mix[0]!;
}

// ---------------------------------------------------------------------------------------------------------------

async function startProduct(): Promise<ChildProcess> {
  if (fresh) rmSync(dir, { recursive: true, force: true });
  say(`starting the product as npm start does (data in ${path.relative(process.cwd(), dir)}, port ${port})`);
  const child = spawn("npm", ["start"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      APP_URL: base,
      EMBEDDED_PG_PORT: String(Number(process.env.BENCH_PG_PORT || 54347)),
      WEB_CONCURRENCY: processes,
      // Jobs on, as in production; the rates refresh asks a closed local port instead of the internet.
      JOBS_ENABLED: "true",
      RATES_PROVIDER_URL: "http://127.0.0.1:9/rates.xml",
      LOG_LEVEL: "warn",
    },
  });
  for (let waited = 0; waited < 900_000; waited += 1000) {
    if (child.exitCode !== null) throw new Error(`npm start exited (code ${child.exitCode})`);
    if (
      await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("the product did not answer /api/health within 15 minutes");
}

/** The product at rest: no visit at all, only its processes' memory now and then, and where it ends. */
async function measureIdle(root: number): Promise<void> {
  say(
    `at rest for ${minutes} min, a sample every ${sampleSeconds} s, ${os.cpus().length} cores, load ` +
      `${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}, ${new Date().toISOString()}`,
  );
  const started = Date.now();
  let last = sample(root);
  for (;;) {
    const total = last.reduce((sum, each) => sum + each.pssKb, 0);
    say(
      `${Math.round((Date.now() - started) / 1000)} s: PSS ${(total / 1024).toFixed(0)} MB, ${last.length} processes`,
    );
    if (Date.now() - started >= minutes * 60_000) break;
    await new Promise((resolve) => setTimeout(resolve, sampleSeconds * 1000));
    last = sample(root);
  }
  const mb = (kb: number) => (kb / 1024).toFixed(1);
  console.log(`\n## At rest after ${minutes} min (load ${os.loadavg()[0]!.toFixed(2)})\n`);
  console.log("| process | pid | PSS MB | RSS MB |\n|---|---|---|---|");
  for (const each of last) console.log(`| ${each.name} | ${each.pid} | ${mb(each.pssKb)} | ${mb(each.rssKb)} |`);
  const sum = (field: "pssKb" | "rssKb") => last.reduce((total, each) => total + each[field], 0);
  console.log(`| **total** | | **${mb(sum("pssKb"))}** | ${mb(sum("rssKb"))} |`);
}

async function main() {
  const product = givenUrl ? null : await startProduct();
  const root = product?.pid ?? rootOfListener(Number(new URL(base).port || 80));
  if (idle) {
    try {
      await measureIdle(root);
    } finally {
      if (product && product.exitCode === null) {
        product.kill("SIGTERM");
        await new Promise((resolve) => product.once("exit", resolve));
      }
    }
    return;
  }
  try {
    const listings = await call<{ listings: { id: string; nightlyRateMinor: number | null }[] }>("findListings", {
      limit: 24,
    });
    propertyIds = (listings.result?.listings ?? []).map((listing) => listing.id);
    // Bookable by the night: day rooms are not (they would answer 400 to every booking of the mix).
    nightlyIds = (listings.result?.listings ?? []).filter((l) => l.nightlyRateMinor !== null).map((l) => l.id);
    if (propertyIds.length === 0) throw new Error("findListings gave no listing: is the demo there?");
    guest = await signIn("roomer@example.com");
    staff = await signIn("staff1@example.com");

    say(
      `${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}, ${minutes} min, ` +
        `${concurrency} visits at once, a sample every ${sampleSeconds} s, ${processes} server process(es), ${new Date().toISOString()}`,
    );
    const samples: { atSeconds: number; visits: number; load: number; processes: ProcessMemory[] }[] = [];
    const started = Date.now();
    const end = started + minutes * 60_000;
    let visits = 0;
    let failures = 0;
    const take = () => {
      samples.push({
        atSeconds: Math.round((Date.now() - started) / 1000),
        visits,
        load: os.loadavg()[0]!,
        processes: sample(root),
      });
      const last = samples.at(-1)!;
      const total = last.processes.reduce((sum, each) => sum + each.pssKb, 0);
      say(`${last.atSeconds} s: ${visits} visits, PSS ${(total / 1024).toFixed(0)} MB, load ${last.load.toFixed(2)}`);
    };
    take();
    const sampler = setInterval(take, sampleSeconds * 1000);
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < end) {
          try {
            await drawVisit().run();
          } catch (error) {
            failures += 1;
            count(`error ${error instanceof Error ? error.message.slice(0, 60) : String(error)}`);
          }
          visits += 1;
        }
      }),
    );
    clearInterval(sampler);
    take();

    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "samples.json"), JSON.stringify(samples, null, 2));
    console.log(`\n## Memory under the mix (PSS MB per kind of process; ${samples.length} samples)\n`);
    const kinds = [...new Set(samples.flatMap((each) => each.processes.map((process) => process.name)))].sort();
    console.log(`| s | visits | load | total | ${kinds.join(" | ")} | server RSS |`);
    console.log(`|${"---|".repeat(kinds.length + 5)}`);
    for (const each of samples) {
      const byKind = kinds.map((kind) =>
        (each.processes.filter((process) => process.name === kind).reduce((sum, p) => sum + p.pssKb, 0) / 1024).toFixed(
          0,
        ),
      );
      const total = each.processes.reduce((sum, process) => sum + process.pssKb, 0) / 1024;
      const serverRss =
        each.processes.filter((process) => process.name === "server").reduce((sum, p) => sum + p.rssKb, 0) / 1024;
      console.log(
        `| ${each.atSeconds} | ${each.visits} | ${each.load.toFixed(2)} | ${total.toFixed(0)} | ${byKind.join(" | ")} | ${serverRss.toFixed(0)} |`,
      );
    }
    console.log(`\n## Answers\n\n| answer | count |\n|---|---|`);
    for (const [what, times] of [...outcomes].sort()) console.log(`| ${what} | ${times} |`);
    // A smoke run proves the bench and the product still work: errors or server failures fail it.
    const serverErrors = [...outcomes].filter(([what]) => / 5\d\d$/.test(what)).reduce((sum, [, n]) => sum + n, 0);
    if (failures > 0 || serverErrors > 0) {
      console.error(`[soak] ${failures} visits failed, ${serverErrors} answers were 5xx`);
      if (smoke) process.exitCode = 1;
    }
  } finally {
    if (product && product.exitCode === null) {
      product.kill("SIGTERM");
      await new Promise((resolve) => product.once("exit", resolve));
    }
  }
}

main().catch((error: unknown) => {
  console.error(`[soak] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
