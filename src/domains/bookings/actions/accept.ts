/** The host (or operations, or staff) accepts a request to book. */
import { paymentProviders } from "@/domains/payments";
import type { Actor } from "@/server/access";
import type { Database } from "@/server/db";
import { queueEmail } from "@/server/email";
import { env } from "@/server/env";
import { guestEmail } from "../emails";
import { emailFacts, postSaleOnce } from "../payment-sync";
import { changeStatus } from "../status-change";
import { bookingFor, capturedPayment, followPayments, type Providers } from "./shared";

export async function acceptBooking(
  db: Database,
  input: { reference: string },
  actor: Actor,
  providers: Providers = paymentProviders(db),
) {
  const bookingId = await db.transaction(async (tx) => {
    const { booking, property, statusActor } = await bookingFor(tx, input.reference, actor);
    await changeStatus(tx, booking, "accept", statusActor);
    // Paid ahead by bank transfer: the sale is made now. A card is captured after this commits.
    if (await capturedPayment(tx, booking.id)) await postSaleOnce(tx, booking, property, statusActor.email);
    await queueEmail(tx, await guestEmail("confirmed", await emailFacts(tx, booking, property), env().APP_URL));
    return booking.id;
  });
  await followPayments(db, bookingId, providers);
  return { status: "confirmed" as const };
}
