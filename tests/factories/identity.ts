import { createAccount, createOrganisationRecord } from "@/domains/identity/accounts";
import type { DbOrTx } from "@/server/db/client";
import type { organisations, userProfiles } from "@/server/db/schema";
import { uniqueSuffix } from "./random";

type OrganisationInsert = typeof organisations.$inferInsert;
type ProfileInsert = typeof userProfiles.$inferInsert;

export async function createOrganisation(db: DbOrTx, overrides: Partial<OrganisationInsert> = {}) {
  return createOrganisationRecord(db, {
    name: `Test Properties ${uniqueSuffix()}`,
    kind: "property_owner",
    ...overrides,
  });
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

/** An account that can sign in with email and password, with its profile (verified unless told). */
export async function createUser(db: DbOrTx, options: CreateUserOptions = {}) {
  const email = options.email ?? `user-${uniqueSuffix()}@example.test`;
  return createAccount(db, {
    email,
    name: options.name ?? email.split("@")[0]!,
    password: options.passwordHash ? { hash: options.passwordHash } : { plain: options.password ?? "demo1234" },
    emailVerified: options.emailVerified ?? true,
    phoneNumber: options.phoneNumber ?? null,
    profile: options.profile === null ? null : (options.profile ?? {}),
  });
}
