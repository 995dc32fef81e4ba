/** A guest, the host or staff cancel a booking: the refund its policy gives, in one transaction with the status. */
import { eq } from "drizzle-orm";
import { postJournalEntry } from "@/domains/ledger";
import { paymentProviders } from "@/domains/payments";
import { settingsOfVersion } from "@/domains/platform";
import type { Actor } from "@/server/access";
import type { Database } from "@/server/db";
import { queueEmail } from "@/server/email";
import { env } from "@/server/env";
import { guestEmail, supplierEmail } from "../emails";
import { checkoutHooks, runBookingHooks } from "../hooks";
import { saleRefundLines, splitRefund, splitSale } from "../money";
import { emailFacts, forSupplier, ledgerParty, recordRefund, supplierAddresses } from "../payment-sync";
import { bookings } from "../schema";
import { changeStatus } from "../status-change";
import { planCancellation } from "./preview-cancellation";
import { bookingFor, capturedPayment, followPayments, startsAtOf, type Providers } from "./shared";

export async function cancelBooking(
  db: Database,
  input: { reference: string; reason: string },
  actor: Actor,
  providers: Providers = paymentProviders(db),
) {
  const result = await db.transaction(async (tx) => {
    const { booking, property, role, statusActor } = await bookingFor(tx, input.reference, actor);
    const plan = await planCancellation(tx, booking, property, role, new Date());
    await changeStatus(tx, booking, "cancel", statusActor, input.reason);
    const captured = await capturedPayment(tx, booking.id);
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
      // One refund to the guest's payment for the stay, its extras and add-ons; each part has its own journal entry.
      if (cardMinor > 0) await recordRefund(tx, captured, cardMinor, `cancel:${booking.id}`, `Cancelled by ${role}`);
      await postJournalEntry(tx, {
        kind: "refund",
        bookingId: booking.id,
        paymentId: captured.id,
        memo: `Cancellation of ${booking.reference} (${plan.percent}% refund)`,
        createdBy: statusActor.email,
        lines: saleRefundLines(ledgerParty(booking, property), captured.provider, refund, creditBackMinor),
      });
      await tx
        .update(bookings)
        .set({ refundedMinor: refund.totalMinor + extrasMinor })
        .where(eq(bookings.id, booking.id));
    }
    const appUrl = env().APP_URL;
    const facts = await emailFacts(tx, booking, property);
    await queueEmail(
      tx,
      await guestEmail("cancelled", facts, appUrl, {
        // Expired referral credit is part of the refund's value but not given back (docs/REFERRAL-CREDIT.md).
        refundMinor: plan.refundMinor - (plan.referralCredit?.expiredMinor ?? 0),
        note: plan.explanation,
      }),
    );
    for (const to of await supplierAddresses(tx, property.organisationId))
      await queueEmail(tx, await supplierEmail(to, "cancelled", await forSupplier(tx, to, facts), appUrl));
    return { bookingId: booking.id, plan };
  });
  await followPayments(db, result.bookingId, providers);
  const { percent: _percent, sold: _sold, ...plan } = result.plan;
  return { status: "cancelled" as const, ...plan };
}
