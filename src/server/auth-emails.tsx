import "server-only";
import { createEmailVerificationToken } from "better-auth/api";
import type { OutgoingEmail } from "@/server/email";
import { env } from "@/server/env";
import { renderEmail } from "@/server/email/render";
import { DEFAULT_EMAIL_LOCALE } from "@/server/email/format";
import { VerifyEmail, verifyEmailSubject } from "@/server/email/verify-email";
import type { Locale } from "@/lib/locales";

/** How long a verification link works. */
export const VERIFICATION_LINK_TTL_SECONDS = 24 * 60 * 60;
export const VERIFY_EMAIL_KIND = "verify-email";

/** The link that verifies an address: better-auth's endpoint, then on to the dashboard. */
export async function verificationLink(
  user: { id: string; email: string },
  callbackPath = "/dashboard",
): Promise<string> {
  const settings = env();
  const token = await createEmailVerificationToken(
    settings.AUTH_SECRET,
    user.email,
    undefined,
    VERIFICATION_LINK_TTL_SECONDS,
    {
      userId: user.id,
    },
  );
  return `${settings.APP_URL}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(callbackPath)}`;
}

/**
 * The verification email, HTML and text (`verify-email.tsx`), in the recipient's language (their profile's, or
 * the sign-up request's); its text part carries the link on a line of its own words.
 */
export async function verificationEmail(
  to: string,
  name: string,
  link: string,
  locale: Locale = DEFAULT_EMAIL_LOCALE,
): Promise<OutgoingEmail> {
  const element = (
    <VerifyEmail
      name={name}
      link={link}
      validHours={VERIFICATION_LINK_TTL_SECONDS / 3600}
      appUrl={env().APP_URL}
      locale={locale}
    />
  );
  return { to, kind: VERIFY_EMAIL_KIND, subject: verifyEmailSubject(locale), ...(await renderEmail(element)) };
}
