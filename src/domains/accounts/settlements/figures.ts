/**
 * A settlement's figures, pure (DOMAIN.md Money): each settled journal entry contributes what its lines
 * say, and the sums make the statement. The rule that holds for every entry, and so for every settlement:
 * net = gross − refunds − commission − management fee − opex = minus the entry's supplier_payable lines.
 */
import { addDays, addMonths, todayIn } from "@/lib/dates";
import { formatMonth } from "@/lib/format";

/**
 * The entries a settlement pays: a stay's sale and refunds, an owner's expenses, what partners sold around the
 * stay (add-on orders for their suppliers, travel insurance premiums for the insurer), and what was kept of a
 * rental deposit for the owner.
 */
export const SETTLED_KINDS = [
  "booking_sale",
  "refund",
  "opex",
  "addon_sale",
  "addon_refund",
  "insurance_sale",
  "insurance_refund",
  "deposit_return",
] as const;
export type SettledKind = (typeof SETTLED_KINDS)[number];

/** What one entry's lines say, signed as in the journal but turned so that "owed to the supplier" is positive. */
export interface EntrySums {
  /** Minus the supplier_payable lines for the organisation: what the entry adds to what we owe it. */
  payableMinor: number;
  /**
   * Minus the revenue lines of our fee on it: revenue:commission (stays, add-ons) or
   * revenue:insurance_commission (premiums); positive for a sale, negative for a refund.
   */
  commissionMinor: number;
  /** Minus the revenue:management_fee lines. */
  managementFeeMinor: number;
}

export interface SettlementFigures {
  grossMinor: number;
  commissionMinor: number;
  managementFeeMinor: number;
  refundsMinor: number;
  opexMinor: number;
  netMinor: number;
}

export const ZERO_FIGURES: SettlementFigures = {
  grossMinor: 0,
  commissionMinor: 0,
  managementFeeMinor: 0,
  refundsMinor: 0,
  opexMinor: 0,
  netMinor: 0,
};

/**
 * One entry's part: a sale's gross is the supplier's share plus our fee on it; a refund gives back the
 * supplier's share and our fee (so refunds are what the guest got back of the stay and cleaning, and the fee
 * returns); an expense is charged whole to the owner. An add-on order or a premium reads like a stay: what the
 * guest paid for it is the gross, our commission comes off it.
 */
export function itemFigures(kind: SettledKind, sums: EntrySums): SettlementFigures {
  const fee = sums.commissionMinor + sums.managementFeeMinor;
  switch (kind) {
    case "booking_sale":
    case "addon_sale":
    case "insurance_sale":
      return {
        grossMinor: sums.payableMinor + fee,
        commissionMinor: sums.commissionMinor,
        managementFeeMinor: sums.managementFeeMinor,
        refundsMinor: 0,
        opexMinor: 0,
        netMinor: sums.payableMinor,
      };
    case "refund":
    case "addon_refund":
    case "insurance_refund":
      return {
        grossMinor: 0,
        commissionMinor: sums.commissionMinor,
        managementFeeMinor: sums.managementFeeMinor,
        refundsMinor: -(sums.payableMinor + fee),
        opexMinor: 0,
        netMinor: sums.payableMinor,
      };
    case "deposit_return":
      // Deductions from a tenant's deposit are the owner's whole (damage, cleaning): income with no fee of ours.
      return {
        grossMinor: sums.payableMinor,
        commissionMinor: 0,
        managementFeeMinor: 0,
        refundsMinor: 0,
        opexMinor: 0,
        netMinor: sums.payableMinor,
      };
    case "opex":
      // An expense has no fee of ours: anything else on the entry is not the owner's.
      return {
        grossMinor: 0,
        commissionMinor: 0,
        managementFeeMinor: 0,
        refundsMinor: 0,
        opexMinor: -sums.payableMinor,
        netMinor: sums.payableMinor,
      };
  }
}

export function addFigures(a: SettlementFigures, b: SettlementFigures): SettlementFigures {
  return {
    grossMinor: a.grossMinor + b.grossMinor,
    commissionMinor: a.commissionMinor + b.commissionMinor,
    managementFeeMinor: a.managementFeeMinor + b.managementFeeMinor,
    refundsMinor: a.refundsMinor + b.refundsMinor,
    opexMinor: a.opexMinor + b.opexMinor,
    netMinor: a.netMinor + b.netMinor,
  };
}

/** The check the database repeats (`settlements_figures`): the parts make the net. */
export function figuresAddUp(figures: SettlementFigures): boolean {
  return (
    figures.netMinor ===
    figures.grossMinor - figures.refundsMinor - figures.commissionMinor - figures.managementFeeMinor - figures.opexMinor
  );
}

/** A period is a calendar month in UTC: `2026-10` → 1 to 31 October. */
export interface Period {
  month: string;
  start: string;
  end: string;
}

export function periodOf(month: string): Period | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  if (monthIndex < 0 || monthIndex > 11 || year < 2000 || year > 2999) return null;
  const start = `${month}-01`;
  return { month, start, end: addDays(addMonths(start, 1), -1) };
}

/** Settlements are made for months that have ended (their last day is before today, UTC). */
export function monthHasEnded(period: Period, today: Date): boolean {
  return period.end < todayIn("UTC", today);
}

/** The month before the one of `today` (UTC), as `YYYY-MM`. */
export function previousMonth(today: Date): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}

/** An organisation's short code on documents: the first eight hex digits of its id. */
export function organisationCode(organisationId: string): string {
  return organisationId.replace(/-/g, "").slice(0, 8).toUpperCase();
}

/** `ST-2026-10-3F2A9C1B-MYR`: one per organisation, month and currency. */
export function settlementNumber(period: Period, organisationId: string, currency: string): string {
  return `ST-${period.month}-${organisationCode(organisationId)}-${currency}`;
}

export function monthLabel(month: string): string {
  const period = periodOf(month);
  if (!period) return month;
  return formatMonth(period.month, "en");
}
