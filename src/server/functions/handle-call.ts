import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { httpForCode, statusForCode, type FunctionErrorBody } from "@/lib/functions/status";
import { UNSAFE_TEXT_MESSAGE, unsafeTextPaths } from "@/lib/validation";
import { decide, InvalidCredentialsError, type Actor } from "@/server/access";
import type { Database } from "@/server/db";
import { auditLog } from "@/server/db/platform-schema";
import type { Logger } from "@/server/logger";
import { readBodyWithin } from "@/server/read-body";
import { DEFAULT_MAX_BODY_BYTES, type AnyFunctionDefinition, type AuditRecord } from "./define";
import { FunctionError, toFunctionError } from "./errors";
import { runOnce, type CallAnswer } from "./idempotency";
import { enforceRateLimit } from "./rate-limit";
import { redact } from "./redact";

export interface CallDependencies {
  functions: ReadonlyMap<string, AnyFunctionDefinition>;
  db: Database;
  log: Logger;
  resolveActor: (headers: Headers) => Promise<Actor>;
  /** Runs after a write commits (e.g. to start email delivery); must not throw. */
  afterWrite?: () => void;
}

/** The request body of SPEC.md §7: exactly `{"data": …}`. */
const envelope = z.strictObject(
  { data: z.unknown() },
  { error: 'The body must be a JSON object with a single "data" field.' },
);

/**
 * Answers one call of `/api/functions/{name}`: finds the function, reads the envelope, authorises the actor,
 * parses the input, runs the handler (writes in a transaction with their audit record) and maps every
 * failure to the status table. This is the only place where that happens.
 */
export async function handleFunctionCall(request: Request, name: string, deps: CallDependencies): Promise<Response> {
  const requestId = request.headers.get("x-request-id")?.slice(0, 100) || randomUUID();
  const log = deps.log.child({ requestId, fn: name });
  const started = performance.now();
  let actor: Actor = { kind: "anonymous" };
  let definition: AnyFunctionDefinition | undefined;
  let input: unknown;
  let inputParsed = false;

  try {
    definition = deps.functions.get(name);
    if (!definition) throw new FunctionError("not-found", `There is no function named "${name}".`);

    const data = await readData(request, definition);

    try {
      actor = await deps.resolveActor(request.headers);
    } catch (error) {
      if (error instanceof InvalidCredentialsError) throw new FunctionError("unauthenticated", error.message);
      throw error;
    }

    const decision = decide(actor, definition.permission);
    if (decision === "unauthenticated") throw new FunctionError("unauthenticated", "Please sign in to continue.");
    if (decision === "denied") throw new FunctionError("permission-denied", "You do not have permission to do this.");
    await enforceRateLimit(definition, actor, request.headers, deps.db);

    // NUL characters and lone surrogates break the database, not the schema: refused for every function at
    // once, naming the field (docs/SECURITY.md, "Text that is not text").
    const unsafe = unsafeTextPaths(data);
    if (unsafe.length > 0) {
      throw new FunctionError("invalid-argument", "The request was not valid.", {
        issues: unsafe.map((path) => ({ path, message: UNSAFE_TEXT_MESSAGE })),
      });
    }
    const parsed = definition.input.safeParse(data);
    if (!parsed.success) {
      throw new FunctionError("invalid-argument", "The request was not valid.", {
        issues: parsed.error.issues.map((issue: z.core.$ZodIssue) => ({
          path: issue.path.join("."),
          message: issue.message,
        })),
      });
    }
    input = parsed.data;
    inputParsed = true;

    const def = definition;
    const callerInput = input;
    const execute = async (): Promise<unknown> => {
      let auditRecord: AuditRecord | undefined;
      const afterCommit: (() => Promise<void>)[] = [];
      const onRollback: (() => Promise<void>)[] = [];
      const context = {
        actor,
        requestId,
        log,
        headers: request.headers,
        audit: (record: AuditRecord) => {
          auditRecord = record;
        },
        afterCommit: (task: () => Promise<void>) => void afterCommit.push(task),
        onRollback: (task: () => Promise<void>) => void onRollback.push(task),
      };
      // Outside work follows the database's outcome; its own failure is logged and never changes the answer.
      const settle = async (tasks: (() => Promise<void>)[], moment: string) => {
        for (const task of tasks)
          await task().catch((err: unknown) => log.error({ err, function: def.name }, `${moment} task failed`));
      };
      // The audit record of a call that went through: in a write's own transaction, after a `steps` call.
      const succeeded = () => ({
        requestId,
        actorEmail: actorEmail(actor),
        action: def.name,
        input: redact(callerInput),
        outcome: "ok" as const,
        entity: auditRecord?.entity,
        changes: auditRecord?.changes ? redact(auditRecord.changes) : undefined,
      });
      let result: unknown;
      try {
        result =
          def.kind === "write"
            ? await deps.db.transaction(async (tx) => {
                const value = await def.handler(callerInput, { ...context, db: tx });
                await tx.insert(auditLog).values(succeeded());
                return value;
              })
            : await def.handler(callerInput, { ...context, db: deps.db });
      } catch (thrown) {
        await settle(onRollback, "rollback");
        throw thrown;
      }
      await settle(afterCommit, "after-commit");
      if (def.kind === "steps") await deps.db.insert(auditLog).values(succeeded());
      if (def.kind !== "read") deps.afterWrite?.();
      log.info({ status: "OK", ms: elapsed(started), actor: actorEmail(actor) }, "function call");
      return result ?? null;
    };

    // A call with an idempotency key runs once; a retry (also one sent while the first still runs) gets the
    // first call's answer, failures included.
    const key = def.idempotencyKey?.(callerInput);
    if (key) {
      const answer = await runOnce(deps.db, { functionName: def.name, key, caller: callerOf(actor) }, async () => {
        try {
          return { httpStatus: 200, body: { result: await execute() } };
        } catch (thrown) {
          return failure(thrown);
        }
      });
      return json(answer.body, answer.httpStatus, requestId);
    }
    return json({ result: await execute() }, 200, requestId);
  } catch (thrown) {
    const answer = await failure(thrown);
    return json(answer.body, answer.httpStatus, requestId);
  }

  /** Logs a failed call, records it when it was a write, and answers it by the status table. */
  async function failure(thrown: unknown): Promise<CallAnswer> {
    const { error, expected } = toFunctionError(thrown);
    const fields = { status: statusForCode(error.code), ms: elapsed(started), actor: actorEmail(actor) };
    if (expected) log.info(fields, "function call failed");
    else log.error({ ...fields, err: thrown }, "function call crashed");

    if (definition && definition.kind !== "read" && inputParsed) {
      await recordFailedWrite(deps, requestId, actor, definition.name, input, error).catch((auditError) =>
        log.error({ err: auditError }, "could not write the audit record of a failed call"),
      );
    }
    const body: FunctionErrorBody = {
      error: {
        status: statusForCode(error.code),
        message: error.message,
        ...(error.details !== undefined ? { details: error.details } : {}),
      },
    };
    // A body over the limit keeps its INVALID_ARGUMENT body but answers HTTP 413, which proxies and clients
    // understand without reading it (docs/SECURITY.md, "Bodies that never end").
    return { httpStatus: thrown instanceof BodyTooLargeError ? 413 : httpForCode(error.code), body };
  }
}

async function readData(request: Request, definition: AnyFunctionDefinition): Promise<unknown> {
  if (request.method === "GET") {
    if (!definition.allowGet) throw new FunctionError("invalid-argument", "This function must be called with POST.");
    return Object.fromEntries(new URL(request.url).searchParams);
  }
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(contentType)) {
    throw new FunctionError("invalid-argument", "The request must have Content-Type: application/json.");
  }
  const text = await readBodyText(request, definition.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FunctionError("invalid-argument", "The request body is not valid JSON.");
  }
  const parsed = envelope.safeParse(body);
  if (!parsed.success || !Object.hasOwn(body as object, "data")) {
    throw new FunctionError("invalid-argument", 'The body must be a JSON object with a single "data" field.');
  }
  // The client sends `{"data": null}` when called without data (lib/functions/client.ts): no input, so that
  // a schema's `.default()` applies.
  return parsed.data.data ?? undefined;
}

/** The body as text, refused with a 413 once it passes `limit` bytes (`readBodyWithin`). */
async function readBodyText(request: Request, limit: number): Promise<string> {
  const bytes = await readBodyWithin(request, limit);
  if (bytes !== null) return bytes.toString("utf8");
  throw new BodyTooLargeError(
    "invalid-argument",
    `The request body is larger than ${formatMegabytes(limit)}, the most this function accepts.`,
    {
      maxBodyBytes: limit,
    },
  );
}

class BodyTooLargeError extends FunctionError {}

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

async function recordFailedWrite(
  deps: CallDependencies,
  requestId: string,
  actor: Actor,
  action: string,
  input: unknown,
  error: FunctionError,
) {
  await deps.db.insert(auditLog).values({
    requestId,
    actorEmail: actorEmail(actor),
    action,
    input: redact(input),
    outcome: "error",
    errorStatus: statusForCode(error.code),
  });
}

/** Who owns an idempotency key: a retry must come from the same account. */
function callerOf(actor: Actor): string {
  return actor.kind === "user" ? `user:${actor.userId}` : actor.kind;
}

function actorEmail(actor: Actor): string | null {
  return actor.kind === "user" ? actor.email : null;
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

function json(body: unknown, status: number, requestId: string): Response {
  const headers: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    "x-request-id": requestId,
    "cache-control": "no-store",
  };
  // A limited call also says when to come back in the header clients and proxies read (RFC 9110 §10.2.3).
  const retryAfter = (body as FunctionErrorBody | null)?.error?.details as { retryAfterSeconds?: unknown } | undefined;
  if (status === 429 && typeof retryAfter?.retryAfterSeconds === "number")
    headers["retry-after"] = String(Math.ceil(retryAfter.retryAfterSeconds));
  return new Response(JSON.stringify(body), { status, headers });
}
