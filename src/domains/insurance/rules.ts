/**
 * Travel insurance rules (DOMAIN.md Channels and partners; `BUSINESS_SETTINGS.travelInsurance`), pure so
 * that the checkout page, the checkout itself, the cancellation and the tests compute the same figures.
 */
import { roundHalfEven } from "@/lib/currency";
import { minorDigits } from "@/lib/money";
import type { BusinessSettings } from "@/domains/platform/settings";

type InsuranceSettings = BusinessSettings["travelInsurance"];

/**
 * The premium of a stay, in the stay's currency: a share of its price, at least the minimum (set in US
 * dollars) converted with `perUsd` (units of the stay's currency for one US dollar, the stored rate) and
 * rounded up so that the floor is never undercut. Null when the currency has no rate: insurance cannot be
 * priced then, and is not offered.
 */
export function premiumFor(
  stayTotalMinor: number,
  currency: string,
  perUsd: number | undefined,
  settings: InsuranceSettings,
): number | null {
  if (!Number.isSafeInteger(stayTotalMinor) || stayTotalMinor < 0)
    throw new Error(`a stay's price is a non-negative integer, got ${stayTotalMinor}`);
  if (!perUsd || !Number.isFinite(perUsd) || perUsd <= 0) return null;
  const share = roundHalfEven((stayTotalMinor * settings.premiumBasisPoints) / 10_000);
  const minimum = settings.minimumPremium;
  const minimumMajor = minimum.amountMinor / 10 ** minorDigits(minimum.currency);
  // A tiny epsilon keeps 5.00 USD at 1:1 from becoming 501 through floating-point noise.
  const floor = Math.ceil(minimumMajor * perUsd * 10 ** minorDigits(currency) - 1e-9);
  return Math.max(share, floor);
}

/** Our commission on a premium and what the insurer is owed. */
export function premiumSplit(premiumMinor: number, settings: Pick<InsuranceSettings, "commissionBasisPoints">) {
  const commissionMinor = roundHalfEven((premiumMinor * settings.commissionBasisPoints) / 10_000);
  return { commissionMinor, insurerMinor: premiumMinor - commissionMinor };
}

/**
 * What a cancelled policy gives back: the whole premium when the stay is cancelled before the trip starts
 * (check-in time on the check-in day, in the place's time zone), nothing after.
 */
export function premiumRefund(
  premiumMinor: number,
  tripStartsAt: Date,
  now: Date,
  settings: InsuranceSettings,
): { percent: number; refundMinor: number; explanation: string } {
  const before = now.getTime() < tripStartsAt.getTime();
  const percent = before ? settings.refundBeforeStartPercent : settings.refundAfterStartPercent;
  return {
    percent,
    refundMinor: roundHalfEven((premiumMinor * percent) / 100),
    explanation: before
      ? "Travel insurance: cancelled before the trip starts, the premium is refunded in full."
      : "Travel insurance: the trip had started, the premium is not refunded.",
  };
}

export const CLAIM_STATUSES = ["opened", "approved", "rejected", "paid"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  opened: "Opened",
  approved: "Approved",
  rejected: "Rejected",
  paid: "Paid",
};

/** A policy number: the insurer's prefix, the year and a six-digit serial (PS-2026-000123). */
export function policyNumber(prefix: string, year: number, serial: number): string {
  return `${prefix}-${year}-${String(serial).padStart(6, "0")}`;
}

export const POLICY_NUMBER = /^[A-Z]{2,4}-\d{4}-\d{6,}$/;
