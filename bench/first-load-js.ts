/**
 * `npx tsx bench/first-load-js.ts [route…]`: the first-load JavaScript of public pages as the last `next build`
 * left it, without a server or a browser. Next.js 16's route table no longer prints sizes, but the build writes
 * each route's first-load chunks to `.next/diagnostics/route-bundle-stats.json`; this gzips each chunk (level 6,
 * as Next.js serves without brotli) and brotlis it (the build's `.br`, scripts/lib/compression.mjs) and adds them
 * up, the figure Lighthouse's "first-load JS" reads over the network (docs/PERFORMANCE.md, "Public pages").
 * "Next.js and React" is the part every page of the build loads (`rootMainFiles` of the build manifest); "app" is
 * the rest, the app's own share. Chunks a page loads later (the date picker's calendar on first open) are not
 * counted, which is the point of loading them later.
 *
 * The build's lists count every client module a route's entries could render, the error and not-found pages'
 * included (the dashboard's frame of the root not-found page, say), so they read above what a browser loads.
 * `--served http://127.0.0.1:3000` reads instead the chunks a served page names in its HTML (its script tags and
 * the client components its RSC payload references, less the `noModule` polyfills), on a server of this build:
 * what the browser fetches.
 */
import { existsSync, readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const STATS = ".next/diagnostics/route-bundle-stats.json";
const DEFAULT_ROUTES = [
  "/",
  "/about",
  "/faq",
  "/newsroom",
  "/stay-connect",
  "/contact",
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

const args = process.argv.slice(2);
const servedAt = args.includes("--served") ? args[args.indexOf("--served") + 1] : undefined;
const routes = args.filter((arg, index) => !arg.startsWith("--") && args[index - 1] !== "--served");

const framework = new Set(
  (JSON.parse(readFileSync(".next/build-manifest.json", "utf8")) as { rootMainFiles: string[] }).rootMainFiles.map(
    (file) => `.next/${file}`,
  ),
);
const sizes = new Map<string, { gzip: number; brotli: number }>();
const sizeOf = (file: string) => {
  let size = sizes.get(file);
  if (!size) {
    const body = readFileSync(file);
    const brotli = existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`).length
      : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    size = { gzip: gzipSync(body, { level: 6 }).length, brotli };
    sizes.set(file, size);
  }
  return size;
};

/** The chunks a served page names: script tags and the RSC payload's client references. */
async function servedChunks(route: string): Promise<string[] | null> {
  const response = await fetch(new URL(route, servedAt), { headers: { cookie: "NEXT_LOCALE=en" } });
  if (!response.ok) return null;
  const html = await response.text();
  const found = new Set<string>();
  // Next.js's polyfills come in a `noModule` script, which browsers that run modules (every one Lighthouse
  // emulates) never fetch.
  const noModule = new Set(
    [...html.matchAll(/<script[^>]*\ssrc="\/_next\/(static\/chunks\/[\w./-]+?\.js)"[^>]*\snoModule/gi)].map(
      (match) => `.next/${match[1]}`,
    ),
  );
  for (const match of html.matchAll(/\/?_next\/(static\/chunks\/[\w./-]+?\.js)/g)) found.add(`.next/${match[1]}`);
  for (const match of html.matchAll(/\\?"(static\/chunks\/[\w./-]+?\.js)\\?"/g)) found.add(`.next/${match[1]}`);
  return [...found].filter((file) => existsSync(file) && !noModule.has(file));
}

const KB = (bytes: number) => (bytes / 1024).toFixed(1);
const stats = JSON.parse(readFileSync(STATS, "utf8")) as RouteStats[];
console.log(
  `${servedAt ? `Served by ${servedAt}` : "From the build's route lists"}; KB, gzip (brotli):\n\n` +
    "| route | first-load JS | of which Next.js and React | the app's own | scripts |\n|---|---|---|---|---|",
);
for (const route of routes.length > 0 ? routes : DEFAULT_ROUTES) {
  const chunks = servedAt
    ? await servedChunks(route)
    : (stats.find((entry) => entry.route === route)?.firstLoadChunkPaths ?? null);
  if (!chunks) {
    console.log(`| ${route} | not found | | | |`);
    continue;
  }
  const sum = (files: string[]) =>
    files.reduce(
      (total, file) => {
        const size = sizeOf(file);
        return { gzip: total.gzip + size.gzip, brotli: total.brotli + size.brotli };
      },
      { gzip: 0, brotli: 0 },
    );
  const all = sum(chunks);
  const own = sum(chunks.filter((file) => !framework.has(file)));
  const base = { gzip: all.gzip - own.gzip, brotli: all.brotli - own.brotli };
  const shown = (size: { gzip: number; brotli: number }) => `${KB(size.gzip)} (${KB(size.brotli)})`;
  console.log(`| ${route} | ${shown(all)} | ${shown(base)} | **${shown(own)}** | ${chunks.length} |`);
}
