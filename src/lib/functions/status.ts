/**
 * SPEC.md §8: the callable functions' status table, shared by the server (which answers with it) and the
 * browser client (which reads it). Codes are the client's names; statuses are what travels on the wire.
 */
export const FUNCTION_ERROR_TABLE = {
  "invalid-argument": { status: "INVALID_ARGUMENT", http: 400 },
  unauthenticated: { status: "UNAUTHENTICATED", http: 401 },
  "permission-denied": { status: "PERMISSION_DENIED", http: 403 },
  "not-found": { status: "NOT_FOUND", http: 404 },
  aborted: { status: "ABORTED", http: 409 },
  "resource-exhausted": { status: "RESOURCE_EXHAUSTED", http: 429 },
  cancelled: { status: "CANCELLED", http: 499 },
  internal: { status: "INTERNAL", http: 500 },
  unimplemented: { status: "UNIMPLEMENTED", http: 501 },
  unavailable: { status: "UNAVAILABLE", http: 503 },
  "deadline-exceeded": { status: "DEADLINE_EXCEEDED", http: 504 },
} as const;

export type KnownFunctionErrorCode = keyof typeof FUNCTION_ERROR_TABLE;
/** Any HTTP status outside the table is `unknown`. */
export type FunctionErrorCode = KnownFunctionErrorCode | "unknown";
export type FunctionErrorStatus = (typeof FUNCTION_ERROR_TABLE)[KnownFunctionErrorCode]["status"] | "UNKNOWN";

/** The body of a failed call, as the server sends it. */
export interface FunctionErrorBody {
  error: { status: FunctionErrorStatus; message: string; details?: unknown };
}

export function codeForHttpStatus(httpStatus: number): FunctionErrorCode | "ok" {
  if (httpStatus >= 200 && httpStatus < 300) return "ok";
  for (const [code, row] of Object.entries(FUNCTION_ERROR_TABLE)) {
    if (row.http === httpStatus) return code as KnownFunctionErrorCode;
  }
  return "unknown";
}

export function codeForStatus(status: unknown): FunctionErrorCode | undefined {
  if (status === "UNKNOWN") return "unknown";
  for (const [code, row] of Object.entries(FUNCTION_ERROR_TABLE)) {
    if (row.status === status) return code as KnownFunctionErrorCode;
  }
  return undefined;
}

export function statusForCode(code: FunctionErrorCode): FunctionErrorStatus {
  return code === "unknown" ? "UNKNOWN" : FUNCTION_ERROR_TABLE[code].status;
}

export function httpForCode(code: FunctionErrorCode): number {
  return code === "unknown" ? 500 : FUNCTION_ERROR_TABLE[code].http;
}
