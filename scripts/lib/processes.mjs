// How many server processes scripts/serve.mjs runs behind its one port (WEB_CONCURRENCY), and the primary that keeps
// them: Node's cluster module shares the listening socket, so the processes take connections in turn (round robin
// on Linux), each a whole app server of its own, as several servers behind a load balancer are (docs/DEPLOY.md).
// Nothing in a process's memory must agree with another's: sessions, rate limits, jobs and the search cache's
// invalidation live in PostgreSQL.
//
// Plain JavaScript for Node.js, like serve.mjs (no tsx at run time). Types for the tests: processes.d.mts.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";

/**
 * WEB_CONCURRENCY: unset or "1" one process (the default: the leanest at rest, docs/PERFORMANCE.md), "auto" one per
 * core, or a number from 1 to 32. Anything else is refused with a sentence, before anything starts.
 */
export function serverProcesses(value, cores = availableParallelism()) {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "") return 1;
  if (text === "auto") return Math.max(1, cores);
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 32)
    throw new Error(`WEB_CONCURRENCY must be "auto" or a whole number from 1 to 32, not "${value}".`);
  return Number(text);
}

/** A process that stops this soon after it started is failing to start (a bad build, a port taken): no restart. */
export const EARLY_EXIT_MS = 15_000;

/**
 * The primary: starts `count` server processes (this same script, as cluster workers), starts another when one stops
 * after it had been serving, and on SIGTERM or Ctrl+C stops them all (each finishes its requests, serve.mjs) and
 * exits. A process that stops within EARLY_EXIT_MS of its start stops the whole server with its exit code: restarting
 * it would only loop.
 */
export function runPrimary(count, say) {
  /** Set once stopping: the code the primary exits with when the last process has stopped. */
  let exitCode = null;
  const startedAt = new Map();
  const running = () => Object.keys(cluster.workers ?? {}).length;
  const fork = () => startedAt.set(cluster.fork().id, Date.now());
  say(`starting ${count} server processes on one port`);
  for (let n = 0; n < count; n++) fork();

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (exitCode !== null) {
      if (running() === 0) process.exit(exitCode);
    } else if (lived < EARLY_EXIT_MS) {
      say(`a server process stopped while starting (${signal ?? `exit ${code}`}): stopping`);
      stop(code || 1);
    } else {
      say(`a server process stopped (${signal ?? `exit ${code}`}): starting another`);
      fork();
    }
  });

  function stop(code) {
    if (exitCode !== null) return;
    exitCode = code;
    if (running() === 0) process.exit(exitCode);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    // Each process stops within about ten seconds (serve.mjs); past that, they are ended.
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(exitCode);
    }, 15_000).unref();
  }
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));
}
