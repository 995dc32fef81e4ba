"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { fieldIssue, formSchema, minorOf } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { minorDigits } from "@/lib/money";
import { occupancyFromParams, type Occupancy } from "@/domains/catalogue/inputs";
import { OccupancyText } from "@/domains/catalogue/components/occupancy-control";
import { placeBidInput } from "../bids/inputs";
import type { BidNationality } from "./bid-panel";
import { NationalityOptions } from "./nationality-options";

/** The offer as typed. */
const offerFields = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  amount: z.string(),
  message: z.string(),
  guestNationality: z.string(),
});
type OfferFields = z.infer<typeof offerFields>;

/** The function's name for the amount the form calls "amount". */
const FIELD_OF = { amountMinor: "amount" } as const;

/**
 * The offer's form, for a signed-in guest only: a visitor's product page is sent the panel's words without this
 * module, its form library and its schema (BidPanel, a server component, renders it for a guest alone).
 */
export function BidOfferForm({
  propertyId,
  currency,
  initial,
  nationality,
}: {
  propertyId: string;
  currency: string;
  initial: { checkIn: string; checkOut: string };
  nationality?: BidNationality | null;
}) {
  const router = useRouter();
  const t = useTranslations("product");
  // Who stays is the page's: the booking panel's occupancy control writes it into the address (docs/OCCUPANCY.md),
  // so the offer is for the party the price above was quoted for. An address that asks for nobody valid: one adult.
  const searchParams = useSearchParams();
  const asked = occupancyFromParams(Object.fromEntries(searchParams.entries()));
  const occupancy: Occupancy = asked.ok ? asked.occupancy : { adults: 1, childrenAges: [] };
  const occupancyKey = `${occupancy.adults}:${occupancy.childrenAges.join(",")}`;
  const amountShape =
    minorDigits(currency) === 0 ? t("bid.wholeAmount", { currency }) : t("bid.amountLike", { example: "700.00" });
  const schema = useMemo(
    () =>
      formSchema(
        offerFields,
        (values, context) => {
          const amountMinor = minorOf(values.amount, currency);
          if (amountMinor === undefined) fieldIssue(context, "amount", amountShape);
          return {
            propertyId,
            checkIn: values.checkIn.trim(),
            checkOut: values.checkOut.trim(),
            guests: occupancy,
            amountMinor: amountMinor ?? 0,
            message: values.message,
            // Unanswered, the offer is held to a foreign guest's taxes, as a checkout is.
            ...(values.guestNationality ? { guestNationality: values.guestNationality } : {}),
          };
        },
        placeBidInput,
      ),
    // occupancyKey stands for the occupancy (a new object on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [propertyId, currency, amountShape, occupancyKey],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<OfferFields, unknown, unknown>({
    name: "placeBid",
    schema,
    defaultValues: {
      ...initial,
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
        <Field label={t("bid.departure")} {...register("checkOut")} type="date" required error={errorOf("checkOut")} />
        <Field
          label={t("bid.total", { currency })}
          {...register("amount")}
          inputMode="decimal"
          autoComplete="off"
          required
          error={errorOf("amount")}
        />
      </div>
      <div className="text-sm" data-testid="bid-occupancy">
        <span className="font-medium">{t("bid.guests")}:</span> <OccupancyText occupancy={occupancy} />
        <p className="text-xs text-muted">{t("bid.guestsFromPanel")}</p>
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
  );
}
