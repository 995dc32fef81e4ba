import { readFileSync } from "node:fs";
import pg from "pg";
const [file, ...setup] = process.argv.slice(2);
const text = readFileSync(file!, "utf8");
const start = text.indexOf("\n\n\n") + 3;
let sqlText = text.slice(start, text.indexOf("\n-- params: "));
if (process.env.SWAP) sqlText = sqlText.replace(/and exists \(select 1 from units u where u.property_id = p.id and not exists \(select 1 from unit_taken_nights t where t.unit_id = u.id\n    and (t.nights && daterange\(\$\d+::date, \$\d+::date, '\[\)'\))\)\)/, (_m, test) => `and exists (select 1 from unit_taken_nights t where t.property_id = p.id and not (${test}))`);
if (process.env.SHOW) console.log(sqlText.slice(sqlText.indexOf("offset 0) p where")));
const params = JSON.parse(text.slice(text.indexOf("-- params: ") + 11).split("\n")[0]!);
const c = new pg.Client({ connectionString: process.env.URL });
await c.connect();
for (const s of setup) await c.query(s);
const times: number[] = [];
let last: string[] = [];
for (let i = 0; i < 7; i++) {
  const r = await c.query(`explain (analyze, buffers) ${sqlText}`, params);
  last = r.rows.map((x) => x["QUERY PLAN"] as string);
  times.push(Number(/Execution Time: ([\d.]+)/.exec(last.join("\n"))![1]));
}
times.sort((a, b) => a - b);
console.log(process.env.FULL ? last.join("\n") : `${last.find((l) => /Buffers/.test(l))?.trim()}  median ${times[3]} ms (min ${times[0]})`);
await c.end();
