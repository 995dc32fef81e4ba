"use client";

import { useRouter } from "next/navigation";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { editorHref, nextStepOf } from "../filters";
import type { ListingStepId } from "../steps";

/**
 * Saves one step through `updateListing` (the draft is stored on the server at every step), then opens the
 * next step with fresh data. Field errors come back keyed by the field's name.
 */
export function useStepSave(propertyId: string, step: Exclude<ListingStepId, "units" | "photos" | "review">) {
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
