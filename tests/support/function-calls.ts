import { vi } from "vitest";

/** A function call a component made: the function's name and exactly the `data` it sent. */
export interface SentCall {
  name: string;
  data: unknown;
}

/** An answer from the functions API: a result (status 200), or an error status with its body. */
export type StubAnswer = { result: unknown } | { status: number; body: unknown };

/**
 * Stands in for the functions API in a component test (happy-dom): records each call and answers it with
 * `answer(call)` (a `{ result }` or an error `{ status, body }`). Undo with `vi.unstubAllGlobals()`.
 */
export function stubFunctionCalls(answer: (call: SentCall) => StubAnswer = () => ({ result: {} })): SentCall[] {
  const calls: SentCall[] = [];
  vi.stubGlobal("fetch", async (url: unknown, init?: RequestInit) => {
    const name = String(url).split("/").pop()!.split("?")[0]!;
    const call = { name, data: (JSON.parse(String(init?.body ?? "{}")) as { data?: unknown }).data };
    calls.push(call);
    const reply = answer(call);
    const [status, body] = "result" in reply ? [200, { result: reply.result }] : [reply.status, reply.body];
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return calls;
}

/** An INVALID_ARGUMENT answer naming one input path, as the function's own parse gives it. */
export function invalidArgument(path: string, message: string): StubAnswer {
  return {
    status: 400,
    body: {
      error: { status: "INVALID_ARGUMENT", message: "Check the form.", details: { issues: [{ path, message }] } },
    },
  };
}
