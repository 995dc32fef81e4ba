/**
 * The journal lines of an expense (ledger/accounts.ts, the `opex` shape): the owner's payable is debited
 * (organisation and property), the bank credited. Pure, so the functions and the demo seed post the same lines.
 */
import { ACCOUNTS, type JournalLineInput } from "@/domains/ledger";

export interface OpexCharge {
  organisationId: string;
  propertyId: string;
  currency: string;
  amountMinor: number;
}

/** The charge of an expense to its owner. */
export function opexLines(charge: OpexCharge): JournalLineInput[] {
  const { organisationId, propertyId, currency, amountMinor } = charge;
  return [
    { account: ACCOUNTS.supplierPayable, currency, amountMinor, organisationId, propertyId },
    { account: ACCOUNTS.cashBank, currency, amountMinor: -amountMinor, propertyId },
  ];
}

/** The exact opposite of a charge: a void, or the first half of a correction. */
export function opexReversalLines(charge: OpexCharge): JournalLineInput[] {
  return opexLines(charge).map((line) => ({ ...line, amountMinor: -line.amountMinor }));
}
