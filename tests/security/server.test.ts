import type http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "@/lib/client-address";
import { createAppServer, PEER_ADDRESS_HEADER as SERVER_PEER_HEADER, stopServer } from "../../scripts/lib/server.mjs";

/**
 * scripts/lib/server.mjs, the server in front of Next.js (docs/SECURITY.md, "Status codes" and "The client
 * address"), with a stand-in for Next.js's request handler that builds a Fetch `Request` from each request as
 * Next.js does (TRACE threw there and became a 500) and records the headers it was given.
 */
const seen: http.IncomingHttpHeaders[] = [];
let failNext = false;
let server: http.Server;
let port = 0;

/** Raw bytes (fetch and Node's client refuse to send TRACE or CONNECT), answered with the whole response. */
function rawRequest(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

beforeAll(async () => {
  server = createAppServer(
    (request, response) => {
      if (failNext) {
        failNext = false;
        throw new Error("the handler failed");
      }
      seen.push({ ...request.headers });
      new Request("http://localhost/", { method: request.method });
      response.writeHead(200).end("ok");
    },
    () => {},
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("methods Next.js cannot represent", () => {
  it("answers TRACE with 405 and the methods served, without asking Next.js", async () => {
    const before = seen.length;
    const answer = await rawRequest("TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer.toLowerCase()).toContain("allow: get, head, post, put, patch, delete, options");
    expect(seen.length).toBe(before);
  });

  it("answers CONNECT with 405 instead of dropping the connection", async () => {
    const answer = await rawRequest("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer.toLowerCase()).toContain("allow: get, head, post");
  });

  it("leaves TRACK to Node's parser, which does not know it (400)", async () => {
    expect(await rawRequest("TRACK / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")).toMatch(
      /^HTTP\/1\.1 400 /,
    );
  });

  it("passes other methods to the app", async () => {
    expect(await rawRequest("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")).toMatch(
      /^HTTP\/1\.1 200 /,
    );
    expect((await fetch(`http://127.0.0.1:${port}/`, { method: "DELETE" })).status).toBe(200);
  });

  it("answers 500 for an error the app did not answer itself, and keeps serving", async () => {
    failNext = true;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(500);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });
});

describe("the peer address", () => {
  it("goes in the header the app reads", () => {
    expect(SERVER_PEER_HEADER).toBe(PEER_ADDRESS_HEADER);
  });

  it("is the socket's, written over a header the client forged", async () => {
    seen.length = 0;
    await fetch(`http://127.0.0.1:${port}/`, {
      headers: { [PEER_ADDRESS_HEADER]: "203.0.113.66", "x-forwarded-for": "203.0.113.67" },
    });
    await fetch(`http://127.0.0.1:${port}/`);
    expect(seen.map((headers) => headers[PEER_ADDRESS_HEADER])).toEqual(["127.0.0.1", "127.0.0.1"]);
    // X-Forwarded-For reaches the app as sent: lib/client-address.ts reads it only from a trusted proxy.
    expect(seen[0]!["x-forwarded-for"]).toBe("203.0.113.67");
  });
});

describe("stopping", () => {
  it("ends an event stream and a WebSocket that never finish, after the grace period", async () => {
    const streaming = createAppServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write("event: ready\n\n");
    });
    streaming.on("upgrade", (_request, socket) =>
      socket.write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n"),
    );
    await new Promise<void>((resolve) => streaming.listen(0, "127.0.0.1", resolve));
    const streamingPort = (streaming.address() as net.AddressInfo).port;
    const stream = await fetch(`http://127.0.0.1:${streamingPort}/live`);
    const upgraded = net.connect(streamingPort, "127.0.0.1", () =>
      upgraded.write("GET /hmr HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n"),
    );
    await new Promise((resolve) => upgraded.once("data", resolve));
    const upgradedClosed = new Promise((resolve) => upgraded.once("close", resolve));

    const started = Date.now();
    await stopServer(streaming, 300);
    expect(Date.now() - started).toBeLessThan(3_000);
    await upgradedClosed;
    await expect(stream.text()).rejects.toThrow();
  });
});
