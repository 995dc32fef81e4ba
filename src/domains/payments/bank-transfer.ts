import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/server/db";
import type { PaymentProvider, ProviderState } from "./provider";
import { payments } from "./schema";

/**
 * Bank transfer: the guest transfers the amount with the booking reference; the payment stays pending until
 * staff mark it received (`markTransferReceived`), which is this provider's "capture". There is no outside
 * system, so the provider's state is our own payment row; refunds are sent by staff and recorded.
 */
export function bankTransferProvider(db: Database): PaymentProvider {
  const stateOf = async (idempotencyKey: string): Promise<ProviderState | null> => {
    const [payment] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
    if (!payment) return null;
    const reference = payment.providerReference ?? transferReferenceOf(idempotencyKey);
    switch (payment.status) {
      case "captured":
        return {
          status: "captured",
          reference,
          capturedMinor: payment.capturedMinor,
          refundedMinor: payment.refundedMinor,
        };
      case "voided":
      case "failed":
        return { status: "voided", reference };
      default:
        return { status: "pending", reference };
    }
  };
  return {
    id: "bank_transfer",
    async authorise({ idempotencyKey }) {
      return { status: "pending", reference: transferReferenceOf(idempotencyKey) };
    },
    async capture({ idempotencyKey }) {
      const [payment] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
      return {
        status: "captured",
        reference: payment?.providerReference ?? idempotencyKey,
        capturedMinor: payment?.amountMinor ?? 0,
        refundedMinor: payment?.refundedMinor ?? 0,
      };
    },
    // The provider's state is our row, so releasing a transfer no longer expected (its booking is over) is
    // recorded there: a later `status` answers voided, as a card gateway's would after a void.
    async void({ idempotencyKey }) {
      await db
        .update(payments)
        .set({ status: "voided", updatedAt: new Date() })
        .where(
          and(eq(payments.idempotencyKey, idempotencyKey), inArray(payments.status, ["pending", "requires_action"])),
        );
      return (await stateOf(idempotencyKey)) ?? { status: "voided", reference: idempotencyKey };
    },
    async refund({ refundKey }) {
      return { reference: `manual:${refundKey}` };
    },
    status: stateOf,
    async webhook() {
      return null;
    },
  };
}

/** What the guest writes on the transfer so that staff can match it: short, unique per payment. */
function transferReferenceOf(idempotencyKey: string): string {
  return `BT-${idempotencyKey.replace(/-/g, "").slice(0, 10).toUpperCase()}`;
}
