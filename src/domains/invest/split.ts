/**
 * The monthly distribution's arithmetic (DOMAIN.md StayInvest), pure and exact: each holder is owed
 * `investor share × net income × units held / units issued`. Amounts are integer minor units, so:
 *
 * - the holders together receive T = ⌊net × share × units held by all / (10,000 × units issued)⌋, the
 *   investors' share of the month rounded down to the minor unit;
 * - each holder first gets the floor of their exact amount, and the few minor units left to reach T (fewer
 *   than the number of holders) go one each to the holders with the largest fractional remainders (largest
 *   remainder method; ties to the holder with more units, then by user id, so a run is reproducible);
 * - what is below a minor unit of T, and the share of units nobody holds, stays with the platform;
 * - a month whose net operating income is zero or negative distributes nothing (investors do not pay losses).
 *
 * BigInt, because net × basis points × units can pass 2^53.
 */

export const REMAINDER_RULE =
  "Amounts are in minor units (cents). Each holder gets their exact share rounded down; the few minor units left over go one each to the holders with the largest fractions (largest remainder). Fractions of a minor unit, and the share of unsold units, stay with Staysia. A month with zero or negative net operating income distributes nothing.";

export interface Holding {
  userId: string;
  units: number;
}

export interface SplitInput {
  netIncomeMinor: number;
  investorShareBasisPoints: number;
  unitsIssued: number;
  holdings: readonly Holding[];
}

export interface Split {
  /** What the holders receive together (the sum of `payments`). */
  totalMinor: number;
  unitsHeld: number;
  payments: { userId: string; units: number; amountMinor: number }[];
}

export function splitDistribution({
  netIncomeMinor,
  investorShareBasisPoints,
  unitsIssued,
  holdings,
}: SplitInput): Split {
  if (!Number.isSafeInteger(netIncomeMinor)) throw new Error("net income is integer minor units");
  if (!Number.isInteger(unitsIssued) || unitsIssued <= 0) throw new Error("units issued must be a positive integer");
  if (!Number.isInteger(investorShareBasisPoints) || investorShareBasisPoints < 0 || investorShareBasisPoints > 10_000)
    throw new Error("the investor share is 0 to 10,000 basis points");
  const held = holdings.filter((holding) => holding.units > 0);
  const unitsHeld = held.reduce((total, holding) => total + holding.units, 0);
  if (held.some((holding) => !Number.isInteger(holding.units))) throw new Error("units are whole numbers");
  if (unitsHeld > unitsIssued) throw new Error("holders hold more units than were issued");
  if (netIncomeMinor <= 0 || held.length === 0) {
    return { totalMinor: 0, unitsHeld, payments: held.map((holding) => ({ ...holding, amountMinor: 0 })) };
  }
  const denominator = 10_000n * BigInt(unitsIssued);
  const perUnit = BigInt(netIncomeMinor) * BigInt(investorShareBasisPoints);
  const total = (perUnit * BigInt(unitsHeld)) / denominator;
  const exact = held.map((holding) => {
    const numerator = perUnit * BigInt(holding.units);
    return { ...holding, floor: numerator / denominator, fraction: numerator % denominator };
  });
  let left = total - exact.reduce((sum, part) => sum + part.floor, 0n);
  const order = [...exact].sort((a, b) =>
    a.fraction !== b.fraction
      ? b.fraction > a.fraction
        ? 1
        : -1
      : b.units - a.units || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
  const extra = new Map<string, bigint>();
  for (const part of order) {
    if (left <= 0n) break;
    extra.set(part.userId, 1n);
    left -= 1n;
  }
  const payments = exact.map((part) => ({
    userId: part.userId,
    units: part.units,
    amountMinor: Number(part.floor + (extra.get(part.userId) ?? 0n)),
  }));
  return { totalMinor: Number(total), unitsHeld, payments };
}
