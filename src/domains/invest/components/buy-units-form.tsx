"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { get } from "react-hook-form";
import { z } from "zod";
import { countOf, fieldIssue, formSchema } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { SiteLink } from "@/components/shell/site-link";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { formatMoney } from "@/lib/money";
import { buyUnitsInput } from "../inputs";

interface Outcome {
  status: "paid" | "failed" | "pending";
  units: number;
  amountMinor: number;
  currency: string;
  message?: string;
}

/** What the form holds: the units as typed and the card, named as the function names it (`card.number`). */
interface PurchaseFields {
  units: string;
  card: { holder: string; number: string; expiry: string; cvc: string };
}

/**
 * The typed units read into `buyUnits`' input with the offering and this purchase's key, then checked by the
 * function's own schema (the card too). Units beyond what the page says is left are refused before any call.
 */
function purchaseSchema(
  offeringId: string,
  idempotencyKey: string,
  unitsLeft: number,
  words: { unitsInvalid: string; unitsLeft: string },
) {
  return formSchema(
    z.object({
      units: z.string(),
      card: z.object({ holder: z.string(), number: z.string(), expiry: z.string(), cvc: z.string() }),
    }),
    (values, context) => {
      const units = countOf(values.units);
      if (units === undefined) fieldIssue(context, "units", words.unitsInvalid);
      else if (units > unitsLeft) fieldIssue(context, "units", words.unitsLeft);
      return { offeringId, units: units ?? 0, card: values.card, idempotencyKey };
    },
    buyUnitsInput,
  );
}

/** Buys units of one offering by card; a new idempotency key per purchase, kept across retries of it. */
export function BuyUnitsForm({
  offeringId,
  unitPriceMinor,
  currency,
  unitsLeft,
  testCard,
}: {
  offeringId: string;
  unitPriceMinor: number;
  currency: string;
  unitsLeft: number;
  testCard: string | null;
}) {
  const t = useTranslations("investing.form");
  const router = useRouter();
  const id = useId();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const unitsInvalid = t("unitsInvalid");
  const unitsLeftWords = t("unitsLeft", { count: unitsLeft });
  const schema = useMemo(
    () => purchaseSchema(offeringId, key, unitsLeft, { unitsInvalid, unitsLeft: unitsLeftWords }),
    [offeringId, key, unitsLeft, unitsInvalid, unitsLeftWords],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<PurchaseFields, unknown, Outcome>({
    name: "buyUnits",
    schema,
    defaultValues: { units: "1", card: { holder: "", number: "", expiry: "", cvc: "" } },
  });
  const { register, watch } = form;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const count = countOf(watch("units"));
  const total = useMemo(
    () =>
      count !== undefined
        ? formatMoney({ amountMinor: count * unitPriceMinor, currency }, { exact: true, currencyDisplay: "code" })
        : null,
    [count, unitPriceMinor, currency],
  );
  /** A card field's message: the card's fields are nested (`card.number`), as in the function's input. */
  const cardErrorOf = (field: keyof PurchaseFields["card"]): string | undefined =>
    (get(form.formState.errors, `card.${field}`) as { message?: string } | undefined)?.message;

  const submit = submitWith((result) => {
    setOutcome(result);
    // The next purchase is a new one; a retry of a failed card is too (its units were given back).
    setKey(crypto.randomUUID());
    if (result.status === "paid") router.refresh();
  });

  return (
    <form
      onSubmit={(event) => {
        setOutcome(null);
        void submit(event);
      }}
      aria-label={t("label")}
      className="grid gap-3 sm:grid-cols-2"
      noValidate
    >
      <Field
        id={`${id}-units`}
        label={t("units")}
        {...register("units")}
        inputMode="numeric"
        error={errorOf("units")}
        hint={total ? t("total", { total }) : undefined}
      />
      <Field label={t("holder")} {...register("card.holder")} autoComplete="cc-name" error={cardErrorOf("holder")} />
      <Field
        label={t("number")}
        {...register("card.number")}
        inputMode="numeric"
        autoComplete="cc-number"
        error={cardErrorOf("number")}
        hint={testCard ? t("testCard", { card: testCard }) : undefined}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={t("expiry")}
          {...register("card.expiry")}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={cardErrorOf("expiry")}
        />
        <Field
          label={t("cvc")}
          {...register("card.cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          error={cardErrorOf("cvc")}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" busy={busy}>
          {t("pay", { total: total ?? "" })}
        </Button>
      </div>
      {formError && (
        <div className="sm:col-span-2">
          <FormMessage>{formError}</FormMessage>
        </div>
      )}
      {outcome && (
        <div className="sm:col-span-2">
          {outcome.status === "paid" ? (
            <FormMessage tone="success">
              {t.rich("bought", {
                count: outcome.units,
                amount: formatMoney(
                  { amountMinor: outcome.amountMinor, currency: outcome.currency },
                  { exact: true, currencyDisplay: "code" },
                ),
                link: (chunks) => (
                  <SiteLink href="/dashboard/investmentPortfolio" className="font-medium underline">
                    {chunks}
                  </SiteLink>
                ),
              })}
            </FormMessage>
          ) : (
            <FormMessage>{outcome.message ?? t("failed")}</FormMessage>
          )}
        </div>
      )}
    </form>
  );
}
