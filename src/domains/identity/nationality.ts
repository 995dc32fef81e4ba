/**
 * The guest's answer to the checkout's nationality question, kept on their profile (`user_profiles.nationality`):
 * identity's to store, whichever checkout asks (bookings' stay checkout today).
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { userProfiles } from "@/server/db/identity-schema";

/** Keeps the answer a guest gave at checkout on their profile, for their next checkout. An account without a profile keeps nothing. */
export async function rememberNationality(tx: DbOrTx, authUserId: string, nationality: string): Promise<void> {
  await tx
    .update(userProfiles)
    .set({ nationality, updatedAt: new Date() })
    .where(eq(userProfiles.authUserId, authUserId));
}
