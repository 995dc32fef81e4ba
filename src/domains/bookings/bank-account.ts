/** Where guests send bank transfers: the same words in the email and on the checkout page. */
export const STAYSIA_BANK_ACCOUNT = {
  holder: "Staysia Sdn Bhd",
  bank: "Maybank",
  account: "5140 1234 5678",
  swift: "MBBEMYKL",
} as const;

export const BANK_ACCOUNT_TEXT = `${STAYSIA_BANK_ACCOUNT.holder}, ${STAYSIA_BANK_ACCOUNT.bank} ${STAYSIA_BANK_ACCOUNT.account} (SWIFT ${STAYSIA_BANK_ACCOUNT.swift})`;
