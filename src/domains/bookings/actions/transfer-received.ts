import { and, desc, eq, inArray } from "drizzle-orm";
import { paysFor } from "@/domains/payments";
import { payments } from "@/domains/payments/schema";
import type { Actor } from "@/server/access";
import type { DbOrTx } from "@/server/db";
import { aborted } from "@/server/functions";
import { applyTransferReceived } from "../payment-sync";
import { bookings } from "../schema";
import { bookingFor } from "./shared";

/**
 * Staff record that a guest's bank transfer arrived: the booking is confirmed (or its request sent), or its
 * balance paid.
 */
export async function markTransferReceived(db: DbOrTx, input: { reference: string }, actor: Actor) {
  const { booking } = await bookingFor(db, input.reference, actor);
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        paysFor("booking", booking.id),
        eq(payments.provider, "bank_transfer"),
        inArray(payments.status, ["pending"]),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1)
    .for("update");
  if (!payment) throw aborted("This booking has no bank transfer waiting.");
  // A balance's transfer (docs/DEPOSITS.md) pays a confirmed stay; its capture marks the balance paid.
  if (payment.instalment === 2 && (booking.status === "confirmed" || booking.status === "checked_in")) {
    await applyTransferReceived(db, payment);
    return { reference: booking.reference, status: booking.status };
  }
  if (booking.status !== "held")
    throw aborted(`This booking is ${booking.status}: a transfer can no longer confirm it. Refund the guest instead.`);
  await applyTransferReceived(db, payment);
  const [after] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
  return { reference: booking.reference, status: after!.status };
}
