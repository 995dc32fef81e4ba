"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";

/**
 * Adds or replaces the bank account for distributions. The saved number is never sent back to the browser,
 * so the form starts empty and a change asks for the whole account again.
 */
export function BankDetailsForm({ hasDetails }: { hasDetails: boolean }) {
  const router = useRouter();
  const call = useFunctionCall<{ bankDetails: { bankName: string; accountMasked: string }; confirmation: "sent" | "kept" }>("saveBankDetails");
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const element = event.currentTarget;
    const form = new FormData(element);
    const result = await call.run({
      accountHolder: String(form.get("accountHolder") ?? ""),
      bankName: String(form.get("bankName") ?? ""),
      accountNumber: String(form.get("accountNumber") ?? ""),
      swiftCode: String(form.get("swiftCode") ?? ""),
    });
    if (!result) return;
    element.reset();
    setSaved(
      `Saved: ${result.bankDetails.bankName}, account ${result.bankDetails.accountMasked}.` +
        (result.confirmation === "sent" ? " We sent you an email to confirm the change." : ""),
    );
    router.refresh();
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={hasDetails ? "Change bank details" : "Add bank details"}
      className="grid gap-3 sm:grid-cols-2"
      noValidate
    >
      <Field
        label="Account holder"
        name="accountHolder"
        autoComplete="name"
        required
        error={call.fieldErrors.accountHolder}
      />
      <Field label="Bank" name="bankName" autoComplete="off" required error={call.fieldErrors.bankName} />
      <Field
        label="Account number or IBAN"
        name="accountNumber"
        autoComplete="off"
        inputMode="text"
        required
        error={call.fieldErrors.accountNumber}
      />
      <Field
        label="SWIFT/BIC code"
        name="swiftCode"
        autoComplete="off"
        required
        error={call.fieldErrors.swiftCode}
        hint="8 or 11 characters, e.g. MBBEMYKL."
      />
      <div className="sm:col-span-2">
        <Button type="submit" busy={call.busy}>
          {hasDetails ? "Replace bank details" : "Save bank details"}
        </Button>
      </div>
      {call.formError && (
        <div className="sm:col-span-2">
          <FormMessage>{call.formError}</FormMessage>
        </div>
      )}
      {saved && (
        <div className="sm:col-span-2">
          <FormMessage tone="success">{saved}</FormMessage>
        </div>
      )}
    </form>
  );
}
