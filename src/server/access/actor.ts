import type { OrganisationFacts, ProfileFacts, Role } from "./roles";

/** Who is making a request. Every data function and callable function receives one. */
export type Actor =
  | { kind: "anonymous" }
  | {
      kind: "user";
      userId: string;
      /** The session the request came with (cookie, session token or access token). */
      sessionId: string | null;
      email: string;
      emailVerified: boolean;
      profile: ProfileFacts | null;
      organisation: OrganisationFacts | null;
      role: Role;
    };

export type UserActor = Extract<Actor, { kind: "user" }>;

export const ANONYMOUS: Actor = { kind: "anonymous" };

/** SPEC.md §4: a disabled user, or a user of a disabled organisation, may not act. */
export function isLockedOut(actor: UserActor): boolean {
  return actor.profile?.enabled === false || actor.organisation?.enabled === false;
}
