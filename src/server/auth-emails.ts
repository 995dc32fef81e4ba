import "server-only";
import { createEmailVerificationToken } from "better-auth/api";
import type { OutgoingEmail } from "@/server/email";
import { env } from "@/server/env";

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

export function verificationEmail(to: string, name: string, link: string): OutgoingEmail {
  return {
    to,
    kind: VERIFY_EMAIL_KIND,
    subject: "Confirm your email for Staysia",
    text: `Hello ${name},\n\nPlease confirm your email address to open your Staysia dashboard:\n\n${link}\n\nThe link works for 24 hours. If you did not sign up, you can ignore this email.\n\nStaysia`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>Please confirm your email address to open your Staysia dashboard.</p><p><a href="${escapeHtml(link)}">Confirm my email</a></p><p>The link works for 24 hours. If you did not sign up, you can ignore this email.</p><p>Staysia</p>`,
  };
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}
