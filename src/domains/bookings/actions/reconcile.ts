import { and, eq, inArray, lt } from "drizzle-orm";
import { OPEN_PAYMENT_STATUSES, paymentProviders } from "@/domains/payments";
import { payments } from "@/domains/payments/schema";
import type { Database } from "@/server/db";
import { sendPendingRefunds, settlePayment } from "../payment-sync";
import type { Providers } from "./shared";

/**
 * The reconciliation job: every payment still open with its provider after a while is settled again, and
 * refunds recorded but never sent are sent. After a crash between a provider call and our commit, this is
 * what leaves no captured payment without a booking. Answers how many open payments it looked at and how many
 * of them the provider's answer moved (a bank transfer waiting for its money stays open run after run: looked
 * at, not moved).
 */
export async function reconcilePayments(
  db: Database,
  olderThan = new Date(Date.now() - 2 * 60_000),
  providers: Providers = paymentProviders(db),
): Promise<{ checked: number; changed: number }> {
  const stateOf = {
    id: payments.id,
    status: payments.status,
    captured: payments.capturedMinor,
    refunded: payments.refundedMinor,
  };
  const open = await db
    .select(stateOf)
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
  if (open.length === 0) return { checked: 0, changed: 0 };
  const after = new Map(
    (
      await db
        .select(stateOf)
        .from(payments)
        .where(
          inArray(
            payments.id,
            open.map((payment) => payment.id),
          ),
        )
    ).map((payment) => [payment.id, payment]),
  );
  const changed = open.filter((before) => {
    const now = after.get(before.id);
    return !now || now.status !== before.status || now.captured !== before.captured || now.refunded !== before.refunded;
  }).length;
  return { checked: open.length, changed };
}
