"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { z } from "zod";
import { formSchema, numberOf } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { correctAirlinePointsInput } from "../inputs";
import { plural } from "@/lib/plural";

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
      `Recorded ${result.points > 0 ? "+" : ""}${plural(result.points, { one: "point", other: "points" })} on ${result.reference}: it now holds ${plural(result.balance, { one: "point", other: "points" })}.`,
    );
    form.reset();
    router.refresh();
  });

  return (
    <section aria-labelledby="correction-heading" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="correction-heading" className="text-lg font-semibold">
        Correct points
      </h2>
      <p className="text-sm text-muted">
        A correction is a new row with its reason; the points already recorded never change.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          setDone(null);
          void submit(event);
        }}
        className="mt-3 grid gap-3 sm:grid-cols-3"
        aria-label="Correct points"
      >
        <div className="sm:col-span-3">
          {formError && <FormMessage>{formError}</FormMessage>}
          {done && <FormMessage tone="success">{done}</FormMessage>}
        </div>
        <Field
          label="Booking reference"
          {...form.register("reference")}
          placeholder="BK-7K2P9Q"
          autoComplete="off"
          spellCheck={false}
          error={errorOf("reference")}
        />
        <Field
          label="Points (+ or −)"
          {...form.register("points")}
          inputMode="numeric"
          placeholder="-120"
          error={errorOf("points")}
        />
        <Field
          label="Reason"
          {...form.register("reason")}
          placeholder="Stay shortened by one night"
          error={errorOf("reason")}
        />
        <div className="sm:col-span-3">
          <Button type="submit" busy={busy}>
            Record correction
          </Button>
        </div>
      </form>
    </section>
  );
}
