/**
 * Airline points (DOMAIN.md Channels and partners: *default* 1 point per USD 1 of room revenue, credited at
 * checkout). Room revenue is the stay's own price (the `stay` lines: no cleaning fee, service fee or tax),
 * converted into US dollars with the stored rate; points are whole, rounded down.
 */
import { toMajor } from "@/lib/money";
import type { BusinessSettings } from "@/domains/platform/settings";

/** Points for a stay's room revenue; null when the currency has no rate (nothing can be credited yet). */
export function pointsFor(
  roomRevenueMinor: number,
  currency: string,
  perUsd: number | undefined,
  settings: BusinessSettings["airlinePoints"],
): number | null {
  if (!Number.isSafeInteger(roomRevenueMinor) || roomRevenueMinor < 0)
    throw new Error(`room revenue is a non-negative integer, got ${roomRevenueMinor}`);
  if (!perUsd || !Number.isFinite(perUsd) || perUsd <= 0) return null;
  const usd = toMajor(roomRevenueMinor, currency) / perUsd;
  // The epsilon keeps USD 100.00 at exactly 1:1 from landing at 99.999… through floating point.
  return Math.floor(usd * settings.pointsPerUsd + 1e-9);
}

/** A booking status as the partner's pages write it ("checked_in" is "Checked in"), and as its list sorts it. */
export const partnerStatusWords = (status: string) =>
  (status.charAt(0).toUpperCase() + status.slice(1)).replace("_", " ");

/** A points movement's kind as the points page writes it, and as its list sorts it. */
export const POINTS_KIND_LABELS: Record<"earned" | "correction", string> = {
  earned: "Earned",
  correction: "Correction",
};
