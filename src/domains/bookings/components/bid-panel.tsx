"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { minorDigits, toMinor } from "@/lib/money";

/**
 * "Make an offer" on a product page: a signed-in guest offers a total (the place's currency, cleaning, fees
 * and taxes included) for nights; the host has 24 hours to accept, reject or counter. Answers are on /bids.
 */
export function BidPanel({
  propertyId,
  currency,
  maxGuests,
  initial,
  who,
}: {
  propertyId: string;
  currency: string;
  maxGuests: number;
  initial: { checkIn: string; checkOut: string; guests: number };
  /** A guest may bid; a visitor is asked to log in; other accounts cannot book. */
  who: "guest" | "visitor" | "other";
}) {
  const router = useRouter();
  const id = useId();
  const call = useFunctionCall<{ id: string; expiresAt: string }>("placeBid");
  const [amountError, setAmountError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(false);
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const amount = text("amount").replace(/[,\s]/g, "");
    const digits = minorDigits(currency);
    const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
    if (!pattern.test(amount) || Number(amount) <= 0) {
      setAmountError(digits === 0 ? `Enter a whole amount in ${currency}.` : "Enter an amount like 700.00.");
      return;
    }
    setAmountError(null);
    const result = await call.run({
      propertyId,
      checkIn: text("checkIn"),
      checkOut: text("checkOut"),
      guests: Number(text("guests")),
      amountMinor: toMinor(Number(amount), currency),
      message: text("message"),
    });
    if (!result) return;
    setSent(true);
    router.refresh();
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-4 space-y-3 rounded-2xl border border-line bg-white p-5 shadow-sm"
      data-testid="bid-panel"
    >
      <h2 id={`${id}-heading`} className="font-semibold">
        Make an offer
      </h2>
      <p className="text-sm text-muted">
        Offer your own total for these nights. The host has 24 hours to accept, counter or decline.
      </p>
      {who === "visitor" ? (
        <p className="text-sm">
          <Link href="/login/operator" className="font-medium text-brand-700 underline">
            Log in
          </Link>{" "}
          or{" "}
          <Link href="/signup/roomer" className="font-medium text-brand-700 underline">
            sign up as a guest
          </Link>{" "}
          to make an offer.
        </p>
      ) : who === "other" ? (
        <p className="text-sm">Offers are made from a guest account.</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} aria-label="Make an offer" className="space-y-3" noValidate>
          {call.formError && <FormMessage>{call.formError}</FormMessage>}
          {sent && (
            <FormMessage tone="success">
              Offer sent. Follow the answer on{" "}
              <Link href="/bids" className="font-medium underline">
                your offers
              </Link>
              .
            </FormMessage>
          )}
          <div className="grid grid-cols-2 gap-3">
            <Field
              label="Arrival"
              name="checkIn"
              type="date"
              defaultValue={initial.checkIn}
              required
              error={call.fieldErrors.checkIn}
            />
            <Field
              label="Departure"
              name="checkOut"
              type="date"
              defaultValue={initial.checkOut}
              required
              error={call.fieldErrors.checkOut}
            />
            <Field
              label="Guests"
              name="guests"
              type="number"
              min={1}
              max={maxGuests}
              defaultValue={initial.guests}
              required
              error={call.fieldErrors.guests}
            />
            <Field
              label={`Your total (${currency})`}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              required
              error={amountError ?? call.fieldErrors.amountMinor}
            />
          </div>
          <Field
            label="Message to the host (optional)"
            name="message"
            maxLength={500}
            error={call.fieldErrors.message}
          />
          <Button type="submit" variant="secondary" busy={call.busy} className="w-full">
            Send offer
          </Button>
        </form>
      )}
    </section>
  );
}
