import { eq } from "drizzle-orm";
import { z } from "zod";
import { issueAccessToken as signAccessToken } from "@/server/access";
import { VERIFY_EMAIL_KIND, verificationEmail, verificationLink } from "@/server/auth-emails";
import type { DbOrTx } from "@/server/db";
import { authSessions, authUsers } from "@/server/db/schema";
import { deliveryOfQueuedMail, lastEmailAt, queueEmail } from "@/server/email";
import { recipientLocale } from "@/server/email/language";
import { env } from "@/server/env";
import { defineFunction, FunctionError, invalidArgument } from "@/server/functions";

/** One verification email a minute per address. */
export const RESEND_VERIFICATION_AFTER_SECONDS = 60;

/** Seconds before another verification link may go to this address (0: now), whoever asks for it. */
export async function secondsUntilNextLink(db: DbOrTx, email: string): Promise<number> {
  const last = await lastEmailAt(db, email, VERIFY_EMAIL_KIND);
  return last ? Math.max(0, Math.ceil(RESEND_VERIFICATION_AFTER_SECONDS - (Date.now() - last.getTime()) / 1000)) : 0;
}

/** Queues a new verification link for an account (kept in the outbox when no mail server is set up). */
export async function queueVerificationLink(db: DbOrTx, user: { id: string; email: string; name: string }) {
  const link = await verificationLink({ id: user.id, email: user.email });
  await queueEmail(db, await verificationEmail(user.email, user.name, link, await recipientLocale(db, user.email)));
}

/** /pending's "send the link again". */
export const resendVerificationEmail = defineFunction({
  name: "resendVerificationEmail",
  kind: "write",
  permission: "signedIn",
  input: z.null().optional(),
  handler: async (_input, { db, actor }) => {
    if (actor.kind !== "user") throw new FunctionError("unauthenticated", "Please sign in to continue.");
    if (actor.emailVerified) throw invalidArgument("Your email is already verified.");
    const waitSeconds = await secondsUntilNextLink(db, actor.email);
    if (waitSeconds > 0) {
      throw new FunctionError(
        "resource-exhausted",
        `You asked for a link less than a minute ago. You can ask for another in ${waitSeconds} seconds.`,
        {
          retryAfterSeconds: waitSeconds,
        },
      );
    }
    const [user] = await db
      .select({ id: authUsers.id, name: authUsers.name })
      .from(authUsers)
      .where(eq(authUsers.id, actor.userId));
    await queueVerificationLink(db, { id: actor.userId, email: actor.email, name: user?.name ?? actor.email });
    return { sentTo: actor.email, delivery: deliveryOfQueuedMail() };
  },
});

/**
 * A short-lived bearer token for the functions API, for the session the caller is signed in with
 * (SPEC.md §9: the browser refreshes it 5 minutes before it expires).
 */
export const issueAccessToken = defineFunction({
  name: "issueAccessToken",
  kind: "read",
  permission: "signedIn",
  input: z.null().optional(),
  handler: async (_input, { db, actor }) => {
    if (actor.kind !== "user" || !actor.sessionId)
      throw new FunctionError("unauthenticated", "Please sign in to continue.");
    const [session] = await db
      .select({ id: authSessions.id, userId: authSessions.userId, expiresAt: authSessions.expiresAt })
      .from(authSessions)
      .where(eq(authSessions.id, actor.sessionId));
    if (!session) throw new FunctionError("unauthenticated", "Your session has ended. Please sign in again.");
    const { token, expiresAt } = signAccessToken(session, env().AUTH_SECRET);
    return { token, expiresAt: expiresAt.toISOString() };
  },
});
