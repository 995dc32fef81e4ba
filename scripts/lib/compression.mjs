// Brotli for the app's responses, in front of Next.js (scripts/serve.mjs; docs/PERFORMANCE.md, "Public pages").
// Next.js compresses with gzip only (its `compression` middleware knows gzip and deflate). A browser that accepts
// `br` gets brotli from here instead, and Next.js is told the request accepts only `identity`, so that nothing is
// compressed twice:
//
// - The build's static files (`/_next/static/*`, hashed and immutable) are compressed once at brotli's best quality
//   right after the build compiles them (`precompressStatic`, run by next.config.ts's `runAfterProductionCompile`,
//   so by every `next build`: `npm start`'s, `npm test`'s and the container image's), never at request time. Next.js
//   still answers the request (its status, caching and security headers, its 304s); only the body is swapped for
//   the `.br` file. A static file without a fresh `.br` beside it is left to Next.js's gzip.
// - Pages and RSC answers are compressed as they stream, at BROTLI_DYNAMIC_QUALITY, flushed whenever Next.js flushes.
//
// Every compressible answer says `Vary: Accept-Encoding`; a strong ETag becomes weak on a brotli body (it names the
// file, not these bytes); Content-Length is the `.br` file's, or dropped for a streamed body. Event streams, HEAD,
// ranges, 204/304 and answers that are already encoded or marked `no-transform` pass through untouched.
//
// Plain JavaScript for Node.js, like server.mjs. Types for the tests: compression.d.mts.
import { createReadStream, readdirSync, renameSync, statSync, writeFileSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * Brotli's quality for pages and RSC answers compressed on the fly: 4 compresses a page about as fast as gzip's
 * default level 6 and smaller (docs/PERFORMANCE.md, "Public pages", measured on this project's home page).
 */
export const BROTLI_DYNAMIC_QUALITY = 4;
/** Below this many bytes a body is sent as it is (as Next.js's own gzip does). */
export const MIN_COMPRESS_BYTES = 1024;
/** Files of the build that are worth compressing ahead of time. */
const PRECOMPRESSED_EXTENSIONS = new Set([".js", ".mjs", ".css", ".json", ".svg", ".txt", ".map"]);
const STATIC_PREFIX = "/_next/static/";
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:javascript|json|xml|manifest\+json|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i;

/**
 * Whether an Accept-Encoding header takes brotli: `br` with a q-value above 0, or `*` when `br` is not named
 * (RFC 9110 §12.5.3).
 */
export function acceptsBrotli(header) {
  if (typeof header !== "string" || header === "") return false;
  let star = false;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const accepted = Number.isFinite(weight) && weight > 0;
    if (name.trim() === "br") return accepted;
    if (name.trim() === "*") star = accepted;
  }
  return star;
}

/** Whether a response of this Content-Type is worth compressing (text, JSON, JavaScript, SVG; not event streams). */
export function isCompressible(contentType) {
  return typeof contentType === "string" && COMPRESSIBLE.test(contentType);
}

/**
 * Writes `<file>.br` beside every compressible file of at least MIN_COMPRESS_BYTES under `dir` (the build's
 * `.next/static`) whose `.br` is missing or older, at brotli's best quality; each through a temporary file, so a
 * server never reads half of one. Returns what it did, for the build's log.
 */
export function precompressStatic(dir, { quality = zlib.constants.BROTLI_MAX_QUALITY } = {}) {
  const done = { files: 0, bytes: 0, brotliBytes: 0 };
  const walk = (folder) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      if (!entry.isFile() || !PRECOMPRESSED_EXTENSIONS.has(path.extname(entry.name))) continue;
      const source = statSync(file);
      if (source.size < MIN_COMPRESS_BYTES) continue;
      if (freshBrotliOf(file, source)) continue;
      const body = zlib.brotliCompressSync(readFileSync(file), {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.size,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      });
      const temporary = `${file}.br.${process.pid}.tmp`;
      writeFileSync(temporary, body);
      renameSync(temporary, `${file}.br`);
      done.files += 1;
      done.bytes += source.size;
      done.brotliBytes += body.length;
    }
  };
  walk(dir);
  return done;
}

/** The `.br` beside `file` when it is at least as new as the file, else null. */
function freshBrotliOf(file, source = statOrNull(file)) {
  if (!source) return null;
  const brotli = statOrNull(`${file}.br`);
  return brotli && brotli.isFile() && brotli.mtimeMs >= source.mtimeMs
    ? { file: `${file}.br`, size: brotli.size }
    : null;
}

function statOrNull(file) {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

/**
 * The `.br` of the static file a request names, or null (not a static path, no such file, a path that leaves the
 * folder, or no fresh `.br`).
 */
function precompressedFor(pathname, staticDir) {
  if (!pathname.startsWith(STATIC_PREFIX)) return null;
  let relative;
  try {
    relative = decodeURIComponent(pathname.slice(STATIC_PREFIX.length));
  } catch {
    return null;
  }
  const root = path.resolve(staticDir);
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return null;
  return freshBrotliOf(file);
}

/**
 * Wraps Next.js's request handler: brotli for requests that accept it (see the top of this file), everything else
 * exactly as Next.js answers it.
 */
export function withBrotli(handle, { staticDir = ".next/static", quality = BROTLI_DYNAMIC_QUALITY } = {}) {
  return (request, response) => {
    if (request.method !== "GET" || request.headers.range || !acceptsBrotli(request.headers["accept-encoding"]))
      return handle(request, response);
    const pathname = (request.url ?? "/").split("?")[0] ?? "/";
    const isStatic = pathname.startsWith(STATIC_PREFIX);
    const precompressed = isStatic ? precompressedFor(pathname, staticDir) : null;
    // A static file without its `.br` (a build from before this step) stays Next.js's gzip: compressing the same
    // immutable file again on every request is the cost the build step exists to avoid.
    if (isStatic && !precompressed) return handle(request, response);
    request.headers["accept-encoding"] = "identity";
    encodeResponse(response, { precompressed, quality });
    return handle(request, response);
  };
}

function encodeResponse(response, { precompressed, quality }) {
  const writeHead = response.writeHead;
  const write = response.write;
  const end = response.end;
  const on = response.on;
  /** null until the head is written; then "brotli" (streamed), "file" (the `.br`), or "plain". */
  let mode = null;
  let encoder = null;
  let endLength;

  function decide() {
    const status = response.statusCode;
    const type = response.getHeader("content-type");
    if (!isCompressible(type)) return "plain";
    appendVary(response);
    if (status < 200 || status === 204 || status === 206 || status === 304) return "plain";
    if (response.getHeader("content-encoding")) return "plain";
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(response.getHeader("cache-control") ?? ""))) return "plain";
    const length = Number(response.getHeader("content-length") ?? endLength);
    if (Number.isFinite(length) && length < MIN_COMPRESS_BYTES) return "plain";
    response.setHeader("content-encoding", "br");
    const etag = response.getHeader("etag");
    if (typeof etag === "string" && !etag.startsWith("W/")) response.setHeader("etag", `W/${etag}`);
    if (precompressed) {
      response.setHeader("content-length", precompressed.size);
      return "file";
    }
    response.removeHeader("content-length");
    return "brotli";
  }

  response.writeHead = function (statusCode, ...rest) {
    if (mode === null) {
      let reason;
      let headers;
      if (typeof rest[0] === "string") [reason, headers] = rest;
      else [headers] = rest;
      response.statusCode = statusCode;
      if (Array.isArray(headers)) mode = "plain";
      else {
        for (const [name, value] of Object.entries(headers ?? {}))
          if (value !== undefined) response.setHeader(name, value);
        mode = decide();
      }
      if (mode === "brotli") startEncoder();
      return reason === undefined
        ? writeHead.call(this, statusCode, Array.isArray(headers) ? headers : undefined)
        : writeHead.call(this, statusCode, reason, Array.isArray(headers) ? headers : undefined);
    }
    return writeHead.call(this, statusCode, ...rest);
  };

  function startEncoder() {
    encoder = zlib.createBrotliCompress({
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    encoder.on("data", (chunk) => {
      if (write.call(response, chunk) === false) encoder.pause();
    });
    on.call(response, "drain", () => encoder.resume());
    encoder.on("end", () => end.call(response));
    encoder.on("error", () => response.destroy());
    // A browser that goes away mid-page: the encoder stops with it.
    on.call(response, "close", () => {
      if (!response.writableFinished) encoder.destroy();
    });
  }

  // Next.js flushes after each streamed chunk of a page (so the browser gets the shell early): brotli must too.
  response.flush = () => encoder?.flush(zlib.constants.BROTLI_OPERATION_FLUSH);

  response.write = function (chunk, encoding, callback) {
    if (mode === null) this.writeHead(this.statusCode);
    if (mode === "plain") return write.call(this, chunk, encoding, callback);
    if (mode === "file") {
      // The body Next.js sends is the file itself; the `.br` goes instead, at the end.
      if (typeof encoding === "function") encoding();
      else if (typeof callback === "function") callback();
      return true;
    }
    encoder.write(toBuffer(chunk, encoding), typeof encoding === "function" ? encoding : callback);
    return true;
  };

  response.end = function (chunk, encoding, callback) {
    if (typeof chunk === "function") [chunk, encoding, callback] = [undefined, undefined, chunk];
    else if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    if (mode === null) {
      if (chunk !== undefined && response.getHeader("content-length") === undefined)
        endLength = toBuffer(chunk, encoding).length;
      this.writeHead(this.statusCode);
    }
    if (mode === "plain") return end.call(this, chunk, encoding, callback);
    if (typeof callback === "function") response.once("finish", callback);
    if (mode === "file") {
      const stream = createReadStream(precompressed.file);
      stream.on("error", () => response.destroy());
      stream.on("data", (data) => {
        if (write.call(response, data) === false) stream.pause();
      });
      on.call(response, "drain", () => stream.resume());
      stream.on("end", () => end.call(response));
      return this;
    }
    if (chunk !== undefined && chunk !== null) encoder.end(toBuffer(chunk, encoding));
    else encoder.end();
    return this;
  };
}

function toBuffer(chunk, encoding) {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined);
}

function appendVary(response) {
  const vary = String(response.getHeader("vary") ?? "");
  if (vary.trim() === "*") return;
  const names = vary
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (!names.includes("accept-encoding"))
    response.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}
