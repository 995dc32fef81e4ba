"use client";

import { useRouter } from "next/navigation";
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

/** The server's message when the deductions add up to more than the deposit, repeated here before any call. */
const TOO_MUCH = "The deductions are more than the deposit.";

interface DepositFields {
  deductions: { reason: string; amount: string }[];
  reference: string;
}

/**
 * A contract's deposit at move-out: held until the tenant leaves, then given back with what is kept itemised
 * (each deduction with its reason goes to the owner); once returned, what happened to it.
 */
export function DepositReturn({ contract, today }: { contract: RentalContractView; today: string }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: contract.currency });
  if (contract.depositMinor <= 0) return null;

  const returned = contract.depositReturn;
  if (returned)
    return (
      <div className="mt-3 space-y-1 text-sm">
        <p>
          Deposit returned on {returned.returnedAt.slice(0, 10)}: {money(returned.returnedMinor)} to the tenant
          {returned.deductedMinor > 0 ? `, ${money(returned.deductedMinor)} kept for the owner` : ""}
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
        The deposit of {money(contract.depositMinor)} is held until the tenant moves out on {contract.endsOn}.
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
          aria-label={`Return the deposit of ${contract.tenantName}`}
        >
          Return deposit
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
            fieldIssue(context, "deductions", TOO_MUCH);
          return { contractId: contract.id, deductions, reference: values.reference };
        },
        returnRentalDepositInput,
      ),
    [contract.id, currency, depositMinor],
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
      `Deposit returned: ${money(result.returnedMinor)} to the tenant` +
        (result.deductedMinor > 0 ? `, ${money(result.deductedMinor)} kept for the owner.` : "."),
    );
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={`Return the deposit of ${contract.tenantName}`}
      className="space-y-3 rounded-xl border border-line p-3"
      noValidate
    >
      <p className="text-sm">
        Deposit held: {money(depositMinor)}. List what is kept for the owner (damage, cleaning, unpaid bills); the rest
        goes back to the tenant.
      </p>
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">Deduction {index + 1}</legend>
          <Field
            label={`Deduction ${index + 1}: what for`}
            {...form.register(`deductions.${index}.reason`)}
            maxLength={200}
            className="min-w-56 flex-1"
            error={rowError(index, "reason")}
          />
          <Field
            label={`Amount (${currency})`}
            {...form.register(`deductions.${index}.amount`)}
            inputMode="decimal"
            className="w-40"
            error={rowError(index, "amount")}
          />
          <Button variant="secondary" size="sm" onClick={() => rows.remove(index)}>
            Remove deduction {index + 1}
          </Button>
        </fieldset>
      ))}
      {rows.fields.length < MAX_DEPOSIT_DEDUCTIONS && (
        <Button variant="secondary" size="sm" onClick={() => rows.append({ reason: "", amount: "" })}>
          Add a deduction
        </Button>
      )}
      {listError && <FormMessage>{listError}</FormMessage>}
      <Field
        label="Payment reference (optional)"
        {...form.register("reference")}
        maxLength={100}
        className="max-w-sm"
      />
      <p className="text-sm" aria-live="polite">
        {kept > depositMinor
          ? TOO_MUCH
          : `Back to the tenant: ${money(depositMinor - kept)}${kept > 0 ? `; kept for the owner: ${money(kept)}` : ""}.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          Return deposit
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {formError && <FormMessage>{formError}</FormMessage>}
    </form>
  );
}
