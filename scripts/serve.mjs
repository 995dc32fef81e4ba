// The app's server process, started by scripts/start.mjs once the database is ready (`--dev` for `npm run dev`):
// Next.js through its custom server API (`next({ dev, port })`, `app.getRequestHandler()`), behind the small HTTP
// server of scripts/lib/server.mjs, which refuses the methods Next.js cannot represent and tells the app each
// request's TCP peer, and answers with brotli where the browser accepts it (scripts/lib/compression.mjs). Next.js serves as under `next start`: both run its request handlers from
// `getRequestHandlers` (next/dist/server/lib/start-server) on the same build in .next.
//
// Plain Node.js: not this project's tsx (see lib/server.mjs), and not `--conditions=react-server`, since Next.js
// picks React's builds for each of its layers itself.
//
// WEB_CONCURRENCY (scripts/lib/processes.mjs) runs several such processes behind the one port, a cluster's
// primary keeping them; development always runs one.
import cluster from "node:cluster";
import { existsSync, readFileSync } from "node:fs";
import next from "next";
import { withBrotli } from "./lib/compression.mjs";
import { runPrimary, serverProcesses } from "./lib/processes.mjs";
import { createAppServer, stopServer } from "./lib/server.mjs";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT || 3000);
const say = (line) => console.log(`[server${cluster.isWorker ? ` ${cluster.worker.id}` : ""}] ${line}`);
const started = Date.now();

let processes = 1;
try {
  processes = dev ? 1 : serverProcesses(process.env.WEB_CONCURRENCY);
} catch (error) {
  console.error(`[server] ${error.message}`);
  process.exit(1);
}
if (processes > 1 && cluster.isPrimary) {
  runPrimary(processes, say);
} else {
  await serve();
}

async function serve() {
  // In the container image (Next.js's standalone output, Dockerfile) there is no next.config.ts to load: the build's
  // own copy of the configuration is handed to Next.js, as the standalone output's server.js does.
  const builtConfig = ".next/required-server-files.json";
  if (!dev && !existsSync("next.config.ts") && existsSync(builtConfig))
    process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(
      JSON.parse(readFileSync(builtConfig, "utf8")).config,
    );

  const app = next({ dev, port, dir: process.cwd() });
  await app.prepare();
  // Brotli where the browser takes it (lib/compression.mjs; the build's static files pre-compressed by `next
  // build`), Next.js's gzip otherwise. Development keeps Next.js's own answers.
  const handle = app.getRequestHandler();
  const server = createAppServer(dev ? handle : withBrotli(handle, { staticDir: ".next/static" }));

  server.on("error", (error) => {
    console.error(`[server] could not serve on port ${port}:`, error);
    process.exit(1);
  });
  server.listen(port, () =>
    say(
      `ready on port ${port} in ${Date.now() - started} ms (${dev ? "development" : "production"}, pid ${process.pid})`,
    ),
  );

  let stopping = false;
  // On SIGTERM (from scripts/start.mjs) or Ctrl+C: lets requests in flight finish (at most 5 s), ends the connections
  // that never finish, then closes Next.js (at most 5 s more).
  function stop() {
    if (stopping) return;
    stopping = true;
    const bounded = (promise) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    void stopServer(server)
      .then(() => bounded(app.close()))
      .catch((error) => console.error("[server] stopping:", error))
      .finally(() => process.exit(0));
  }
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
