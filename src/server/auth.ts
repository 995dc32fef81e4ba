import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { bearer } from "better-auth/plugins";
import { db } from "@/server/db";
import { authAccounts, authSessions, authUsers, authVerifications } from "@/server/db/schema";
import { env } from "@/server/env";

/** SPEC.md §5 and §9: the identity provider's rules. */
export const MIN_PASSWORD_LENGTH = 6;

function createAuth() {
  const settings = env();
  return betterAuth({
    baseURL: settings.APP_URL,
    secret: settings.AUTH_SECRET,
    database: drizzleAdapter(db(), {
      provider: "pg",
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // SPEC.md §4: an unverified user signs in and is then sent to /pending, not refused here.
      requireEmailVerification: false,
    },
    user: {
      additionalFields: {
        phoneNumber: { type: "string", required: false },
      },
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
