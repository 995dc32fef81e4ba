/**
 * How a booking's payment splits into a deposit and a balance (docs/DEPOSITS.md), pure so that the checkout, the
 * product page and the tests compute the same figures. Amounts are integer minor units of the booking's currency
 * (a currency without decimals, as IDR, has whole units as its minor units), so the two parts always add up.
 */
import { roundHalfEven } from "@/lib/currency";
import { addDays, daysBetween } from "@/lib/dates";
import type { DepositTerms } from "@/domains/catalogue/inputs";

export type PaymentPlan =
  | { kind: "full"; chargeNowMinor: number; reason: "no_deposit" | "too_close" }
  | {
      kind: "deposit";
      depositPercent: number;
      balanceDaysBefore: number;
      /** What the checkout charges. */
      chargeNowMinor: number;
      balanceMinor: number;
      /** The day the balance is charged, in the property's time zone. */
      balanceDueOn: string;
    };

/**
 * The plan for paying `dueMinor` (what the card or transfer pays: the total less referral credit) of a stay
 * starting on `checkIn`, booked on `today` (both days in the property's time zone). The guest pays in full when
 * the property takes no deposit, or when the balance's day would already have come (check-in closer than the
 * balance's days): charging twice within days would only risk the stay.
 */
export function planPayment(
  dueMinor: number,
  terms: { depositPercent: number | null; balanceDaysBefore: number | null },
  checkIn: string,
  today: string,
): PaymentPlan {
  if (terms.depositPercent === null || terms.balanceDaysBefore === null)
    return { kind: "full", chargeNowMinor: dueMinor, reason: "no_deposit" };
  const balanceDueOn = addDays(checkIn, -terms.balanceDaysBefore);
  if (daysBetween(today, balanceDueOn) <= 0) return { kind: "full", chargeNowMinor: dueMinor, reason: "too_close" };
  const depositMinor = depositOf(dueMinor, terms as DepositTerms);
  const balanceMinor = dueMinor - depositMinor;
  // A price so small that a share rounds to nothing is paid in full (a payment is never of zero).
  if (depositMinor <= 0 || balanceMinor <= 0) return { kind: "full", chargeNowMinor: dueMinor, reason: "no_deposit" };
  return {
    kind: "deposit",
    depositPercent: terms.depositPercent,
    balanceDaysBefore: terms.balanceDaysBefore,
    chargeNowMinor: depositMinor,
    balanceMinor,
    balanceDueOn,
  };
}

/** The deposit: the percent of what is due, rounded half-even to a whole minor unit; the balance is the rest. */
export function depositOf(dueMinor: number, terms: Pick<DepositTerms, "depositPercent">): number {
  return roundHalfEven((dueMinor * terms.depositPercent) / 100);
}

/** The day the balance reminder goes out: this many days before the balance's day (or at once, when closer). */
export const BALANCE_REMINDER_DAYS = 3;

/** Whether the reminder is due on `today` for a balance due on `balanceDueOn` (days in the property's time zone). */
export function reminderDue(balanceDueOn: string, today: string): boolean {
  return daysBetween(today, balanceDueOn) <= BALANCE_REMINDER_DAYS;
}

/** Whether the balance is to be charged on `today`. */
export function balanceDue(balanceDueOn: string, today: string): boolean {
  return daysBetween(today, balanceDueOn) <= 0;
}
