/**
 * The journal lines of a general payment (ledger/accounts.ts, the `general` shape): the bank against one
 * counter-account. Money in debits the bank; money out credits it. Pure.
 */
import { ACCOUNTS, type Account, type JournalLineInput } from "@/domains/ledger";
import type { GeneralCounterAccount, GeneralDirection } from "./rules";

export function generalLines(payment: {
  direction: GeneralDirection;
  counterAccount: GeneralCounterAccount;
  currency: string;
  amountMinor: number;
}): JournalLineInput[] {
  const bank = payment.direction === "in" ? payment.amountMinor : -payment.amountMinor;
  return [
    { account: ACCOUNTS.cashBank, currency: payment.currency, amountMinor: bank },
    { account: payment.counterAccount as Account, currency: payment.currency, amountMinor: -bank },
  ];
}

/** The opposite entry of a payment (its reversal). */
export function generalReversalLines(payment: Parameters<typeof generalLines>[0]): JournalLineInput[] {
  return generalLines(payment).map((line) => ({ ...line, amountMinor: -line.amountMinor }));
}
