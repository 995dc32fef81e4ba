"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";

export function RateForm() {
  const router = useRouter();
  const save = useFunctionCall<{ quote: string; rate: number }>("setExchangeRate");
  const [saved, setSaved] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const rateText = String(form.get("rate") ?? "").replace(/,/g, "").trim();
    const result = await save.run({ quote: String(form.get("quote") ?? ""), rate: rateText === "" ? undefined : Number(rateText) });
    if (result) {
      setSaved(`${result.quote} is now ${result.rate} per US$1.`);
      formElement.reset();
      router.refresh();
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Enter a rate" className="flex max-w-2xl flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-4">
      <div className="w-full">
        {save.formError && <FormMessage>{save.formError}</FormMessage>}
        {saved && <FormMessage tone="success">{saved}</FormMessage>}
      </div>
      <Field label="Currency" name="quote" placeholder="MYR" maxLength={3} className="w-28" error={save.fieldErrors.quote} />
      <Field label="Units per US$1" name="rate" inputMode="decimal" placeholder="4.46" className="w-44" error={save.fieldErrors.rate} />
      <Button type="submit" busy={save.busy}>
        Save rate
      </Button>
    </form>
  );
}
