import { and, asc, desc, eq, gt, ilike, or, sql, type SQL } from "drizzle-orm";
import { hasRole, type Actor, type UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { auditLog, authUsers, organisations, userProfiles } from "@/server/db/schema";
import { containsPattern } from "@/lib/like-pattern";

/** A person as the dashboard shows them: identity, SPEC.md §3 profile and organisation. */
export async function getUserDetails(db: DbOrTx, scope: { actor: Actor; email: string }) {
  const email = scope.email.trim().toLowerCase();
  if (!mayReadUser(scope.actor, email)) return null;
  const [row] = await db
    .select({
      email: authUsers.email,
      name: authUsers.name,
      phoneNumber: authUsers.phoneNumber,
      emailVerified: authUsers.emailVerified,
      createdAt: authUsers.createdAt,
      profile: userProfiles,
      organisation: organisations,
    })
    .from(authUsers)
    .leftJoin(userProfiles, eq(userProfiles.authUserId, authUsers.id))
    .leftJoin(organisations, eq(organisations.id, userProfiles.organisationId))
    .where(eq(authUsers.email, email))
    .limit(1);
  return row ?? null;
}

/** SPEC.md §7 "read users/{email}": your own profile, or anyone's for staff. */
export function mayReadUser(actor: Actor, email: string): boolean {
  if (actor.kind !== "user") return false;
  return actor.email === email.toLowerCase() || hasRole(actor, ["staff"]);
}

/** SPEC.md §7 "read organisations/{id}": your own organisation, or any for staff. */
export function mayReadOrganisation(actor: Actor, organisationId: string): boolean {
  if (actor.kind !== "user") return false;
  return actor.profile?.organisationId === organisationId || hasRole(actor, ["staff"]);
}

export const USERS_PAGE_SIZE = 25;

/** Staff's user search: by email, name or organisation, a page at a time (ordered by email). */
export async function findUsers(
  db: DbOrTx,
  scope: { actor: UserActor; query?: string; after?: string; limit?: number },
) {
  const conditions: SQL[] = [];
  if (scope.query) {
    const pattern = containsPattern(scope.query);
    conditions.push(
      or(ilike(authUsers.email, pattern), ilike(authUsers.name, pattern), ilike(organisations.name, pattern))!,
    );
  }
  if (scope.after) conditions.push(gt(authUsers.email, scope.after));
  const limit = scope.limit ?? USERS_PAGE_SIZE;
  const rows = await db
    .select({
      email: authUsers.email,
      name: authUsers.name,
      emailVerified: authUsers.emailVerified,
      createdAt: authUsers.createdAt,
      enabled: userProfiles.enabled,
      operationsUser: userProfiles.operationsUser,
      isOperator: userProfiles.isOperator,
      isHost: userProfiles.isHost,
      specialType: userProfiles.specialType,
      partnerMemberId: userProfiles.partnerMemberId,
      hasProfile: sql<boolean>`${userProfiles.email} is not null`,
      organisationId: organisations.id,
      organisationName: organisations.name,
      organisationKind: organisations.kind,
      organisationEnabled: organisations.enabled,
    })
    .from(authUsers)
    .leftJoin(userProfiles, eq(userProfiles.authUserId, authUsers.id))
    .leftJoin(organisations, eq(organisations.id, userProfiles.organisationId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(authUsers.email))
    .limit(limit + 1);
  return { users: rows.slice(0, limit), next: rows.length > limit ? rows[limit - 1]!.email : null };
}

/** The recorded changes to one thing ("user:<email>", "organisation:<id>"), newest first. */
export async function findAuditTrail(db: DbOrTx, scope: { actor: UserActor; entity: string; limit?: number }) {
  return db
    .select({ at: auditLog.at, actorEmail: auditLog.actorEmail, action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.entity, scope.entity), eq(auditLog.outcome, "ok")))
    .orderBy(desc(auditLog.at))
    .limit(scope.limit ?? 20);
}
