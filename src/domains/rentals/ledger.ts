/**
 * The journal lines of monthly rental payments. Pure. Rent moves as a stay's money does (bookings/money.ts):
 * received into the bank against guest funds, then split into the owner's payable and our fee on room revenue
 * (commission, or the management fee on managed properties). A deposit is held for the tenant.
 */
import { ACCOUNTS, type JournalLineInput } from "@/domains/ledger";
import { BUSINESS_SETTINGS, type BusinessSettings } from "@/domains/platform/settings";
import { roundHalfEven } from "@/lib/currency";

export interface RentParty {
  currency: string;
  organisationId: string;
  propertyId: string;
  managed: boolean;
}

export function rentPaymentLines(party: RentParty, amountMinor: number): JournalLineInput[] {
  const { currency, propertyId } = party;
  return [
    { account: ACCOUNTS.cashBank, currency, amountMinor, propertyId },
    { account: ACCOUNTS.guestFunds, currency, amountMinor: -amountMinor, propertyId },
  ];
}

export function rentSaleLines(
  party: RentParty,
  amountMinor: number,
  /** The rates of the business settings version the contract was made under (its booking's). */
  rates: Pick<BusinessSettings, "commissionBasisPoints" | "managementFeeBasisPoints"> = BUSINESS_SETTINGS,
): JournalLineInput[] {
  const { currency, propertyId, organisationId } = party;
  // The fee on room revenue as bookings/money.ts splitSale takes it (the bookings index is not loadable from
  // scripts: it reaches client components), half-even to the minor unit.
  const basisPoints = party.managed ? rates.managementFeeBasisPoints : rates.commissionBasisPoints;
  const platformFeeMinor = roundHalfEven((amountMinor * basisPoints) / 10_000);
  const split = { platformFeeMinor, supplierMinor: amountMinor - platformFeeMinor };
  return [
    { account: ACCOUNTS.guestFunds, currency, amountMinor, propertyId },
    { account: ACCOUNTS.supplierPayable, currency, amountMinor: -split.supplierMinor, propertyId, organisationId },
    {
      account: party.managed ? ACCOUNTS.managementFeeRevenue : ACCOUNTS.commissionRevenue,
      currency,
      amountMinor: -split.platformFeeMinor,
      propertyId,
    },
  ];
}

export function depositLines(party: RentParty, amountMinor: number): JournalLineInput[] {
  const { currency, propertyId } = party;
  return [
    { account: ACCOUNTS.cashBank, currency, amountMinor, propertyId },
    { account: ACCOUNTS.depositsHeld, currency, amountMinor: -amountMinor, propertyId },
  ];
}

/**
 * A deposit given back: deposits_held emptied of the whole deposit, the tenant paid what is returned, and the
 * deductions owed to the owner (paid in their settlement, as their income).
 */
export function depositReturnLines(
  party: RentParty,
  amounts: { depositMinor: number; returnedMinor: number; deductedMinor: number },
): JournalLineInput[] {
  const { currency, propertyId, organisationId } = party;
  const lines: JournalLineInput[] = [
    { account: ACCOUNTS.depositsHeld, currency, amountMinor: amounts.depositMinor, propertyId },
  ];
  if (amounts.returnedMinor > 0)
    lines.push({ account: ACCOUNTS.cashBank, currency, amountMinor: -amounts.returnedMinor, propertyId });
  if (amounts.deductedMinor > 0)
    lines.push({
      account: ACCOUNTS.supplierPayable,
      currency,
      amountMinor: -amounts.deductedMinor,
      propertyId,
      organisationId,
    });
  return lines;
}
