"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { amountShapeMessage, fieldIssue, formSchema, minorOf } from "@/components/forms/form-values";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, FormMessage } from "@/components/ui/field";
import { recordGeneralPaymentInput } from "../inputs";
import {
  GENERAL_COUNTER_ACCOUNT_KEYS as ACCOUNT_KEYS,
  GENERAL_COUNTER_ACCOUNTS,
  GENERAL_CURRENCIES,
  type GENERAL_DIRECTIONS,
} from "../rules";
import { controlClass } from "@/components/ui/styles";

const paymentFields = z.object({
  direction: z.string(),
  counterAccount: z.string(),
  currency: z.string(),
  amount: z.string(),
  paidOn: z.string(),
  counterparty: z.string(),
  reference: z.string(),
  note: z.string(),
});
type PaymentFields = z.infer<typeof paymentFields>;

/** The form read into `recordGeneralPayment`'s input: only the amount's text is checked here. */
const paymentSchema = formSchema(
  paymentFields,
  ({ amount, ...values }, context) => {
    const amountMinor = amount.trim() === "" ? null : (minorOf(amount, values.currency) ?? null);
    if (amount.trim() !== "" && amountMinor === null)
      fieldIssue(context, "amount", amountShapeMessage(values.currency, "500.00"));
    return {
      ...values,
      // Choices from the lists; the function's schema says so if one is not.
      direction: values.direction as (typeof GENERAL_DIRECTIONS)[number],
      counterAccount: values.counterAccount as (typeof GENERAL_COUNTER_ACCOUNTS)[number],
      // Null when empty, for the schema to ask for it.
      amountMinor: amountMinor as number,
    };
  },
  recordGeneralPaymentInput,
);

/** The function's name for the amount the form calls "amount". */
const FIELD_OF = { amountMinor: "amount" } as const;

/** Records a general payment: in or out, against which account, how much, when, with whom. */
export function GeneralPaymentForm({ today }: { today: string }) {
  const t = useTranslations("dashboardAccounts.general");
  const router = useRouter();
  const id = useId();
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<PaymentFields, unknown, { id: string }>({
    name: "recordGeneralPayment",
    schema: paymentSchema,
    defaultValues: {
      direction: "in",
      counterAccount: "deposits_held",
      currency: "MYR",
      amount: "",
      paidOn: today,
      counterparty: "",
      reference: "",
      note: "",
    },
    fieldOf: FIELD_OF,
  });
  const { register, watch } = form;
  const currency = watch("currency");
  const [saved, setSaved] = useState(false);
  // As the form's reset did before: the currency chosen stays for the next payment.
  const submit = submitWith(() => {
    form.reset({ ...form.formState.defaultValues, currency: form.getValues("currency") });
    setSaved(true);
    router.refresh();
  });

  return (
    <form
      onSubmit={(event) => {
        setSaved(false);
        void submit(event);
      }}
      aria-label={t("form.label")}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      noValidate
    >
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">{t("form.direction")}</legend>
        <div className="flex gap-4 pt-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="in" {...register("direction")} /> {t("form.in")}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="out" {...register("direction")} /> {t("form.out")}
          </label>
        </div>
      </fieldset>
      <div className="space-y-1 lg:col-span-2">
        <label htmlFor={`${id}-account`} className="block text-sm font-medium">
          {t("form.account")}
        </label>
        <select
          id={`${id}-account`}
          {...register("counterAccount")}
          className={controlClass}
          aria-invalid={errorOf("counterAccount") ? true : undefined}
        >
          {GENERAL_COUNTER_ACCOUNTS.map((account) => (
            <option key={account} value={account}>
              {t(`accounts.${ACCOUNT_KEYS[account]}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-currency`} className="block text-sm font-medium">
          {t("form.currency")}
        </label>
        <select
          id={`${id}-currency`}
          {...register("currency")}
          className={controlClass}
          aria-invalid={errorOf("currency") ? true : undefined}
        >
          {GENERAL_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t("form.amount", { currency })}
        {...register("amount")}
        inputMode="decimal"
        autoComplete="off"
        required
        error={errorOf("amount")}
      />
      <Field label={t("form.date")} {...register("paidOn")} type="date" required error={errorOf("paidOn")} />
      <Field
        label={t("form.counterparty")}
        {...register("counterparty")}
        maxLength={200}
        required
        error={errorOf("counterparty")}
        hint={t("form.counterpartyHint")}
      />
      <Field
        label={t("form.reference")}
        {...register("reference")}
        maxLength={100}
        error={errorOf("reference")}
        hint={t("form.referenceHint")}
      />
      <div className="space-y-1 sm:col-span-2 lg:col-span-4">
        <label htmlFor={`${id}-note`} className="block text-sm font-medium">
          {t("form.note")}
        </label>
        <textarea id={`${id}-note`} {...register("note")} rows={2} maxLength={1000} className={controlClass} />
      </div>
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" busy={busy}>
          {t("form.submit")}
        </Button>
      </div>
      {formError && (
        <div className="sm:col-span-2 lg:col-span-4">
          <FormMessage>{formError}</FormMessage>
        </div>
      )}
      {saved && (
        <div className="sm:col-span-2 lg:col-span-4">
          <FormMessage tone="success">{t("form.recorded")}</FormMessage>
        </div>
      )}
    </form>
  );
}

/** Reverses a payment after a confirmation (the opposite entry is posted; both stay). */
export function ReversePaymentButton({ paymentId, label }: { paymentId: string; label: string }) {
  const t = useTranslations("dashboardAccounts.general.form");
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState("");
  const call = useFunctionCall<{ id: string }>("reverseGeneralPayment");

  async function reverse() {
    const result = await call.run({ id: paymentId, reason });
    if (!result) return false;
    router.refresh();
    return true;
  }

  return (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      trigger={
        <Button variant="ghost" className="px-3 py-1.5 text-red-700" aria-label={t("reverseLabel", { label })}>
          {t("reverse")}
        </Button>
      }
      title={t("reverseTitle")}
      description={t("reverseDescription")}
      confirmLabel={t("reverseConfirm")}
      tone="danger"
      onConfirm={reverse}
      error={call.formError}
    >
      <Field
        label={t("reason")}
        name="reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={500}
        error={call.fieldErrors.reason}
      />
    </ConfirmDialog>
  );
}
