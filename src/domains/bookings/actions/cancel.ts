/** A guest, the host or staff cancel a booking: the refund its policy gives, in one transaction with the status. */
import { eq } from "drizzle-orm";
import { cashAccountOf, postJournalEntry } from "@/domains/ledger";
import { paymentProviders } from "@/domains/payments";
import { settingsOfVersion } from "@/domains/platform";
import type { Actor, BookingRole } from "@/server/access";
import type { Database, DbOrTx } from "@/server/db";
import { queueEmail, queueEmails } from "@/server/email";
import { env } from "@/server/env";
import { guestEmail, supplierEmail } from "../emails";
import { checkoutHooks, runBookingHooks } from "../hooks";
import { depositCancellationLines, saleRefundLines, splitRefund, splitSale } from "../money";
import { emailFacts, ledgerParty, recordRefund, supplierEmails, type lockBooking } from "../payment-sync";
import { bookings } from "../schema";
import { changeStatus, type StatusActor } from "../status-change";
import { refundDeskCash } from "../desk/cash-refund";
import { planCancellation } from "./preview-cancellation";
import { bookingFor, capturedBalance, capturedPayment, followPayments, startsAtOf, type Providers } from "./shared";

export async function cancelBooking(
  db: Database,
  input: { reference: string; reason: string },
  actor: Actor,
  providers: Providers = paymentProviders(db),
) {
  const result = await db.transaction(async (tx) => {
    const locked = await bookingFor(tx, input.reference, actor);
    return cancelLocked(tx, locked, locked.role, locked.statusActor, input.reason);
  });
  await followPayments(db, result.bookingId, providers);
  const { percent: _percent, sold: _sold, deposit: _deposit, ...plan } = result.plan;
  return { status: "cancelled" as const, ...plan };
}

/**
 * Cancels a locked booking in the caller's transaction: the status, the refund its plan gives (recorded, sent after
 * the commit by `followPayments`), the ledger and the emails. `role` decides the refund: the guest's policy for the
 * guest and for the system (a balance that could not be charged, docs/DEPOSITS.md), in full for the host or staff.
 */
export async function cancelLocked(
  tx: DbOrTx,
  { booking, property }: NonNullable<Awaited<ReturnType<typeof lockBooking>>>,
  role: BookingRole | "system",
  statusActor: StatusActor,
  reason: string,
  options: { balanceFailed?: boolean } = {},
) {
  const plan = await planCancellation(tx, booking, property, role, new Date());
  await changeStatus(tx, booking, "cancel", statusActor, reason);
  const captured = await capturedPayment(tx, booking.id);
  if (plan.deposit && captured) {
    // Only the deposit was paid: no sale to reverse (docs/DEPOSITS.md, Ledger).
    if (plan.refundMinor > 0)
      await recordRefund(tx, captured, plan.refundMinor, `cancel:${booking.id}`, `Cancelled by ${role}`);
    await postJournalEntry(tx, {
      kind: "refund",
      bookingId: booking.id,
      paymentId: captured.id,
      memo: `Cancellation of ${booking.reference} (${plan.percent}% of the deposit refunded)`,
      createdBy: statusActor.email,
      lines: depositCancellationLines(
        ledgerParty(booking, property),
        captured.provider,
        plan.deposit.paidMinor,
        plan.refundMinor,
        await settingsOfVersion(tx, booking.businessSettingsId),
      ),
    });
    await tx.update(bookings).set({ refundedMinor: plan.refundMinor }).where(eq(bookings.id, booking.id));
  }
  if (plan.sold && captured) {
    // What was sold with the stay takes its part back and answers what it refunds (domains/booking-hooks.ts).
    const parts = await runBookingHooks("onCancelled", {
      tx,
      booking,
      actorEmail: statusActor.email,
      startsAt: await startsAtOf(tx, booking),
      now: new Date(),
      percent: plan.percent,
      payment: { id: captured.id, provider: captured.provider },
    });
    const extrasMinor = parts.reduce((total, part) => total + part.refundMinor, 0);
    const refund = splitRefund(
      splitSale(booking.priceLines, property.managed, await settingsOfVersion(tx, booking.businessSettingsId)),
      plan.percent,
    );
    // Referral credit that paid part of the stay comes back in the policy's share (its grant's, unless it has
    // expired since); the card is refunded the rest (docs/REFERRAL-CREDIT.md).
    const creditBackMinor =
      booking.referralCreditMinor > 0
        ? await checkoutHooks().returnReferralCredit(tx, {
            booking,
            percent: plan.percent,
            limitMinor: refund.totalMinor,
            createdBy: statusActor.email,
          })
        : 0;
    const cardMinor = refund.totalMinor - creditBackMinor + extrasMinor;
    // A balance paid (docs/DEPOSITS.md) is refunded first, then the first payment: never more than each took.
    const balance = await capturedBalance(tx, booking.id);
    const fromBalance = balance ? Math.min(cardMinor, balance.capturedMinor - balance.refundedMinor) : 0;
    if (balance && fromBalance > 0)
      await recordRefund(tx, balance, fromBalance, `cancel-balance:${booking.id}`, `Cancelled by ${role}`);
    // One refund to the guest's payment for the stay, its extras and add-ons; each part has its own journal entry.
    if (cardMinor - fromBalance > 0)
      await recordRefund(tx, captured, cardMinor - fromBalance, `cancel:${booking.id}`, `Cancelled by ${role}`);
    const lines = saleRefundLines(ledgerParty(booking, property), captured.provider, refund, creditBackMinor);
    if (balance && fromBalance > 0 && balance.provider !== captured.provider) {
      // The balance was paid another way than the deposit: its part of the refund leaves its own cash account.
      const cash = lines[lines.length - 1]!;
      cash.amountMinor += fromBalance;
      lines.push({ ...cash, account: cashAccountOf(balance.provider), amountMinor: -fromBalance });
    }
    await postJournalEntry(tx, {
      kind: "refund",
      bookingId: booking.id,
      paymentId: captured.id,
      memo: `Cancellation of ${booking.reference} (${plan.percent}% refund)`,
      createdBy: statusActor.email,
      lines,
    });
    await tx
      .update(bookings)
      .set({ refundedMinor: refund.totalMinor + extrasMinor })
      .where(eq(bookings.id, booking.id));
  }
  // Cash taken at the front desk has no payment to refund: it is handed back at the desk (docs/FRONT-DESK.md).
  if (plan.sold && !captured && booking.channel === "desk")
    await refundDeskCash(tx, booking, property, { percent: plan.percent, createdBy: statusActor.email });
  const appUrl = env().APP_URL;
  const facts = await emailFacts(tx, booking, property);
  await queueEmail(
    tx,
    await guestEmail(options.balanceFailed ? "balance-failed" : "cancelled", facts, appUrl, {
      // Expired referral credit is part of the refund's value but not given back (docs/REFERRAL-CREDIT.md).
      refundMinor: plan.refundMinor - (plan.referralCredit?.expiredMinor ?? 0),
      note: plan.explanation,
    }),
  );
  await queueEmails(
    tx,
    await supplierEmails(tx, property.organisationId, facts, (to, theirs) =>
      supplierEmail(to, "cancelled", theirs, appUrl),
    ),
  );
  return { bookingId: booking.id, plan };
}
