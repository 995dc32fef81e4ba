/**
 * Who may hold dates, and how many holds one guest may keep (DOMAIN.md Booking, Limits): a `held` booking
 * blocks a calendar while it waits for payment (a bank transfer for `bankTransferHoldHours`), so one account
 * keeps at most `maxUnpaidHoldsPerGuest` of them, and only an account whose email is verified may hold by
 * bank transfer (the long hold). Every way a guest's dates are held asks here: checkout's hold and an
 * accepted price bid.
 */
import { and, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import { BUSINESS_SETTINGS, type BusinessSettings } from "@/domains/platform/settings";
import type { UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { aborted, permissionDenied } from "@/server/functions";
import { bookings } from "./schema";
import { plural } from "@/lib/plural";

/** Refuses a bank transfer from an account whose email is not verified, telling the guest what to do. */
export function requireVerifiedForBankTransfer(
  actor: Pick<UserActor, "emailVerified" | "email">,
  method: "card" | "bank_transfer",
) {
  if (method === "bank_transfer" && !actor.emailVerified) {
    throw permissionDenied(
      `Verify your email address before paying by bank transfer: open the link we sent to ${actor.email} (a new link: /pending), or pay by card now.`,
    );
  }
}

/**
 * Inside the hold's transaction, before the insert: waits for this guest's other holds in flight, then refuses
 * one more than the limit. The transaction-scoped advisory lock (keyed by the guest, released at commit or
 * rollback) makes concurrent holds of one guest count in turn, so ten sent at once cannot all see two.
 * It is taken after the property row (checkout and bids both lock the property first), never before.
 */
export async function claimHoldForGuest(
  tx: DbOrTx,
  guestUserId: string,
  settings: BusinessSettings = BUSINESS_SETTINGS,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staysia.guest_holds'), hashtext(${guestUserId}))`);
  const [row] = await tx
    .select({ held: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.guestUserId, guestUserId),
        eq(bookings.status, "held"),
        // A hold past its end is no longer the guest's to pay: the expiry job (every minute) is about to free it.
        or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, sql`now()`)),
      ),
    );
  const held = row?.held ?? 0;
  if (held >= settings.maxUnpaidHoldsPerGuest) {
    throw aborted(
      `You already have ${plural(held, { one: "unpaid booking", other: "unpaid bookings" })} waiting for payment (at most ${settings.maxUnpaidHoldsPerGuest} at a time). Pay or cancel one on your bookings page, or let it expire, before holding more dates.`,
    );
  }
}
