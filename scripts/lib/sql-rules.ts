import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type pg from "pg";

/**
 * The SQL rules: the functions and triggers of the database, each written once, as it is now, in
 * src/domains/<domain>/sql/*.sql (ARCHITECTURE.md, Data). They are applied after the schema migrations, like
 * Flyway's repeatable migrations: a file runs again when its text changes, and the hash of the text it last ran
 * with is recorded in drizzle.__sql_rules (beside drizzle-orm's own table, out of the schema drizzle-kit diffs).
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const DOMAINS = "src/domains";

export interface SqlRuleFile {
  /** Relative to the repository, with forward slashes: the key its hash is recorded under. */
  path: string;
  sql: string;
  hash: string;
  /** The rule files it uses, from its `-- requires: src/domains/…/sql/….sql` lines. */
  requires: string[];
}

const REQUIRES = /^--\s*requires:\s*(\S+)\s*$/gm;

/** Every rule file, in the order they apply (see orderSqlRules). */
export function loadSqlRules(root = ROOT): SqlRuleFile[] {
  const files: SqlRuleFile[] = [];
  for (const domain of readdirSync(path.join(root, DOMAINS)).sort()) {
    const dir = path.join(root, DOMAINS, domain, "sql");
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith(".sql")) continue;
      const sql = readFileSync(path.join(dir, name), "utf8");
      files.push({
        path: `${DOMAINS}/${domain}/sql/${name}`,
        sql,
        hash: createHash("sha256").update(sql).digest("hex"),
        requires: [...sql.matchAll(REQUIRES)].map((match) => match[1]!),
      });
    }
  }
  return orderSqlRules(files);
}

/**
 * The order of application: a file after every file it requires, otherwise by path. The same on every machine
 * and every run, whatever order the disk lists files in. An unknown or circular requirement is refused.
 */
export function orderSqlRules(files: SqlRuleFile[]): SqlRuleFile[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  for (const file of files) {
    for (const required of file.requires) {
      if (!byPath.has(required))
        throw new Error(`${file.path} requires ${required}, which is not a rule file (src/domains/<domain>/sql/*.sql)`);
    }
  }
  const ordered: SqlRuleFile[] = [];
  const placed = new Set<string>();
  const pending = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  while (pending.length > 0) {
    const next = pending.findIndex((file) => file.requires.every((required) => placed.has(required)));
    if (next < 0)
      throw new Error(`SQL rule files require each other in a circle: ${pending.map((file) => file.path).join(", ")}`);
    const [file] = pending.splice(next, 1);
    ordered.push(file!);
    placed.add(file!.path);
  }
  return ordered;
}

/**
 * The files to apply, in order: those whose text differs from the one recorded, and those that require one of
 * them (directly or not), so that a trigger on a function dropped and made again by the file it requires is made
 * again too. `files` is in application order, so one pass finds the whole chain.
 */
export function sqlRulesDue(files: SqlRuleFile[], recorded: ReadonlyMap<string, string>): SqlRuleFile[] {
  const due = new Set<string>();
  for (const file of files) {
    if (recorded.get(file.path) !== file.hash || file.requires.some((required) => due.has(required)))
      due.add(file.path);
  }
  return files.filter((file) => due.has(file.path));
}

/**
 * Applies the rule files that are due, all in one transaction: a file that fails leaves the database with every
 * rule as it was (and the failure names the file and line). The caller holds the migration lock. Answers the
 * paths applied.
 */
export async function applySqlRules(client: pg.Client, files: SqlRuleFile[] = loadSqlRules()): Promise<string[]> {
  await client.query("begin");
  try {
    await client.query("create schema if not exists drizzle");
    await client.query(
      "create table if not exists drizzle.__sql_rules (path text primary key, hash text not null, applied_at timestamptz not null default now())",
    );
    const { rows } = await client.query<{ path: string; hash: string }>("select path, hash from drizzle.__sql_rules");
    const due = sqlRulesDue(files, new Map(rows.map((row) => [row.path, row.hash])));
    for (const file of due) {
      try {
        // No parameters: the simple query protocol runs the file's statements one after another.
        await client.query(file.sql);
      } catch (error) {
        throw located(file, error);
      }
      await client.query(
        "insert into drizzle.__sql_rules (path, hash) values ($1, $2) on conflict (path) do update set hash = excluded.hash, applied_at = now()",
        [file.path, file.hash],
      );
    }
    // A file renamed or removed: its row would only mislead (what it made is dropped by a schema migration).
    await client.query("delete from drizzle.__sql_rules where not (path = any ($1))", [files.map((file) => file.path)]);
    await client.query("commit");
    return due.map((file) => file.path);
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  }
}

/** The error of a rule file, with its path and the line PostgreSQL pointed at (when it did). */
function located(file: SqlRuleFile, error: unknown): Error {
  const position = Number((error as { position?: string }).position);
  const line =
    Number.isInteger(position) && position > 0 ? `:${file.sql.slice(0, position - 1).split("\n").length}` : "";
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`SQL rule ${file.path}${line}: ${message}`, { cause: error });
}

/**
 * Every function and trigger of the database (those of extensions left out), keyed by name, with its definition
 * as PostgreSQL prints it (`pg_get_functiondef`, `pg_get_triggerdef` and whether it is enabled): two databases
 * with equal maps have the same rules.
 */
export async function sqlRuleDefinitions(client: pg.Client | pg.PoolClient): Promise<Map<string, string>> {
  const { rows } = await client.query<{ name: string; definition: string }>(`
    select 'function ' || p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where p.prokind in ('f', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    union all
    select 'trigger ' || t.tgname || ' on ' || t.tgrelid::regclass::text, pg_get_triggerdef(t.oid) || ' -- enabled: ' || t.tgenabled::text
    from pg_trigger t
    where not t.tgisinternal
    order by 1`);
  return new Map(rows.map((row) => [row.name, row.definition]));
}
