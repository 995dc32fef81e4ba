import { eq } from "drizzle-orm";
import { verificationEmail, verificationLink } from "@/server/auth-emails";
import { recordReferral } from "@/domains/marketing";
import { authUsers } from "@/server/db/schema";
import { queueEmail } from "@/server/email";
import { requestLocale } from "@/server/email/language";
import { aborted, defineFunction } from "@/server/functions";
import { createAccount, createOrganisationRecord } from "../accounts";
import { signUpSchema } from "../validation";

/**
 * Opens an account of one of SPEC.md §2's kinds: the login, the §3 profile and, for suppliers, their
 * organisation (enabled), in one transaction with the verification email. Role fields cannot be chosen by
 * the caller: they follow from the kind. The browser then signs in through the identity provider.
 */
export const signUp = defineFunction({
  name: "signUp",
  kind: "write",
  permission: "public",
  // Each sign-up emails an address the caller chose (the verification link): a limit per client address
  // keeps it from being an anonymous mailer, generous enough for many people behind one carrier NAT.
  rateLimit: { perAddress: { max: 10, windowSeconds: 60 * 60 } },
  input: signUpSchema,
  handler: async (input, { db, audit, headers }) => {
    const [existing] = await db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(authUsers.email, input.email))
      .limit(1);
    if (existing) throw aborted("An account with this email already exists. Log in instead, or use another email.");
    if (input.phone) {
      const [phoneTaken] = await db
        .select({ id: authUsers.id })
        .from(authUsers)
        .where(eq(authUsers.phoneNumber, input.phone))
        .limit(1);
      if (phoneTaken)
        throw aborted("This phone number belongs to another account. Use another number or leave it empty.");
    }

    const supplier = input.kind === "propertyOwner" || input.kind === "thirdPartyHost";
    const organisation = supplier
      ? await createOrganisationRecord(db, {
          name: input.organisationName!,
          kind: input.kind === "propertyOwner" ? "property_owner" : "third_party_host",
          country: input.country,
          enabled: true,
        })
      : null;

    // The language the person signed up in stays on the profile: their emails (the verification link first)
    // are written in it, and a sign-in elsewhere brings it back (docs/I18N.md).
    const language = requestLocale(headers);
    const { user } = await createAccount(db, {
      email: input.email,
      name: input.name,
      password: { plain: input.password },
      phoneNumber: input.phone,
      emailVerified: false,
      profile: {
        organisationId: organisation?.id ?? null,
        isHost: input.kind === "thirdPartyHost",
        specialType: input.kind === "microInvestor" ? "microInvestor" : null,
        fromPartner: input.partner ?? null,
        language,
      },
    });

    // A referral link's code: an unknown one is ignored, so a mistyped link never stops a sign-up.
    if (input.referralCode) await recordReferral(db, { code: input.referralCode, referredUserId: user.id });

    await queueEmail(db, await verificationEmail(user.email, user.name, await verificationLink(user), language));
    audit({ entity: `user:${user.email}` });
    return { email: user.email, kind: input.kind, organisationId: organisation?.id ?? null };
  },
});
