import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Short-lived access tokens for the functions API (SPEC.md §9: the browser refreshes its token 5 minutes
 * before it expires). A token names a session; it is only as good as that session, which the server checks
 * on every call, so signing out or disabling a user takes effect at once.
 *
 * Format: `st1.<base64url payload>.<base64url HMAC-SHA256>`, payload `{"sid","uid","exp"}` (exp in seconds).
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ACCESS_TOKEN_REFRESH_BEFORE_SECONDS = 5 * 60;
const PREFIX = "st1";

export interface AccessTokenClaims {
  sid: string;
  uid: string;
  exp: number;
}

function sign(data: string, secret: string): string {
  return createHmac("sha256", secret).update(`${PREFIX}.${data}`).digest("base64url");
}

export function issueAccessToken(
  session: { id: string; userId: string; expiresAt: Date },
  secret: string,
  now: Date = new Date(),
): { token: string; expiresAt: Date } {
  const seconds = Math.floor(now.getTime() / 1000);
  // Never outlive the session it stands for.
  const exp = Math.min(seconds + ACCESS_TOKEN_TTL_SECONDS, Math.floor(session.expiresAt.getTime() / 1000));
  const payload = Buffer.from(JSON.stringify({ sid: session.id, uid: session.userId, exp })).toString("base64url");
  return { token: `${PREFIX}.${payload}.${sign(payload, secret)}`, expiresAt: new Date(exp * 1000) };
}

export function isAccessToken(token: string): boolean {
  return token.startsWith(`${PREFIX}.`);
}

/** The claims of a valid, unexpired token; null for anything else (bad signature, expired, malformed). */
export function verifyAccessToken(token: string, secret: string, now: Date = new Date()): AccessTokenClaims | null {
  const [prefix, payload, signature, ...rest] = token.split(".");
  if (prefix !== PREFIX || !payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<AccessTokenClaims>;
    if (typeof claims.sid !== "string" || typeof claims.uid !== "string" || typeof claims.exp !== "number") return null;
    if (claims.exp * 1000 <= now.getTime()) return null;
    return { sid: claims.sid, uid: claims.uid, exp: claims.exp };
  } catch {
    return null;
  }
}
