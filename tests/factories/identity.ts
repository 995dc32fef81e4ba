import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { DbOrTx } from "@/server/db/client";
import { authAccounts, authUsers, organisations, userProfiles } from "@/server/db/schema";
import { uniqueSuffix } from "./random";

type OrganisationInsert = typeof organisations.$inferInsert;
type ProfileInsert = typeof userProfiles.$inferInsert;

export async function createOrganisation(db: DbOrTx, overrides: Partial<OrganisationInsert> = {}) {
  const [organisation] = await db
    .insert(organisations)
    .values({ name: `Test Properties ${uniqueSuffix()}`, kind: "property_owner", ...overrides })
    .returning();
  return organisation!;
}

export interface CreateUserOptions {
  email?: string;
  name?: string;
  password?: string;
  emailVerified?: boolean;
  phoneNumber?: string | null;
  /** Profile fields (SPEC.md §3); pass `null` for an account without a profile row. */
  profile?: Omit<Partial<ProfileInsert>, "email" | "authUserId"> | null;
  /** A pre-computed hash, so that seeding many accounts with one password hashes it once. */
  passwordHash?: string;
}

/** An account that can sign in with email and password, with its profile. */
export async function createUser(db: DbOrTx, options: CreateUserOptions = {}) {
  const email = (options.email ?? `user-${uniqueSuffix()}@example.test`).toLowerCase();
  const id = randomUUID();
  const passwordHash = options.passwordHash ?? (await hashPassword(options.password ?? "demo1234"));
  const [user] = await db
    .insert(authUsers)
    .values({
      id,
      email,
      name: options.name ?? email.split("@")[0]!,
      emailVerified: options.emailVerified ?? true,
      phoneNumber: options.phoneNumber ?? null,
    })
    .returning();
  await db.insert(authAccounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: passwordHash,
  });
  const profile =
    options.profile === null
      ? null
      : (await db.insert(userProfiles).values({ email, authUserId: id, ...options.profile }).returning())[0]!;
  return { user: user!, profile };
}
