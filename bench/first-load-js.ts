/**
 * `npx tsx bench/first-load-js.ts [route…]`: the first-load JavaScript of public pages as the last `next build`
 * left it, without a server or a browser. Next.js 16's route table no longer prints sizes, but the build writes
 * each route's first-load chunks to `.next/diagnostics/route-bundle-stats.json`; this gzips each chunk (level 6,
 * as `next start` serves it) and adds them up, the figure Lighthouse's "first-load JS" reads over the network
 * (docs/PERFORMANCE.md, "Public pages"). Chunks a page loads later (the date picker's calendar on first open)
 * are not counted, which is the point of loading them later.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const STATS = ".next/diagnostics/route-bundle-stats.json";
const DEFAULT_ROUTES = [
  "/",
  "/findahome",
  "/products/[id]",
  "/checkout",
  "/bookings",
  "/experiences/[id]",
  "/signup/roomer",
];

interface RouteStats {
  route: string;
  firstLoadChunkPaths: string[];
}

const stats = JSON.parse(readFileSync(STATS, "utf8")) as RouteStats[];
const gzipped = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 6 }).length;
    gzipped.set(file, size);
  }
  return size;
};

const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_ROUTES;
console.log("| route | first-load JS KB (gzip) | scripts |");
console.log("|---|---|---|");
for (const route of routes) {
  const found = stats.find((entry) => entry.route === route);
  if (!found) {
    console.log(`| ${route} | not in ${STATS} | |`);
    continue;
  }
  const total = found.firstLoadChunkPaths.reduce((sum, file) => sum + sizeOf(file), 0);
  console.log(`| ${route} | ${(total / 1024).toFixed(1)} | ${found.firstLoadChunkPaths.length} |`);
}
