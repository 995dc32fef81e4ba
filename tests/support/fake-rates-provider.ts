import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeAnswer =
  | { kind: "document"; body: string; status?: number }
  /** Accepts the request and never answers. */
  | { kind: "silent" }
  /** Sends the headers and part of the body, then stalls. */
  | { kind: "stall"; body: string };

/**
 * A rates provider on 127.0.0.1 and a random port, for tests that must never reach the internet. `answer`
 * decides what the next requests get; `requests` counts them.
 */
export async function startFakeRatesProvider(initial: FakeAnswer) {
  let answer = initial;
  let requests = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests += 1;
    request.resume();
    if (answer.kind === "silent") return;
    if (answer.kind === "stall") {
      response.writeHead(200, { "content-type": "text/xml" });
      response.write(answer.body.slice(0, Math.floor(answer.body.length / 2)));
      return;
    }
    response.writeHead(answer.status ?? 200, { "content-type": "text/xml" });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/stats/eurofxref/eurofxref-daily.xml`,
    get requests() {
      return requests;
    },
    answer(next: FakeAnswer) {
      answer = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
