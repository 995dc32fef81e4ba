import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsBrotli, isCompressible, precompressStatic, withBrotli } from "./compression.mjs";
import { createAppServer, stopServer } from "./server.mjs";

describe("acceptsBrotli", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br", true],
    ["BR;q=0.5", true],
    ["gzip, br;q=0", false],
    ["gzip, deflate", false],
    ["identity", false],
    ["*", true],
    ["*;q=0", false],
    ["br;q=0, *", false],
    ["", false],
    [undefined, false],
  ])("%s → %s", (header, expected) => expect(acceptsBrotli(header)).toBe(expected));
});

describe("isCompressible", () => {
  it("takes text, JSON, JavaScript, RSC and SVG, not event streams or images", () => {
    for (const type of [
      "text/html; charset=utf-8",
      "text/x-component",
      "application/javascript; charset=UTF-8",
      "application/json",
      "application/manifest+json",
      "image/svg+xml",
      "text/css",
    ])
      expect(isCompressible(type), type).toBe(true);
    for (const type of ["text/event-stream", "image/png", "application/pdf", "font/woff2", undefined])
      expect(isCompressible(type), String(type)).toBe(false);
  });
});

/** A body large enough to be compressed, and compressible. */
const PAGE = `<!DOCTYPE html><html><body>${"<p>Stays in Asia, light on a phone.</p>".repeat(200)}</body></html>`;
const SCRIPT = `self.chunk=${JSON.stringify("function light(){return 1}".repeat(300))};`;

let dir: string;
let base: string;
let server: http.Server;
/** What Next.js's stand-in saw of each request's Accept-Encoding. */
const seen: (string | undefined)[] = [];

/**
 * Stands in for Next.js's handler: pages streamed in chunks with flushes, the static file with its ETag (and a
 * 304), an event stream, a small answer, and gzip itself when asked (as Next.js's compression does).
 */
function next(request: IncomingMessage, response: ServerResponse & { flush?: () => void }) {
  seen.push(request.headers["accept-encoding"]);
  const url = request.url ?? "/";
  if (url.startsWith("/_next/static/")) {
    const file = path.join(dir, "static", url.slice("/_next/static/".length));
    if (request.headers["if-none-match"]?.replace(/^W\//, "") === '"v1"') {
      response.writeHead(304, { etag: '"v1"' }).end();
      return;
    }
    response.setHeader("content-type", "application/javascript; charset=UTF-8");
    response.setHeader("cache-control", "public, max-age=31536000, immutable");
    response.setHeader("etag", '"v1"');
    response.setHeader("x-content-type-options", "nosniff");
    const body = readFileSync(file);
    response.setHeader("content-length", body.length);
    // Piped in two parts, as a file stream would be.
    response.write(body.subarray(0, 100));
    response.end(body.subarray(100));
    return;
  }
  if (url === "/events") {
    response.writeHead(200, { "content-type": "text/event-stream" });
    response.end(`data: ${"x".repeat(2000)}\n\n`);
    return;
  }
  if (url === "/small") {
    response.setHeader("content-type", "text/plain");
    response.end("ok");
    return;
  }
  response.statusCode = 200;
  response.setHeader("content-type", "text/html; charset=utf-8");
  if (/\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
    response.setHeader("content-encoding", "gzip");
    response.setHeader("vary", "Accept-Encoding");
    response.end(zlib.gzipSync(PAGE));
    return;
  }
  const half = PAGE.length / 2;
  response.write(PAGE.slice(0, half));
  response.flush?.();
  response.write(PAGE.slice(half));
  response.end();
}

function get(url: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${url}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "staysia-brotli-"));
  mkdirSync(path.join(dir, "static/chunks"), { recursive: true });
  writeFileSync(path.join(dir, "static/chunks/app.js"), SCRIPT);
  writeFileSync(path.join(dir, "static/chunks/tiny.js"), "1");
  writeFileSync(path.join(dir, "static/chunks/fresh-only.js"), SCRIPT);
  server = createAppServer(withBrotli(next, { staticDir: path.join(dir, "static") }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await stopServer(server, 100);
  rmSync(dir, { recursive: true, force: true });
});

describe("precompressStatic", () => {
  it("writes a .br beside each compressible file of 1 KB or more, once, and again when the file is newer", () => {
    const first = precompressStatic(path.join(dir, "static"));
    expect(first.files).toBe(2); // app.js and fresh-only.js; tiny.js is under 1 KB
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, "static/chunks/app.js.br"))).toString()).toBe(SCRIPT);
    expect(() => statSync(path.join(dir, "static/chunks/tiny.js.br"))).toThrow();
    expect(precompressStatic(path.join(dir, "static")).files).toBe(0);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, "static/chunks/fresh-only.js"), later, later);
    expect(precompressStatic(path.join(dir, "static")).files).toBe(1);
  });
});

describe("withBrotli in front of Next.js", () => {
  it("streams a page as brotli to a browser that accepts it; Next.js is told identity, so nothing is compressed twice", async () => {
    seen.length = 0;
    const answer = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(seen).toEqual(["identity"]);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["content-length"]).toBeUndefined();
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(PAGE);
  });

  it("leaves a browser without brotli to Next.js's gzip, its Accept-Encoding untouched", async () => {
    seen.length = 0;
    const answer = await get("/", { "accept-encoding": "gzip, deflate" });
    expect(seen).toEqual(["gzip, deflate"]);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(answer.body).toString()).toBe(PAGE);
  });

  it("sends identity to a client that accepts neither", async () => {
    const answer = await get("/", { "accept-encoding": "identity" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(PAGE);
  });

  it("sends the build's .br for a static file, with its length, Next.js's headers and a weak ETag", async () => {
    const answer = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" });
    const file = readFileSync(path.join(dir, "static/chunks/app.js.br"));
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBe(String(file.length));
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers.etag).toBe('W/"v1"');
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.body.equals(file)).toBe(true);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);

    const again = await get("/_next/static/chunks/app.js", { "accept-encoding": "br", "if-none-match": 'W/"v1"' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("leaves a static file without a .br, a HEAD, an event stream and a small answer as Next.js sends them", async () => {
    seen.length = 0;
    const tiny = await get("/_next/static/chunks/tiny.js", { "accept-encoding": "gzip, br" });
    expect(seen).toEqual(["gzip, br"]);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("1");

    const head = await get("/", { "accept-encoding": "gzip, br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBe("gzip");

    const events = await get("/events", { "accept-encoding": "br" });
    expect(events.headers["content-encoding"]).toBeUndefined();
    expect(events.body.toString()).toMatch(/^data: x+\n\n$/);

    const small = await get("/small", { "accept-encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("ok");
  });
});
