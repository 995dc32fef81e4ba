import { eq } from "drizzle-orm";
import { z } from "zod";
import { authUsers, organisations, specialType, userProfiles } from "@/server/db/schema";
import { deliveryOfQueuedMail } from "@/server/email";
import { defineFunction, invalidArgument, notFound } from "@/server/functions";
import { findAuditTrail, findUsers, USERS_PAGE_SIZE } from "../queries";
import { emailSchema } from "../validation";
import { queueVerificationLink, secondsUntilNextLink } from "./session";

function staffActor<A extends { kind: string }>(actor: A) {
  // The registry has already checked the "staff" permission; this narrows the type.
  return actor as Extract<A, { kind: "user" }>;
}

/** /dashboard/users: find people by email, name or organisation. */
export const searchUsers = defineFunction({
  name: "searchUsers",
  kind: "read",
  permission: "staff",
  input: z
    .strictObject({
      query: z.string().trim().max(100).optional(),
      after: z.string().max(254).optional(),
      limit: z.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
    })
    .default({ limit: USERS_PAGE_SIZE }),
  handler: async (input, { db, actor }) => findUsers(db, { actor: staffActor(actor), ...input }),
});

const accessFields = z.strictObject({
  email: emailSchema,
  enabled: z.boolean().optional(),
  operationsUser: z.boolean().optional(),
  isOperator: z.boolean().optional(),
  isHost: z.boolean().optional(),
  specialType: z.enum(specialType.enumValues).nullable().optional(),
});

/** Staff set what a person is to the marketplace (SPEC.md §3 flags); every change is audited. */
export const setUserAccess = defineFunction({
  name: "setUserAccess",
  kind: "write",
  permission: "staff",
  input: accessFields,
  handler: async ({ email, ...fields }, { db, actor, audit }) => {
    const staff = staffActor(actor);
    if (email === staff.email && fields.enabled === false)
      throw invalidArgument("You cannot disable your own account.");
    const [before] = await db.select().from(userProfiles).where(eq(userProfiles.email, email)).for("update");
    if (!before) throw notFound("This person has no profile to change.");
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [field, value] of Object.entries(fields) as [keyof typeof fields, unknown][]) {
      if (value !== undefined && before[field] !== value) changes[field] = { from: before[field], to: value };
    }
    if (Object.keys(changes).length === 0) return { email, changed: [] as string[] };
    await db
      .update(userProfiles)
      .set({
        ...Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to])),
        updatedAt: new Date(),
      })
      .where(eq(userProfiles.email, email));
    audit({ entity: `user:${email}`, changes });
    return { email, changed: Object.keys(changes) };
  },
});

/** Staff enable or disable a whole organisation: its users are locked out at once (live, SPEC.md §4). */
export const setOrganisationEnabled = defineFunction({
  name: "setOrganisationEnabled",
  kind: "write",
  permission: "staff",
  input: z.strictObject({ organisationId: z.uuid(), enabled: z.boolean() }),
  handler: async ({ organisationId, enabled }, { db, audit }) => {
    const [before] = await db.select().from(organisations).where(eq(organisations.id, organisationId)).for("update");
    if (!before) throw notFound("There is no such organisation.");
    if (before.enabled !== enabled) {
      await db.update(organisations).set({ enabled }).where(eq(organisations.id, organisationId));
      audit({ entity: `organisation:${organisationId}`, changes: { enabled: { from: before.enabled, to: enabled } } });
    }
    return { organisationId, name: before.name, enabled };
  },
});

/**
 * Staff confirm a person's address themselves (they checked it another way: a call, an email from that
 * address), for a product running without a mail server or a link that never arrived. Audited.
 */
export const markEmailVerified = defineFunction({
  name: "markEmailVerified",
  kind: "write",
  permission: "staff",
  input: z.strictObject({ email: emailSchema }),
  handler: async ({ email }, { db, audit }) => {
    const [user] = await db
      .select({ id: authUsers.id, emailVerified: authUsers.emailVerified })
      .from(authUsers)
      .where(eq(authUsers.email, email))
      .for("update");
    if (!user) throw notFound("Nobody has an account with this email.");
    if (user.emailVerified) return { email, changed: false };
    await db.update(authUsers).set({ emailVerified: true, updatedAt: new Date() }).where(eq(authUsers.id, user.id));
    audit({ entity: `user:${email}`, changes: { emailVerified: { from: false, to: true } } });
    return { email, changed: true };
  },
});

/** Staff send a person a new verification link (the same email and limit as /pending's "send the link again"). */
export const sendVerificationLink = defineFunction({
  name: "sendVerificationLink",
  kind: "write",
  permission: "staff",
  input: z.strictObject({ email: emailSchema }),
  handler: async ({ email }, { db, audit }) => {
    const [user] = await db
      .select({ id: authUsers.id, name: authUsers.name, emailVerified: authUsers.emailVerified })
      .from(authUsers)
      .where(eq(authUsers.email, email));
    if (!user) throw notFound("Nobody has an account with this email.");
    if (user.emailVerified) throw invalidArgument("This email is already verified.");
    const waitSeconds = await secondsUntilNextLink(db, email);
    if (waitSeconds > 0)
      throw invalidArgument(`A link went out less than a minute ago. Send another in ${waitSeconds} seconds.`);
    await queueVerificationLink(db, { id: user.id, email, name: user.name || email });
    audit({ entity: `user:${email}`, changes: { verificationLink: { from: null, to: "queued" } } });
    // Honest about delivery: without a mail server the link is kept in the outbox, not sent.
    return { email, delivery: deliveryOfQueuedMail() };
  },
});

/** Who changed what on a person or an organisation. */
export const getAuditTrail = defineFunction({
  name: "getAuditTrail",
  kind: "read",
  permission: "staff",
  input: z.strictObject({
    entity: z.string().regex(/^(user|organisation|bankDetails):.{1,254}$/, {
      error: 'Use "user:<email>", "organisation:<id>" or "bankDetails:<email>".',
    }),
  }),
  handler: async ({ entity }, { db, actor }) => {
    // A payee's bank-detail changes are recorded against the account's id (the email can change); staff ask
    // by the email they see on the users page.
    const [kind, key] = [entity.slice(0, entity.indexOf(":")), entity.slice(entity.indexOf(":") + 1)];
    if (kind !== "bankDetails") return findAuditTrail(db, { actor: staffActor(actor), entity });
    const email = emailSchema.safeParse(key);
    if (!email.success) throw invalidArgument('Use "bankDetails:<email>".');
    const [user] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email.data));
    if (!user) throw notFound("There is no user with this email.");
    return findAuditTrail(db, { actor: staffActor(actor), entity: `bankDetails:${user.id}` });
  },
});
