import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { DbOrTx } from "@/server/db";
import { authAccounts, authUsers, organisations, userProfiles } from "@/server/db/schema";

type ProfileFields = Omit<Partial<typeof userProfiles.$inferInsert>, "email" | "authUserId">;

export interface NewAccount {
  email: string;
  name: string;
  /** The password, or a hash made earlier (the demo seed hashes its one password once). */
  password: { plain: string } | { hash: string };
  emailVerified?: boolean;
  phoneNumber?: string | null;
  /** SPEC.md §3 profile fields; `null` makes an identity without a profile row (tests of the guard). */
  profile?: ProfileFields | null;
}

/**
 * Creates an identity (email + password login), and its SPEC.md §3 profile, in the caller's transaction.
 * The only place accounts are made: the sign-up function, the demo seed and the test factories all call it.
 */
export async function createAccount(db: DbOrTx, account: NewAccount) {
  const email = account.email.trim().toLowerCase();
  const id = randomUUID();
  const passwordHash = "hash" in account.password ? account.password.hash : await hashPassword(account.password.plain);
  const [user] = await db
    .insert(authUsers)
    .values({
      id,
      email,
      name: account.name,
      emailVerified: account.emailVerified ?? false,
      phoneNumber: account.phoneNumber ?? null,
    })
    .returning();
  await db
    .insert(authAccounts)
    .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: passwordHash });
  const profile =
    account.profile === null
      ? null
      : (
          await db
            .insert(userProfiles)
            .values({ email, authUserId: id, ...account.profile })
            .returning()
        )[0]!;
  return { user: user!, profile };
}

export async function createOrganisationRecord(db: DbOrTx, values: typeof organisations.$inferInsert) {
  const [organisation] = await db.insert(organisations).values(values).returning();
  return organisation!;
}
