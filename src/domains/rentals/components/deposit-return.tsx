"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { z } from "zod";
import { amountShapeMessage, fieldIssue, formSchema, minorOf } from "@/components/forms/form-values";
import { messageIn, useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { formatMoney } from "@/lib/money";
import { MAX_DEPOSIT_DEDUCTIONS, returnRentalDepositInput } from "../inputs";
import type { RentalContractView } from "../queries";

interface DepositFields {
  deductions: { reason: string; amount: string }[];
  reference: string;
}

/**
 * A contract's deposit at move-out: held until the tenant leaves, then given back with what is kept itemised
 * (each deduction with its reason goes to the owner); once returned, what happened to it.
 */
export function DepositReturn({ contract, today }: { contract: RentalContractView; today: string }) {
  const t = useTranslations("dashboardRentals.deposit");
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: contract.currency });
  if (contract.depositMinor <= 0) return null;

  const returned = contract.depositReturn;
  if (returned)
    return (
      <div className="mt-3 space-y-1 text-sm">
        <p>
          {t("returnedOn", { day: returned.returnedAt.slice(0, 10), amount: money(returned.returnedMinor) })}
          {returned.deductedMinor > 0 ? t("keptForOwner", { amount: money(returned.deductedMinor) }) : ""}
          {returned.reference ? ` (${returned.reference})` : ""}.
        </p>
        {returned.deductions.length > 0 && (
          <ul className="list-inside list-disc text-muted">
            {returned.deductions.map((deduction, index) => (
              <li key={index}>
                {deduction.reason}: {money(deduction.amountMinor)}
              </li>
            ))}
          </ul>
        )}
        {message && <FormMessage tone="success">{message}</FormMessage>}
      </div>
    );

  const paid = contract.invoices.some((invoice) => invoice.kind === "deposit" && invoice.status === "paid");
  if (!paid) return null;
  if (contract.endsOn > today)
    return (
      <p className="mt-3 text-sm text-muted">
        {t("held", { amount: money(contract.depositMinor), day: contract.endsOn })}
      </p>
    );
  return (
    <div className="mt-3 space-y-2">
      {open ? (
        <DepositReturnForm
          contract={contract}
          onReturned={(text) => {
            setMessage(text);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button
          variant="secondary"
          onClick={() => setOpen(true)}
          aria-label={t("returnOf", { tenant: contract.tenantName })}
        >
          {t("return")}
        </Button>
      )}
      {message && <FormMessage tone="success">{message}</FormMessage>}
    </div>
  );
}

function DepositReturnForm({
  contract,
  onReturned,
  onCancel,
}: {
  contract: RentalContractView;
  onReturned: (message: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("dashboardRentals.deposit");
  const router = useRouter();
  const { currency, depositMinor } = contract;
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency });
  const schema = useMemo(
    () =>
      formSchema(
        z.object({
          deductions: z.array(z.object({ reason: z.string(), amount: z.string() })),
          reference: z.string(),
        }),
        (values, context) => {
          const deductions = values.deductions.map((row, index) => {
            const amountMinor = minorOf(row.amount, currency);
            if (amountMinor === undefined)
              fieldIssue(context, `deductions.${index}.amount`, amountShapeMessage(currency));
            return { reason: row.reason, amountMinor: amountMinor ?? 0 };
          });
          if (deductions.reduce((sum, row) => sum + row.amountMinor, 0) > depositMinor)
            fieldIssue(context, "deductions", t("tooMuch"));
          return { contractId: contract.id, deductions, reference: values.reference };
        },
        returnRentalDepositInput,
      ),
    [contract.id, currency, depositMinor, t],
  );
  const { form, submitWith, formError, busy } = useFunctionForm<
    DepositFields,
    z.output<typeof returnRentalDepositInput>,
    { returnedMinor: number; deductedMinor: number }
  >({ name: "returnRentalDeposit", schema, defaultValues: { deductions: [], reference: "" } });
  const rows = useFieldArray({ control: form.control, name: "deductions" });
  const typed = useWatch({ control: form.control, name: "deductions" }) ?? [];
  const kept = typed.reduce((sum, row) => sum + (minorOf(row.amount, currency) ?? 0), 0);
  const errors = form.formState.errors.deductions;
  // A row's amount is checked twice: its shape as typed (`amount`), then the function's rule (`amountMinor`).
  const rowError = (index: number, field: "reason" | "amount") => {
    const row = errors?.[index] as Record<string, unknown> | undefined;
    return messageIn(row?.[field]) ?? (field === "amount" ? messageIn(row?.amountMinor) : undefined);
  };
  const listError = messageIn(errors?.root) ?? (typeof errors?.message === "string" ? errors.message : undefined);

  const submit = submitWith((result) => {
    router.refresh();
    onReturned(
      t("returned", { amount: money(result.returnedMinor) }) +
        (result.deductedMinor > 0 ? `${t("keptForOwner", { amount: money(result.deductedMinor) })}.` : "."),
    );
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t("returnOf", { tenant: contract.tenantName })}
      className="space-y-3 rounded-xl border border-line p-3"
      noValidate
    >
      <p className="text-sm">{t("intro", { amount: money(depositMinor) })}</p>
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">{t("deduction", { number: index + 1 })}</legend>
          <Field
            label={t("deductionFor", { number: index + 1 })}
            {...form.register(`deductions.${index}.reason`)}
            maxLength={200}
            className="min-w-56 flex-1"
            error={rowError(index, "reason")}
          />
          <Field
            label={t("amount", { currency })}
            {...form.register(`deductions.${index}.amount`)}
            inputMode="decimal"
            className="w-40"
            error={rowError(index, "amount")}
          />
          <Button variant="secondary" size="sm" onClick={() => rows.remove(index)}>
            {t("remove", { number: index + 1 })}
          </Button>
        </fieldset>
      ))}
      {rows.fields.length < MAX_DEPOSIT_DEDUCTIONS && (
        <Button variant="secondary" size="sm" onClick={() => rows.append({ reason: "", amount: "" })}>
          {t("add")}
        </Button>
      )}
      {listError && <FormMessage>{listError}</FormMessage>}
      <Field label={t("reference")} {...form.register("reference")} maxLength={100} className="max-w-sm" />
      <p className="text-sm" aria-live="polite">
        {kept > depositMinor
          ? t("tooMuch")
          : `${t("back", { amount: money(depositMinor - kept) })}${kept > 0 ? t("keptSoFar", { amount: money(kept) }) : ""}.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {t("return")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
      {formError && <FormMessage>{formError}</FormMessage>}
    </form>
  );
}
