/**
 * How a booking's money splits (DOMAIN.md Money), pure so that the checkout, the ledger, the refund preview
 * and the property tests compute the same figures. Amounts are integer minor units of the booking's currency.
 */
import { roundHalfEven } from "@/lib/currency";
import { ACCOUNTS, cashAccountOf, type Account, type JournalLineInput } from "@/domains/ledger";
import type { BusinessSettings } from "@/domains/platform/settings";
import type { BookingPriceLine } from "./schema";
import type { cancellationPolicy } from "@/domains/catalogue/schema";
import type { CancellationStep } from "@/domains/catalogue/inputs";
import { daysBetween, localDateTimeIn } from "@/lib/dates";
import { plural } from "@/lib/plural";

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

/**
 * What the guest's payment pays of a booking: its total less the part paid with referral credit
 * (marketing/referral-credit.ts). The sale still splits the whole total: credit is the platform paying part of
 * the guest's bill from what it owes them, not a discount, so the supplier's share is unchanged.
 */
export function amountDueMinor(booking: { totalMinor: number; referralCreditMinor: number }): number {
  return booking.totalMinor - booking.referralCreditMinor;
}

/**
 * What the checkout's payment charges: what is due less the balance left for later when the booking takes a
 * deposit (docs/DEPOSITS.md); the whole of what is due otherwise.
 */
export function chargeAtCheckoutMinor(booking: {
  totalMinor: number;
  referralCreditMinor: number;
  balanceMinor: number;
}): number {
  return amountDueMinor(booking) - booking.balanceMinor;
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

export type StandardPolicy = Exclude<CancellationPolicy, "custom">;

/**
 * One step of a refund schedule: a cancellation at least `hoursBefore` hours before the stay starts (the standard
 * policies), or at least `daysBefore` calendar days before the check-in day in the property's time zone (a custom
 * policy: its boundaries are midnights there), gets `percent` back. A schedule's steps run from the earliest
 * cancellation to the latest; the last one covers every later cancellation.
 */
export type RefundStep = { percent: number; explanation: string } & ({ hoursBefore: number } | { daysBefore: number });

/**
 * The standard policies as schedules (DOMAIN.md): flexible, everything until 24 hours before check-in; moderate,
 * everything until 5 days before; strict, half until 14 days before; nothing after.
 */
export const STANDARD_REFUND_STEPS: Record<StandardPolicy, readonly RefundStep[]> = {
  flexible: [
    { hoursBefore: 24, percent: 100, explanation: "Flexible policy: a full refund until 24 hours before check-in." },
    {
      hoursBefore: 0,
      percent: 0,
      explanation: "Flexible policy: less than 24 hours before check-in, nothing is refunded.",
    },
  ],
  moderate: [
    { hoursBefore: 5 * 24, percent: 100, explanation: "Moderate policy: a full refund until 5 days before check-in." },
    {
      hoursBefore: 0,
      percent: 0,
      explanation: "Moderate policy: less than 5 days before check-in, nothing is refunded.",
    },
  ],
  strict: [
    {
      hoursBefore: 14 * 24,
      percent: 50,
      explanation: "Strict policy: half is refunded until 14 days before check-in.",
    },
    {
      hoursBefore: 0,
      percent: 0,
      explanation: "Strict policy: less than 14 days before check-in, nothing is refunded.",
    },
  ],
};

const dayCount = (days: number) => plural(days, { one: "day", other: "days" });

/**
 * A custom step's explanation, in English like the standard ones (the guest's page says it again in its language:
 * components/cancellation-words.ts recognises these three sentences).
 */
function customStepExplanation(steps: readonly CancellationStep[], index: number): string {
  const step = steps[index]!;
  const previous = steps[index - 1];
  if (step.daysBefore > 0)
    return `Custom policy: ${step.percent}% is refunded when cancelling at least ${dayCount(step.daysBefore)} before check-in.`;
  if (previous)
    return `Custom policy: less than ${dayCount(previous.daysBefore)} before check-in, ${step.percent}% is refunded.`;
  return `Custom policy: ${step.percent}% is refunded whenever the booking is cancelled.`;
}

/**
 * A policy as the booking keeps it: a standard policy's name, or a custom policy's steps (the name `custom` alone
 * says nothing of its steps: `soldPolicyOf` never gives it).
 */
export type SoldPolicy = CancellationPolicy | readonly CancellationStep[];

/** The refund schedule of a policy: the standard ones are written above, a custom one is its steps. */
export function refundStepsOf(policy: SoldPolicy): readonly RefundStep[] {
  if (policy === "custom") throw new Error("A custom policy is read from its steps, not its name.");
  if (typeof policy === "string") return STANDARD_REFUND_STEPS[policy];
  return policy.map((step, index) => ({ ...step, explanation: customStepExplanation(policy, index) }));
}

/**
 * The policy a booking was sold under: its custom steps when it has them, else its standard policy (a booking
 * made before policies were kept on bookings reads as moderate, the properties' default).
 */
export function soldPolicyOf(booking: {
  cancellationPolicy: CancellationPolicy | null;
  cancellationRules: readonly CancellationStep[] | null;
}): StandardPolicy | readonly CancellationStep[] {
  if (booking.cancellationRules) return booking.cancellationRules;
  const policy = booking.cancellationPolicy;
  return policy && policy !== "custom" ? policy : "moderate";
}

/**
 * What a guest's cancellation gives back under a policy: the first step of its schedule that the time left
 * before check-in reaches, else the last. `timeZone` is the property's, where a custom step's days are counted
 * (today and the check-in day as people there see them); the standard policies count hours and need none.
 */
export function refundTerms(policy: SoldPolicy, startsAt: Date, now: Date, timeZone = "UTC"): RefundTerms {
  const steps = refundStepsOf(policy);
  const hoursLeft = (startsAt.getTime() - now.getTime()) / HOUR;
  const daysLeft = daysBetween(localDateTimeIn(timeZone, now).date, localDateTimeIn(timeZone, startsAt).date);
  const step =
    steps.find((candidate) =>
      "hoursBefore" in candidate ? hoursLeft >= candidate.hoursBefore : daysLeft >= candidate.daysBefore,
    ) ?? steps[steps.length - 1]!;
  return { percent: step.percent, explanation: step.explanation };
}

/** The policy in plain words, for the checkout page. */
export function describePolicy(policy: StandardPolicy): string {
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

/**
 * A refund of a confirmed sale: each part reversed, the cash paid out. `creditBackMinor` is the part given back
 * as referral credit instead of cash: it returns to the guest's side (guest_funds), from which marketing's
 * `referral_credit_return` entry moves it back to the credit owed (marketing/referral-credit.ts).
 */
export function saleRefundLines(
  party: LedgerParty,
  provider: "test_card" | "bank_transfer",
  refund: SaleSplit,
  creditBackMinor = 0,
): JournalLineInput[] {
  return refundLinesPaidFrom(party, { account: cashAccountOf(provider) }, refund, creditBackMinor);
}

/**
 * The same refund paid back from a given account: the provider's cash above, or for cash taken at the front desk
 * (docs/FRONT-DESK.md) the desk's cash or, where the supplier holds it, the supplier's payable (the supplier pays the
 * guest back from its own cash, so it owes us less).
 */
export function refundLinesPaidFrom(
  party: LedgerParty,
  paidFrom: { account: Account; organisationId?: string },
  refund: SaleSplit,
  creditBackMinor = 0,
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
    { account: ACCOUNTS.guestFunds, currency, amountMinor: -creditBackMinor, propertyId },
    { ...paidFrom, currency, amountMinor: -(refund.totalMinor - creditBackMinor), propertyId },
  ];
}

/**
 * A booking cancelled while only its deposit was paid (docs/DEPOSITS.md, Ledger): no sale was posted, the deposit
 * is in guest_funds. It leaves guest_funds whole: `refundMinor` back to the guest's payment, the rest kept and
 * split as the stay would have been (our commission or management fee on it, the supplier the remainder). A
 * cancelled stay owes no tax and earns no service fee, so nothing goes to those accounts.
 */
export function depositCancellationLines(
  party: LedgerParty,
  provider: "test_card" | "bank_transfer",
  paidMinor: number,
  refundMinor: number,
  settings: Pick<BusinessSettings, "commissionBasisPoints" | "managementFeeBasisPoints">,
): JournalLineInput[] {
  const { currency, propertyId, organisationId } = party;
  const keptMinor = paidMinor - refundMinor;
  const basisPoints = party.managed ? settings.managementFeeBasisPoints : settings.commissionBasisPoints;
  const feeMinor = roundHalfEven((keptMinor * basisPoints) / 10_000);
  return [
    { account: ACCOUNTS.guestFunds, currency, amountMinor: paidMinor, propertyId },
    { account: cashAccountOf(provider), currency, amountMinor: -refundMinor, propertyId },
    { account: ACCOUNTS.supplierPayable, currency, amountMinor: -(keptMinor - feeMinor), propertyId, organisationId },
    {
      account: party.managed ? ACCOUNTS.managementFeeRevenue : ACCOUNTS.commissionRevenue,
      currency,
      amountMinor: -feeMinor,
      propertyId,
    },
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
