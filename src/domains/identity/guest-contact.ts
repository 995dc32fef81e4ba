/**
 * The contact details a signed-in account already has, to prefill a checkout's guest details (a stay's, an
 * add-on's): identity's to answer, whichever domain's checkout asks.
 */
import { eq } from "drizzle-orm";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { authUsers, userProfiles } from "@/server/db/identity-schema";

export interface GuestContact {
  name: string;
  email: string;
  phone: string;
  /** The AirAsia member ID kept on the profile (SPEC.md §3 {product}UserId), "" when none. */
  partnerMemberId: string;
  /** The nationality the guest gave at their last checkout or on their profile (ISO 3166-1), "" when never said. */
  nationality: string;
}

/** The signed-in account's name, email, phone, partner member ID and nationality, for the checkout's guest details. */
export async function guestContactOf(db: DbOrTx, options: { actor: Actor }): Promise<GuestContact | null> {
  if (options.actor.kind !== "user") return null;
  const [user] = await db
    .select({
      name: authUsers.name,
      email: authUsers.email,
      phone: authUsers.phoneNumber,
      partnerMemberId: userProfiles.partnerMemberId,
      nationality: userProfiles.nationality,
    })
    .from(authUsers)
    .leftJoin(userProfiles, eq(userProfiles.authUserId, authUsers.id))
    .where(eq(authUsers.id, options.actor.userId));
  return user
    ? {
        name: user.name ?? "",
        email: user.email,
        phone: user.phone ?? "",
        partnerMemberId: user.partnerMemberId ?? "",
        nationality: user.nationality ?? "",
      }
    : null;
}
