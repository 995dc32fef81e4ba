import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { draftSettlementsSql } from "@/domains/accounts";
import { waitingBidsSql, waitingBookingRequestsSql } from "@/domains/bookings";
import { listingsInReviewSql } from "@/domains/catalogue";
import { openConflictsSql } from "@/domains/channels";
import { waitingGuestReviewsSql } from "@/domains/reviews";
import type { DashboardPage, UserActor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { rowOf, sqlTypes } from "@/server/db/rows";

/**
 * What waits for the person's answer, counted for the menu item of the page that lists it (the dashboard menu's
 * badges): requests to book and listings in review (the Property page shows both), guests' price offers,
 * open calendar conflicts, settlements to approve, and completed stays waiting for the host's review of the guest. Each count is its domain's SQL, built on the same scope
 * condition as the list it links to, so the badge says what the list shows. All of them in one query.
 */
const WAITING: Partial<Record<DashboardPage, (actor: UserActor) => SQL>> = {
  listings: (actor) => sql`${waitingBookingRequestsSql(actor)} + ${listingsInReviewSql(actor)}`,
  priceBidding: waitingBidsSql,
  channelManager: openConflictsSql,
  settlements: draftSettlementsSql,
  reviews: waitingGuestReviewsSql,
};

// Every count is its domain's `count(*)::int` (or a sum of two), one column per page.
const CountsRow = z.record(z.string(), sqlTypes.int);

export type WaitingCounts = Partial<Record<DashboardPage, number>>;

/** The counts for those of `pages` (the person's menu) that list something waiting; zeros are left out. */
export async function waitingCounts(
  db: DbOrTx,
  actor: UserActor,
  pages: readonly DashboardPage[],
): Promise<WaitingCounts> {
  const counted = [...new Set(pages)].flatMap((page) => {
    const count = WAITING[page];
    return count ? [{ page, count: count(actor) }] : [];
  });
  if (counted.length === 0) return {};
  const row = await rowOf(
    db,
    CountsRow,
    sql`select ${sql.join(
      counted.map(({ page, count }) => sql`${count} as ${sql.identifier(page)}`),
      sql`, `,
    )}`,
  );
  return Object.fromEntries(
    counted.map(({ page }) => [page, row[page] ?? 0] as const).filter(([, count]) => count > 0),
  );
}
