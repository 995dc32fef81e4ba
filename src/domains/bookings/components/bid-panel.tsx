"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { z } from "zod";
import { amountShapeMessage, fieldIssue, formSchema, minorOf, wholeOrNull } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { placeBidInput } from "../bids/inputs";

/** The offer as typed. */
const offerFields = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.string(),
  amount: z.string(),
  message: z.string(),
});
type OfferFields = z.infer<typeof offerFields>;

/** The function's name for the amount the form calls "amount". */
const FIELD_OF = { amountMinor: "amount" } as const;

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
  const schema = useMemo(
    () =>
      formSchema(
        offerFields,
        (values, context) => {
          const amountMinor = minorOf(values.amount, currency);
          if (amountMinor === undefined) fieldIssue(context, "amount", amountShapeMessage(currency, "700.00"));
          const guests = wholeOrNull(values.guests);
          return {
            propertyId,
            checkIn: values.checkIn.trim(),
            checkOut: values.checkOut.trim(),
            guests: guests ?? Number.NaN,
            amountMinor: amountMinor ?? 0,
            message: values.message,
          };
        },
        placeBidInput,
      ),
    [propertyId, currency],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<OfferFields, unknown, unknown>({
    name: "placeBid",
    schema,
    defaultValues: { ...initial, guests: String(initial.guests), amount: "", message: "" },
    fieldOf: FIELD_OF,
  });
  const { register } = form;
  const [sent, setSent] = useState(false);
  const submit = submitWith(() => {
    setSent(true);
    router.refresh();
  });

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
        <form
          onSubmit={(event) => {
            setSent(false);
            void submit(event);
          }}
          aria-label="Make an offer"
          className="space-y-3"
          noValidate
        >
          {formError && <FormMessage>{formError}</FormMessage>}
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
            <Field label="Arrival" {...register("checkIn")} type="date" required error={errorOf("checkIn")} />
            <Field label="Departure" {...register("checkOut")} type="date" required error={errorOf("checkOut")} />
            <Field
              label="Guests"
              {...register("guests")}
              type="number"
              min={1}
              max={maxGuests}
              required
              error={errorOf("guests")}
            />
            <Field
              label={`Your total (${currency})`}
              {...register("amount")}
              inputMode="decimal"
              autoComplete="off"
              required
              error={errorOf("amount")}
            />
          </div>
          <Field
            label="Message to the host (optional)"
            {...register("message")}
            maxLength={500}
            error={errorOf("message")}
          />
          <Button type="submit" variant="secondary" busy={busy} className="w-full">
            Send offer
          </Button>
        </form>
      )}
    </section>
  );
}
