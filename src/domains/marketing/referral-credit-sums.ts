/**
 * The sums of referral credit (docs/REFERRAL-CREDIT.md), pure so that the checkout page, the checkout's hold and
 * the tests compute the same figures. Amounts are integer minor units: a grant's in its currency, a booking's in
 * the stay's.
 */
import { roundHalfEven } from "@/lib/currency";
import { minorDigits } from "@/lib/money";

/** A grant as the checkout spends it: what is left of it, in its currency. */
export interface SpendableGrant {
  id: string;
  currency: string;
  remainingMinor: number;
}

/** One grant's part of a booking's credit: in the grant's currency and in the booking's. */
export interface CreditAllocation {
  grantId: string;
  amountMinor: number;
  bookingAmountMinor: number;
}

/** Converts minor units between currencies with the stored rates; null when a rate is missing. */
export type ConvertMinor = (amountMinor: number, from: string, to: string) => number | null;

/**
 * The most credit may pay of a booking: all of it but one whole unit of its currency (MYR 1.00, THB 1, USD 1.00).
 * The card or transfer always pays something, so every booking is paid through the one payment path (its capture
 * confirms and posts the sale) and no booking is confirmed without a payment (docs/REFERRAL-CREDIT.md).
 */
export function creditCapMinor(totalMinor: number, currency: string): number {
  return Math.max(0, totalMinor - 10 ** minorDigits(currency));
}

/**
 * Which grants pay how much of `wantedMinor` (booking currency): the soonest to expire first, each converted into
 * the booking's currency; a grant used in part gives the grant-currency amount worth the part (at least one minor
 * unit, at most what is left). A grant whose currency has no rate is passed over.
 */
export function allocateCredit(
  grants: readonly SpendableGrant[],
  wantedMinor: number,
  bookingCurrency: string,
  convert: ConvertMinor,
): CreditAllocation[] {
  const allocations: CreditAllocation[] = [];
  let need = Math.max(0, wantedMinor);
  for (const grant of grants) {
    if (need <= 0) break;
    if (grant.remainingMinor <= 0) continue;
    const worth = convert(grant.remainingMinor, grant.currency, bookingCurrency);
    if (worth === null || worth <= 0) continue;
    if (worth <= need) {
      allocations.push({ grantId: grant.id, amountMinor: grant.remainingMinor, bookingAmountMinor: worth });
      need -= worth;
      continue;
    }
    const back = convert(need, bookingCurrency, grant.currency);
    if (back === null) continue;
    const amountMinor = Math.min(grant.remainingMinor, Math.max(1, back));
    allocations.push({ grantId: grant.id, amountMinor, bookingAmountMinor: need });
    need = 0;
  }
  return allocations;
}

/** What a set of grants is worth in one currency (the checkout's "available"), leaving out those without a rate. */
export function creditWorth(grants: readonly SpendableGrant[], currency: string, convert: ConvertMinor): number {
  return grants.reduce((total, grant) => total + (convert(grant.remainingMinor, grant.currency, currency) ?? 0), 0);
}

/**
 * What a cancellation gives back of one use of credit: the policy's share (`percent`) of it, in the grant's
 * currency and in the booking's, each rounded half-even. The card is refunded the rest of the refund.
 */
export function creditReturnOf(
  use: { amountMinor: number; bookingAmountMinor: number },
  percent: number,
): { amountMinor: number; bookingAmountMinor: number } {
  return {
    amountMinor: Math.min(use.amountMinor, roundHalfEven((use.amountMinor * percent) / 100)),
    bookingAmountMinor: Math.min(use.bookingAmountMinor, roundHalfEven((use.bookingAmountMinor * percent) / 100)),
  };
}

/** The credit of a booking a guest would apply: what is available, within the cap; zero when nothing is. */
export function creditToApply(availableMinor: number, totalMinor: number, currency: string): number {
  return Math.max(0, Math.min(availableMinor, creditCapMinor(totalMinor, currency)));
}
