import "server-only";
import { eq } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { bearer } from "better-auth/plugins";
import { servesHttps } from "@/lib/https";
import { LOCALE_COOKIE } from "@/lib/locales";
import { BLANK_PASSWORD_MESSAGE, isBlankPassword } from "@/lib/validation";
import { verificationEmail, VERIFICATION_LINK_TTL_SECONDS } from "@/server/auth-emails";
import { db } from "@/server/db";
import {
  authAccounts,
  authRateLimits,
  authSessions,
  authUsers,
  authVerifications,
  userProfiles,
} from "@/server/db/identity-schema";
import { queueEmail } from "@/server/email";
import { recipientLocale } from "@/server/email/language";
import { CLIENT_ADDRESS_HEADER } from "@/server/client-address";
import { env } from "@/server/env";
import { clear, consume, type RateRule } from "@/server/rate-limit";

/** SPEC.md §5 and §9: the identity provider's rules. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
/**
 * Log-in limits (docs/SECURITY.md). Per client address, generous: many people share one address behind
 * a carrier-grade NAT (common on Asian mobile networks) and must not lock each other out; it stops one machine
 * trying many accounts. Per account, strict: five attempts in 15 minutes from any address, a successful log-in
 * starting afresh; the sixth waits (HTTP 429 with X-Retry-After). Both are kept in PostgreSQL.
 */
export const SIGN_IN_RATE_LIMIT = { window: 60, max: 60 };
export const SIGN_IN_ACCOUNT_LIMIT: RateRule = { name: "sign-in:account", max: 5, windowSeconds: 15 * 60 };

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
        const locale = await recipientLocale(db(), user.email);
        await queueEmail(db(), await verificationEmail(user.email, user.name, url, locale));
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
      // The auth route writes the client address decided by lib/client-address.ts (peer, X-Forwarded-For only
      // from TRUSTED_PROXIES) into this one-value header; better-auth must not read X-Forwarded-For itself.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // Secure (and __Secure- prefixed) session cookies whenever the site is served over HTTPS, also behind a
      // TLS-terminating proxy that reaches us over plain HTTP (TRUST_HTTPS; docs/SECURITY.md, "Headers").
      useSecureCookies: servesHttps(settings),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The provider's own password endpoints (change, reset, set) take passwords too: the same rule as the
        // `signUp` and `changePassword` functions' schema, so a password of only spaces is refused everywhere.
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        for (const key of ["password", "newPassword"]) {
          const value = body[key];
          if (typeof value === "string" && isBlankPassword(value))
            throw new APIError("BAD_REQUEST", { message: BLANK_PASSWORD_MESSAGE });
        }
        const email = signInEmailOf(ctx);
        if (!email || !settings.AUTH_RATE_LIMIT) return;
        // Counted before the password is checked, so that attempts sent at once are counted in turn.
        const decision = await consume(db(), SIGN_IN_ACCOUNT_LIMIT, email);
        if (!decision.allowed) {
          throw new APIError(
            "TOO_MANY_REQUESTS",
            {
              message: "Too many log-in attempts for this account. Please try again later.",
              code: "TOO_MANY_ATTEMPTS",
            },
            { "X-Retry-After": String(decision.retryAfterSeconds) },
          );
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const email = signInEmailOf(ctx);
        if (!email || isAPIError(ctx.context.returned)) return;
        // A sign-in brings the profile's language into this browser's language cookie, as the header's picker
        // writes it (a year, the whole site, lax): a person who chose Thai elsewhere reads Thai here too
        // (docs/I18N.md, Which language a request gets). A profile without a language leaves the cookie alone.
        const userId = ctx.context.newSession?.user.id;
        const language = userId ? await profileLanguageOf(userId) : null;
        if (language)
          ctx.setCookie(LOCALE_COOKIE, language, { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax" });
        if (settings.AUTH_RATE_LIMIT) await clear(db(), SIGN_IN_ACCOUNT_LIMIT, email);
      }),
    },
    plugins: [bearer(), nextCookies()],
  });
}

/** How long the language cookie lasts: a year, as the header's language picker writes it. */
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The language kept on a person's profile (`setMyLanguage`, or the sign-up's), if any. */
async function profileLanguageOf(userId: string): Promise<string | null> {
  const [profile] = await db()
    .select({ language: userProfiles.language })
    .from(userProfiles)
    .where(eq(userProfiles.authUserId, userId))
    .limit(1);
  return profile?.language ?? null;
}

/** The account a log-in attempt is for (lower-cased), or undefined for any other endpoint. */
function signInEmailOf(ctx: { path?: string; body?: unknown }): string | undefined {
  if (ctx.path !== "/sign-in/email") return undefined;
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : undefined;
}

export type Auth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as unknown as { __auth?: Auth };

/** The auth instance, made on first use so that `next build` needs no configuration. */
export function auth(): Auth {
  globalForAuth.__auth ??= createAuth();
  return globalForAuth.__auth;
}
