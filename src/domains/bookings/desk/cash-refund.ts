/**
 * The refund of a stay paid in cash at the front desk (docs/FRONT-DESK.md): it has no payment at a provider to
 * refund, so whoever holds the cash pays the policy's share back at the desk, and the ledger reverses the sale's
 * parts in that share as a card refund does (`refundLinesPaidFrom`): the platform's desk cash at a managed property,
 * the supplier's payable at the supplier's own (it keeps what it holds, less what it hands back).
 */
import { eq } from "drizzle-orm";
import { ACCOUNTS, postJournalEntry } from "@/domains/ledger";
import { settingsOfVersion } from "@/domains/platform";
import type { DbOrTx } from "@/server/db";
import { refundLinesPaidFrom, splitRefund, splitSale } from "../money";
import { ledgerParty, type Booking } from "../payment-sync";
import { bookings, deskBookings } from "../schema";

/** Posts the cash refund of a cancelled desk booking, if it was paid in cash; answers what is handed back. */
export async function refundDeskCash(
  tx: DbOrTx,
  booking: Booking,
  property: { organisationId: string; managed: boolean },
  input: { percent: number; createdBy: string | null },
): Promise<number> {
  const [desk] = await tx.select().from(deskBookings).where(eq(deskBookings.bookingId, booking.id));
  if (!desk || desk.paymentMethod !== "cash" || !desk.cashHeldBy) return 0;
  const refund = splitRefund(
    splitSale(booking.priceLines, property.managed, await settingsOfVersion(tx, booking.businessSettingsId)),
    input.percent,
  );
  if (refund.totalMinor <= 0) return 0;
  const paidFrom =
    desk.cashHeldBy === "platform"
      ? { account: ACCOUNTS.cashDesk }
      : { account: ACCOUNTS.supplierPayable, organisationId: property.organisationId };
  await postJournalEntry(tx, {
    kind: "refund",
    bookingId: booking.id,
    memo: `Cancellation of ${booking.reference} (${input.percent}% refund, cash back at the desk)`,
    createdBy: input.createdBy,
    lines: refundLinesPaidFrom(ledgerParty(booking, property), paidFrom, refund),
  });
  await tx.update(bookings).set({ refundedMinor: refund.totalMinor }).where(eq(bookings.id, booking.id));
  return refund.totalMinor;
}
