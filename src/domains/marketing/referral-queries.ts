import { aliasedTable, count, desc, eq, sql, sum } from "drizzle-orm";
import { referralScopeOf, type Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { authUsers } from "@/server/db/identity-schema";
import { referrals } from "./schema";

export const REFERRALS_PAGE_SIZE = 50;

export type ReferralState = "signed_up" | "rewarded";

export interface ReferralRow {
  id: string;
  /** Shown to staff only (they see everyone's referrals). */
  referrer: { name: string; email: string } | null;
  referredName: string;
  signedUpAt: Date;
  firstStayCompletedAt: Date | null;
  reward: { amountMinor: number; currency: string; at: Date } | null;
  state: ReferralState;
}

/**
 * The referrals an actor may see (`referralScopeOf`): their own, or all for staff. A referred person appears
 * by name only: their email is theirs, not their referrer's.
 */
export async function listReferrals(db: DbOrTx, scope: { actor: Actor; page?: number }) {
  const referralScope = referralScopeOf(scope.actor);
  if (referralScope.kind === "none")
    return {
      rows: [] as ReferralRow[],
      total: 0,
      rewarded: 0,
      credited: [] as { currency: string; amountMinor: number }[],
      page: 1,
      pageSize: REFERRALS_PAGE_SIZE,
    };
  const where = referralScope.kind === "own" ? eq(referrals.referrerUserId, referralScope.userId) : undefined;
  const page = Math.max(1, scope.page ?? 1);
  const referrer = aliasedTable(authUsers, "referrer");
  const referred = aliasedTable(authUsers, "referred");
  const [rows, [totals], credited] = await Promise.all([
    db
      .select({
        id: referrals.id,
        referrerName: referrer.name,
        referrerEmail: referrer.email,
        referredName: referred.name,
        signedUpAt: referrals.signedUpAt,
        firstStayCompletedAt: referrals.firstStayCompletedAt,
        rewardMinor: referrals.rewardMinor,
        rewardCurrency: referrals.rewardCurrency,
        rewardedAt: referrals.rewardedAt,
      })
      .from(referrals)
      .innerJoin(referrer, eq(referrer.id, referrals.referrerUserId))
      .innerJoin(referred, eq(referred.id, referrals.referredUserId))
      .where(where)
      .orderBy(desc(referrals.signedUpAt), desc(referrals.id))
      .limit(REFERRALS_PAGE_SIZE)
      .offset((page - 1) * REFERRALS_PAGE_SIZE),
    db
      .select({ total: count(), rewarded: sql<number>`count(${referrals.rewardedAt})::int` })
      .from(referrals)
      .where(where),
    db
      .select({ currency: referrals.rewardCurrency, amountMinor: sum(referrals.rewardMinor).mapWith(Number) })
      .from(referrals)
      .where(where ? sql`${where} and ${referrals.rewardedAt} is not null` : sql`${referrals.rewardedAt} is not null`)
      .groupBy(referrals.rewardCurrency),
  ]);
  return {
    rows: rows.map((row): ReferralRow => ({
      id: row.id,
      referrer: referralScope.kind === "all" ? { name: row.referrerName, email: row.referrerEmail } : null,
      referredName: row.referredName,
      signedUpAt: row.signedUpAt,
      firstStayCompletedAt: row.firstStayCompletedAt,
      reward:
        row.rewardedAt && row.rewardMinor !== null && row.rewardCurrency
          ? { amountMinor: row.rewardMinor, currency: row.rewardCurrency, at: row.rewardedAt }
          : null,
      state: row.rewardedAt ? "rewarded" : "signed_up",
    })),
    total: totals?.total ?? 0,
    rewarded: totals?.rewarded ?? 0,
    credited: credited.filter((row): row is { currency: string; amountMinor: number } => row.currency !== null),
    page,
    pageSize: REFERRALS_PAGE_SIZE,
  };
}
