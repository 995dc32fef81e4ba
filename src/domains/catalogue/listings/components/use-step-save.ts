"use client";

import { useRouter } from "next/navigation";
import { useMemo } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { editorHref, nextStepOf } from "../filters";
import type { ListingStepId } from "../steps";

type EditedStep = Exclude<ListingStepId, "units" | "photos" | "review">;

/**
 * Saves one step through `updateListing` (the draft is stored on the server at every step), then opens the
 * next step with fresh data. Field errors come back keyed by the field's name.
 */
export function useStepSave(propertyId: string, step: EditedStep) {
  const router = useRouter();
  const call = useFunctionCall<{ changed: string[] }>("updateListing");
  const errorOf = (field: string) => call.fieldErrors[`values.${field}`];

  async function save(values: unknown) {
    const result = await call.run({ propertyId, step, values });
    if (result) {
      router.push(editorHref(propertyId, nextStepOf(step)));
      router.refresh();
    }
    return result;
  }

  return { save, busy: call.busy, formError: call.formError, errorOf };
}

/** A number field's value: empty is null; anything else is sent as typed for the server to judge. */
export function numberOrNull(form: FormData, name: string): number | null {
  const value = String(form.get(name) ?? "").trim();
  return value === "" ? null : Number(value);
}

export function text(form: FormData, name: string): string {
  return String(form.get(name) ?? "");
}

/** A number as typed: empty is null; anything else the number it reads as, for the step's schema to judge. */
export function numberOrNullOf(text: string): number | null {
  const value = text.trim();
  return value === "" ? null : Number(value);
}

/**
 * One step's form on react-hook-form: it validates with the step's own schema from steps.ts (the one
 * `updateListing` parses the step's values with; `valuesSchema` is the form's text read into it), saves through
 * `updateListing`, then opens the next step. The function's messages about `values.x` land on field `x`.
 */
export function useStepForm<Fields extends FieldValues, Values>(
  propertyId: string,
  step: EditedStep,
  valuesSchema: z.ZodType<Values, Fields>,
  defaultValues: DefaultValues<Fields>,
) {
  const router = useRouter();
  const schema = useMemo(
    () => valuesSchema.transform((values) => ({ propertyId, step, values })),
    [valuesSchema, propertyId, step],
  );
  const names = Object.keys(defaultValues).join(",");
  const fieldOf = useMemo(() => Object.fromEntries(names.split(",").map((name) => [`values.${name}`, name])), [names]);
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    Fields,
    { propertyId: string; step: EditedStep; values: Values },
    { changed: string[] }
  >({ name: "updateListing", schema, defaultValues, fieldOf });
  const submit = submitWith(() => {
    router.push(editorHref(propertyId, nextStepOf(step)));
    router.refresh();
  });
  return { form, submit, errorOf, formError, busy };
}
