/** General payments' choices, shared by the form and the server (no I/O). */
import { DETECTABLE_CURRENCIES } from "@/lib/currency";

export const GENERAL_DIRECTIONS = ["in", "out"] as const;
export type GeneralDirection = (typeof GENERAL_DIRECTIONS)[number];

/** The accounts a general payment moves the bank's money against (ledger/accounts.ts). */
export const GENERAL_COUNTER_ACCOUNTS = ["deposits_held", "expense:general", "revenue:other"] as const;
export type GeneralCounterAccount = (typeof GENERAL_COUNTER_ACCOUNTS)[number];

export const GENERAL_COUNTER_ACCOUNT_LABELS: Record<GeneralCounterAccount, string> = {
  deposits_held: "Deposits held (security deposits, money on account)",
  "expense:general": "General expense (vendors, services)",
  "revenue:other": "Other income",
};

/** A counter-account's key in the dashboards' catalogue (an account code holds characters a message key cannot). */
export const GENERAL_COUNTER_ACCOUNT_KEYS = {
  deposits_held: "deposits",
  "expense:general": "expense",
  "revenue:other": "other",
} as const satisfies Record<GeneralCounterAccount, string>;

/** The currencies the app supports (SPEC.md §9's detectable currencies), sorted for a picker. */
export const GENERAL_CURRENCIES = [...DETECTABLE_CURRENCIES].sort();
