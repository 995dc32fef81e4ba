/**
 * The chart of accounts of the journal. Amounts are signed: a debit is positive, a credit negative, so an
 * asset's balance is positive and a liability's or revenue's negative.
 */
export const ACCOUNTS = {
  /** Money held at a payment provider for us (asset). */
  cashTestCard: "cash:test_card",
  cashBank: "cash:bank",
  /** Money taken from guests and not yet split (liability, cleared in the same transaction as the sale). */
  guestFunds: "guest_funds",
  /** What we owe a supplier (liability, per organisation). */
  supplierPayable: "supplier_payable",
  /** Our revenue: commission on unmanaged properties, management fee on managed ones, the guest service fee. */
  commissionRevenue: "revenue:commission",
  managementFeeRevenue: "revenue:management_fee",
  serviceFeeRevenue: "revenue:service_fee",
  /** Taxes collected for the authorities (liability). */
  taxPayable: "tax_payable",
} as const;

export type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

/** The cash account of a payment provider. */
export function cashAccountOf(provider: "test_card" | "bank_transfer"): Account {
  return provider === "test_card" ? ACCOUNTS.cashTestCard : ACCOUNTS.cashBank;
}
