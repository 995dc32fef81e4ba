"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import type { CheckoutOutcome } from "../checkout";
import { CardFields, cardFrom, cardHints, type TestCards } from "./card-fields";

/** After a declined card, while the dates are held: another card, or bank transfer (`payBooking`). */
export function PayAgainForm({
  reference,
  total,
  testCards,
  guestName,
  heading = "Pay another way",
}: {
  reference: string;
  total: string;
  testCards: TestCards;
  guestName: string;
  /** "Pay now" when nothing was tried yet (a booking held from an accepted price bid). */
  heading?: string;
}) {
  const router = useRouter();
  const pay = useFunctionCall<CheckoutOutcome>("payBooking");
  const [method, setMethod] = useState<"card" | "bank_transfer">("card");
  const [hints, setHints] = useState<Record<string, string>>({});
  const [leaving, setLeaving] = useState(false);
  const errors = { ...pay.fieldErrors, ...hints };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pay.busy || leaving) return;
    const card = cardFrom(new FormData(event.currentTarget));
    const found = method === "card" ? cardHints(card) : {};
    setHints(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await pay.run({
      reference,
      payment: method === "card" ? { method: "card", card } : { method: "bank_transfer" },
    });
    if (!outcome) return;
    if (outcome.payment.actionUrl) {
      setLeaving(true);
      window.location.assign(outcome.payment.actionUrl);
      return;
    }
    router.refresh();
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-2xl border border-line bg-white p-5"
      aria-labelledby="pay-again"
    >
      <h2 id="pay-again" className="text-lg font-semibold">
        {heading}
      </h2>
      {pay.formError && <FormMessage>{pay.formError}</FormMessage>}
      <div role="radiogroup" aria-label="How you pay" className="flex flex-wrap gap-4 text-sm">
        {(
          [
            ["card", "Another card"],
            ["bank_transfer", "Bank transfer"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="method"
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            {label}
          </label>
        ))}
      </div>
      {method === "card" ? (
        <CardFields errors={errors} testCards={testCards} defaultHolder={guestName} />
      ) : (
        <p className="text-sm text-muted">
          We show our bank details and the reference to quote next, and hold your dates while the transfer arrives.
        </p>
      )}
      <Button type="submit" className="w-full" busy={pay.busy || leaving}>
        {method === "card" ? `Pay ${total}` : "Pay by bank transfer"}
      </Button>
    </form>
  );
}
