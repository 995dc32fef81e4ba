/**
 * `npx tsx scripts/compare-sql-rules.ts <database URL> <database URL>`: whether two databases have the same
 * functions and triggers, definition for definition (pg_get_functiondef, pg_get_triggerdef). For a change to
 * the SQL rules or the way they are applied: migrate a fresh database with each version and compare them.
 * Exits 1 and lists the differences when they differ.
 */
import pg from "pg";
import { sqlRuleDefinitions } from "./lib/sql-rules";

const [first, second] = process.argv.slice(2);
if (!first || !second) {
  console.error("Usage: npx tsx scripts/compare-sql-rules.ts <database URL> <database URL>");
  process.exit(2);
}

async function definitionsOf(url: string): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await sqlRuleDefinitions(client);
  } finally {
    await client.end();
  }
}

const [a, b] = await Promise.all([definitionsOf(first), definitionsOf(second)]);
const differences: string[] = [];
for (const name of [...new Set([...a.keys(), ...b.keys()])].sort()) {
  const left = a.get(name);
  const right = b.get(name);
  if (left === right) continue;
  if (left === undefined) differences.push(`only in the second: ${name}`);
  else if (right === undefined) differences.push(`only in the first: ${name}`);
  else differences.push(`different: ${name}\n--- first\n${left}\n--- second\n${right}`);
}

const count = (map: Map<string, string>, kind: string) =>
  [...map.keys()].filter((name) => name.startsWith(kind)).length;
console.log(
  `first: ${count(a, "function ")} functions, ${count(a, "trigger ")} triggers; second: ${count(b, "function ")} functions, ${count(b, "trigger ")} triggers`,
);
if (differences.length === 0) {
  console.log("identical: every function and trigger has the same definition in both");
} else {
  console.log(differences.join("\n\n"));
  console.log(`${differences.length} differences`);
  process.exit(1);
}
