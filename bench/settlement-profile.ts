/**
 * `npx tsx --import ./bench/server-environment.mjs bench/settlement-profile.ts --port=…`: where a month's settlement
 * run spends its time, on the data `npm run bench:statements` made (.data/bench-statements; `--dir=…` for another).
 * Prints EXPLAIN (ANALYZE, BUFFERS) of the candidates query for the last month, then times the run (rolled back)
 * as it is, and with each trigger of the tables it writes switched off in turn (in the rolled-back transaction:
 * nothing changes), so that a trigger's cost is the difference. `--month=2026-10` for another month;
 * `--no-migrate` to profile a database as it was left (the code before a migration).
 *
 * A diagnosis tool, not part of `npm test`; its figures go to docs/PERFORMANCE.md by hand.
 */
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { withBenchDatabase } from "./support";

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const port = Number(option("port") ?? process.env.BENCH_PG_PORT ?? 54346);
const dir = path.resolve(option("dir") ?? ".data/bench-statements");
const runs = Number(option("runs") ?? 3);
const DATABASE = "staysia_bench_statements";
const lastMonth = (() => {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 7);
})();
const month = option("month") ?? lastMonth;
const TABLES = ["settlements", "settlement_items", "booking_earnings", "unsettled_entries", "host_earnings_months"];

async function main() {
  await withBenchDatabase({ dir, port, database: DATABASE, migrate: !args.includes("--no-migrate") }, profile);
}

class Rollback extends Error {}

async function profile(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // The app's run uses longDb() (settlements/run.ts: the long statement limit); so does this profile.
  const { longDb: db } = await import("@/server/db");
  const { createSettlements, candidatesQuery } = await import("@/domains/accounts/settlements/settle");
  const { periodOf } = await import("@/domains/accounts/settlements/figures");
  const period = periodOf(month)!;
  console.log(
    `# settlement run of ${month}, ${new Date().toISOString()}, load ${os.loadavg().map((n) => n.toFixed(2))}`,
  );
  const sizes = await client.query<{ entries: string; items: string }>(
    `select (select count(*) from journal_entries) as entries, (select count(*) from settlement_items) as items`,
  );
  console.log(`# ${sizes.rows[0]!.entries} journal entries, ${sizes.rows[0]!.items} settled`);

  const plan = await db().execute(sql`explain (analyze, buffers) ${candidatesQuery(period)}`);
  console.log("\n## EXPLAIN (ANALYZE, BUFFERS) of the candidates query\n");
  for (const row of plan.rows) console.log(`    ${String(Object.values(row)[0])}`);

  const { rows: triggers } = await client.query<{ table: string; name: string }>(
    `select c.relname as table, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where not t.tgisinternal and c.relname = any($1) order by 1, 2`,
    [TABLES],
  );
  const timed = async (disable: { table: string; name: string } | null) => {
    const times: number[] = [];
    let items = 0;
    for (let i = 0; i < runs; i++) {
      await db()
        .transaction(async (tx) => {
          if (disable) await tx.execute(sql.raw(`alter table "${disable.table}" disable trigger "${disable.name}"`));
          const t0 = performance.now();
          const result = await createSettlements(tx, { month, createdBy: null });
          times.push(performance.now() - t0);
          items = result.created.reduce((sum, created) => sum + created.items, 0);
          throw new Rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Rollback)) throw error;
        });
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)]!, items };
  };
  const candidateTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await db().execute(candidatesQuery(period));
    candidateTimes.push(performance.now() - t0);
  }
  candidateTimes.sort((a, b) => a - b);
  await timed(null); // warm-up: the first run reads the tables from disk
  const whole = await timed(null);
  console.log(`\n## The run (median of ${runs}, rolled back): ${whole.items} items\n`);
  console.log("| step | median ms |\n|---|---|");
  console.log(`| candidates query alone (to Node) | ${candidateTimes[Math.floor(runs / 2)]!.toFixed(0)} |`);
  console.log(`| whole run, every trigger on | ${whole.median.toFixed(0)} |`);
  for (const trigger of triggers) {
    const without = await timed(trigger);
    console.log(
      `| without ${trigger.table}.${trigger.name} | ${without.median.toFixed(0)} (${(whole.median - without.median).toFixed(0)} less) |`,
    );
  }
  // The run's statements one by one (as createSettlements writes them), timed apart, rolled back.
  const steps: [string, number][] = [];
  const itemsPlan: string[] = [];
  await db()
    .transaction(async (tx) => {
      let t0 = performance.now();
      const step = (name: string) => {
        steps.push([name, performance.now() - t0]);
        t0 = performance.now();
      };
      const result = await createSettlements(tx, {
        month,
        createdBy: null,
        // Told at the start (candidates in, summed per supplier) and at the end (settlements and items written).
        onProgress: async (done) =>
          step(
            done === 0
              ? "candidates into the run's table, their sums per supplier"
              : "settlements and their items (one INSERT…SELECT, with the items' triggers)",
          ),
      });
      // The items' insert again under EXPLAIN ANALYZE, for its triggers' own times: taken out, put back.
      const ids = sql.join(
        result.created.map((created) => sql`${created.id}::uuid`),
        sql`, `,
      );
      if (result.created.length > 0) {
        await tx.execute(
          sql`create temporary table profile_items on commit drop as select * from settlement_items where settlement_id in (${ids})`,
        );
        await tx.execute(sql`delete from settlement_items where settlement_id in (${ids})`);
        const insert = await tx.execute(
          sql`explain (analyze, buffers) insert into settlement_items select * from profile_items order by id`,
        );
        itemsPlan.push(...insert.rows.map((row) => String(Object.values(row)[0])));
      }
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  console.log("\n## One run's steps\n\n| step | ms |\n|---|---|");
  for (const [name, ms] of steps) console.log(`| ${name} | ${ms.toFixed(0)} |`);
  console.log("\n## EXPLAIN (ANALYZE, BUFFERS) of the items' insert, with its triggers\n");
  for (const line of itemsPlan) console.log(`    ${line}`);
  console.log(`\nload at the end ${os.loadavg().map((n) => n.toFixed(2))}`);
  await client.end();
  await (await import("@/server/db")).pool().end();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
