"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { useFunctionForm } from "@/components/forms/use-function-form";

/**
 * What every payout statement offers finance (a supplier's settlement, an investor's payout): a draft is approved
 * or deleted, each asked once more in a dialog that shows the function's refusal; an approved one is marked paid
 * with the bank transfer's reference. The statement's own functions, inputs and words come from its domain.
 */

/** One of a draft's acts: the function it calls, with what, and the question asked first. */
export interface PayoutDraftAct {
  name: string;
  input: Record<string, unknown>;
  title: string;
  description: string;
}

/** The refusal a dialog shows: an id the function's parse refused comes as a field message, anything else whole. */
const refusalOf = (call: { formError: string | null; fieldErrors: Record<string, string> }) =>
  call.formError ?? Object.values(call.fieldErrors)[0];

/** A dialog opened again starts without the refusal of its last try. */
const clearOnOpen =
  (call: {
    setFormError: (message: string | null) => void;
    setFieldErrors: (errors: Record<string, string>) => void;
  }) =>
  (open: boolean) => {
    if (!open) return;
    call.setFormError(null);
    call.setFieldErrors({});
  };

/** A draft's two acts: approving freezes it; deleting gives what it held back to the next run (then `basePath`). */
export function PayoutDraftActions({
  intro,
  approve,
  remove,
  basePath,
}: {
  /** What approving means here, above the buttons (none in a table's cell). */
  intro?: ReactNode;
  approve: PayoutDraftAct;
  remove: PayoutDraftAct;
  basePath: string;
}) {
  const t = useTranslations("dashboardShell.payouts");
  const router = useRouter();
  const approveCall = useFunctionCall<unknown>(approve.name);
  const removeCall = useFunctionCall<unknown>(remove.name);
  return (
    <>
      {intro && <p className="text-sm text-muted">{intro}</p>}
      <div className="flex flex-wrap gap-2">
        <ConfirmDialog
          trigger={<Button>{t("approve")}</Button>}
          title={approve.title}
          description={approve.description}
          confirmLabel={t("confirmApprove")}
          onOpenChange={clearOnOpen(approveCall)}
          error={refusalOf(approveCall)}
          onConfirm={async () => {
            if ((await approveCall.run(approve.input)) === undefined) return false;
            router.refresh();
          }}
        />
        <ConfirmDialog
          trigger={<Button variant="secondary">{t("deleteDraft")}</Button>}
          title={remove.title}
          description={remove.description}
          confirmLabel={t("confirmDelete")}
          cancelLabel={t("keep")}
          tone="danger"
          onOpenChange={clearOnOpen(removeCall)}
          error={refusalOf(removeCall)}
          onConfirm={async () => {
            if ((await removeCall.run(remove.input)) === undefined) return false;
            router.push(basePath);
            router.refresh();
          }}
        />
      </div>
    </>
  );
}

/** The payment's reference, checked with the function's own schema (`schema`, from `formSchema`) before the call. */
export function MarkPaidForm<Input>({
  name,
  schema,
  amount,
}: {
  name: string;
  schema: z.ZodType<Input, { reference: string }>;
  /** The amount the button names ("MYR 1,234.00"). */
  amount: string;
}) {
  const t = useTranslations("dashboardShell.payouts");
  const router = useRouter();
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<{ reference: string }, Input, unknown>({
    name,
    schema,
    defaultValues: { reference: "" },
  });
  const submit = submitWith(() => router.refresh());
  return (
    <>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => void submit(event)}
        aria-label={t("markPaid")}
        noValidate
      >
        <Field
          label={t("reference")}
          hint={t("referenceHint")}
          className="w-72 max-w-full"
          {...form.register("reference")}
          error={errorOf("reference")}
        />
        <Button type="submit" busy={busy}>
          {t("markPaidAmount", { amount })}
        </Button>
      </form>
      {formError && <FormMessage>{formError}</FormMessage>}
    </>
  );
}
