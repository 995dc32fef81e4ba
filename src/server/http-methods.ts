import type { IncomingMessage, ServerResponse } from "node:http";
import http from "node:http";

/**
 * Methods the Fetch standard forbids in a `Request` (TRACE, TRACK; CONNECT is Node's own event). Next.js turns
 * every incoming request into a `Request` before the proxy or any route sees it, so these threw there and
 * answered 500. They are answered 405 before Next.js is asked (docs/SECURITY.md, "Status codes").
 */
export const FETCH_FORBIDDEN_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
export const SERVED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

const PATCHED = Symbol.for("staysia.refuseForbiddenMethods");

/** Answers 405 when the request's method is one Next.js cannot represent; true when it answered. */
export function answerForbiddenMethod(request: IncomingMessage, response: ServerResponse): boolean {
  if (!FETCH_FORBIDDEN_METHODS.has((request.method ?? "").toUpperCase())) return false;
  response.writeHead(405, { allow: SERVED_METHODS, "content-type": "text/plain; charset=utf-8", connection: "close" });
  response.end(`${request.method} is not allowed.\n`);
  return true;
}

/**
 * Installs the check on every Node.js HTTP server of this process (the one `next start` made before
 * instrumentation's register() runs included): a "request" event with a forbidden method is answered here and
 * never reaches Next.js. Idempotent.
 */
export function refuseForbiddenMethods(): void {
  const prototype = http.Server.prototype as http.Server & { [PATCHED]?: true };
  if (prototype[PATCHED]) return;
  const emit = prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function emitUnlessForbidden(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request" && answerForbiddenMethod(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit.call(this, event, ...args);
  } as typeof prototype.emit;
  prototype[PATCHED] = true;
}
