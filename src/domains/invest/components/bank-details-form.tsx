"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { saveBankDetailsInput } from "../inputs";

interface BankFields {
  accountHolder: string;
  bankName: string;
  accountNumber: string;
  swiftCode: string;
}

/**
 * Adds or replaces the bank account for distributions. The saved number is never sent back to the browser,
 * so the form starts empty and a change asks for the whole account again.
 */
export function BankDetailsForm({ hasDetails }: { hasDetails: boolean }) {
  const router = useRouter();
  // The fields are the function's input as typed: its own schema checks them.
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    BankFields,
    BankFields,
    { bankDetails: { bankName: string; accountMasked: string }; confirmation: "sent" | "kept" }
  >({
    name: "saveBankDetails",
    schema: saveBankDetailsInput,
    defaultValues: { accountHolder: "", bankName: "", accountNumber: "", swiftCode: "" },
  });
  const { register } = form;
  const [saved, setSaved] = useState<string | null>(null);

  const submit = submitWith((result) => {
    form.reset();
    setSaved(
      `Saved: ${result.bankDetails.bankName}, account ${result.bankDetails.accountMasked}.` +
        (result.confirmation === "sent" ? " We sent you an email to confirm the change." : ""),
    );
    router.refresh();
  });

  return (
    <form
      onSubmit={(event) => {
        setSaved(null);
        void submit(event);
      }}
      aria-label={hasDetails ? "Change bank details" : "Add bank details"}
      className="grid gap-3 sm:grid-cols-2"
      noValidate
    >
      <Field
        label="Account holder"
        {...register("accountHolder")}
        autoComplete="name"
        required
        error={errorOf("accountHolder")}
      />
      <Field label="Bank" {...register("bankName")} autoComplete="off" required error={errorOf("bankName")} />
      <Field
        label="Account number or IBAN"
        {...register("accountNumber")}
        autoComplete="off"
        inputMode="text"
        required
        error={errorOf("accountNumber")}
      />
      <Field
        label="SWIFT/BIC code"
        {...register("swiftCode")}
        autoComplete="off"
        required
        error={errorOf("swiftCode")}
        hint="8 or 11 characters, e.g. MBBEMYKL."
      />
      <div className="sm:col-span-2">
        <Button type="submit" busy={busy}>
          {hasDetails ? "Replace bank details" : "Save bank details"}
        </Button>
      </div>
      {formError && (
        <div className="sm:col-span-2">
          <FormMessage>{formError}</FormMessage>
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
