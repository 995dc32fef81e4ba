/**
 * Signs in through the identity provider (better-auth's email endpoint), which sets the session cookie.
 * Browser-only helper shared by the log-in and sign-up forms.
 */
export type SignInResult =
  { ok: true } | { ok: false; reason: "credentials" | "rate-limited" | "failed"; retryAfterSeconds?: number };

export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ email, password, rememberMe: true }),
    });
  } catch {
    return { ok: false, reason: "failed" };
  }
  if (response.ok) return { ok: true };
  if (response.status === 429) {
    const retryAfterSeconds = Number(response.headers.get("x-retryafter") ?? response.headers.get("retry-after") ?? 60);
    return {
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: Number.isFinite(retryAfterSeconds) ? retryAfterSeconds : 60,
    };
  }
  if (response.status === 401 || response.status === 400 || response.status === 403)
    return { ok: false, reason: "credentials" };
  return { ok: false, reason: "failed" };
}
