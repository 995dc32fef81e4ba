/**
 * How a booking's money splits (DOMAIN.md Money), pure so that the checkout, the ledger, the refund preview
 * and the property tests compute the same figures. Amounts are integer minor units of the booking's currency.
 */
import { roundHalfEven } from "@/lib/currency";
import { ACCOUNTS, cashAccountOf, type JournalLineInput } from "@/domains/ledger";
import type { BusinessSettings } from "@/domains/platform/settings";
import type { BookingPriceLine } from "./schema";
import type { cancellationPolicy } from "@/domains/catalogue/schema";

export type CancellationPolicy = (typeof cancellationPolicy.enumValues)[number];

/** The parts of a price: what the stay earns, the cleaning fee, our fee on the stay, the service fee, taxes. */
export interface SaleSplit {
  stayMinor: number;
  cleaningMinor: number;
  /** Commission (unmanaged) or management fee (managed), on the stay. */
  platformFeeMinor: number;
  serviceFeeMinor: number;
  taxMinor: number;
  /**
   * A promo code's discount (positive). Promo codes are the platform's, so the platform funds it from its
   * revenue (`revenue:promo_discount`, debited): the supplier's share is that of the undiscounted stay.
   */
  promoDiscountMinor: number;
  /** What the supplier earns: stay − platform fee + cleaning. */
  supplierMinor: number;
  /** What the guest pays: stay + cleaning + service fee + taxes − promo discount. */
  totalMinor: number;
}

export function splitSale(
  lines: readonly BookingPriceLine[],
  managed: boolean,
  settings: Pick<BusinessSettings, "commissionBasisPoints" | "managementFeeBasisPoints">,
): SaleSplit {
  const sumOf = (kind: BookingPriceLine["kind"]) =>
    lines.filter((line) => line.kind === kind).reduce((total, line) => total + line.amountMinor, 0);
  const stayMinor = sumOf("stay");
  const cleaningMinor = sumOf("cleaning");
  const basisPoints = managed ? settings.managementFeeBasisPoints : settings.commissionBasisPoints;
  const platformFeeMinor = roundHalfEven((stayMinor * basisPoints) / 10_000);
  const serviceFeeMinor = sumOf("service_fee");
  const taxMinor = sumOf("tax");
  // Promo lines are negative on the booking; the split carries the discount as a positive amount.
  const promoDiscountMinor = 0 - sumOf("promo");
  return {
    stayMinor,
    cleaningMinor,
    platformFeeMinor,
    serviceFeeMinor,
    taxMinor,
    promoDiscountMinor,
    supplierMinor: stayMinor - platformFeeMinor + cleaningMinor,
    totalMinor: stayMinor + cleaningMinor + serviceFeeMinor + taxMinor - promoDiscountMinor,
  };
}

/**
 * The share of a sale paid back: each part scaled by `percent` and rounded half-even, except taxes, which are
 * paid back whole (a cancelled stay owes no tourism tax). The parts of a refund are what the ledger reverses.
 */
export function splitRefund(sale: SaleSplit, percent: number): SaleSplit {
  const part = (amount: number) => roundHalfEven((amount * percent) / 100);
  const stayMinor = part(sale.stayMinor);
  const cleaningMinor = part(sale.cleaningMinor);
  const platformFeeMinor = part(sale.platformFeeMinor);
  const serviceFeeMinor = part(sale.serviceFeeMinor);
  const taxMinor = sale.taxMinor;
  // The guest gets back the share of what they paid: the discount is scaled like the parts it came off.
  const promoDiscountMinor = part(sale.promoDiscountMinor);
  return {
    stayMinor,
    cleaningMinor,
    platformFeeMinor,
    serviceFeeMinor,
    taxMinor,
    promoDiscountMinor,
    supplierMinor: stayMinor - platformFeeMinor + cleaningMinor,
    totalMinor: stayMinor + cleaningMinor + serviceFeeMinor + taxMinor - promoDiscountMinor,
  };
}

export interface RefundTerms {
  percent: number;
  /** Plain words for the guest: what they get back and why. */
  explanation: string;
}

const HOUR = 3_600_000;

/**
 * What a guest's cancellation gives back under a policy (DOMAIN.md): flexible, everything until 24 hours
 * before check-in; moderate, everything until 5 days before; strict, half until 14 days before; nothing after.
 */
export function refundTerms(policy: CancellationPolicy, startsAt: Date, now: Date): RefundTerms {
  const hoursLeft = (startsAt.getTime() - now.getTime()) / HOUR;
  switch (policy) {
    case "flexible":
      return hoursLeft >= 24
        ? { percent: 100, explanation: "Flexible policy: a full refund until 24 hours before check-in." }
        : { percent: 0, explanation: "Flexible policy: less than 24 hours before check-in, nothing is refunded." };
    case "moderate":
      return hoursLeft >= 5 * 24
        ? { percent: 100, explanation: "Moderate policy: a full refund until 5 days before check-in." }
        : { percent: 0, explanation: "Moderate policy: less than 5 days before check-in, nothing is refunded." };
    case "strict":
      return hoursLeft >= 14 * 24
        ? { percent: 50, explanation: "Strict policy: half is refunded until 14 days before check-in." }
        : { percent: 0, explanation: "Strict policy: less than 14 days before check-in, nothing is refunded." };
  }
}

/** The policy in plain words, for the checkout page. */
export function describePolicy(policy: CancellationPolicy): string {
  switch (policy) {
    case "flexible":
      return "Free cancellation until 24 hours before check-in (full refund). After that, no refund.";
    case "moderate":
      return "Free cancellation until 5 days before check-in (full refund). After that, no refund.";
    case "strict":
      return "Cancel until 14 days before check-in for a 50% refund. After that, no refund.";
  }
}

export interface LedgerParty {
  currency: string;
  organisationId: string;
  propertyId: string;
  managed: boolean;
}

/** A capture: the money arrives at the provider and is held for the guest until the sale splits it. */
export function paymentLines(
  party: LedgerParty,
  provider: "test_card" | "bank_transfer",
  amountMinor: number,
): JournalLineInput[] {
  const { currency, propertyId } = party;
  return [
    { account: cashAccountOf(provider), currency, amountMinor, propertyId },
    { account: ACCOUNTS.guestFunds, currency, amountMinor: -amountMinor, propertyId },
  ];
}

/** A confirmed sale: the guest's funds split into the supplier's payable, our fees and the taxes. */
export function saleLines(party: LedgerParty, sale: SaleSplit): JournalLineInput[] {
  const { currency, propertyId, organisationId } = party;
  return [
    { account: ACCOUNTS.guestFunds, currency, amountMinor: sale.totalMinor, propertyId },
    { account: ACCOUNTS.supplierPayable, currency, amountMinor: -sale.supplierMinor, propertyId, organisationId },
    {
      account: party.managed ? ACCOUNTS.managementFeeRevenue : ACCOUNTS.commissionRevenue,
      currency,
      amountMinor: -sale.platformFeeMinor,
      propertyId,
    },
    { account: ACCOUNTS.serviceFeeRevenue, currency, amountMinor: -sale.serviceFeeMinor, propertyId },
    { account: ACCOUNTS.taxPayable, currency, amountMinor: -sale.taxMinor, propertyId },
    { account: ACCOUNTS.promoDiscount, currency, amountMinor: sale.promoDiscountMinor, propertyId },
  ];
}

/** A refund of a confirmed sale: each part reversed, the cash paid out. */
export function saleRefundLines(
  party: LedgerParty,
  provider: "test_card" | "bank_transfer",
  refund: SaleSplit,
): JournalLineInput[] {
  const { currency, propertyId, organisationId } = party;
  return [
    { account: ACCOUNTS.supplierPayable, currency, amountMinor: refund.supplierMinor, propertyId, organisationId },
    {
      account: party.managed ? ACCOUNTS.managementFeeRevenue : ACCOUNTS.commissionRevenue,
      currency,
      amountMinor: refund.platformFeeMinor,
      propertyId,
    },
    { account: ACCOUNTS.serviceFeeRevenue, currency, amountMinor: refund.serviceFeeMinor, propertyId },
    { account: ACCOUNTS.taxPayable, currency, amountMinor: refund.taxMinor, propertyId },
    { account: ACCOUNTS.promoDiscount, currency, amountMinor: -refund.promoDiscountMinor, propertyId },
    { account: cashAccountOf(provider), currency, amountMinor: -refund.totalMinor, propertyId },
  ];
}

/** Money taken that never became a sale (a declined request paid by transfer, a capture after the hold ended). */
export function unsoldRefundLines(
  party: LedgerParty,
  provider: "test_card" | "bank_transfer",
  amountMinor: number,
): JournalLineInput[] {
  const { currency, propertyId } = party;
  return [
    { account: ACCOUNTS.guestFunds, currency, amountMinor, propertyId },
    { account: cashAccountOf(provider), currency, amountMinor: -amountMinor, propertyId },
  ];
}
