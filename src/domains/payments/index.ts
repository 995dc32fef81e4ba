import { createHmac } from "node:crypto";
import { db as poolDb, type Database } from "@/server/db";
import { env } from "@/server/env";
import { bankTransferProvider } from "./bank-transfer";
import type { PaymentProvider, ProviderId } from "./provider";
import { testCardProvider } from "./test-card";

export type { CardDetails, PaymentProvider, ProviderId, ProviderState, SavedCard } from "./provider";
export { cardDigits, cardInput, expiryIsValid, passesLuhn, TEST_CARDS } from "./cards";
export {
  ALREADY_IN_PROGRESS,
  IN_FLIGHT_MS,
  isSecondLiveAttempt,
  LIVE_PAYMENT_STATUSES,
  liveAttemptOf,
  OPEN_PAYMENT_STATUSES,
  openAttempt,
  PAID_PAYMENT_STATUSES,
  paysFor,
  releaseAttempt,
  type PayableRef,
} from "./attempts";
export {
  applyProviderState,
  authoriseAttempt,
  paymentHooks,
  receiveWebhook,
  recordRefund,
  refundsRecorded,
  sendPendingRefunds,
  settle,
  settleAnyKind,
  type NextStep,
  type ProviderAnswer,
  type PayableHandler,
  type PayableHandlers,
  type PayableKind,
  type ProviderCall,
  type Settling,
} from "./engine";
export { paymentRowChange, refusesAuthorisation } from "./transitions";
export { confirmTestCharge, findTestCharge, signTestWebhook } from "./test-card";

/** The secret the built-in test gateway signs its webhooks with (derived from AUTH_SECRET). */
export function testGatewayWebhookSecret(): string {
  return createHmac("sha256", env().AUTH_SECRET).update("test-gateway-webhook").digest("hex");
}

/**
 * The payment providers, by id. They work on the pool (`gateway`), never inside a caller's transaction: what
 * a provider did must survive our rollbacks, as a real gateway's records would.
 */
export function paymentProviders(gateway: Database = poolDb()): Record<ProviderId, PaymentProvider> {
  return {
    test_card: testCardProvider(gateway, { webhookSecret: testGatewayWebhookSecret() }),
    bank_transfer: bankTransferProvider(gateway),
  };
}
