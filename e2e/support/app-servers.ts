import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/**
 * Production app servers started by a test as `npm start` starts one on an external database (scripts/start.mjs with
 * DATABASE_URL: the database step, then scripts/serve.mjs on the build of the suite), reached only over HTTP: the
 * many-servers and server-processes specs. The suite's data folder gives the secrets a test does not set.
 */
export interface AppServer {
  url: string;
  child: ChildProcess;
  output: string[];
  /** Its log said "jobs: started" (server/jobs): this server works the queues and keeps the schedules. */
  jobsStarted: boolean;
}

export function startAppServer(port: number, shared: Record<string, string>): AppServer {
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, DATA_DIR: ".data/e2e", ...shared, PORT: String(port), APP_URL: url },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server: AppServer = { url, child, output: [], jobsStarted: false };
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    if (text.includes("jobs: started")) server.jobsStarted = true;
    server.output.push(text);
    if (server.output.length > 50) server.output.shift();
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return server;
}

export async function waitForHealth(server: AppServer): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.child.exitCode !== null)
      throw new Error(`the server on ${server.url} stopped: ${server.output.join("")}`);
    const healthy = await fetch(`${server.url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server on ${server.url} never became healthy: ${server.output.join("")}`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
