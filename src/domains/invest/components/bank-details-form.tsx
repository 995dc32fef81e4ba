"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";
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
  const t = useTranslations("dashboardInvest.bank");
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
      t(result.confirmation === "sent" ? "savedSent" : "saved", {
        bank: result.bankDetails.bankName,
        account: result.bankDetails.accountMasked,
      }),
    );
    router.refresh();
  });

  return (
    <form
      onSubmit={(event) => {
        setSaved(null);
        void submit(event);
      }}
      aria-label={hasDetails ? t("change") : t("add")}
      className="grid gap-3 sm:grid-cols-2"
      noValidate
    >
      <Field
        label={t("holder")}
        {...register("accountHolder")}
        autoComplete="name"
        required
        error={errorOf("accountHolder")}
      />
      <Field label={t("bank")} {...register("bankName")} autoComplete="off" required error={errorOf("bankName")} />
      <Field
        label={t("number")}
        {...register("accountNumber")}
        autoComplete="off"
        inputMode="text"
        required
        error={errorOf("accountNumber")}
      />
      <Field
        label={t("swift")}
        {...register("swiftCode")}
        autoComplete="off"
        required
        error={errorOf("swiftCode")}
        hint={t("swiftHint")}
      />
      <div className="sm:col-span-2">
        <Button type="submit" busy={busy}>
          {hasDetails ? t("replace") : t("save")}
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
