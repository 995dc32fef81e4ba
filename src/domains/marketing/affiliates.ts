/**
 * Affiliates (DOMAIN.md Channels and partners): a partner sends visitors with ?aff=CODE on any public page.
 * The click is recorded (`recordAffiliateClick`, from /api/affiliate-click, where the proxy sends such links)
 * and its id is kept in a cookie for the settings' number of days: nothing else about the visitor is stored,
 * and after that the code is no longer followed. A booking made while the cookie lasts is a conversion,
 * written by the checkout in the booking's own transaction; the affiliate earns its commission on the room
 * revenue while the booking stays a paid, live stay.
 */
import { sameSitePath } from "@/lib/return-target";
import { and, eq, gt, sql } from "drizzle-orm";
import { BUSINESS_SETTINGS } from "@/domains/platform/settings";
import type { DbOrTx } from "@/server/db";
import { AFFILIATE_CODE_PATTERN } from "./inputs";
import { affiliateClicks, affiliateConversions, affiliates } from "./schema";

export const AFFILIATE_COOKIE = "staysia_aff";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const affiliateCookieMaxAgeSeconds = () => BUSINESS_SETTINGS.affiliateCookieDays * 24 * 60 * 60;

/** A click id from a request's Cookie header, or null. */
export function affiliateClickIdFrom(headers: Headers): string | null {
  const cookie = headers.get("cookie") ?? "";
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === AFFILIATE_COOKIE) {
      const value = decodeURIComponent(rest.join("="));
      return UUID.test(value) ? value.toLowerCase() : null;
    }
  }
  return null;
}

/** Where an ?aff= link lands once its click is recorded: a path of this site, never another site. */
export function safeLandingPath(value: string | null): string {
  // One parser for every return target (lib/return-target.ts): parsed as a URL, kept only on this site.
  const path = sameSitePath(value);
  return path && path.length <= 500 ? path : "/";
}

/** Records a click for an active affiliate's code; null for a code that is unknown or switched off. */
export async function recordAffiliateClick(
  db: DbOrTx,
  input: { code: string; landingPath: string },
): Promise<{ clickId: string } | null> {
  const code = input.code.trim().toLowerCase();
  if (!AFFILIATE_CODE_PATTERN.test(code)) return null;
  const [affiliate] = await db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(and(eq(affiliates.code, code), eq(affiliates.active, true)));
  if (!affiliate) return null;
  const [click] = await db
    .insert(affiliateClicks)
    .values({ affiliateId: affiliate.id, landingPath: safeLandingPath(input.landingPath).split("?")[0]! })
    .returning({ id: affiliateClicks.id });
  return { clickId: click!.id };
}

/** The commission on an amount, in basis points, rounded down to the minor unit (never more than owed). */
export function commissionOf(roomRevenueMinor: number, basisPoints: number): number {
  return Math.floor((roomRevenueMinor * basisPoints) / 10_000);
}

/**
 * The checkout calls this inside the booking's transaction when the guest's browser carries a click: a click
 * younger than the cookie's lifetime, of an active affiliate, makes the booking its conversion (once).
 */
export async function recordAffiliateConversion(
  tx: DbOrTx,
  input: {
    clickId: string;
    booking: { id: string; currency: string; createdAt: Date; priceLines: { kind: string; amountMinor: number }[] };
  },
): Promise<{ conversionId: string } | null> {
  const since = new Date(input.booking.createdAt.getTime() - affiliateCookieMaxAgeSeconds() * 1000);
  const [click] = await tx
    .select({ id: affiliateClicks.id, affiliateId: affiliates.id, basisPoints: affiliates.commissionBasisPoints })
    .from(affiliateClicks)
    .innerJoin(affiliates, eq(affiliates.id, affiliateClicks.affiliateId))
    .where(and(eq(affiliateClicks.id, input.clickId), eq(affiliates.active, true), gt(affiliateClicks.at, since)));
  if (!click) return null;
  const roomRevenueMinor = input.booking.priceLines
    .filter((line) => line.kind === "stay")
    .reduce((total, line) => total + line.amountMinor, 0);
  const [row] = await tx
    .insert(affiliateConversions)
    .values({
      affiliateId: click.affiliateId,
      clickId: click.id,
      bookingId: input.booking.id,
      roomRevenueMinor,
      commissionMinor: commissionOf(roomRevenueMinor, click.basisPoints),
      currency: input.booking.currency,
      month: sql`date_trunc('month', ${input.booking.createdAt.toISOString()}::timestamptz at time zone 'UTC')::date`,
    })
    .onConflictDoNothing()
    .returning({ id: affiliateConversions.id });
  return row ? { conversionId: row.id } : null;
}
