"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { z } from "zod";
import { formSchema, numberOf } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { setExchangeRateInput } from "../inputs";

/** The typed text read into `setExchangeRate`'s input, which checks the code and the rate itself. */
const rateSchema = formSchema(
  z.object({ quote: z.string(), rate: z.string() }),
  (values) => ({ quote: values.quote.trim(), rate: numberOf(values.rate) }),
  setExchangeRateInput,
);

export function RateForm() {
  const t = useTranslations("dashboardCurrency.form");
  const router = useRouter();
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    { quote: string; rate: string },
    unknown,
    { quote: string; rate: number }
  >({ name: "setExchangeRate", schema: rateSchema, defaultValues: { quote: "", rate: "" } });
  const [saved, setSaved] = useState<string | null>(null);

  const submit = submitWith((result) => {
    setSaved(t("saved", { quote: result.quote, rate: String(result.rate) }));
    form.reset();
    router.refresh();
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setSaved(null);
        void submit(event);
      }}
      aria-label={t("label")}
      className="flex max-w-2xl flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-4"
    >
      <div className="w-full">
        {formError && <FormMessage>{formError}</FormMessage>}
        {saved && <FormMessage tone="success">{saved}</FormMessage>}
      </div>
      <Field
        label={t("currency")}
        {...form.register("quote")}
        placeholder={t("currencyPlaceholder")}
        maxLength={3}
        className="w-28"
        error={errorOf("quote")}
      />
      <Field
        label={t("rate")}
        {...form.register("rate")}
        inputMode="decimal"
        placeholder="4.46"
        className="w-44"
        error={errorOf("rate")}
      />
      <Button type="submit" busy={busy}>
        {t("submit")}
      </Button>
    </form>
  );
}
