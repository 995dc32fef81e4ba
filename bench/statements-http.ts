/**
 * The HTTP pass of `npm run bench:statements -- --http`: the accounts dashboard pages an accountant, a supplier (the
 * owner of "Bench flat 2"'s organisation) and staff open, each served by the production build (scripts/serve.mjs, as
 * `npm start` serves) on the bench's own database, signed in, under autocannon at 2 connections: the server's
 * response time per page, whole (every streamed part), p50 / p95 / max. A page that answers anything but 200 fails
 * the bench. Loopback only.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import type pg from "pg";
import { buildIfNeeded } from "./support";

const PASSWORD = "bench-password-42";
const STAFF_EMAIL = "staff@bench.test";

/** Who opens which page (each allowed to: `mayOpenPage`), with the query a first visit has. */
const VISITS = [
  { who: "accountant", page: "transactions" },
  { who: "accountant", page: "incomestatement" },
  { who: "accountant", page: "insightsSummary" },
  { who: "accountant", page: "management" },
  { who: "accountant", page: "opex" },
  { who: "supplier", page: "insights" },
  { who: "supplier", page: "insightsSummary" },
  { who: "supplier", page: "incomestatement" },
  { who: "supplier", page: "transactions" },
  { who: "supplier", page: "hostTransactions" },
  { who: "supplier", page: "settlements" },
  { who: "supplier", page: "invoices" },
  { who: "staff", page: "settlements" },
  { who: "staff", page: "hostTransactions" },
  { who: "staff", page: "invoices" },
  { who: "staff", page: "insights" },
] as const;
type Who = (typeof VISITS)[number]["who"];

/** The three people, made once in the bench's database (a profile each, as the sign-up makes it). */
async function ensurePeople(client: pg.Client, supplierOrganisationId: string) {
  const { db } = await import("@/server/db");
  const { createUser } = await import("@tests/factories/identity");
  const { hashPassword } = await import("better-auth/crypto");
  const { rows } = await client.query<{ email: string }>(
    `select email from auth_users where email in ('accountant@bench.test', 'supplier@bench.test', $1)`,
    [STAFF_EMAIL],
  );
  const have = new Set(rows.map((row) => row.email));
  let internal = (await client.query<{ id: string }>(`select id from organisations where name = 'Bench Operations'`))
    .rows[0]?.id;
  internal ??= (
    await client.query<{ id: string }>(
      `insert into organisations (name, kind, country) values ('Bench Operations', 'internal', 'malaysia') returning id`,
    )
  ).rows[0]!.id;
  const passwordHash = await hashPassword(PASSWORD);
  const people: [string, Record<string, unknown>][] = [
    ["accountant@bench.test", { organisationId: internal, specialType: "accountant" }],
    ["supplier@bench.test", { organisationId: supplierOrganisationId }],
    [STAFF_EMAIL, { organisationId: internal }],
  ];
  for (const [email, profile] of people)
    if (!have.has(email)) await createUser(db(), { email, name: email.split("@")[0], passwordHash, profile });
}

async function startServer(options: { url: string; authSecret: string; port: number; dir: string }) {
  const base = `http://localhost:${options.port}`;
  const server = spawn(process.execPath, [path.resolve("scripts/serve.mjs")], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: options.url,
      AUTH_SECRET: options.authSecret,
      APP_URL: base,
      PORT: String(options.port),
      STAFF_EMAILS: STAFF_EMAIL,
      JOBS_ENABLED: "false",
      LOG_LEVEL: "warn",
      DEMO_DATA: "false",
      STORAGE_DIR: path.join(options.dir, "uploads"),
      NEXT_TELEMETRY_DISABLED: "1",
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
  server.kill("SIGTERM");
  throw new Error("the server did not answer /api/health within two minutes");
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

async function signIn(base: string, email: string) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** `amount` requests of one page at `connections` at once; each response's time, whole. */
async function cannon(url: string, cookie: string, amount: number, connections: number) {
  const timings: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, amount, timeout: 60, headers: { cookie } },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      timings.push(responseTime);
      if (statusCode !== 200) failures += 1;
    });
  });
  timings.sort((a, b) => a - b);
  return { timings, failures: failures + result.errors + result.timeouts };
}

export async function httpPass(options: {
  client: pg.Client;
  url: string;
  authSecret: string;
  port: number;
  dir: string;
  supplierOrganisationId: string;
  requests: number;
  connections: number;
  /** Visits of each page before its timed requests (two; one in the smoke run). */
  warmUps: number;
  say: (line: string) => void;
}) {
  const { mayOpenPage } = await import("@/server/access/dashboard");
  const roles = { accountant: "accountant", supplier: "supplierOwner", staff: "staff" } as const;
  for (const visit of VISITS)
    if (!mayOpenPage(roles[visit.who], visit.page)) throw new Error(`${visit.who} may not open ${visit.page}`);
  await ensurePeople(options.client, options.supplierOrganisationId);
  await buildIfNeeded(options.say);
  options.say(`starting scripts/serve.mjs on port ${options.port}`);
  const server = await startServer(options);
  const base = `http://localhost:${options.port}`;
  const rows: string[] = [];
  let failed = 0;
  try {
    const cookies = {} as Record<Who, string>;
    for (const who of Object.keys(roles) as Who[]) cookies[who] = await signIn(base, `${who}@bench.test`);
    for (const visit of VISITS) {
      const url = `${base}/dashboard/${visit.page}`;
      // Visits first (the page's code loaded, the database's pages read), each of which must be the page. The
      // last one's size is the page's HTML with its React payload, uncompressed: what the server renders.
      let bytes = 0;
      for (let i = 0; i < options.warmUps; i++) {
        const response = await fetch(url, { headers: { cookie: cookies[visit.who] }, redirect: "manual" });
        bytes = (await response.arrayBuffer()).byteLength;
        if (response.status !== 200) throw new Error(`${visit.who} opening ${url}: ${response.status}`);
      }
      const { timings, failures } = await cannon(url, cookies[visit.who], options.requests, options.connections);
      failed += failures;
      const f = (n: number) => n.toFixed(0);
      rows.push(
        `| ${visit.who} | /dashboard/${visit.page} | ${(bytes / 1024).toFixed(0)} | ${timings.length} | ${f(percentile(timings, 50))} | ${f(percentile(timings, 95))} | ${f(timings[timings.length - 1] ?? NaN)} | ${failures} |`,
      );
    }
  } finally {
    await stopServer(server);
  }
  console.log(
    `\n## Dashboard pages over HTTP (production build, ${options.connections} connections, ${options.requests} requests a page after ${options.warmUps} visit(s))\n`,
  );
  console.log("| who | page | HTML KB | requests | p50 ms | p95 ms | max ms | not 200 |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  if (failed > 0) throw new Error(`${failed} page responses were not 200`);
}
