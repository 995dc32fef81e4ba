/**
 * `npm run bench:statements`: the accounts pages' data at full size (1,000 properties with two
 * years of bookings and opex), in this process against an embedded PostgreSQL (.data/bench-statements,
 * port 54346, or `--port=…` / BENCH_PG_PORT so that parallel checkouts don't collide). Generates the data once (`--regenerate` for new), then times each page's query functions,
 * called as the pages call them, for an accountant (every property) and for one property:
 * median, p95 and max over `--runs` (default 15) after two warm-up calls.
 *
 *   npm run bench:statements -- --properties=1000 --runs=15
 *   npm run bench:statements -- --properties=10000 --generate-only    make the data and stop (to copy it aside)
 *   npm run bench:statements -- --http   also the dashboard pages over HTTP, signed in (production build, port 3108
 *                                        or --http-port=…, --http-requests=60 a page at 2 connections); --http-only
 *                                        for that pass alone
 *   npm run bench:statements -- --smoke    4 properties, one run (.data/bench-smoke, port 54362): `npm test` runs it
 *
 * Only its smoke run is part of `npm test` (it must finish without an error); figures go to docs/PERFORMANCE.md
 * by hand, never into assertions.
 */
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { checkStatementsData, generateStatementsData, verifyStatementsData } from "./statements-data";
import { withBenchDatabase } from "./support";

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
// --smoke: tiny data made fresh in a folder of its own, one run, so that `npm test` proves the bench still runs.
const smoke = args.includes("--smoke");
const propertyCount = Number(option("properties") ?? (smoke ? 4 : 1000));
const runs = Number(option("runs") ?? (smoke ? 1 : 15));
const regenerate = smoke || args.includes("--regenerate");
// --http: the dashboard pages over HTTP too (bench/statements-http.ts); the smoke run takes a few requests a page.
const http = smoke || args.includes("--http") || args.includes("--http-only");
const httpPort = Number(option("http-port") ?? process.env.BENCH_PORT ?? (smoke ? 3168 : 3108));
const httpRequests = Number(option("http-requests") ?? (smoke ? 2 : 60));
const port = Number(option("port") ?? process.env.BENCH_PG_PORT ?? (smoke ? 54362 : 54346));
// Each size keeps its data in a folder of its own, so that the 10,000-property set (tens of minutes to make)
// survives a run at the usual size.
const dir = path.resolve(
  smoke
    ? ".data/bench-smoke/statements"
    : propertyCount === 1000
      ? ".data/bench-statements"
      : `.data/bench-statements-${propertyCount}`,
);
const began = performance.now();
const say = (line: string) => console.log(`[bench] ${((performance.now() - began) / 1000).toFixed(0)} s: ${line}`);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const DATABASE = "staysia_bench_statements";

async function main() {
  await withBenchDatabase({ dir, port, database: DATABASE, regenerate }, run);
}

const today = new Date().toISOString().slice(0, 10);
const month = today.slice(0, 7);
const addMonths = (value: string, count: number) => {
  const date = new Date(`${value}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + count);
  return date.toISOString().slice(0, 7);
};

async function run(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const {
    rows: [existing],
  } = await client.query<{ count: string }>(`select count(*) from properties where title like 'Bench flat %'`);
  const {
    rows: [checked],
  } = await client.query<{ exists: boolean }>(`select to_regclass('bench_statements_checks') is not null as exists`);
  if (Number(existing!.count) > 0 && !checked!.exists)
    throw new Error(
      `The data in ${dir} was not finished (a generation stopped half-way): run again with --regenerate.`,
    );
  if (Number(existing!.count) === 0) {
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
    say(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s; checking it`);
    const checks = await checkStatementsData(client, { deep: smoke });
    await client.query(
      `create table bench_statements_checks as select $1::int as unbalanced, $2::int as figures, $3::int as insights`,
      [checks.unbalanced, checks.figures, checks.insights],
    );
    say(`checked in ${((performance.now() - started) / 1000).toFixed(0)} s since the start of the generation`);
  }
  if (args.includes("--generate-only")) {
    await client.end();
    return;
  }
  const sizes = await verifyStatementsData(client);
  const checks = sizes.checks!;
  say(
    `${sizes.properties} properties, ${sizes.bookings} bookings, ${sizes.entries} journal entries, ${sizes.lines} lines; ` +
      `when generated: unbalanced entries ${checks.unbalanced}, entries whose figures are not their lines' ${checks.figures}` +
      (checks.insights === null ? "" : `, insights' monthly sums unlike the trigger's ${checks.insights}`),
  );
  // The smoke run is what CI runs: data the app could not have written fails it.
  if (checks.unbalanced + checks.figures + (checks.insights ?? 0) > 0)
    throw new Error("The generated data is not what the app would have written (see the checks above).");

  // A settlement run is a background run in the app (settlements/run.ts): it runs on longDb(), with the long
  // statement limit; the pages' queries on db(), with the request limit.
  const { db, longDb } = await import("@/server/db");
  // The query modules themselves: the domain's index also exports its React views.
  const accounts = {
    ...(await import("@/domains/accounts/insights")),
    ...(await import("@/domains/accounts/transactions")),
    ...(await import("@/domains/accounts/statements/queries")),
    ...(await import("@/domains/accounts/settlements/settle")),
    ...(await import("@/domains/accounts/settlements/host-transactions")),
    ...(await import("@/domains/accounts/settlements/queries")),
    ...(await import("@/domains/accounts/invoices/queries")),
    ...(await import("@/domains/accounts/opex/queries")),
  };
  const {
    rows: [one],
  } = await client.query<{ id: string; organisation_id: string; currency: string }>(
    `select id, organisation_id, currency from properties where title = 'Bench flat 2'`,
  );
  const accountant = {
    kind: "user" as const,
    userId: "bench-accountant",
    sessionId: null,
    email: "accountant@bench.test",
    emailVerified: true,
    profile: null,
    organisation: null,
    role: "accountant" as const,
  };
  const supplier = {
    ...accountant,
    userId: "bench-owner",
    role: "supplierOwner" as const,
    organisation: { id: one!.organisation_id, kind: "property_owner" as const, enabled: true },
  };
  const lastYear = { from: addMonths(month, -11), to: addMonths(month, 1) };
  const lastMonth = addMonths(month, -1);
  const staff = { ...accountant, userId: "bench-staff", role: "staff" as const };
  /** A settlement run is a write: each timing runs it in a transaction that is then rolled back. */
  class Rollback extends Error {}
  const settlementRun = async () => {
    let result: unknown;
    await longDb()
      .transaction(async (tx) => {
        result = await accounts.createSettlements(tx, { month: lastMonth, createdBy: null });
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    return result;
  };

  const scenarios: { name: string; call: () => Promise<unknown> }[] = [
    {
      name: "insights: one property, 12 months",
      call: () => accounts.monthlyInsights(db(), { actor: accountant, subject: { propertyId: one!.id }, ...lastYear }),
    },
    {
      name: "insights: portfolio of one currency (all), 12 months",
      call: () =>
        accounts.monthlyInsights(db(), { actor: accountant, subject: { currency: one!.currency }, ...lastYear }),
    },
    {
      name: "summary: every property, 12 months",
      call: () => accounts.portfolioSummary(db(), { actor: accountant, ...lastYear }),
    },
    // As the pages ask (insights, statements, summary): with today's date, which adds the nights already booked
    // ahead (forward bookings, read from the bookings themselves).
    {
      name: "insights: portfolio of one currency (all), 12 months, as of today",
      call: () =>
        accounts.monthlyInsights(db(), {
          actor: accountant,
          subject: { currency: one!.currency },
          ...lastYear,
          asOf: today,
        }),
    },
    {
      name: "summary: every property, 12 months, as of today",
      call: () => accounts.portfolioSummary(db(), { actor: accountant, ...lastYear, asOf: today }),
    },
    {
      name: "summary: a supplier's 20 properties, 12 months",
      call: () => accounts.portfolioSummary(db(), { actor: supplier, ...lastYear }),
    },
    {
      name: "transactions: first page, all",
      call: () => accounts.listTransactions(db(), { actor: accountant, filters: { page: 1 } }),
    },
    {
      name: "transactions: first page, one supplier",
      call: () => accounts.listTransactions(db(), { actor: supplier, filters: { page: 1 } }),
    },
    {
      name: "statement of accounts: one property, last month",
      call: () =>
        accounts.statementOfAccounts(db(), {
          actor: accountant,
          subject: { kind: "property", id: one!.id },
          period: { from: lastMonth, to: lastMonth },
        }),
    },
    {
      name: "statement of accounts: one property, 12 months",
      call: () =>
        accounts.statementOfAccounts(db(), {
          actor: accountant,
          subject: { kind: "property", id: one!.id },
          period: { from: lastYear.from, to: month },
        }),
    },
    {
      name: "statement of accounts: one organisation (20 properties), last month",
      call: () =>
        accounts.statementOfAccounts(db(), {
          actor: accountant,
          subject: { kind: "organisation", id: one!.organisation_id, managedOnly: false },
          period: { from: lastMonth, to: lastMonth },
        }),
    },
    {
      name: "statement of accounts: all, last month",
      call: () =>
        accounts.statementOfAccounts(db(), {
          actor: accountant,
          subject: { kind: "all" },
          period: { from: lastMonth, to: lastMonth },
        }),
    },
    {
      name: "statement of accounts: all, 12 months",
      call: () =>
        accounts.statementOfAccounts(db(), {
          actor: accountant,
          subject: { kind: "all" },
          period: { from: lastYear.from, to: month },
        }),
    },
    {
      name: "management fees: all owners, 12 months",
      call: () => accounts.managementFees(db(), { actor: accountant, period: { from: lastYear.from, to: month } }),
    },
    {
      name: "opex: first page, all, 12 months",
      call: () => accounts.listOpex(db(), { actor: accountant, filters: { from: lastYear.from, to: month, page: 1 } }),
    },
    { name: "settlement run for last month (rolled back)", call: settlementRun },
    {
      name: "settlements: first page",
      call: () => accounts.listSettlements(db(), { actor: staff, filters: { page: 1 } }),
    },
    {
      name: "host transactions: first page, all",
      call: () => accounts.listHostTransactions(db(), { actor: staff, filters: { page: 1 } }),
    },
    {
      name: "host transactions: first page, one supplier",
      call: () => accounts.listHostTransactions(db(), { actor: supplier, filters: { page: 1 } }),
    },
    {
      name: "invoices: first page, all",
      call: () => accounts.listInvoices(db(), { actor: staff, filters: { page: 1 } }),
    },
  ];

  // Steady state: every month before last already settled, one committed run per month in order, as
  // accountants would have run them; each of those runs is timed too.
  const {
    rows: [settled],
  } = await client.query<{ count: string }>(`select count(*) from settlements`);
  const monthlyRuns: number[] = [];
  if (Number(settled!.count) === 0) {
    for (let at = addMonths(month, -24); at < lastMonth; at = addMonths(at, 1)) {
      const t0 = performance.now();
      await longDb().transaction((tx) => accounts.createSettlements(tx, { month: at, createdBy: null }));
      monthlyRuns.push(performance.now() - t0);
      say(`settled ${at} in ${monthlyRuns[monthlyRuns.length - 1]!.toFixed(0)} ms`);
    }
    say(`settled ${monthlyRuns.length} months one by one`);
  }

  // The data set is loaded with two years unsettled and settled in minutes, so the queue's table ends up holding
  // the pages of two years' backlog, mostly empty; a live queue never held more than what was unsettled at once,
  // and autovacuum reuses its space month after month. Compacted here so that the run reads what a live one would.
  await client.query("vacuum full analyze unsettled_entries");

  console.log(`\n# statements benchmark, ${new Date().toISOString()}`);
  console.log(
    `# ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}; load average at the start ${load()}`,
  );
  console.log(
    `# ${sizes.properties} properties, ${sizes.bookings} bookings, ${sizes.entries} journal entries, ${sizes.lines} journal lines\n`,
  );
  console.log("| page data | median ms | p95 ms | max ms |");
  console.log("|---|---|---|---|");
  for (const scenario of args.includes("--http-only") ? [] : scenarios) {
    const times: number[] = [];
    try {
      await scenario.call();
      await scenario.call();
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await scenario.call();
        times.push(performance.now() - t0);
      }
    } catch (error) {
      console.log(
        `| ${scenario.name} | failed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)} | | |`,
      );
      continue;
    }
    times.sort((a, b) => a - b);
    const pick = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
    console.log(`| ${scenario.name} | ${pick(50)} | ${pick(95)} | ${times[times.length - 1]!.toFixed(1)} |`);
  }
  if (monthlyRuns.length) {
    // In month order first: a run that grows with history shows it here (the last months read the most).
    const inOrder = monthlyRuns.map((ms) => ms.toFixed(0)).join(", ");
    const sorted = [...monthlyRuns].sort((a, b) => a - b);
    console.log(
      `\nmonthly settlement runs before the timings (committed, ${monthlyRuns.length} months): median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted[sorted.length - 1]!.toFixed(0)} ms; in month order: ${inOrder} ms`,
    );
  }
  if (http) {
    console.log(`\nload average before the HTTP pass ${load()}`);
    const { httpPass } = await import("./statements-http");
    await httpPass({
      client,
      url,
      authSecret: process.env.AUTH_SECRET!,
      port: httpPort,
      dir,
      supplierOrganisationId: one!.organisation_id,
      requests: httpRequests,
      connections: 2,
      warmUps: smoke ? 1 : 2,
      say,
    });
  }
  console.log(`\nload average at the end ${load()}`);
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
