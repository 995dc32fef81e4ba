import { describe, expect, it } from "vitest";
import { loadSqlRules, orderSqlRules, sqlRulesDue, type SqlRuleFile } from "./sql-rules";

const rule = (path: string, ...requires: string[]): SqlRuleFile => ({
  path,
  sql: "",
  hash: `hash of ${path}`,
  requires,
});
const paths = (files: SqlRuleFile[]) => files.map((file) => file.path);

describe("orderSqlRules", () => {
  it("puts a file after the files it requires, and otherwise orders by path", () => {
    const files = [rule("c.sql"), rule("a.sql", "d.sql"), rule("b.sql"), rule("d.sql", "c.sql")];
    expect(paths(orderSqlRules(files))).toEqual(["b.sql", "c.sql", "d.sql", "a.sql"]);
    expect(paths(orderSqlRules([...files].reverse()))).toEqual(["b.sql", "c.sql", "d.sql", "a.sql"]);
  });

  it("refuses a requirement that names no rule file", () => {
    expect(() => orderSqlRules([rule("a.sql", "missing.sql")])).toThrow(/a\.sql requires missing\.sql/);
  });

  it("refuses files that require each other in a circle", () => {
    expect(() => orderSqlRules([rule("a.sql", "b.sql"), rule("b.sql", "a.sql"), rule("c.sql")])).toThrow(
      /circle: a\.sql, b\.sql/,
    );
  });
});

describe("sqlRulesDue", () => {
  const files = orderSqlRules([rule("a.sql"), rule("b.sql", "a.sql"), rule("c.sql", "b.sql"), rule("d.sql")]);
  const recorded = new Map(files.map((file) => [file.path, file.hash]));

  it("is nothing when every file's recorded hash is its own", () => {
    expect(sqlRulesDue(files, recorded)).toEqual([]);
  });

  it("is every file, in order, on a database that has recorded none", () => {
    expect(paths(sqlRulesDue(files, new Map()))).toEqual(["a.sql", "b.sql", "c.sql", "d.sql"]);
  });

  it("is a changed file with the files that require it, directly or not", () => {
    expect(paths(sqlRulesDue(files, new Map([...recorded, ["a.sql", "an older hash"]])))).toEqual([
      "a.sql",
      "b.sql",
      "c.sql",
    ]);
    expect(paths(sqlRulesDue(files, new Map([...recorded, ["c.sql", "an older hash"]])))).toEqual(["c.sql"]);
  });
});

describe("the rule files of src/domains/*/sql", () => {
  const files = loadSqlRules();

  it("are found, and each requirement names one of them", () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(file.path).toMatch(/^src\/domains\/[a-z]+\/sql\/[a-z-]+\.sql$/);
  });

  it("define each function and trigger in exactly one place, written to run again over itself", () => {
    const definitions = new Map<string, string[]>();
    const define = (name: string, where: string) => definitions.set(name, [...(definitions.get(name) ?? []), where]);
    for (const file of files) {
      for (const [, replace, name] of file.sql.matchAll(/^CREATE (OR REPLACE )?(?:FUNCTION|PROCEDURE) (\w+)/gim)) {
        expect(replace, `${file.path}: CREATE OR REPLACE FUNCTION ${name}`).toBeDefined();
        define(`function ${name}`, file.path);
      }
      for (const [, replace, constraint, name] of file.sql.matchAll(
        /^CREATE (OR REPLACE )?(CONSTRAINT )?TRIGGER (\w+)/gim,
      )) {
        // PostgreSQL cannot replace a constraint trigger: it must be dropped just before.
        if (constraint)
          expect(file.sql, `${file.path}: DROP TRIGGER IF EXISTS ${name}`).toMatch(
            new RegExp(`^DROP TRIGGER IF EXISTS ${name} ON`, "im"),
          );
        else expect(replace, `${file.path}: CREATE OR REPLACE TRIGGER ${name}`).toBeDefined();
        define(`trigger ${name}`, file.path);
      }
      // The triggers made from a list (statement-triggers.sql): <table>_<rule>_<event>, and _truncate.
      for (const [, table, ruleName, , events, afterTruncate] of file.sql.matchAll(
        /^\s*\('(\w+)',\s*'(\w+)',\s*'(\w+)',\s*ARRAY\[([^\]]*)\],\s*('\w+'|NULL)\)/gm,
      )) {
        const made = [...events!.matchAll(/'(\w+)'/g)].map(([, event]) => event!);
        if (afterTruncate !== "NULL") made.push("truncate");
        for (const event of made) define(`trigger ${table}_${ruleName}_${event}`, file.path);
      }
    }
    const twice = [...definitions].filter(([, where]) => where.length > 1);
    expect(twice).toEqual([]);
    expect([...definitions.keys()].filter((name) => name.startsWith("trigger ")).length).toBeGreaterThan(60);
  });

  it("leave the transaction to the runner, which applies every due file in one", () => {
    for (const file of files)
      expect(file.sql, file.path).not.toMatch(
        /^\s*(COMMIT|ROLLBACK|START TRANSACTION|BEGIN\s*(WORK|TRANSACTION)?\s*;)/im,
      );
  });
});
