/** The masked form of an account number that pages show: its last four digits ("•••• 6789"). */
export function lastFour(accountNumber: string): string {
  return accountNumber.replace(/[^0-9A-Za-z]/g, "").slice(-4);
}

export function maskAccount(last4: string): string {
  return `•••• ${last4}`;
}
