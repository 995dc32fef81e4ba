/** The host (or operations, or staff) declines a request to book: what was paid goes back. */
import { paymentProviders } from "@/domains/payments";
import type { Actor } from "@/server/access";
import type { Database } from "@/server/db";
import { queueEmail } from "@/server/email";
import { env } from "@/server/env";
import { guestEmail } from "../emails";
import { emailFacts } from "../payment-sync";
import { changeStatus } from "../status-change";
import { bookingFor, capturedPayment, followPayments, type Providers } from "./shared";

export async function declineBooking(
  db: Database,
  input: { reference: string; note: string },
  actor: Actor,
  providers: Providers = paymentProviders(db),
) {
  const bookingId = await db.transaction(async (tx) => {
    const { booking, property, statusActor } = await bookingFor(tx, input.reference, actor);
    await changeStatus(tx, booking, "decline", statusActor, input.note);
    const captured = await capturedPayment(tx, booking.id);
    await queueEmail(
      tx,
      await guestEmail("declined", await emailFacts(tx, booking, property), env().APP_URL, {
        note: input.note,
        refundMinor: captured ? captured.capturedMinor - captured.refundedMinor : 0,
      }),
    );
    return booking.id;
  });
  await followPayments(db, bookingId, providers);
  return { status: "declined" as const };
}
