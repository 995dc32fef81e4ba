import { and, inArray, sql } from "drizzle-orm";
import { OPEN_PAYMENT_STATUSES, paymentProviders, paysFor } from "@/domains/payments";
import { payments } from "@/domains/payments/schema";
import type { Database } from "@/server/db";
import { queueEmail } from "@/server/email";
import { env } from "@/server/env";
import { guestEmail } from "../emails";
import { emailFacts, lockBooking, settlePayment } from "../payment-sync";
import { bookings } from "../schema";
import { changeStatus } from "../status-change";
import { capturedPayment, followPayments, type Providers } from "./shared";

/**
 * The clock's part: held dates past their hold and requests past their answer time expire. A held booking's
 * payments are settled first, so a payment that went through at the last second confirms rather than expires.
 */
export async function expireStaleBookings(
  db: Database,
  now = new Date(),
  providers: Providers = paymentProviders(db),
): Promise<number> {
  const stale = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      sql`(${bookings.status} = 'held' and ${bookings.holdExpiresAt} < ${now}) or (${bookings.status} = 'requested' and ${bookings.requestExpiresAt} < ${now})`,
    )
    .limit(500);
  let expired = 0;
  for (const { id } of stale) {
    const open = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(paysFor("booking", id), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])));
    for (const payment of open) await settlePayment(db, payment.id, providers);
    const done = await db.transaction(async (tx) => {
      const locked = await lockBooking(tx, id);
      if (!locked) return false;
      const { booking, property } = locked;
      const due =
        (booking.status === "held" && booking.holdExpiresAt && booking.holdExpiresAt < now) ||
        (booking.status === "requested" && booking.requestExpiresAt && booking.requestExpiresAt < now);
      if (!due) return false;
      await changeStatus(tx, booking, "expire", { kind: "system", email: null });
      const captured = await capturedPayment(tx, booking.id);
      await queueEmail(
        tx,
        await guestEmail("expired", await emailFacts(tx, booking, property), env().APP_URL, {
          refundMinor: captured ? captured.capturedMinor - captured.refundedMinor : 0,
        }),
      );
      return true;
    });
    if (done) {
      expired++;
      await followPayments(db, id, providers);
    }
  }
  return expired;
}
