import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer } from "better-auth/plugins";
import { servesHttps } from "@/lib/https";
import { BLANK_PASSWORD_MESSAGE, isBlankPassword } from "@/lib/validation";
import { verificationEmail, VERIFICATION_LINK_TTL_SECONDS } from "@/server/auth-emails";
import { db } from "@/server/db";
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications } from "@/server/db/schema";
import { queueEmail } from "@/server/email";
import { env } from "@/server/env";

/** SPEC.md §5 and §9: the identity provider's rules. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
/** Five log-in attempts a minute per address; the sixth waits (HTTP 429 with Retry-After). */
export const SIGN_IN_RATE_LIMIT = { window: 60, max: 5 };

function createAuth() {
  const settings = env();
  return betterAuth({
    baseURL: settings.APP_URL,
    secret: settings.AUTH_SECRET,
    trustedOrigins: [settings.APP_URL],
    database: drizzleAdapter(db(), {
      provider: "pg",
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // Accounts are created by the `signUp` function (identity domain), which also makes the profile and
      // the organisation in one transaction; the provider's own sign-up endpoint is closed.
      disableSignUp: true,
      // SPEC.md §4: an unverified user signs in and is then sent to /pending, not refused here.
      requireEmailVerification: false,
    },
    emailVerification: {
      expiresIn: VERIFICATION_LINK_TTL_SECONDS,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await queueEmail(db(), verificationEmail(user.email, user.name, url));
      },
    },
    user: {
      additionalFields: {
        phoneNumber: { type: "string", required: false, input: false },
      },
    },
    rateLimit: {
      enabled: settings.AUTH_RATE_LIMIT,
      storage: "database",
      window: 60,
      max: 100,
      customRules: { "/sign-in/email": SIGN_IN_RATE_LIMIT },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"], trustedProxies: settings.TRUSTED_PROXIES },
      // Secure (and __Secure- prefixed) session cookies whenever the site is served over HTTPS, also behind a
      // TLS-terminating proxy that reaches us over plain HTTP (TRUST_HTTPS; docs/security-http.md, "Headers").
      useSecureCookies: servesHttps(settings),
    },
    // The provider's own password endpoints (change, reset, set) take passwords too: the same rule as the
    // `signUp` and `changePassword` functions' schema, so a password of only spaces is refused everywhere.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        for (const key of ["password", "newPassword"]) {
          const value = body[key];
          if (typeof value === "string" && isBlankPassword(value)) throw new APIError("BAD_REQUEST", { message: BLANK_PASSWORD_MESSAGE });
        }
      }),
    },
    plugins: [bearer(), nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as unknown as { __auth?: Auth };

/** The auth instance, made on first use so that `next build` needs no configuration. */
export function auth(): Auth {
  globalForAuth.__auth ??= createAuth();
  return globalForAuth.__auth;
}
