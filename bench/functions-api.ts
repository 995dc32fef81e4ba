/**
 * `npm run bench:functions`: latency and throughput of the functions API on a running server
 * (`npm start` first). Bounded: a fixed number of requests, on loopback only.
 *
 *   BENCH_URL=http://localhost:3000 BENCH_REQUESTS=400 BENCH_CONCURRENCY=8 npm run bench:functions
 *
 * An answer with another status than its scenario expects fails the bench (exit 1). The browser suite runs it
 * small against its own server (e2e/bench-smoke.spec.ts), so `npm test` proves it still runs.
 */
import os from "node:os";

const base = process.env.BENCH_URL || "http://localhost:3000";
if (!/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(base)) {
  console.error("BENCH_URL must be a loopback address (this benchmark never targets another machine).");
  process.exit(1);
}
const total = Number(process.env.BENCH_REQUESTS || 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 8);

// Each scenario's answer is checked: a bench whose calls fail measures nothing, and must say so (exit 1).
const scenarios = [
  { name: "findListings, first page of 24", data: {}, status: 200 },
  { name: "findListings, one country, 12", data: { country: "thailand", limit: 12 }, status: 200 },
  { name: "unknown function (404 path)", fn: "noSuchFunction", data: {}, status: 404 },
];
const unexpected: string[] = [];

async function call(fn: string, data: unknown, status: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/functions/${fn}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data }),
  });
  await response.arrayBuffer();
  if (response.status !== status) unexpected.push(`${fn}: ${response.status}, not ${status}`);
  return performance.now() - started;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

console.log(
  `# functions API on ${base}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "unknown CPU"}, ${new Date().toISOString()}`,
);
console.log(`# ${total} requests per scenario, ${concurrency} at a time, after 20 warm-up calls\n`);
console.log("| scenario | p50 ms | p95 ms | p99 ms | requests/s |");
console.log("|---|---|---|---|---|");
for (const scenario of scenarios) {
  const fn = scenario.fn ?? "findListings";
  for (let i = 0; i < 20; i++) await call(fn, scenario.data, scenario.status);
  const timings: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        timings.push(await call(fn, scenario.data, scenario.status));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  console.log(
    `| ${scenario.name} | ${f(percentile(timings, 50))} | ${f(percentile(timings, 95))} | ${f(percentile(timings, 99))} | ${Math.round(timings.length / seconds)} |`,
  );
}
if (unexpected.length > 0) {
  console.error(`${unexpected.length} answers were not what the scenario expects, e.g. ${unexpected[0]}`);
  process.exit(1);
}
