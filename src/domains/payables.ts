import "server-only";
import { addonOrderPayable } from "@/domains/addons";
import { bookingPayable } from "@/domains/bookings";
import { investPurchasePayable } from "@/domains/invest";
import {
  paymentProviders,
  receiveWebhook,
  settleAnyKind,
  type PayableHandlers,
  type PaymentProvider,
  type ProviderId,
} from "@/domains/payments";
import type { Database } from "@/server/db";

/**
 * Every kind of thing paid for, with what its payment's states mean for it (DOMAIN.md Payment). Payments is
 * the lower layer and knows no payable; each domain writes its handler, and this list (like registry.ts for
 * functions and jobs.ts for jobs) is where they meet. Used wherever a payment of any kind is settled: a
 * provider's webhook, for now. `now` is the clock an add-on order's hold is measured by.
 */
export function payableHandlers(now: Date = new Date()): PayableHandlers {
  return {
    booking: bookingPayable,
    addon_order: addonOrderPayable(now),
    // Not the clock's settlement: a purchase still waiting at its provider keeps waiting.
    invest_purchase: investPurchasePayable({ stale: false }),
  };
}

/** Settles a payment of any kind with its provider (the payments engine's `settle`, handler by kind). */
export async function settleAnyPayment(
  db: Database,
  paymentId: string,
  providers: Record<ProviderId, PaymentProvider> = paymentProviders(db),
): Promise<void> {
  await settleAnyKind(db, paymentId, payableHandlers(), providers);
}

/**
 * A provider's webhook (`POST /api/payments/webhooks/{provider}`): answers false when the signature is not
 * the provider's; otherwise the payment it names is settled, whatever it pays for.
 */
export async function receivePaymentWebhook(
  db: Database,
  providerId: ProviderId,
  body: string,
  headers: Headers,
  providers: Record<ProviderId, PaymentProvider> = paymentProviders(db),
): Promise<boolean> {
  return receiveWebhook(db, providerId, body, headers, payableHandlers(), providers);
}
