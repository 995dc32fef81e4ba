import { codeForHttpStatus, codeForStatus, type FunctionErrorCode } from "./status";

/**
 * The browser's (and any TypeScript caller's) way to call a function: SPEC.md §7–§9. It posts
 * `{"data": …}` to /api/functions/{name} and returns the answer's `result`, or throws a FunctionsError whose
 * `code` follows the status table.
 */
export const DEFAULT_TIMEOUT_MS = 70_000;
export const DEFAULT_REGION = "us-central1";
export const MISSING_DATA_MESSAGE = "Response is missing data field.";

export class FunctionsError extends Error {
  constructor(
    public readonly code: FunctionErrorCode,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = "FunctionsError";
  }
}

export interface FunctionsClientConfig {
  /** Where the API lives; empty means this site (same origin). */
  baseUrl: string;
  /** The functions' region (SPEC.md §9), sent with every call as `X-Functions-Region`. */
  region: string;
  timeoutMs: number;
  /** Supplies a bearer token for each call (a partner or mobile app); browsers use the session cookie. */
  getAuthToken?: () => string | null | undefined | Promise<string | null | undefined>;
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** Overrides the configured timeout for this call, in milliseconds. */
  timeout?: number;
  /** Aborting it ends the call with `cancelled`. */
  signal?: AbortSignal;
  /** A bearer token for this call only. */
  authToken?: string;
}

let config: FunctionsClientConfig = {
  baseUrl: "",
  region: process.env.NEXT_PUBLIC_FUNCTIONS_REGION || DEFAULT_REGION,
  timeoutMs: DEFAULT_TIMEOUT_MS,
};

export function configureFunctions(next: Partial<FunctionsClientConfig>): FunctionsClientConfig {
  config = { ...config, ...next };
  return config;
}

export function getFunctionsConfig(): Readonly<FunctionsClientConfig> {
  return config;
}

const DEFAULT_MESSAGES: Record<FunctionErrorCode, string> = {
  "invalid-argument": "The request was not valid.",
  unauthenticated: "Please sign in to continue.",
  "permission-denied": "You do not have permission to do this.",
  "not-found": "Not found.",
  aborted: "The request conflicted with another change. Please try again.",
  "resource-exhausted": "Too many requests. Please wait a moment and try again.",
  cancelled: "The request was cancelled.",
  internal: "Something went wrong on our side.",
  unimplemented: "This is not available.",
  unavailable: "The service is unavailable. Please try again shortly.",
  "deadline-exceeded": "The request took too long.",
  unknown: "Something went wrong.",
};

/** Turns an HTTP answer into a FunctionsError, or undefined when it is a success. */
export function errorForResponse(httpStatus: number, body: unknown): FunctionsError | undefined {
  let code = codeForHttpStatus(httpStatus);
  let message: string | undefined;
  let details: unknown;
  const error = isObject(body) ? body.error : undefined;
  if (isObject(error)) {
    const fromBody = codeForStatus(error.status);
    if (fromBody) code = fromBody;
    else if (typeof error.status === "string") code = "internal"; // a status outside the table
    if (typeof error.message === "string") message = error.message;
    details = error.details;
  }
  if (code === "ok") return undefined;
  return new FunctionsError(code, message ?? DEFAULT_MESSAGES[code], details);
}

export async function callFunction<Result = unknown>(
  name: string,
  data?: unknown,
  options: CallOptions = {},
): Promise<Result> {
  const { baseUrl, region, timeoutMs, getAuthToken, fetch: fetchImpl = globalThis.fetch } = config;
  const timeout = options.timeout ?? timeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener("abort", onCallerAbort, { once: true });

  try {
    // A signal aborted before the call never fires its "abort" event, so look at it once here.
    if (options.signal?.aborted) throw new FunctionsError("cancelled", DEFAULT_MESSAGES.cancelled);
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      "X-Functions-Region": region,
    };
    const token = options.authToken ?? (await getAuthToken?.());
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}/api/functions/${encodeURIComponent(name)}`, {
        method: "POST",
        headers,
        body: JSON.stringify({ data: data ?? null }),
        credentials: "same-origin",
        signal: controller.signal,
      });
    } catch (cause) {
      if (timedOut) throw new FunctionsError("deadline-exceeded", DEFAULT_MESSAGES["deadline-exceeded"]);
      if (options.signal?.aborted) throw new FunctionsError("cancelled", DEFAULT_MESSAGES.cancelled);
      throw new FunctionsError("internal", DEFAULT_MESSAGES.internal, { cause: String(cause) });
    }

    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      if (timedOut) throw new FunctionsError("deadline-exceeded", DEFAULT_MESSAGES["deadline-exceeded"]);
      if (options.signal?.aborted) throw new FunctionsError("cancelled", DEFAULT_MESSAGES.cancelled);
      body = null;
    }
    const error = errorForResponse(response.status, body);
    if (error) throw error;
    if (!isObject(body) || !("result" in body) || body.result === undefined) {
      throw new FunctionsError("internal", MISSING_DATA_MESSAGE);
    }
    return body.result as Result;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onCallerAbort);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
