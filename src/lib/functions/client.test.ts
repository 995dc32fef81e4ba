import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  callFunction,
  configureFunctions,
  DEFAULT_REGION,
  DEFAULT_TIMEOUT_MS,
  errorForResponse,
  FunctionsError,
  getFunctionsConfig,
  MISSING_DATA_MESSAGE,
  type FunctionsClientConfig,
} from "./client";

/** SPEC.md §8, written out here rather than read from the source so that the test states the contract. */
const STATUS_TABLE = [
  { http: 400, status: "INVALID_ARGUMENT", code: "invalid-argument" },
  { http: 401, status: "UNAUTHENTICATED", code: "unauthenticated" },
  { http: 403, status: "PERMISSION_DENIED", code: "permission-denied" },
  { http: 404, status: "NOT_FOUND", code: "not-found" },
  { http: 409, status: "ABORTED", code: "aborted" },
  { http: 429, status: "RESOURCE_EXHAUSTED", code: "resource-exhausted" },
  { http: 499, status: "CANCELLED", code: "cancelled" },
  { http: 500, status: "INTERNAL", code: "internal" },
  { http: 501, status: "UNIMPLEMENTED", code: "unimplemented" },
  { http: 503, status: "UNAVAILABLE", code: "unavailable" },
  { http: 504, status: "DEADLINE_EXCEEDED", code: "deadline-exceeded" },
] as const;

type FetchImpl = typeof fetch;

interface RecordedCall {
  url: string;
  init: RequestInit;
  headers: Headers;
  body: unknown;
}

/** A fetch that answers every call with one response and remembers what it was asked. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const impl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      init,
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
    });
    return answer();
  });
  configureFunctions({ fetch: impl as unknown as FetchImpl });
  return { impl, calls };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A fetch that never answers on its own and, like the real one, rejects with AbortError when its signal fires. */
function hangingFetch() {
  const impl = vi.fn(
    (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init.signal;
        const fail = () => reject(new DOMException("This operation was aborted", "AbortError"));
        if (signal?.aborted) fail();
        signal?.addEventListener("abort", fail, { once: true });
      }),
  );
  configureFunctions({ fetch: impl as unknown as FetchImpl });
  return impl;
}

/** Runs the call and returns the FunctionsError it fails with (failing the test if it succeeds). */
async function failureOf(promise: Promise<unknown>): Promise<FunctionsError> {
  const outcome = await promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error(`expected the call to fail, it returned ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(FunctionsError);
  return outcome.error as FunctionsError;
}

let initial: FunctionsClientConfig;

beforeEach(() => {
  initial = { ...getFunctionsConfig() };
});

afterEach(() => {
  // Every key is listed so that optional ones set by a test (fetch, getAuthToken) are removed again.
  configureFunctions({
    baseUrl: initial.baseUrl,
    region: initial.region,
    timeoutMs: initial.timeoutMs,
    getAuthToken: initial.getAuthToken,
    fetch: initial.fetch,
  });
  vi.useRealTimers();
});

describe("FunctionsError", () => {
  it("is an Error carrying a code, a message and details", () => {
    const error = new FunctionsError("not-found", "No such listing.", { id: "x" });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("FunctionsError");
    expect(error.code).toBe("not-found");
    expect(error.message).toBe("No such listing.");
    expect(error.details).toEqual({ id: "x" });
  });

  it("has no details unless given", () => {
    expect(new FunctionsError("internal", "Oops").details).toBeUndefined();
  });
});

describe("configureFunctions", () => {
  it("defaults to the us-central1 region and a 70 second timeout (SPEC.md §9)", () => {
    expect(DEFAULT_REGION).toBe("us-central1");
    expect(DEFAULT_TIMEOUT_MS).toBe(70_000);
    expect(initial.region).toBe("us-central1");
    expect(initial.timeoutMs).toBe(70_000);
    expect(initial.baseUrl).toBe("");
  });

  it("merges a partial configuration and returns the result", () => {
    const result = configureFunctions({ region: "asia-southeast1" });
    expect(result.region).toBe("asia-southeast1");
    expect(result.timeoutMs).toBe(initial.timeoutMs);
    expect(getFunctionsConfig().region).toBe("asia-southeast1");
  });
});

describe("errorForResponse", () => {
  it.each(STATUS_TABLE)("HTTP $http with an error body is $code, message and details passed through", (row) => {
    const details = { field: "checkIn", reason: `row ${row.http}` };
    const error = errorForResponse(row.http, {
      error: { status: row.status, message: `server says ${row.http}`, details },
    });
    expect(error).toBeInstanceOf(FunctionsError);
    expect(error?.code).toBe(row.code);
    expect(error?.message).toBe(`server says ${row.http}`);
    expect(error?.details).toEqual(details);
  });

  it.each(STATUS_TABLE)("HTTP $http without a body is $code with a default message", (row) => {
    for (const body of [null, undefined, "", "<html>Bad gateway</html>", {}]) {
      const error = errorForResponse(row.http, body);
      expect(error?.code).toBe(row.code);
      expect(error?.message).toEqual(expect.any(String));
      expect(error?.message.length).toBeGreaterThan(0);
      expect(error?.details).toBeUndefined();
    }
  });

  it.each([0, 100, 302, 402, 405, 418, 422, 502, 505, 599])("any other HTTP status (%i) is unknown", (http) => {
    expect(errorForResponse(http, null)?.code).toBe("unknown");
  });

  it.each([200, 201, 204, 299])("a success (HTTP %i) is not an error", (http) => {
    expect(errorForResponse(http, { result: 1 })).toBeUndefined();
    expect(errorForResponse(http, null)).toBeUndefined();
  });

  it("uses the body's status over the HTTP status", () => {
    const error = errorForResponse(400, { error: { status: "NOT_FOUND", message: "No such room." } });
    expect(error?.code).toBe("not-found");
  });

  it("reads the UNKNOWN status as unknown", () => {
    expect(errorForResponse(500, { error: { status: "UNKNOWN", message: "?" } })?.code).toBe("unknown");
  });

  it("makes an error body whose status is outside the table internal", () => {
    const error = errorForResponse(400, { error: { status: "TEAPOT", message: "short and stout" } });
    expect(error?.code).toBe("internal");
  });

  it("keeps the HTTP status's code when the body's status is not a string", () => {
    expect(errorForResponse(404, { error: { status: 404, message: "gone" } })?.code).toBe("not-found");
  });

  it("uses a default message when the body's message is not a string", () => {
    const error = errorForResponse(403, { error: { status: "PERMISSION_DENIED", message: 42 } });
    expect(error?.code).toBe("permission-denied");
    expect(error?.message).toEqual(expect.any(String));
    expect(error?.message).not.toBe("42");
  });
});

describe("callFunction: the request", () => {
  it("posts {data} as JSON to /api/functions/{name} with the default region", async () => {
    const { calls } = fakeFetch(() => jsonResponse({ result: "ok" }));
    await callFunction("getClientCurrency", { country: "malaysia" });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe("/api/functions/getClientCurrency");
    expect(call?.init.method).toBe("POST");
    expect(call?.body).toEqual({ data: { country: "malaysia" } });
    expect(call?.headers.get("Content-Type")).toBe("application/json");
    expect(call?.headers.get("X-Functions-Region")).toBe("us-central1");
    expect(call?.headers.has("Authorization")).toBe(false);
    expect(call?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it("sends {data: null} when called without data", async () => {
    const { calls } = fakeFetch(() => jsonResponse({ result: null }));
    await callFunction("ping");
    expect(calls[0]?.body).toEqual({ data: null });
  });

  it("sends the configured region and base URL", async () => {
    const { calls } = fakeFetch(() => jsonResponse({ result: 1 }));
    configureFunctions({ region: "asia-southeast1", baseUrl: "https://api.example.com" });
    await callFunction("ping", {});
    expect(calls[0]?.url).toBe("https://api.example.com/api/functions/ping");
    expect(calls[0]?.headers.get("X-Functions-Region")).toBe("asia-southeast1");
  });

  it("encodes the function name into one path segment", async () => {
    const { calls } = fakeFetch(() => jsonResponse({ result: 1 }));
    await callFunction("a/b c", {});
    expect(calls[0]?.url).toBe("/api/functions/a%2Fb%20c");
  });

  it("sends the call's own bearer token", async () => {
    const { calls } = fakeFetch(() => jsonResponse({ result: 1 }));
    await callFunction("ping", {}, { authToken: "tok-123" });
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer tok-123");
  });

  it("asks getAuthToken for a token on every call, sync or async", async () => {
    const { calls } = fakeFetch(() => jsonResponse({ result: 1 }));
    const tokens = ["first", "second"];
    const getAuthToken = vi.fn(async () => tokens.shift());
    configureFunctions({ getAuthToken });
    await callFunction("ping", {});
    await callFunction("ping", {});
    configureFunctions({ getAuthToken: () => "third" });
    await callFunction("ping", {});

    expect(getAuthToken).toHaveBeenCalledTimes(2);
    expect(calls.map((call) => call.headers.get("Authorization"))).toEqual([
      "Bearer first",
      "Bearer second",
      "Bearer third",
    ]);
  });

  it("prefers the call's token over getAuthToken", async () => {
    const { calls } = fakeFetch(() => jsonResponse({ result: 1 }));
    const getAuthToken = vi.fn(() => "configured");
    configureFunctions({ getAuthToken });
    await callFunction("ping", {}, { authToken: "per-call" });
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer per-call");
    expect(getAuthToken).not.toHaveBeenCalled();
  });

  it.each([null, undefined, ""])("sends no Authorization header when getAuthToken gives %j", async (token) => {
    const { calls } = fakeFetch(() => jsonResponse({ result: 1 }));
    configureFunctions({ getAuthToken: () => token });
    await callFunction("ping", {});
    expect(calls[0]?.headers.has("Authorization")).toBe(false);
  });
});

describe("callFunction: the answer", () => {
  it.each([
    { result: { currency: "MYR", rates: [1, 2] } },
    { result: [1, "two", { three: 3 }] },
    { result: "USD" },
    { result: 0 },
    { result: false },
    { result: "" },
  ])("returns the result as is: %j", async (body) => {
    fakeFetch(() => jsonResponse(body));
    await expect(callFunction("f", {})).resolves.toEqual(body.result);
  });

  it("returns null for {result: null}", async () => {
    fakeFetch(() => jsonResponse({ result: null }));
    await expect(callFunction("f", {})).resolves.toBeNull();
  });

  it.each([
    ["an object without result", () => jsonResponse({ data: 1 })],
    ["an empty object", () => jsonResponse({})],
    ["JSON null", () => jsonResponse(null)],
    ["a JSON string", () => jsonResponse("result")],
    ["an empty body", () => new Response(null, { status: 200 })],
    ["a non-JSON body", () => new Response("<html>ok</html>", { status: 200 })],
  ])("a 200 answer with %s is internal 'Response is missing data field.'", async (_label, answer) => {
    fakeFetch(answer);
    const error = await failureOf(callFunction("f", {}));
    expect(error.code).toBe("internal");
    expect(error.message).toBe("Response is missing data field.");
    expect(MISSING_DATA_MESSAGE).toBe("Response is missing data field.");
  });

  it.each(STATUS_TABLE)("HTTP $http with an error body fails with $code, message and details", async (row) => {
    const details = { violations: [{ field: "guests", description: "too many" }] };
    fakeFetch(() =>
      jsonResponse({ error: { status: row.status, message: `It failed (${row.http})`, details } }, row.http),
    );
    const error = await failureOf(callFunction("f", {}));
    expect(error.code).toBe(row.code);
    expect(error.message).toBe(`It failed (${row.http})`);
    expect(error.details).toEqual(details);
  });

  it.each(STATUS_TABLE)("HTTP $http with an empty body fails with $code", async (row) => {
    fakeFetch(() => new Response(null, { status: row.http }));
    const error = await failureOf(callFunction("f", {}));
    expect(error.code).toBe(row.code);
    expect(error.message.length).toBeGreaterThan(0);
    expect(error.details).toBeUndefined();
  });

  it.each(STATUS_TABLE)("HTTP $http with a non-JSON body fails with $code", async (row) => {
    fakeFetch(() => new Response("<html><body>Proxy error</body></html>", { status: row.http }));
    const error = await failureOf(callFunction("f", {}));
    expect(error.code).toBe(row.code);
  });

  it.each([418, 502, 422, 302])("any other HTTP status (%i) fails with unknown", async (http) => {
    fakeFetch(() => new Response("nope", { status: http }));
    const error = await failureOf(callFunction("f", {}));
    expect(error.code).toBe("unknown");
  });

  it("an error body whose status is outside the table fails with internal", async () => {
    fakeFetch(() => jsonResponse({ error: { status: "I_AM_A_TEAPOT", message: "short and stout" } }, 400));
    const error = await failureOf(callFunction("f", {}));
    expect(error.code).toBe("internal");
  });

  it("a network failure is internal", async () => {
    configureFunctions({
      fetch: (() => Promise.reject(new TypeError("fetch failed"))) as unknown as FetchImpl,
    });
    const error = await failureOf(callFunction("f", {}));
    expect(error.code).toBe("internal");
    expect(error.details).toEqual({ cause: "TypeError: fetch failed" });
  });
});

describe("callFunction: time limits and cancelling", () => {
  it("fails with deadline-exceeded when the call outlives its timeout option", async () => {
    const impl = hangingFetch();
    const error = await failureOf(callFunction("slow", {}, { timeout: 5 }));
    expect(error.code).toBe("deadline-exceeded");
    expect(impl).toHaveBeenCalledTimes(1);
  });

  it("waits 70 seconds by default, then fails with deadline-exceeded", async () => {
    vi.useFakeTimers();
    hangingFetch();
    let settled = false;
    const result = callFunction("slow", {}).finally(() => {
      settled = true;
    });
    const failure = failureOf(result);

    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await failure).code).toBe("deadline-exceeded");
  });

  it("uses the configured timeout", async () => {
    vi.useFakeTimers();
    hangingFetch();
    configureFunctions({ timeoutMs: 1_000 });
    let settled = false;
    const failure = failureOf(
      callFunction("slow", {}).finally(() => {
        settled = true;
      }),
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await failure).code).toBe("deadline-exceeded");
  });

  it("fails with deadline-exceeded when the body does not arrive in time", async () => {
    configureFunctions({
      fetch: (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"result":'));
            init.signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
          },
        });
        return new Response(body, { status: 200 });
      }) as unknown as FetchImpl,
    });
    const error = await failureOf(callFunction("slow", {}, { timeout: 5 }));
    expect(error.code).toBe("deadline-exceeded");
  });

  it("does not time out a call that has answered", async () => {
    vi.useFakeTimers();
    fakeFetch(() => jsonResponse({ result: "done" }));
    await expect(callFunction("fast", {})).resolves.toBe("done");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("fails with cancelled when the caller aborts its signal", async () => {
    const impl = hangingFetch();
    const controller = new AbortController();
    const failure = failureOf(callFunction("slow", {}, { signal: controller.signal }));
    await vi.waitFor(() => expect(impl).toHaveBeenCalledTimes(1), { interval: 1 });
    controller.abort();
    expect((await failure).code).toBe("cancelled");
  });

  it("fails with cancelled when the signal is already aborted", async () => {
    const impl = hangingFetch();
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(callFunction("slow", {}, { signal: controller.signal, timeout: 60_000 }));
    expect(error.code).toBe("cancelled");
    expect(impl).not.toHaveBeenCalled();
  });

  it("fails with cancelled when the caller aborts while the body is arriving", async () => {
    const controller = new AbortController();
    configureFunctions({
      fetch: (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
        const body = new ReadableStream<Uint8Array>({
          start(stream) {
            stream.enqueue(new TextEncoder().encode('{"result":'));
            init.signal?.addEventListener("abort", () => stream.error(new DOMException("aborted", "AbortError")));
            queueMicrotask(() => controller.abort());
          },
        });
        return new Response(body, { status: 200 });
      }) as unknown as FetchImpl,
    });
    const error = await failureOf(callFunction("slow", {}, { signal: controller.signal, timeout: 60_000 }));
    expect(error.code).toBe("cancelled");
  });

  it("stops listening to the caller's signal once the call is over", async () => {
    fakeFetch(() => jsonResponse({ result: 1 }));
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, "removeEventListener");
    await callFunction("f", {}, { signal: controller.signal });
    expect(remove).toHaveBeenCalledWith("abort", expect.any(Function));
  });
});
