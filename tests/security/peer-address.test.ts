import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "@/lib/client-address";

/**
 * scripts/lib/peer-address.cjs, which the start script preloads into the Next.js server: every request carries
 * its connection's address in PEER_ADDRESS_HEADER, whatever the client wrote there.
 */
let server: http.Server;
let port = 0;
const seen: (string | string[] | undefined)[] = [];

beforeAll(async () => {
  createRequire(import.meta.url)(path.resolve("scripts/lib/peer-address.cjs"));
  server = http.createServer((request, response) => {
    seen.push(request.headers[PEER_ADDRESS_HEADER]);
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the peer address preload", () => {
  it("writes the socket's address over a header the client forged", async () => {
    await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_ADDRESS_HEADER]: "203.0.113.66", "x-forwarded-for": "203.0.113.67" } });
    await fetch(`http://127.0.0.1:${port}/`);
    expect(seen).toEqual(["127.0.0.1", "127.0.0.1"]);
  });
});
