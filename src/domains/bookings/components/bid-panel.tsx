"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { z } from "zod";
import { fieldIssue, formSchema, minorOf, wholeOrNull } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { minorDigits } from "@/lib/money";
import { placeBidInput } from "../bids/inputs";
import { NationalityOptions, type ExemptingTax, type NationalityWords } from "./nationality-options";

/** The offer as typed. */
const offerFields = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.string(),
  amount: z.string(),
  message: z.string(),
  guestNationality: z.string(),
});
type OfferFields = z.infer<typeof offerFields>;

/**
 * The checkout's nationality question, asked with the offer where a tax of the place's country exempts its citizens
 * and permanent residents: the offer's floor and the booking it makes are priced with the answer (bids.ts).
 */
export interface BidNationality {
  taxes: readonly ExemptingTax[];
  /** The guest profile's answer, the form's first value; null when never given. */
  answer: string | null;
  words: NationalityWords & { label: string; hint: string };
}

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
  nationality,
}: {
  propertyId: string;
  currency: string;
  maxGuests: number;
  initial: { checkIn: string; checkOut: string; guests: number };
  /** A guest may bid; a visitor is asked to log in; other accounts cannot book. */
  who: "guest" | "visitor" | "other";
  nationality?: BidNationality | null;
}) {
  const router = useRouter();
  const id = useId();
  const t = useTranslations("product");
  const amountShape =
    minorDigits(currency) === 0 ? t("bid.wholeAmount", { currency }) : t("bid.amountLike", { example: "700.00" });
  const schema = useMemo(
    () =>
      formSchema(
        offerFields,
        (values, context) => {
          const amountMinor = minorOf(values.amount, currency);
          if (amountMinor === undefined) fieldIssue(context, "amount", amountShape);
          const guests = wholeOrNull(values.guests);
          return {
            propertyId,
            checkIn: values.checkIn.trim(),
            checkOut: values.checkOut.trim(),
            guests: guests ?? Number.NaN,
            amountMinor: amountMinor ?? 0,
            message: values.message,
            // Unanswered, the offer is held to a foreign guest's taxes, as a checkout is.
            ...(values.guestNationality ? { guestNationality: values.guestNationality } : {}),
          };
        },
        placeBidInput,
      ),
    [propertyId, currency, amountShape],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<OfferFields, unknown, unknown>({
    name: "placeBid",
    schema,
    defaultValues: {
      ...initial,
      guests: String(initial.guests),
      amount: "",
      message: "",
      guestNationality: nationality?.answer ?? "",
    },
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
        {t("bid.heading")}
      </h2>
      <p className="text-sm text-muted">{t("bid.intro")}</p>
      {who === "visitor" ? (
        <p className="text-sm">
          {t.rich("bid.visitor", {
            login: (chunks) => (
              <Link href="/login/operator" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
            signup: (chunks) => (
              <Link href="/signup/roomer" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : who === "other" ? (
        <p className="text-sm">{t("bid.other")}</p>
      ) : (
        <form
          onSubmit={(event) => {
            setSent(false);
            void submit(event);
          }}
          aria-label={t("bid.form")}
          className="space-y-3"
          noValidate
        >
          {formError && <FormMessage>{formError}</FormMessage>}
          {sent && (
            <FormMessage tone="success">
              {t.rich("bid.sent", {
                link: (chunks) => (
                  <Link href="/bids" className="font-medium underline">
                    {chunks}
                  </Link>
                ),
              })}
            </FormMessage>
          )}
          <div className="grid grid-cols-2 gap-3">
            <Field label={t("bid.arrival")} {...register("checkIn")} type="date" required error={errorOf("checkIn")} />
            <Field
              label={t("bid.departure")}
              {...register("checkOut")}
              type="date"
              required
              error={errorOf("checkOut")}
            />
            <Field
              label={t("bid.guests")}
              {...register("guests")}
              type="number"
              min={1}
              max={maxGuests}
              required
              error={errorOf("guests")}
            />
            <Field
              label={t("bid.total", { currency })}
              {...register("amount")}
              inputMode="decimal"
              autoComplete="off"
              required
              error={errorOf("amount")}
            />
          </div>
          {nationality && nationality.taxes.length > 0 && (
            <Field label={nationality.words.label} hint={nationality.words.hint} error={errorOf("guestNationality")}>
              <Select
                {...register("guestNationality")}
                // The option list is long: the browser selects the profile's answer from the markup itself.
                defaultValue={nationality.answer ?? ""}
                data-testid="bid-nationality"
              >
                <NationalityOptions taxes={nationality.taxes} words={nationality.words} />
              </Select>
            </Field>
          )}
          <Field label={t("bid.message")} {...register("message")} maxLength={500} error={errorOf("message")} />
          <Button type="submit" variant="secondary" busy={busy} className="w-full">
            {t("bid.send")}
          </Button>
        </form>
      )}
    </section>
  );
}
