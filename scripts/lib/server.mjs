// The Node.js HTTP server in front of Next.js (scripts/serve.mjs gives it Next's request handler). It does the two
// things Next.js cannot do for us, before Next.js sees a request:
//
// - Methods the Fetch standard forbids in a `Request` (TRACE; CONNECT, which Node.js hands to its own event) are
//   answered 405. Next.js turns every request into a Fetch `Request` before the proxy or any route runs, and TRACE
//   threw there and answered 500 (docs/SECURITY.md, "Status codes"). TRACK never gets here: Node's parser does not
//   know it and answers 400 itself.
// - The TCP peer of the connection is written into PEER_ADDRESS_HEADER, over anything the client sent under that
//   name. Route handlers get a Fetch `Request` without the socket, and Next.js fills X-Forwarded-For from the socket
//   only when the client sent none; src/lib/client-address.ts decides the client address from this header and
//   TRUSTED_PROXIES, for every limit that counts by address (docs/SECURITY.md, "The client address").
//
// Plain JavaScript, run by Node.js as it is: the same server under tsx held about 130-170 MB more memory
// (ARCHITECTURE.md, "Running"). Types for the tests: server.d.mts.
import http from "node:http";

/** The same name as PEER_ADDRESS_HEADER of src/lib/client-address.ts (tests/security/server.test.ts checks). */
export const PEER_ADDRESS_HEADER = "x-staysia-peer-address";
export const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
export const SERVED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

export function createAppServer(handle, log = logError) {
  const server = http.createServer(async (request, response) => {
    if (REFUSED_METHODS.has((request.method ?? "").toUpperCase())) {
      response.writeHead(405, {
        allow: SERVED_METHODS,
        "content-type": "text/plain; charset=utf-8",
        connection: "close",
      });
      response.end(`${request.method} is not allowed.\n`);
      return;
    }
    request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "";
    try {
      await handle(request, response);
    } catch (error) {
      // As `next start` does: Next.js answers its own errors; this is only for one it could not.
      log(`could not handle ${request.method} ${request.url}`, error);
      if (!response.headersSent)
        response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Internal Server Error");
      else response.destroy();
    }
  });
  // Every connection, upgraded ones included (Next's development WebSocket), so that `stopServer` can end them.
  const sockets = new Set();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  SOCKETS.set(server, sockets);
  server.on("connect", (_request, socket) => {
    const body = "CONNECT is not allowed.\n";
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${SERVED_METHODS}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}

const SOCKETS = new WeakMap();

/**
 * Stops taking connections and lets requests in flight finish for at most `graceMs`; then ends every connection
 * still open (a live dashboard's event stream and a WebSocket never finish by themselves, and `server.close()`
 * waits for them). Resolves once the server is closed.
 */
export async function stopServer(server, graceMs = 5_000) {
  const closed = new Promise((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  let timer;
  const grace = new Promise((resolve) => (timer = setTimeout(resolve, graceMs)));
  await Promise.race([closed, grace]);
  clearTimeout(timer);
  for (const socket of SOCKETS.get(server) ?? []) socket.destroy();
  await closed;
}

function logError(message, error) {
  console.error(`[server] ${message}`, error);
}
