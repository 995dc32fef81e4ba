import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseForbiddenMethods } from "./http-methods";

/** A raw request line (fetch and Node's client both refuse to send TRACE), answered with its status line. */
function rawRequest(port: number, method: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(`${method} / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("methods Next.js cannot represent", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    // Made before the check is installed, as `next start` makes its server before instrumentation runs.
    server = http.createServer((_request, response) => {
      // Next.js builds a fetch Request from every request; this is where TRACE threw and became a 500.
      try {
        new Request("http://localhost/", { method: _request.method });
        response.writeHead(200).end("ok");
      } catch {
        response.writeHead(500).end("Internal Server Error");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
    refuseForbiddenMethods();
    refuseForbiddenMethods();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // (TRACK and other unknown methods Node's parser answers 400 itself.)
  it("answers TRACE with 405 and the methods served", async () => {
    const answer = await rawRequest(port, "TRACE");
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer.toLowerCase()).toContain("allow: get, head, post");
  });

  it("lets other methods through to the app", async () => {
    expect(await rawRequest(port, "GET")).toMatch(/^HTTP\/1\.1 200 /);
  });
});
