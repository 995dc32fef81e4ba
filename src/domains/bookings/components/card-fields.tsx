"use client";

import { Field } from "@/components/ui/field";

export interface TestCards {
  succeeds: string;
  declined: string;
  confirms: string;
}

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

/** The card fields' values from a form (the inputs are uncontrolled). */
export function cardFrom(form: FormData): CardValues {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  return { number: text("cardNumber"), expiry: text("cardExpiry"), cvc: text("cardCvc"), holder: text("cardHolder") };
}

/**
 * Quick hints before anything is sent: the server checks the card for real (the checksum, the expiry month)
 * and the gateway decides. Keys are the server's field paths, so both kinds of message land on one field.
 */
export function cardHints(card: CardValues): Record<string, string> {
  const hints: Record<string, string> = {};
  if (!/^\d{12,19}$/.test(card.number.replace(/[\s-]/g, "")))
    hints["payment.card.number"] = "Enter the card number: 12 to 19 digits.";
  if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(card.expiry))
    hints["payment.card.expiry"] = "Enter the expiry as MM/YY, for example 08/29.";
  if (!/^\d{3,4}$/.test(card.cvc)) hints["payment.card.cvc"] = "The security code is the 3 or 4 digits on the card.";
  if (card.holder.length < 2) hints["payment.card.holder"] = "Enter the name on the card.";
  return hints;
}

/** Number, expiry, security code and name on the card, with the test gateway's cards shown. */
export function CardFields({
  errors,
  testCards,
  defaultHolder = "",
}: {
  errors: Record<string, string | undefined>;
  testCards: TestCards;
  defaultHolder?: string;
}) {
  return (
    <div className="space-y-3">
      <Field
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errors["payment.card.number"]}
        required
      />
      <div className="grid grid-cols-2 gap-3">
        <Field
          label="Expiry (MM/YY)"
          name="cardExpiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          error={errors["payment.card.expiry"]}
          required
        />
        <Field
          label="Security code (CVC)"
          name="cardCvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          error={errors["payment.card.cvc"]}
          required
        />
      </div>
      <Field
        label="Name on the card"
        name="cardHolder"
        autoComplete="cc-name"
        defaultValue={defaultHolder}
        error={errors["payment.card.holder"]}
        required
      />
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
        Test payments only: {testCards.succeeds} is accepted, {testCards.declined} is declined, {testCards.confirms}{" "}
        asks you to confirm with your bank. Use any future expiry and any 3 digits.
      </p>
    </div>
  );
}

/** A fresh idempotency key (a v4 UUID), also where `crypto.randomUUID` is missing (pages served over plain HTTP). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
