import { randomInt } from "node:crypto";
import { expect } from "vitest";
import { PEER_ADDRESS_HEADER } from "@/lib/client-address";
import { POST } from "@/app/api/functions/[name]/route";
import { auth } from "@/server/auth";

/** What a failed call answers (SPEC.md §8). */
export interface CallError {
  status: string;
  message: string;
  details?: { issues?: { path: string; message: string }[]; retryAfterSeconds?: number } & Record<string, unknown>;
}

/**
 * A client address of its own (198.18.0.0/15, the benchmarking range): what our server writes into
 * PEER_ADDRESS_HEADER from the socket, so that per-address limits see tests as the many clients they stand for.
 */
export function uniqueAddress(): string {
  return `198.${18 + randomInt(0, 2)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * Calls a function through the real route, `POST /api/functions/{name}` with `{"data": …}`, from a fresh client
 * address unless `headers` names one (PEER_ADDRESS_HEADER).
 */
export function callFunction(name: string, data: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(`http://localhost:3000/api/functions/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", [PEER_ADDRESS_HEADER]: uniqueAddress(), ...headers },
    body: JSON.stringify({ data: data ?? null }),
  });
  return POST(request, { params: Promise.resolve({ name }) });
}

/** The `result` of a successful call (fails the test on any other answer, showing the error). */
export async function resultOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  const body = (await response.json()) as { result?: T; error?: CallError };
  expect(body.error, `expected success, got ${response.status} ${JSON.stringify(body.error)}`).toBeUndefined();
  expect(response.status).toBe(200);
  return body.result as T;
}

export async function errorOf(response: Response): Promise<CallError> {
  return ((await response.json()) as { error: CallError }).error;
}

/** The `Authorization` header of a session token (better-auth's bearer plugin). */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** Signs in through the identity provider; answers the session token. */
export async function signIn(email: string, password = "demo1234"): Promise<string> {
  const response = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
  expect(response.status, `sign-in of ${email}`).toBe(200);
  const body = (await response.json()) as { token: string };
  expect(body.token).toBeTruthy();
  return body.token;
}

/** Whether an email and password sign in (without making a session when they do not). */
export async function signInStatus(email: string, password: string): Promise<number> {
  const response = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
  return response.status;
}

/** A phone number in E.164 that no other test uses (12 random digits after +8). */
export function uniquePhone(): string {
  let digits = "";
  for (let i = 0; i < 11; i++) digits += Math.floor(Math.random() * 10).toString();
  return `+8${Math.floor(Math.random() * 9) + 1}${digits}`;
}
