import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { auth } from "@/server/auth";
import { db, type DbOrTx } from "@/server/db";
import { authSessions, authUsers, organisations, userProfiles } from "@/server/db/identity-schema";
import { env } from "@/server/env";
import { ANONYMOUS, type Actor, type UserActor } from "./actor";
import { primaryRole, type OrganisationFacts, type ProfileFacts } from "./roles";
import { isAccessToken, verifyAccessToken } from "./tokens";

export * from "./actor";
export * from "./permissions";
export * from "./properties";
export * from "./bookings";
export * from "./reviews";
export * from "./money";
export * from "./reports";
export * from "./invoices";
export * from "./marketing";
export * from "./partners";
export * from "./addons";
export * from "./invest";
export * from "./runs";
export * from "./roles";
export * from "./dashboard";
export * from "./tokens";

export class InvalidCredentialsError extends Error {
  constructor() {
    super("The bearer token is invalid or has expired.");
    this.name = "InvalidCredentialsError";
  }
}

/** Builds the actor for a known user: their profile, their organisation and their role. */
export async function actorForUser(
  database: DbOrTx,
  user: { id: string; email: string; emailVerified: boolean },
  sessionId: string | null = null,
): Promise<Actor> {
  const email = user.email.toLowerCase();
  const [row] = await database
    .select({ profile: userProfiles, organisation: organisations })
    .from(userProfiles)
    .leftJoin(organisations, eq(organisations.id, userProfiles.organisationId))
    .where(eq(userProfiles.email, email))
    .limit(1);
  const profile: ProfileFacts | null = row
    ? {
        email: row.profile.email,
        operationsUser: row.profile.operationsUser,
        organisationId: row.profile.organisationId,
        isOperator: row.profile.isOperator,
        enabled: row.profile.enabled,
        specialType: row.profile.specialType,
        isHost: row.profile.isHost,
        fromPartner: row.profile.fromPartner,
      }
    : null;
  const organisation: OrganisationFacts | null = row?.organisation
    ? { id: row.organisation.id, kind: row.organisation.kind, enabled: row.organisation.enabled }
    : null;
  return {
    kind: "user",
    userId: user.id,
    sessionId,
    email,
    emailVerified: user.emailVerified,
    profile,
    organisation,
    role: primaryRole(profile ?? { ...EMPTY_PROFILE, email }, organisation, env().STAFF_EMAILS),
  };
}

const EMPTY_PROFILE: ProfileFacts = {
  email: "",
  operationsUser: false,
  organisationId: null,
  isOperator: false,
  enabled: true,
  specialType: null,
  isHost: false,
  fromPartner: null,
};

/**
 * The signed-in user of a route handler's request (exports, PDFs, files), or the 401 answer to give instead:
 * an invalid or expired token asks to sign in again, no session asks to sign in.
 */
export async function routeUser(request: Request): Promise<UserActor | Response> {
  let actor: Actor;
  try {
    actor = await resolveActor(request.headers);
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return new Response("Please sign in again.", { status: 401 });
    throw error;
  }
  if (actor.kind !== "user") return new Response("Please sign in.", { status: 401 });
  return actor;
}

/**
 * The actor behind a request: an access token or session token (`Authorization: Bearer …`), or the session
 * cookie. No credentials means anonymous; credentials that are present but invalid are an error, so that a
 * client with an expired token learns it instead of silently acting as a visitor.
 */
export async function resolveActor(headers: Headers): Promise<Actor> {
  const bearer = /^bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "")?.[1];
  if (bearer && isAccessToken(bearer)) {
    const claims = verifyAccessToken(bearer, env().AUTH_SECRET);
    if (!claims) throw new InvalidCredentialsError();
    const [row] = await db()
      .select({ id: authUsers.id, email: authUsers.email, emailVerified: authUsers.emailVerified })
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, claims.sid),
          eq(authSessions.userId, claims.uid),
          gt(authSessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!row) throw new InvalidCredentialsError();
    return actorForUser(db(), row, claims.sid);
  }
  const session = await auth().api.getSession({ headers });
  if (!session) {
    if (bearer) throw new InvalidCredentialsError();
    return ANONYMOUS;
  }
  return actorForUser(db(), session.user, session.session.id);
}
