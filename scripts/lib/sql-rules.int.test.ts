import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recreateDatabase } from "./embedded-postgres";
import { migrateDatabase } from "./migrate";
import { applySqlRules, loadSqlRules, sqlRuleDefinitions, type SqlRuleFile } from "./sql-rules";

const files = loadSqlRules();
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });

beforeAll(() => client.connect());
afterAll(() => client.end());

async function recorded(on: pg.Client = client): Promise<Map<string, string>> {
  const { rows } = await on.query<{ path: string; hash: string }>(
    "select path, hash from drizzle.__sql_rules order by path",
  );
  return new Map(rows.map((row) => [row.path, row.hash]));
}

describe("applySqlRules", () => {
  it("has recorded every rule file with the hash of its text", async () => {
    expect(await recorded()).toEqual(new Map(files.map((file) => [file.path, file.hash])));
  });

  it("applies nothing while no file has changed", async () => {
    expect(await applySqlRules(client)).toEqual([]);
  });

  it("applies a changed file again, with the files that require it, leaving every definition as it was", async () => {
    const before = await sqlRuleDefinitions(client);
    await client.query(
      "update drizzle.__sql_rules set hash = 'an older text' where path = 'src/domains/bookings/sql/live-statuses.sql'",
    );
    expect(await applySqlRules(client)).toEqual([
      "src/domains/bookings/sql/live-statuses.sql",
      "src/domains/catalogue/sql/search-cache.sql",
      "src/domains/catalogue/sql/taken-nights.sql",
      "src/domains/catalogue/sql/statement-triggers.sql",
    ]);
    expect(await sqlRuleDefinitions(client)).toEqual(before);
    expect(await recorded()).toEqual(new Map(files.map((file) => [file.path, file.hash])));
  });

  it("applies every file again over itself without changing a definition", async () => {
    const before = await sqlRuleDefinitions(client);
    await client.query("delete from drizzle.__sql_rules");
    expect(await applySqlRules(client)).toEqual(files.map((file) => file.path));
    expect(await sqlRuleDefinitions(client)).toEqual(before);
  });

  it("rolls the whole run back when a file fails, and names the file and the line", async () => {
    const probe: SqlRuleFile = {
      path: "src/domains/probe/sql/a-probe.sql",
      sql: "CREATE OR REPLACE FUNCTION sql_rules_probe() RETURNS int LANGUAGE sql RETURN 1;",
      hash: "probe",
      requires: [],
    };
    const broken: SqlRuleFile = {
      path: "src/domains/probe/sql/broken.sql",
      sql: "SELECT 1;\nSELECT no_such_column FROM units;",
      hash: "broken",
      requires: [],
    };
    const before = await recorded();
    await expect(applySqlRules(client, [probe, broken])).rejects.toThrow(
      /^SQL rule src\/domains\/probe\/sql\/broken\.sql:2: column "no_such_column" does not exist/,
    );
    const { rows } = await client.query("select 1 from pg_proc where proname = 'sql_rules_probe'");
    expect(rows).toEqual([]);
    expect(await recorded()).toEqual(before);
  });
});

describe("the rule files", () => {
  const database = "staysia_int_sql_rules";
  let url: string;
  let fresh: pg.Client;

  beforeAll(async () => {
    url = await recreateDatabase(process.env.DATABASE_URL!, database);
    await migrateDatabase(url);
    fresh = new pg.Client({ connectionString: url });
    await fresh.connect();
  });

  afterAll(async () => {
    await fresh?.end();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`).finally(() => admin.end());
  });

  it("make, on their own, every function and trigger a fresh database has after its migrations", async () => {
    const migrated = await sqlRuleDefinitions(fresh);
    expect(migrated.size).toBeGreaterThan(100);

    // Everything the migrations made, gone; then the rule files alone.
    await fresh.query("begin");
    const { rows: drops } = await fresh.query<{ statement: string }>(`
      select 1 as step, format('drop trigger %I on %s', tgname, tgrelid::regclass) as statement from pg_trigger where not tgisinternal
      union all
      select 2, format('drop function %s', p.oid::regprocedure) from pg_proc p
      where p.pronamespace = 'public'::regnamespace
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      order by step`);
    for (const { statement } of drops) await fresh.query(statement);
    await fresh.query("delete from drizzle.__sql_rules");
    await fresh.query("commit");
    expect(await sqlRuleDefinitions(fresh)).toEqual(new Map());

    await applySqlRules(fresh);
    expect(await sqlRuleDefinitions(fresh)).toEqual(migrated);
  });
});
