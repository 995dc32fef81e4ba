import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/**
 * An S3-compatible server for tests (s3rver, from npm), in a process of its own, on a free loopback port, with
 * the named buckets. A child process rather than in the test's own: the SDK's requests to a server in the same
 * Vitest worker never got an answer, and apart is how an app server meets its object store anyway.
 */
export async function startS3Server(options: {
  directory: string;
  buckets: string[];
}): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.resolve("node_modules/s3rver/bin/s3rver.js"),
      "--directory",
      options.directory,
      "--address",
      "127.0.0.1",
      "--port",
      "0",
      ...options.buckets.flatMap((bucket) => ["--configure-bucket", bucket]),
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on ([\d.]+):(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://${match[1]}:${match[2]}`);
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`s3rver exited with ${code}: ${output}`)));
  });
  // Its request log is not read after start: drain it so the pipe never fills.
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    endpoint,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
