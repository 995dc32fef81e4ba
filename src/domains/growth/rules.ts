import { pluralForm } from "@/lib/plural";
import { formatNumber } from "@/lib/format";
import { addDays, instantOf, localDateTimeIn } from "@/lib/dates";
/**
 * Promo codes' pure rules: the code's shape, the validity window in days, and what a guest is told when a
 * code cannot be used. Shared by the functions, the checkout page and the dashboard.
 */
export { normalisePromoCode, PROMO_CODE_PATTERN } from "@/lib/promo-code";

/** Currencies a fixed code can be set in: those our properties are priced in. */
export const PROMO_CURRENCIES = ["MYR", "PHP", "IDR", "THB", "SGD", "USD"] as const;

/**
 * A code's window is whole days, inclusive, in UTC: valid from the first day's 00:00 UTC until the last
 * day's end (stored as the next day's 00:00, exclusive).
 */
export function windowOf(validFrom: string, validUntil: string): { validFrom: Date; validUntil: Date } {
  return {
    validFrom: instantOf("UTC", validFrom, "00:00"),
    validUntil: instantOf("UTC", addDays(validUntil, 1), "00:00"),
  };
}

/** The inclusive last day of a stored window, as YYYY-MM-DD. */
export function lastDayOf(validUntil: Date): string {
  return addDays(localDateTimeIn("UTC", validUntil).date, -1);
}

export interface PromoCodeFacts {
  code: string;
  active: boolean;
  validFrom: Date;
  validUntil: Date;
  maxRedemptions: number | null;
  perGuestLimit: number | null;
  redemptionsCount: number;
  allProperties: boolean;
  kind: "percent" | "fixed";
  currency: string | null;
}

/**
 * Why a code cannot be used for a place now by a guest who has used it `guestUses` times, in words for
 * the guest; null when it can. `inScope` says whether the place is among the code's properties.
 */
export function promoRefusal(
  promo: PromoCodeFacts,
  context: { now: Date; inScope: boolean; currency: string; guestUses: number },
): string | null {
  const name = `Promo code ${promo.code}`;
  if (!promo.active) return `${name} is no longer active.`;
  if (context.now < promo.validFrom) return `${name} can be used from ${localDateTimeIn("UTC", promo.validFrom).date}.`;
  if (context.now >= promo.validUntil) return `${name} expired on ${lastDayOf(promo.validUntil)}.`;
  if (!promo.allProperties && !context.inScope) return `${name} is not valid for this place.`;
  if (promo.kind === "fixed" && promo.currency !== context.currency) {
    return `${name} is only valid for places priced in ${promo.currency}.`;
  }
  if (promo.maxRedemptions !== null && promo.redemptionsCount >= promo.maxRedemptions)
    return `${name} has been fully used.`;
  if (promo.perGuestLimit !== null && context.guestUses >= promo.perGuestLimit) {
    return pluralForm(promo.perGuestLimit, {
      one: `You have already used ${name}.`,
      other: `You have already used ${name} ${formatNumber(promo.perGuestLimit, "en")} times, as many as it allows.`,
    });
  }
  return null;
}
