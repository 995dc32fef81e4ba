/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, default simulated throttling) on the public pages /,
 * /findahome and one /products/[id], with Debian's Chromium. Each page runs several times; the table shows
 * the median of each figure, and the section "Public pages (Lighthouse)" of docs/PERFORMANCE.md gets the
 * figures, every run's load average and the machine.
 *
 *   npm run bench:lighthouse                              # starts the product with the demo data on port 3104
 *   npm run bench:lighthouse -- --url http://localhost:3000   # a server that is already running
 *
 * Options: --runs N (3), --languages (each page also at /ms, /id, /th and /zh: docs/I18N.md), --product ID
 * (default: the first card of /findahome), --label TEXT (a note for the
 * document, e.g. "after the image fix"), --no-write (print only), --smoke (one run per page, print only: the browser
 * suite runs it against its own server, e2e/bench-smoke.spec.ts, so `npm test` proves the bench still runs). Raw Lighthouse JSON goes to
 * .data/lighthouse/<time>/. Loopback only; nothing here reaches the network (Chromium runs with background
 * networking, component updates and sync off, and Lighthouse fetches nothing of its own).
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { CHROMIUM_FLAGS as CHROMIUM_BASE_FLAGS, CHROMIUM_PATH } from "../scripts/lib/chromium";

const CHROMIUM = CHROMIUM_PATH;
const CHROMIUM_FLAGS = ["--headless=new", ...CHROMIUM_BASE_FLAGS];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const DOC = "docs/PERFORMANCE.md";
const SECTION = "## Public pages (Lighthouse)";
const AIM = { performance: 95, firstLoadJsKb: 120, ownJsKb: 15 };

// The server this benchmark starts: its own data folder and ports, the demo data, no background jobs.
const OWN_PORT = 3104;
const OWN_ENV = {
  DATA_DIR: ".data/bench-lighthouse",
  PORT: String(OWN_PORT),
  APP_URL: `http://localhost:${OWN_PORT}`,
  EMBEDDED_PG_PORT: "54344",
  DEMO_DATA: "true",
  JOBS_ENABLED: "false",
  LOG_LEVEL: "warn",
};

interface Options {
  url?: string;
  runs: number;
  product?: string;
  label?: string;
  write: boolean;
  /** Each page in the five languages (`/th/findahome`…), English's without a segment. */
  languages: boolean;
}

/** The language segments of the public site (src/lib/locales.ts): English has none. */
const LANGUAGE_PREFIXES = ["", "/ms", "/id", "/th", "/zh"];

function parseArgs(argv: string[]): Options {
  const options: Options = { runs: 3, write: true, languages: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === "--url") options.url = value().replace(/\/$/, "");
    else if (arg === "--runs") options.runs = Math.max(1, Number.parseInt(value(), 10) || 3);
    else if (arg === "--product") options.product = value();
    else if (arg === "--label") options.label = value();
    else if (arg === "--languages") options.languages = true;
    else if (arg === "--no-write") options.write = false;
    // One run per page, nothing written: the browser suite's proof that the bench still runs.
    else if (arg === "--smoke") Object.assign(options, { runs: 1, write: false });
    else throw new Error(`unknown option ${arg} (see the comment at the top of bench/lighthouse.ts)`);
  }
  if (options.url && !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(options.url)) {
    throw new Error(
      "--url must be a loopback address such as http://localhost:3000 (this benchmark never targets another machine)",
    );
  }
  return options;
}

// ---------------------------------------------------------------------------------------------------------
// The server

interface Server {
  base: string;
  stop: () => Promise<void>;
}

async function startServer(logFile: string): Promise<Server> {
  const base = `http://localhost:${OWN_PORT}`;
  if (await healthy(base)) throw new Error(`something already answers on ${base}: stop it, or pass --url ${base}`);
  console.log(
    `# starting the product on ${base} (data in ${OWN_ENV.DATA_DIR}, log in ${logFile}; the first start builds the app)`,
  );
  const log = createWriteStream(logFile);
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, ...OWN_ENV },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group, so a stuck shutdown can still be ended as a whole
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once("exit", () => ((exited = true), resolve())));

  const stop = async () => {
    if (exited) return;
    child.kill("SIGTERM"); // scripts/start.mjs stops the app server and the embedded PostgreSQL, then exits
    const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 60_000).unref());
    if ((await Promise.race([exit, timeout])) === "timeout" && child.pid) {
      console.error("# the server did not stop within 60 s: killing its process group");
      process.kill(-child.pid, "SIGKILL");
    }
    log.end();
  };

  const deadline = Date.now() + 30 * 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited before it was healthy; see ${logFile}`);
    if (await healthy(base)) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  await stop();
  throw new Error(`the server was not healthy within 30 minutes; see ${logFile}`);
}

async function healthy(base: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function firstProductPath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/findahome`)).text();
  const match = /href="(\/products\/[^"?#]+)/.exec(html);
  if (!match?.[1]) throw new Error(`no /products/ link on ${base}/findahome: is the demo data there?`);
  return match[1];
}

// ---------------------------------------------------------------------------------------------------------
// Lighthouse

interface Run {
  page: string;
  run: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  firstLoadJsBytes: number;
  scriptRequests: number;
  /** Of the first-load JS, the scripts every page of the build loads (Next.js's runtime and React). */
  frameworkJsBytes: number;
  totalBytes: number;
  benchmarkIndex: number;
  loadBefore: number[];
  loadAfter: number[];
  warnings: string[];
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

interface SummaryItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

function resourceSummary(lhr: Result): SummaryItem[] {
  const details = lhr.audits["resource-summary"]?.details as { items?: SummaryItem[] } | undefined;
  return details?.items ?? [];
}

/**
 * The scripts Next.js loads on every page of this build (`rootMainFiles` of .next/build-manifest.json): its
 * client runtime and React. Empty when the build is not in this folder (a server of another checkout).
 */
function frameworkScripts(): Set<string> {
  try {
    const manifest = JSON.parse(readFileSync(".next/build-manifest.json", "utf8")) as { rootMainFiles?: string[] };
    return new Set((manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`));
  } catch {
    return new Set();
  }
}

function frameworkBytes(lhr: Result, framework: Set<string>): number {
  const details = lhr.audits["network-requests"]?.details as
    { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined;
  let bytes = 0;
  for (const request of details?.items ?? []) {
    if (request.resourceType === "Script" && framework.has(new URL(request.url).pathname))
      bytes += request.transferSize ?? 0;
  }
  return bytes;
}

function toRun(
  page: string,
  run: number,
  lhr: Result,
  loadBefore: number[],
  loadAfter: number[],
  framework: Set<string>,
): Run {
  const items = resourceSummary(lhr);
  const script = items.find((item) => item.resourceType === "script");
  const total = items.find((item) => item.resourceType === "total");
  return {
    page,
    run,
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    speedIndexMs: numeric(lhr, "speed-index"),
    // First-load JavaScript: the bytes on the wire (compressed) of every script the page loaded.
    firstLoadJsBytes: script?.transferSize ?? 0,
    scriptRequests: script?.requestCount ?? 0,
    frameworkJsBytes: frameworkBytes(lhr, framework),
    totalBytes: total?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    loadBefore,
    loadAfter,
    warnings: lhr.runWarnings.map(String),
  };
}

/** What Lighthouse says is worth fixing on a page: failed performance audits with a saving, largest first. */
function opportunities(lhr: Result): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const lines: string[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9 || ref.group === "metrics") continue;
    if (audit.scoreDisplayMode === "notApplicable" || (audit.scoreDisplayMode === "informative" && !audit.displayValue))
      continue;
    lines.push(`${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ""} (score ${audit.score})`);
  }
  const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = lcpElement?.items?.[0]?.items?.[0]?.node;
  if (node) lines.push(`LCP element: ${node.snippet ?? node.nodeLabel}`);
  return lines;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// ---------------------------------------------------------------------------------------------------------
// The report

function shell(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

function machine(): string {
  const memory = /^Mem:\s+(\d+)/m.exec(shell("free", ["-g"]))?.[1] ?? "?";
  const chromium = shell(CHROMIUM, ["--version"]).replace(/\s+built on.*$/, "");
  return `${shell("nproc", [])} cores (nproc), ${memory} GiB (free -g), Node ${process.versions.node.split(".").slice(0, 2).join(".")}, ${chromium}, Lighthouse ${lighthouseVersion()}`;
}

function lighthouseVersion(): string {
  try {
    return (JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string }).version;
  } catch {
    return "?";
  }
}

const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(" / ");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

function summaryTable(pages: string[], runs: Run[]): string[] {
  const lines = [
    "| page | performance | accessibility | best practices | SEO | LCP s | TBT ms | CLS | first-load JS KB (scripts) | of which Next.js and React KB |",
    "|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const page of pages) {
    const of = runs.filter((run) => run.page === page);
    const m = (pick: (run: Run) => number) => median(of.map(pick));
    lines.push(
      `| ${page} | ${m((r) => r.performance)} | ${m((r) => r.accessibility)} | ${m((r) => r.bestPractices)} | ${m((r) => r.seo)} | ` +
        `${seconds(m((r) => r.lcpMs))} | ${Math.round(m((r) => r.tbtMs))} | ${m((r) => r.cls).toFixed(3)} | ` +
        `${kb(m((r) => r.firstLoadJsBytes))} (${m((r) => r.scriptRequests)}) | ${m((r) => r.frameworkJsBytes) ? kb(m((r) => r.frameworkJsBytes)) : "–"} |`,
    );
  }
  return lines;
}

function runTable(runs: Run[]): string[] {
  const lines = [
    "| page | run | performance | FCP s | LCP s | TBT ms | CLS | JS KB | load average before (1/5/15 min) | after | benchmark index |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of runs) {
    lines.push(
      `| ${r.page} | ${r.run} | ${r.performance} | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ` +
        `${kb(r.firstLoadJsBytes)} | ${load(r.loadBefore)} | ${load(r.loadAfter)} | ${Math.round(r.benchmarkIndex)} |`,
    );
  }
  return lines;
}

function writeDocument(entry: string[]) {
  const intro = [
    SECTION,
    "",
    "`npm run bench:lighthouse` (`bench/lighthouse.ts`): Lighthouse in mobile mode (its default simulated",
    "throttling: 150 ms RTT, 1.6 Mbit/s, CPU slowed 4×) with Debian's Chromium, headless, on the production build",
    "served by `scripts/start.mjs` with the demo data (its own data folder `.data/bench-lighthouse`, port 3104).",
    "Each page runs three times (`-- --runs N` for more); the summary is the median of each figure. First-load",
    "JS is the transferred size (as scripts/serve.mjs sends it: brotli to a browser that asks for it, else gzip) of every script the page loads (Lighthouse's",
    'resource summary); "of which Next.js and React" is the part every page of the build loads (`rootMainFiles`',
    "of the build manifest).",
    "The machine is shared with other builds and tests, so each run records the load average (`uptime`) before",
    "and after it, and Lighthouse's benchmark index of the CPU (higher is faster; it falls when the machine is busy).",
    `Aim: performance ${AIM.performance} or more, first-load JS under ${AIM.firstLoadJsKb} KB on public pages; the app's own share (the first-load JS less Next.js and React) at most ${AIM.ownJsKb} KB on the content pages (\`npx tsx bench/first-load-js.ts --served URL\` counts it per page). Newest measurement first.`,
    "",
  ];
  const text = readFileSync(DOC, "utf8");
  const start = text.indexOf(`\n${SECTION}\n`);
  let before: string;
  let previous = "";
  let after = "";
  if (start === -1) {
    before = `${text.trimEnd()}\n\n`;
  } else {
    before = text.slice(0, start + 1);
    const body = text.slice(start + 1 + SECTION.length + 1);
    const nextSection = body.search(/^## /m);
    const own = nextSection === -1 ? body : body.slice(0, nextSection);
    after = nextSection === -1 ? "" : body.slice(nextSection);
    const firstEntry = own.search(/^### /m);
    previous = firstEntry === -1 ? "" : own.slice(firstEntry).trimEnd() + "\n";
  }
  const section = [...intro, ...entry, ""].join("\n") + (previous ? `\n${previous}` : "");
  writeFileSync(DOC, before + section + (after ? `\n${after}` : ""));
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const rawDir = path.join(".data", "lighthouse", stamp);
  mkdirSync(rawDir, { recursive: true });

  let server: Server | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const stopAll = async () => {
    try {
      chrome?.kill();
    } catch {
      // already gone
    }
    chrome = undefined;
    if (server) await server.stop();
    server = undefined;
  };
  // The server runs in its own process group (a Ctrl+C does not reach it): stop it on the way out.
  process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));
  process.on("SIGTERM", () => void stopAll().then(() => process.exit(143)));

  try {
    server = options.url
      ? { base: options.url, stop: async () => {} }
      : await startServer(path.join(".data", "bench-lighthouse-server.log"));
    const base = server.base;
    if (!(await healthy(base))) throw new Error(`${base}/api/health does not answer 200`);
    const product = options.product ? `/products/${options.product}` : await firstProductPath(base);
    const pages = (options.languages ? LANGUAGE_PREFIXES : [""]).flatMap((prefix) =>
      ["/", "/findahome", product].map((page) => (prefix ? `${prefix}${page === "/" ? "" : page}` : page)),
    );

    // One request per page first, so no run pays for a cold server (module loading, first queries).
    for (const page of pages) await (await fetch(base + page)).arrayBuffer();

    // handleSIGINT off: chrome-launcher would exit the process on Ctrl+C before the server is stopped.
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROMIUM_FLAGS,
      logLevel: "silent",
      handleSIGINT: false,
    });
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      formFactor: "mobile", // the default config: a Moto G Power-sized screen, simulated throttling
    };

    const commit = shell("git", ["rev-parse", "--short", "HEAD"]);
    const dirty = shell("git", ["status", "--porcelain", "--untracked-files=no"]) ? " with uncommitted changes" : "";
    console.log(`# ${base}, ${machine()}, commit ${commit}${dirty}, ${new Date().toISOString()}`);
    console.log(`# ${options.runs} runs per page; raw reports in ${rawDir}\n`);

    const framework = frameworkScripts();
    const runs: Run[] = [];
    const lastReports = new Map<string, Result>();
    for (const page of pages) {
      for (let run = 1; run <= options.runs; run++) {
        const loadBefore = os.loadavg();
        const result = await lighthouse(base + page, flags);
        const loadAfter = os.loadavg();
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const lhr = result.lhr;
        if (lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        writeFileSync(
          path.join(rawDir, `${page === "/" ? "home" : page.slice(1).replace(/\//g, "_")}-${run}.json`),
          JSON.stringify(lhr),
        );
        const entry = toRun(page, run, lhr, loadBefore, loadAfter, framework);
        runs.push(entry);
        lastReports.set(page, lhr);
        console.log(
          `${page} run ${run}: performance ${entry.performance}, LCP ${seconds(entry.lcpMs)} s, TBT ${Math.round(entry.tbtMs)} ms, ` +
            `CLS ${entry.cls.toFixed(3)}, JS ${kb(entry.firstLoadJsBytes)} KB, load ${load(loadBefore)}`,
        );
        for (const warning of entry.warnings) console.log(`  warning: ${warning}`);
      }
    }
    chrome.kill();
    chrome = undefined;

    const summary = summaryTable(pages, runs);
    console.log(`\n${summary.join("\n")}\n`);
    for (const [page, lhr] of lastReports) {
      const lines = opportunities(lhr);
      if (lines.length) console.log(`${page}, what Lighthouse suggests (last run):\n  ${lines.join("\n  ")}\n`);
    }

    if (options.write) {
      const when = new Date().toISOString().slice(0, 16).replace("T", " ");
      const args = [
        ...(options.url ? ["--url", base] : []),
        ...(options.runs !== 3 ? ["--runs", String(options.runs)] : []),
        ...(options.languages ? ["--languages"] : []),
      ];
      const command = `npm run bench:lighthouse${args.length ? ` -- ${args.join(" ")}` : ""}`;
      writeDocument([
        `### ${when} UTC${options.label ? `: ${options.label}` : ""}`,
        "",
        `Commit ${commit}${dirty}. \`${command}\`, ${options.runs} runs per page; ${machine()}. Product page: \`${product}\`.`,
        "",
        ...summary,
        "",
        "Every run (load average from `uptime` on this 2-core machine):",
        "",
        ...runTable(runs),
      ]);
      console.log(`# wrote the section "${SECTION.slice(3)}" of ${DOC}`);
    }
  } finally {
    await stopAll();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench:lighthouse] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
