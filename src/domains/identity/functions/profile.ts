import { and, eq, ne } from "drizzle-orm";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { z } from "zod";
import { authAccounts, authSessions, authUsers, organisations, userProfiles } from "@/server/db/schema";
import {
  defineFunction,
  FunctionError,
  invalidArgument,
  aborted,
  notFound,
  permissionDenied,
} from "@/server/functions";
import { getUserDetails, mayReadOrganisation, mayReadUser } from "../queries";
import {
  changeMyPasswordInput,
  emailSchema,
  setMyLanguageInput,
  updateMyNationalityInput,
  updateMyPartnerMemberIdInput,
  updateMyProfileInput,
} from "../validation";

function requireUser<A extends { kind: string }>(actor: A): Extract<A, { kind: "user" }> {
  if (actor.kind !== "user") throw new FunctionError("unauthenticated", "Please sign in to continue.");
  return actor as Extract<A, { kind: "user" }>;
}

/** SPEC.md §7 "read users/{email}": one's own profile; staff may read anyone's. */
export const getUserProfile = defineFunction({
  name: "getUserProfile",
  kind: "read",
  permission: "signedIn",
  input: z.strictObject({ email: emailSchema }),
  handler: async ({ email }, { db, actor }) => {
    if (!mayReadUser(actor, email)) throw permissionDenied("You can only read your own profile.");
    const details = await getUserDetails(db, { actor, email });
    if (!details) throw notFound("There is no user with this email.");
    const { profile, organisation, ...user } = details;
    return {
      ...user,
      profile: profile && {
        email: profile.email,
        operationsUser: profile.operationsUser,
        organisationId: profile.organisationId,
        isOperator: profile.isOperator,
        enabled: profile.enabled,
        specialType: profile.specialType,
        isHost: profile.isHost,
        fromPartner: profile.fromPartner,
        partnerMemberId: profile.partnerMemberId,
        nationality: profile.nationality,
      },
      organisation: organisation && {
        id: organisation.id,
        name: organisation.name,
        kind: organisation.kind,
        enabled: organisation.enabled,
      },
    };
  },
});

/** SPEC.md §7 "read organisations/{id}": one's own organisation; staff may read any. */
export const getOrganisation = defineFunction({
  name: "getOrganisation",
  kind: "read",
  permission: "signedIn",
  input: z.strictObject({ organisationId: z.uuid({ error: "Give a valid organisation id." }) }),
  handler: async ({ organisationId }, { db, actor }) => {
    if (!mayReadOrganisation(actor, organisationId)) throw permissionDenied("You can only read your own organisation.");
    const [organisation] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
    if (!organisation) throw notFound("There is no such organisation.");
    return {
      id: organisation.id,
      name: organisation.name,
      kind: organisation.kind,
      enabled: organisation.enabled,
      country: organisation.country,
    };
  },
});

/** /dashboard/profile: the signed-in person's name and phone. */
export const updateMyProfile = defineFunction({
  name: "updateMyProfile",
  kind: "write",
  permission: "signedIn",
  input: updateMyProfileInput,
  handler: async ({ name, phone }, { db, actor, audit }) => {
    const user = requireUser(actor);
    if (phone) {
      const [taken] = await db
        .select({ id: authUsers.id })
        .from(authUsers)
        .where(and(eq(authUsers.phoneNumber, phone), ne(authUsers.id, user.userId)))
        .limit(1);
      if (taken) throw aborted("This phone number belongs to another account.");
    }
    const [before] = await db
      .select({ name: authUsers.name, phone: authUsers.phoneNumber })
      .from(authUsers)
      .where(eq(authUsers.id, user.userId));
    await db
      .update(authUsers)
      .set({ name, phoneNumber: phone, updatedAt: new Date() })
      .where(eq(authUsers.id, user.userId));
    audit({
      entity: `user:${user.email}`,
      changes: { name: { from: before?.name, to: name }, phone: { from: before?.phone ?? null, to: phone } },
    });
    return { name, phone };
  },
});

/**
 * /dashboard/profile: the signed-in person's member ID at the partner (SPEC.md §3 {product}UserId), which the
 * partner checkout prefills so the stay earns points. Only one's own: the input names no one, and a
 * field naming another account is refused by the strict schema.
 */
export const updateMyPartnerMemberId = defineFunction({
  name: "updateMyPartnerMemberId",
  kind: "write",
  permission: "signedIn",
  input: updateMyPartnerMemberIdInput,
  handler: async ({ partnerMemberId }, { db, actor, audit }) => {
    const user = requireUser(actor);
    const saved = partnerMemberId ?? null;
    const [before] = await db
      .select({ partnerMemberId: userProfiles.partnerMemberId })
      .from(userProfiles)
      .where(eq(userProfiles.authUserId, user.userId));
    if (!before) throw notFound("This account has no profile to keep a member ID on.");
    await db
      .update(userProfiles)
      .set({ partnerMemberId: saved, updatedAt: new Date() })
      .where(eq(userProfiles.authUserId, user.userId));
    audit({ entity: `user:${user.email}`, changes: { partnerMemberId: { from: before.partnerMemberId, to: saved } } });
    return { partnerMemberId: saved };
  },
});

/**
 * /dashboard/profile: the nationality the stay checkout asks where a tax exempts a country's citizens and permanent
 * residents (catalogue/stay-taxes.ts). Kept so the next checkout is prefilled; the checkout's answer is what prices
 * a booking, and it updates this too. Only one's own: the strict input names no one.
 */
export const updateMyNationality = defineFunction({
  name: "updateMyNationality",
  kind: "write",
  permission: "signedIn",
  input: updateMyNationalityInput,
  handler: async ({ nationality }, { db, actor, audit }) => {
    const user = requireUser(actor);
    const [before] = await db
      .select({ nationality: userProfiles.nationality })
      .from(userProfiles)
      .where(eq(userProfiles.authUserId, user.userId));
    if (!before) throw notFound("This account has no profile to keep a nationality on.");
    await db
      .update(userProfiles)
      .set({ nationality, updatedAt: new Date() })
      .where(eq(userProfiles.authUserId, user.userId));
    audit({ entity: `user:${user.email}`, changes: { nationality: { from: before.nationality, to: nationality } } });
    return { nationality };
  },
});

/**
 * The header's language picker, for a signed-in person: their profile keeps the language, so their emails are
 * written in it and a sign-in on another browser brings it back (docs/I18N.md). Only one's own profile: the
 * strict input names no one.
 */
export const setMyLanguage = defineFunction({
  name: "setMyLanguage",
  kind: "write",
  permission: "signedIn",
  input: setMyLanguageInput,
  handler: async ({ locale }, { db, actor, audit }) => {
    const user = requireUser(actor);
    const [before] = await db
      .select({ language: userProfiles.language })
      .from(userProfiles)
      .where(eq(userProfiles.authUserId, user.userId));
    if (!before) throw notFound("This account has no profile to keep a language on.");
    await db
      .update(userProfiles)
      .set({ language: locale, updatedAt: new Date() })
      .where(eq(userProfiles.authUserId, user.userId));
    audit({ entity: `user:${user.email}`, changes: { language: { from: before.language, to: locale } } });
    return { locale };
  },
});

/**
 * Changes the signed-in person's password: the current one is required, the new one follows SPEC.md §5,
 * and every other session of theirs is signed out (the one in use stays).
 */
export const changeMyPassword = defineFunction({
  name: "changeMyPassword",
  kind: "write",
  permission: "signedIn",
  // It checks the current password: without a limit a stolen session could guess it (SPEC.md §5).
  rateLimit: { perUser: { max: 5, windowSeconds: 15 * 60 }, perAddress: { max: 30, windowSeconds: 15 * 60 } },
  input: changeMyPasswordInput,
  handler: async ({ currentPassword, newPassword }, { db, actor, audit }) => {
    const user = requireUser(actor);
    const [account] = await db
      .select({ id: authAccounts.id, password: authAccounts.password })
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, user.userId), eq(authAccounts.providerId, "credential")));
    if (!account?.password) throw invalidArgument("This account has no password to change.");
    if (!(await verifyPassword({ hash: account.password, password: currentPassword }))) {
      throw invalidArgument("The current password is not correct.", {
        issues: [{ path: "currentPassword", message: "The current password is not correct." }],
      });
    }
    await db
      .update(authAccounts)
      .set({ password: await hashPassword(newPassword), updatedAt: new Date() })
      .where(eq(authAccounts.id, account.id));
    const others = user.sessionId
      ? and(eq(authSessions.userId, user.userId), ne(authSessions.id, user.sessionId))
      : eq(authSessions.userId, user.userId);
    const signedOut = await db.delete(authSessions).where(others).returning({ id: authSessions.id });
    audit({ entity: `user:${user.email}`, changes: { password: { from: "[redacted]", to: "[redacted]" } } });
    return { otherSessionsSignedOut: signedOut.length };
  },
});
