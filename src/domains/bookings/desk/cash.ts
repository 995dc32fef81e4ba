/** Cash paid at the front desk (docs/FRONT-DESK.md): who holds it, and what the ledger says of it. Pure. */
import { ACCOUNTS, type JournalLineInput } from "@/domains/ledger";

export type CashHolder = "supplier" | "platform";

/**
 * Who holds cash paid at a desk, decided by the property and never by who stands at the desk: at a managed
 * property operations take it for the platform; at a supplier's own property it is the supplier's.
 */
export function cashHolderOf(property: { managed: boolean }): CashHolder {
  return property.managed ? "platform" : "supplier";
}

/**
 * A sale whose cash the supplier holds: the guest's funds line of the sale becomes the supplier's payable,
 * debited (the supplier received the whole price, ours included). With the sale's credit of what the supplier
 * earned, the supplier's payable is left owing our fees and the taxes, which its next settlement deducts; no cash
 * account of ours moves, since the platform received nothing.
 */
export function supplierHeldSaleLines(lines: readonly JournalLineInput[], organisationId: string): JournalLineInput[] {
  return lines.map((line) =>
    line.account === ACCOUNTS.guestFunds ? { ...line, account: ACCOUNTS.supplierPayable, organisationId } : line,
  );
}
