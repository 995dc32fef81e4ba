/**
 * The payment provider interface (DOMAIN.md Booking, Payment). Real gateways (cards, e-wallets, QR) plug in
 * behind it. Every call carries our payment's idempotency key, so a retried call never charges twice; the
 * provider is the authority on what happened to a payment, and `status` lets us ask it again at any time
 * (after a crash, on a webhook, from the reconciliation job).
 */
export type ProviderId = "test_card" | "bank_transfer";

export interface CardDetails {
  number: string;
  /** "MM/YY" */
  expiry: string;
  cvc: string;
  holder: string;
}

/** What the provider says about a payment. */
export type ProviderState =
  | { status: "requires_action"; reference: string; actionUrl: string }
  | { status: "pending"; reference: string }
  | { status: "authorised"; reference: string }
  | { status: "captured"; reference: string; capturedMinor: number; refundedMinor: number }
  | { status: "declined"; reference: string | null; message: string }
  | { status: "voided"; reference: string };

export interface AuthoriseRequest {
  idempotencyKey: string;
  amountMinor: number;
  currency: string;
  card?: CardDetails;
  /**
   * A card kept at the provider (`saveCard`), charged without the cardholder present (a booking's balance,
   * docs/DEPOSITS.md): no 3-D Secure page can be answered, so a card that asks for one is declined.
   */
  cardToken?: string;
}

/** A card kept at the provider: the token is all our records keep, never the number. */
export type SavedCard = { ok: true; token: string; last4: string } | { ok: false; message: string };

export interface PaymentProvider {
  id: ProviderId;
  /** Reserves the amount (or starts a transfer, or asks the guest to confirm). Idempotent by key. */
  authorise(request: AuthoriseRequest): Promise<ProviderState>;
  /** Keeps a card for later charges without the cardholder (cards only; a transfer has nothing to keep). */
  saveCard?(card: CardDetails): Promise<SavedCard>;
  /** Takes an authorised amount. Idempotent: capturing a captured payment answers its state. */
  capture(request: { idempotencyKey: string }): Promise<ProviderState>;
  /** Releases an authorisation that will not be captured. */
  void(request: { idempotencyKey: string }): Promise<ProviderState>;
  /** Pays back part or all of a capture; `refundKey` makes each refund idempotent. */
  refund(request: { idempotencyKey: string; refundKey: string; amountMinor: number }): Promise<{ reference: string }>;
  /** The provider's current state of a payment, or null when it never heard of it. */
  status(idempotencyKey: string): Promise<ProviderState | null>;
  /**
   * Reads a webhook the provider sent: answers the idempotency key of the payment it concerns when the
   * signature is right, null when it is not. The caller then asks `status` (the webhook's body is not trusted).
   */
  webhook(body: string, headers: Headers): Promise<string | null>;
}

export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
