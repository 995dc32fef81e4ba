import { describe, expect, it } from "vitest";
import {
  codeForHttpStatus,
  codeForStatus,
  FUNCTION_ERROR_TABLE,
  httpForCode,
  statusForCode,
  type FunctionErrorCode,
} from "./status";

/** SPEC.md §8, written out so the test states the contract instead of reading it back from the source. */
const ROWS = [
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

describe("the status table", () => {
  it("has exactly the eleven rows of SPEC.md §8", () => {
    expect(Object.keys(FUNCTION_ERROR_TABLE).sort()).toEqual(ROWS.map((row) => row.code).sort());
  });

  it.each(ROWS)("$code is $status over HTTP $http", (row) => {
    expect(codeForHttpStatus(row.http)).toBe(row.code);
    expect(codeForStatus(row.status)).toBe(row.code);
    expect(statusForCode(row.code)).toBe(row.status);
    expect(httpForCode(row.code)).toBe(row.http);
  });

  it.each(ROWS)("$code survives a round trip through its HTTP status and its wire status", (row) => {
    const code: FunctionErrorCode = row.code;
    expect(codeForHttpStatus(httpForCode(code))).toBe(code);
    expect(codeForStatus(statusForCode(code))).toBe(code);
  });
});

describe("codeForHttpStatus", () => {
  it.each([200, 201, 204, 299])("a 2xx (%i) is ok", (http) => {
    expect(codeForHttpStatus(http)).toBe("ok");
  });

  it.each([0, 100, 199, 300, 304, 402, 405, 418, 422, 502, 505, 600])("any other status (%i) is unknown", (http) => {
    expect(codeForHttpStatus(http)).toBe("unknown");
  });
});

describe("codeForStatus", () => {
  it("reads UNKNOWN as unknown", () => {
    expect(codeForStatus("UNKNOWN")).toBe("unknown");
  });

  it.each(["OK", "not_found", "not-found", "TEAPOT", "", 404, null, undefined, {}])(
    "does not recognise %j",
    (status) => {
      expect(codeForStatus(status)).toBeUndefined();
    },
  );
});

describe("unknown", () => {
  it("travels as UNKNOWN over HTTP 500", () => {
    expect(statusForCode("unknown")).toBe("UNKNOWN");
    expect(httpForCode("unknown")).toBe(500);
    expect(codeForStatus(statusForCode("unknown"))).toBe("unknown");
  });
});
