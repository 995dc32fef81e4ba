import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { FUNCTION_ERROR_TABLE, type KnownFunctionErrorCode } from "@/lib/functions/status";
import { resolveActor } from "@/server/access";
import { auth } from "@/server/auth";
import { appMeta, auditLog, authUsers } from "@/server/db/schema";
import {
  createRegistry,
  defineFunction,
  FunctionError,
  handleFunctionCall,
  type CallDependencies,
} from "@/server/functions";

const db = testDb();
const log = pino({ level: "silent" });
const CODES = Object.keys(FUNCTION_ERROR_TABLE) as KnownFunctionErrorCode[];
const SECRET_TEXT = "connection to db-prod-7.internal failed for user admin";

const failInput = z.strictObject({
  code: z.enum(CODES),
  message: z.string(),
  details: z.unknown().optional(),
});

const functions = createRegistry([
  defineFunction({
    name: "failRead",
    kind: "read",
    permission: "public",
    input: failInput,
    handler: async ({ code, message, details }) => {
      throw new FunctionError(code, message, details);
    },
  }),
  defineFunction({
    name: "failWrite",
    kind: "write",
    permission: "public",
    input: failInput,
    handler: async ({ code, message, details }) => {
      throw new FunctionError(code, message, details);
    },
  }),
  defineFunction({
    name: "echo",
    kind: "read",
    permission: "public",
    input: z.strictObject({ name: z.string(), nested: z.strictObject({ count: z.number().int() }) }),
    handler: async (input) => ({ hello: input.name, count: input.nested.count }),
  }),
  defineFunction({
    name: "nothing",
    kind: "read",
    permission: "public",
    input: z.unknown(),
    handler: async () => undefined,
  }),
  defineFunction({
    name: "withDefault",
    kind: "read",
    permission: "public",
    input: z.strictObject({ limit: z.number().int().default(24) }).default({ limit: 24 }),
    handler: async (input) => input,
  }),
  defineFunction({
    name: "failWithoutInput",
    kind: "write",
    permission: "public",
    input: z.unknown(),
    handler: async () => {
      throw new FunctionError("unavailable", "Try later.");
    },
  }),
  defineFunction({
    name: "crash",
    kind: "read",
    permission: "public",
    input: z.unknown(),
    handler: async () => {
      throw new Error(SECRET_TEXT);
    },
  }),
  defineFunction({
    name: "insertTwice",
    kind: "write",
    permission: "public",
    input: z.strictObject({ key: z.string() }),
    handler: async ({ key }, { db: tx }) => {
      await tx.insert(appMeta).values({ key, value: { n: 1 } });
      await tx.insert(appMeta).values({ key, value: { n: 2 } });
    },
  }),
  defineFunction({
    name: "saveNote",
    kind: "write",
    permission: "signedIn",
    input: z.strictObject({ key: z.string(), note: z.string(), password: z.string() }),
    handler: async ({ key, note }, { db: tx, actor }) => {
      await tx.insert(appMeta).values({ key, value: { note } });
      return { saved: key, by: actor.kind === "user" ? actor.email : null };
    },
  }),
  defineFunction({
    name: "insertThenFail",
    kind: "write",
    permission: "public",
    input: z.strictObject({ key: z.string() }),
    handler: async ({ key }, { db: tx }) => {
      await tx.insert(appMeta).values({ key, value: { n: 1 } });
      throw new FunctionError("resource-exhausted", "Too many notes.");
    },
  }),
  defineFunction({
    name: "whoAmI",
    kind: "read",
    permission: "signedIn",
    input: z.unknown(),
    handler: async (_input, { actor }) => (actor.kind === "user" ? { email: actor.email, role: actor.role } : null),
  }),
  defineFunction({
    name: "staffOnly",
    kind: "read",
    permission: "staff",
    input: z.unknown(),
    handler: async (_input, { actor }) => (actor.kind === "user" ? { email: actor.email } : null),
  }),
  defineFunction({
    name: "currency",
    kind: "read",
    permission: "public",
    allowGet: true,
    input: z.strictObject({ country: z.string(), page: z.coerce.number().int().optional() }),
    handler: async (input, { headers }) => ({ ...input, language: headers.get("accept-language") }),
  }),
]);

/** What the outside-work hooks of `sideEffects` did, by key (a stored file's stand-in). */
const sideEffects = new Map<string, string[]>();

const outsideWork = createRegistry([
  defineFunction({
    name: "storeOutside",
    kind: "write",
    permission: "public",
    input: z.strictObject({ key: z.string(), end: z.enum(["commit", "throw", "failed-commit"]) }),
    handler: async ({ key, end }, { db: tx, afterCommit, onRollback }) => {
      const did = (what: string) => void sideEffects.set(key, [...(sideEffects.get(key) ?? []), what]);
      onRollback(async () => did("removed"));
      afterCommit(async () => did("after-commit"));
      await tx.insert(appMeta).values({ key, value: { stored: true } });
      did("stored");
      if (end === "throw") throw new FunctionError("invalid-argument", "Refused after storing.");
      if (end === "failed-commit") {
        // A deferred unique constraint is checked at COMMIT: the handler returns, and the commit fails.
        await tx.execute(
          sql`create temp table commit_probe (id int unique deferrable initially deferred) on commit drop`,
        );
        await tx.execute(sql`insert into commit_probe values (1), (1)`);
      }
      return { key };
    },
  }),
]);

const deps: CallDependencies = { functions, db, log, resolveActor };

function post(name: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(`http://localhost/api/functions/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return handleFunctionCall(request, name, deps);
}

function call(name: string, data: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return post(name, { data }, headers);
}

async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { status: string; message: string; details?: unknown } };
  return body.error;
}

async function signIn(email: string, password = "demo1234"): Promise<string> {
  const signedIn = await auth().api.signInEmail({ body: { email, password } });
  expect(signedIn.token).toBeTruthy();
  return signedIn.token;
}

async function auditRows(requestId: string) {
  return db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
}

describe("the status table (SPEC.md §8)", () => {
  const expected: [KnownFunctionErrorCode, number, string][] = [
    ["invalid-argument", 400, "INVALID_ARGUMENT"],
    ["unauthenticated", 401, "UNAUTHENTICATED"],
    ["permission-denied", 403, "PERMISSION_DENIED"],
    ["not-found", 404, "NOT_FOUND"],
    ["aborted", 409, "ABORTED"],
    ["resource-exhausted", 429, "RESOURCE_EXHAUSTED"],
    ["cancelled", 499, "CANCELLED"],
    ["internal", 500, "INTERNAL"],
    ["unimplemented", 501, "UNIMPLEMENTED"],
    ["unavailable", 503, "UNAVAILABLE"],
    ["deadline-exceeded", 504, "DEADLINE_EXCEEDED"],
  ];

  it("covers every code of the table", () => {
    expect(expected.map(([code]) => code).sort()).toEqual([...CODES].sort());
  });

  it.each(expected)("a read throwing %s answers %i %s", async (code, http, status) => {
    const response = await call("failRead", { code, message: `Failed with ${code}.` });
    expect(response.status).toBe(http);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: { status, message: `Failed with ${code}.` } });
  });

  it.each(expected)("a write throwing %s answers %i %s with details and is audited", async (code, http, status) => {
    const requestId = `status-${randomUUID()}`;
    const details = { field: "checkIn", reasons: ["past", code] };
    const response = await call("failWrite", { code, message: "No.", details }, { "x-request-id": requestId });
    expect(response.status).toBe(http);
    expect(await response.json()).toEqual({ error: { status, message: "No.", details } });
    const rows = await auditRows(requestId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "failWrite", outcome: "error", errorStatus: status, actorEmail: null });
  });
});

describe("success", () => {
  it("answers 200 with the result", async () => {
    const response = await call("echo", { name: "Aisyah", nested: { count: 3 } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ result: { hello: "Aisyah", count: 3 } });
  });

  it("answers an undefined result as null", async () => {
    const response = await call("nothing", null);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"result":null}');
  });

  it("treats {data: null}, the client's call without data, as no input so that a schema default applies", async () => {
    const response = await call("withDefault", null);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { limit: 24 } });
    expect(await (await call("withDefault", { limit: 5 })).json()).toEqual({ result: { limit: 5 } });
  });

  it("echoes the x-request-id header, and makes one when there is none", async () => {
    const echoed = await call("nothing", null, { "x-request-id": "req-abc-123" });
    expect(echoed.headers.get("x-request-id")).toBe("req-abc-123");
    const failed = await call("missingFunction", null, { "x-request-id": "req-def-456" });
    expect(failed.headers.get("x-request-id")).toBe("req-def-456");
    const made = await call("nothing", null);
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the request envelope (SPEC.md §7)", () => {
  it("answers 404 NOT_FOUND for an unknown function", async () => {
    const response = await call("noSuchFunction", {});
    expect(response.status).toBe(404);
    const error = await errorOf(response);
    expect(error.status).toBe("NOT_FOUND");
    expect(error.message).toContain("noSuchFunction");
  });

  it("refuses a body that is not JSON", async () => {
    const response = await post("echo", "{data: nope");
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      status: "INVALID_ARGUMENT",
      message: "The request body is not valid JSON.",
    });
  });

  it("refuses a Content-Type other than application/json", async () => {
    const request = new Request("http://localhost/api/functions/nothing", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ data: null }),
    });
    const response = await handleFunctionCall(request, "nothing", deps);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toContain("Content-Type");
  });

  it("accepts application/json with a charset", async () => {
    const response = await post("nothing", { data: null }, { "content-type": "application/json; charset=utf-8" });
    expect(response.status).toBe(200);
  });

  it.each([
    ["keys other than data", { data: null, extra: 1 }],
    ["no data", {}],
    ["an array", [{ data: null }]],
    ["null", null],
    ["a string", "data"],
  ])("refuses a body with %s", async (_label, body) => {
    const response = await post("nothing", JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      status: "INVALID_ARGUMENT",
      message: 'The body must be a JSON object with a single "data" field.',
    });
  });

  it("refuses input that fails the schema, naming the path", async () => {
    const response = await call("echo", { name: "Aisyah", nested: { count: "three" } });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.status).toBe("INVALID_ARGUMENT");
    expect(error.message).toBe("The request was not valid.");
    const issues = (error.details as { issues: { path: string; message: string }[] }).issues;
    expect(issues.map((issue) => issue.path)).toContain("nested.count");
    expect(issues.every((issue) => typeof issue.message === "string" && issue.message.length > 0)).toBe(true);
  });
});

describe("unexpected failures", () => {
  it("answer 500 INTERNAL with a generic message that leaks nothing", async () => {
    const response = await call("crash", null);
    expect(response.status).toBe(500);
    const text = await response.text();
    const body = JSON.parse(text) as { error: Record<string, unknown> };
    expect(body).toEqual({ error: { status: "INTERNAL", message: "Something went wrong on our side." } });
    expect(text).not.toContain("db-prod-7");
    expect(text).not.toContain("admin");
    expect(text).not.toMatch(/\bat\s.+:\d+:\d+/); // no stack frame
  });

  it("map a PostgreSQL unique violation inside a write to 409 ABORTED and roll it back", async () => {
    const key = `int-dup-${uniqueSuffix()}`;
    const requestId = `dup-${randomUUID()}`;
    const response = await call("insertTwice", { key }, { "x-request-id": requestId });
    expect(response.status).toBe(409);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { status: "ABORTED", message: "This conflicts with an existing record." },
    });
    expect(text).not.toContain("app_meta");
    expect(await db.select().from(appMeta).where(eq(appMeta.key, key))).toHaveLength(0);
    const rows = await auditRows(requestId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: "error", errorStatus: "ABORTED", action: "insertTwice" });
  });
});

describe("who may call", () => {
  const suffix = uniqueSuffix();
  const userEmail = `caller-${suffix}@example.test`;
  const disabledEmail = `disabled-${suffix}@example.test`;
  const staffEmail = "staff1@example.com";
  let userToken: string;

  beforeAll(async () => {
    await createUser(db, { email: userEmail, password: "right-horse-battery" });
    await createUser(db, { email: disabledEmail, profile: { enabled: false } });
    // Staff are a fixed list of addresses (STAFF_EMAILS); the demo seed creates the same one, so this
    // account is removed again below.
    await db.delete(authUsers).where(eq(authUsers.email, staffEmail));
    await createUser(db, { email: staffEmail });
    userToken = await signIn(userEmail, "right-horse-battery");
  });

  afterAll(async () => {
    await db.delete(authUsers).where(eq(authUsers.email, staffEmail)); // cascades to its profile and sessions
  });

  it("a signedIn function answers 401 without credentials", async () => {
    const response = await call("whoAmI", null);
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ status: "UNAUTHENTICATED", message: "Please sign in to continue." });
  });

  it("a signedIn function answers 401 to an invalid bearer token", async () => {
    const response = await call("whoAmI", null, { authorization: "Bearer not-a-real-session-token" });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).status).toBe("UNAUTHENTICATED");
  });

  it("even a public function answers 401 to an invalid bearer token", async () => {
    const response = await call("nothing", null, { authorization: `Bearer ${userToken}x` });
    expect(response.status).toBe(401);
  });

  it("a signedIn function answers 200 to a valid bearer token, and sees the actor", async () => {
    const response = await call("whoAmI", null, { authorization: `Bearer ${userToken}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { email: userEmail, role: "roomer" } });
  });

  it("a signedIn function answers 403 to a disabled user", async () => {
    const token = await signIn(disabledEmail);
    const response = await call("whoAmI", null, { authorization: `Bearer ${token}` });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).status).toBe("PERMISSION_DENIED");
  });

  it("a staff function answers 401 to a visitor and 403 to a signed-in non-staff user", async () => {
    expect((await call("staffOnly", null)).status).toBe(401);
    const response = await call("staffOnly", null, { authorization: `Bearer ${userToken}` });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({
      status: "PERMISSION_DENIED",
      message: "You do not have permission to do this.",
    });
  });

  it("a staff function answers 200 to staff", async () => {
    const token = await signIn(staffEmail);
    const response = await call("staffOnly", null, { authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { email: staffEmail } });
  });

  it("a successful write leaves one audit record with the actor and redacted input", async () => {
    const key = `int-note-${uniqueSuffix()}`;
    const requestId = `note-${randomUUID()}`;
    const response = await call(
      "saveNote",
      { key, note: "Late check-in", password: "hunter2" },
      { authorization: `Bearer ${userToken}`, "x-request-id": requestId },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { saved: key, by: userEmail } });
    expect(await db.select().from(appMeta).where(eq(appMeta.key, key))).toHaveLength(1);

    const rows = await auditRows(requestId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "saveNote",
      outcome: "ok",
      errorStatus: null,
      actorEmail: userEmail,
      input: { key, note: "Late check-in", password: "[redacted]" },
    });
    expect(JSON.stringify(rows[0]!.input)).not.toContain("hunter2");
  });

  it("a write refused before its input is parsed is not audited", async () => {
    const requestId = `refused-${randomUUID()}`;
    const response = await call("saveNote", { key: "k", note: "n", password: "p" }, { "x-request-id": requestId });
    expect(response.status).toBe(401);
    expect(await auditRows(requestId)).toHaveLength(0);
  });
});

describe("writes are transactions", () => {
  it("a write that inserts and then throws leaves no row and one error audit record", async () => {
    const key = `int-rollback-${uniqueSuffix()}`;
    const requestId = `rollback-${randomUUID()}`;
    const response = await call("insertThenFail", { key }, { "x-request-id": requestId });
    expect(response.status).toBe(429);
    expect(await errorOf(response)).toEqual({ status: "RESOURCE_EXHAUSTED", message: "Too many notes." });

    expect(await db.select().from(appMeta).where(eq(appMeta.key, key))).toHaveLength(0);
    const rows = await auditRows(requestId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "insertThenFail",
      outcome: "error",
      errorStatus: "RESOURCE_EXHAUSTED",
      input: { key },
    });
  });

  it("a failed write called without data is audited too", async () => {
    const requestId = `no-input-${randomUUID()}`;
    const response = await call("failWithoutInput", null, { "x-request-id": requestId });
    expect(response.status).toBe(503);
    const rows = await auditRows(requestId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "failWithoutInput",
      outcome: "error",
      errorStatus: "UNAVAILABLE",
      input: null,
    });
  });

  it("outside work follows the outcome: after-commit tasks only after a commit, rollback tasks when the handler or the commit fails", async () => {
    const run = (key: string, end: string) =>
      handleFunctionCall(
        new Request("http://localhost/api/functions/storeOutside", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ data: { key, end } }),
        }),
        "storeOutside",
        { ...deps, functions: outsideWork },
      );
    const committed = `int-outside-${uniqueSuffix()}`;
    expect((await run(committed, "commit")).status).toBe(200);
    expect(sideEffects.get(committed)).toEqual(["stored", "after-commit"]);
    expect(await db.select().from(appMeta).where(eq(appMeta.key, committed))).toHaveLength(1);

    const thrown = `int-outside-${uniqueSuffix()}`;
    expect((await run(thrown, "throw")).status).toBe(400);
    expect(sideEffects.get(thrown)).toEqual(["stored", "removed"]);
    expect(await db.select().from(appMeta).where(eq(appMeta.key, thrown))).toHaveLength(0);

    const failedCommit = `int-outside-${uniqueSuffix()}`;
    expect((await run(failedCommit, "failed-commit")).status).toBe(409);
    expect(sideEffects.get(failedCommit)).toEqual(["stored", "removed"]);
    expect(await db.select().from(appMeta).where(eq(appMeta.key, failedCommit))).toHaveLength(0);
  });

  it("a read is not audited", async () => {
    const requestId = `read-${randomUUID()}`;
    expect((await call("nothing", null, { "x-request-id": requestId })).status).toBe(200);
    expect(await auditRows(requestId)).toHaveLength(0);
  });
});

describe("GET", () => {
  it("is refused for a function without allowGet", async () => {
    const request = new Request("http://localhost/api/functions/echo?name=x", { method: "GET" });
    const response = await handleFunctionCall(request, "echo", deps);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      status: "INVALID_ARGUMENT",
      message: "This function must be called with POST.",
    });
  });

  it("is accepted with query-string input for a function with allowGet", async () => {
    const request = new Request("http://localhost/api/functions/currency?country=thailand&page=2", {
      method: "GET",
      headers: { "accept-language": "th-TH", "x-request-id": "get-1" },
    });
    const response = await handleFunctionCall(request, "currency", deps);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("get-1");
    expect(await response.json()).toEqual({ result: { country: "thailand", page: 2, language: "th-TH" } });
  });

  it("validates query-string input against the schema", async () => {
    const request = new Request("http://localhost/api/functions/currency?page=2", { method: "GET" });
    const response = await handleFunctionCall(request, "currency", deps);
    expect(response.status).toBe(400);
    const issues = ((await errorOf(response)).details as { issues: { path: string }[] }).issues;
    expect(issues.map((issue) => issue.path)).toContain("country");
  });

  it("POST still works for a function with allowGet", async () => {
    const response = await call("currency", { country: "malaysia" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { country: "malaysia", language: null } });
  });
});
