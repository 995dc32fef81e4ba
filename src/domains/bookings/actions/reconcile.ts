import { and, eq, inArray, lt } from "drizzle-orm";
import { OPEN_PAYMENT_STATUSES, paymentProviders } from "@/domains/payments";
import { payments } from "@/domains/payments/schema";
import type { Database } from "@/server/db";
import { sendPendingRefunds, settlePayment } from "../payment-sync";
import type { Providers } from "./shared";

/**
 * The reconciliation job: every payment still open with its provider after a while is settled again, and
 * refunds recorded but never sent are sent. After a crash between a provider call and our commit, this is
 * what leaves no captured payment without a booking.
 */
export async function reconcilePayments(
  db: Database,
  olderThan = new Date(Date.now() - 2 * 60_000),
  providers: Providers = paymentProviders(db),
): Promise<number> {
  const open = await db
    .select({ id: payments.id })
    .from(payments)
    // Add-on orders' and StayInvest purchases' payments are settled by their domains' own jobs.
    .where(
      and(
        eq(payments.payableKind, "booking"),
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
        lt(payments.updatedAt, olderThan),
      ),
    )
    .limit(500);
  for (const { id } of open) await settlePayment(db, id, providers);
  await sendPendingRefunds(db, {}, providers);
  return open.length;
}
