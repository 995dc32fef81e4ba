/**
 * The months of a monthly rental contract and what each costs. Pure. Months run from the start day
 * (15 March → 15 April → …), clamped to the month's last day (31 January → 28 February); the last month may be
 * a part month, priced pro-rata over months of `monthLengthNights` nights, as the quote prices monthly stays.
 */
import { roundHalfEven } from "@/lib/currency";
import { addMonths, daysBetween } from "@/lib/dates";

export interface RentPeriod {
  start: string;
  end: string;
  amountMinor: number;
  /** Whether this is a whole month. */
  whole: boolean;
}

export function rentPeriods(
  contract: { startsOn: string; endsOn: string; monthlyRentMinor: number },
  monthLengthNights: number,
): RentPeriod[] {
  const periods: RentPeriod[] = [];
  for (let i = 0; ; i++) {
    const start = addMonths(contract.startsOn, i);
    if (start >= contract.endsOn) break;
    const fullEnd = addMonths(contract.startsOn, i + 1);
    const whole = fullEnd <= contract.endsOn;
    const end = whole ? fullEnd : contract.endsOn;
    const amountMinor = whole
      ? contract.monthlyRentMinor
      : roundHalfEven((contract.monthlyRentMinor * daysBetween(start, end)) / monthLengthNights);
    periods.push({ start, end, amountMinor: Math.max(1, amountMinor), whole });
  }
  return periods;
}

/** The whole contract's rent (the sum of its months): the stay price line of the booking that holds its dates. */
export function contractRentMinor(
  contract: { startsOn: string; endsOn: string; monthlyRentMinor: number },
  monthLengthNights: number,
): number {
  return rentPeriods(contract, monthLengthNights).reduce((total, period) => total + period.amountMinor, 0);
}
