/**
 * Referrals (DOMAIN.md Channels and partners): each user has a link, /signup/roomer?ref=CODE; a guest who
 * signs up with it is recorded as referred by them; when that guest completes a first stay, the referrer is
 * credited once with the settings' reward, as a `referral_reward` journal entry in the same transaction
 * (expense:marketing against referral_credit, the credit owed to referrers), and a grant of that credit the
 * referrer can spend at checkout (referral-credit.ts).
 */
import { randomInt } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { ACCOUNTS, postJournalEntry } from "@/domains/ledger";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import type { DbOrTx } from "@/server/db";
import { grantReferralCredit } from "./referral-credit";
import { referralCodes, referrals } from "./schema";

// No 0/O or 1/I: people read codes aloud and type them from a screen.
const CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{8}$/;

export function newReferralCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
}

/** The user's referral code, made the first time it is asked for and the same ever after. */
export async function ensureReferralCode(db: DbOrTx, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    // Conflicts on the user (someone made it meanwhile) or on the code (a collision) both end in another look.
    await db.insert(referralCodes).values({ userId, code: newReferralCode() }).onConflictDoNothing();
  }
  throw new Error("could not make a referral code");
}

/**
 * Records that a new account signed up with a referral code (the sign-up transaction calls it). An unknown
 * code is ignored rather than refused: a mistyped link must not stop anyone from signing up.
 */
export async function recordReferral(
  db: DbOrTx,
  input: { code: string; referredUserId: string },
): Promise<{ referrerUserId: string } | null> {
  const code = input.code.trim().toUpperCase();
  if (!REFERRAL_CODE_PATTERN.test(code)) return null;
  const [owner] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  if (!owner || owner.userId === input.referredUserId) return null;
  const [row] = await db
    .insert(referrals)
    .values({ referrerUserId: owner.userId, referredUserId: input.referredUserId, code })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return row ? { referrerUserId: owner.userId } : null;
}

/**
 * A booking became `completed` (bookings/status-change.ts calls this in the same transaction): if its guest
 * was referred and their referrer has not been rewarded yet, credit the reward. The referral row is locked
 * and re-read, so a completion that runs twice, or two stays completing together, credit it once.
 */
export async function creditReferralReward(
  tx: DbOrTx,
  booking: { id: string; guestUserId: string | null },
): Promise<{ referralId: string; entryId: string } | null> {
  if (!booking.guestUserId) return null;
  const [referral] = await tx
    .select({ id: referrals.id, referrerUserId: referrals.referrerUserId })
    .from(referrals)
    .where(and(eq(referrals.referredUserId, booking.guestUserId), isNull(referrals.rewardedAt)))
    .for("update");
  if (!referral) return null;
  const { amountMinor, currency } = BUSINESS_SETTINGS.referralReward;
  const entryId = await postJournalEntry(tx, {
    kind: "referral_reward",
    bookingId: booking.id,
    memo: `Referral reward to user ${referral.referrerUserId}`,
    lines: [
      { account: ACCOUNTS.marketingExpense, currency, amountMinor },
      { account: ACCOUNTS.referralCredit, currency, amountMinor: -amountMinor },
    ],
  });
  const now = new Date();
  // The reward is credit the referrer can spend at checkout until it expires (referral-credit.ts).
  await grantReferralCredit(tx, {
    userId: referral.referrerUserId,
    referralId: referral.id,
    currency,
    amountMinor,
    grantedAt: now,
  });
  await tx
    .update(referrals)
    .set({
      firstStayBookingId: booking.id,
      firstStayCompletedAt: now,
      rewardMinor: amountMinor,
      rewardCurrency: currency,
      rewardEntryId: entryId,
      rewardedAt: now,
    })
    .where(eq(referrals.id, referral.id));
  return { referralId: referral.id, entryId: entryId! };
}
