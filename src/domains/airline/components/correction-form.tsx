"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { formSchema, numberOf } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { correctAirlinePointsInput } from "../inputs";

interface CorrectionFields {
  reference: string;
  points: string;
  reason: string;
}

/** The typed text read into `correctAirlinePoints`'s input, which checks the reference, points and reason. */
const correctionSchema = formSchema(
  z.object({ reference: z.string(), points: z.string(), reason: z.string() }),
  (values) => ({ reference: values.reference, points: numberOf(values.points), reason: values.reason }),
  correctAirlinePointsInput,
);

/** A points correction: a booking, a signed number of points and the reason. It adds a row; nothing is edited. */
export function CorrectionForm() {
  const t = useTranslations("dashboardAirline.correction");
  const router = useRouter();
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    CorrectionFields,
    unknown,
    { reference: string; points: number; balance: number }
  >({
    name: "correctAirlinePoints",
    schema: correctionSchema,
    defaultValues: { reference: "", points: "", reason: "" },
  });
  const [done, setDone] = useState<string | null>(null);

  const submit = submitWith((result) => {
    setDone(
      t("done", {
        sign: result.points > 0 ? "+" : "",
        points: result.points,
        reference: result.reference,
        balance: result.balance,
      }),
    );
    form.reset();
    router.refresh();
  });

  return (
    <section aria-labelledby="correction-heading" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="correction-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <p className="text-sm text-muted">{t("intro")}</p>
      <form
        noValidate
        onSubmit={(event) => {
          setDone(null);
          void submit(event);
        }}
        className="mt-3 grid gap-3 sm:grid-cols-3"
        aria-label={t("form")}
      >
        <div className="sm:col-span-3">
          {formError && <FormMessage>{formError}</FormMessage>}
          {done && <FormMessage tone="success">{done}</FormMessage>}
        </div>
        <Field
          label={t("reference")}
          {...form.register("reference")}
          placeholder="BK-7K2P9Q"
          autoComplete="off"
          spellCheck={false}
          error={errorOf("reference")}
        />
        <Field
          label={t("points")}
          {...form.register("points")}
          inputMode="numeric"
          placeholder="-120"
          error={errorOf("points")}
        />
        <Field
          label={t("reason")}
          {...form.register("reason")}
          placeholder={t("reasonPlaceholder")}
          error={errorOf("reason")}
        />
        <div className="sm:col-span-3">
          <Button type="submit" busy={busy}>
            {t("submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}
