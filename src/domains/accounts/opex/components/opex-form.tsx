"use client";

import { useRouter } from "next/navigation";
import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { amountShapeMessage, fieldIssue, formSchema, minorOf } from "@/components/forms/form-values";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, FormMessage } from "@/components/ui/field";
import { minorDigits } from "@/lib/money";
import { editOpexInput, recordOpexInput } from "../inputs";
import { OPEX_CATEGORIES, receiptFileProblem, RECEIPT_TYPES, type OpexCategory } from "../rules";
import { controlClass } from "@/components/ui/styles";

export interface OpexFormValues {
  id?: string;
  propertyId: string;
  category: OpexCategory;
  incurredOn: string;
  amountMinor: number | null;
  currency: string;
  note: string;
  receiptName: string | null;
}

/** The file's bytes as base64, without the `data:` prefix (the functions API takes JSON). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A receipt as chosen: what the form checks of the file, and its bytes once read. */
interface ChosenReceipt {
  name: string;
  size: number;
  type: string;
  contentBase64: string;
}

const opexFields = z.object({
  propertyId: z.string(),
  category: z.string(),
  incurredOn: z.string(),
  amount: z.string(),
  note: z.string(),
  receipt: z.custom<ChosenReceipt | null>(),
});
type OpexFields = z.infer<typeof opexFields>;

/** The function's names for what the form calls otherwise (the currency is the chosen property's). */
const FIELD_OF = { amountMinor: "amount", currency: "propertyId" } as const;

/** An expense is in its property's currency. */
function currencyOf(properties: { id: string; currency: string }[], propertyId: string, fallback: string): string {
  return properties.find((property) => property.id === propertyId)?.currency ?? fallback;
}

/**
 * The form read into `recordOpex`'s input (or `editOpex`'s, with `id`): the amount's text and the receipt's
 * kind and size are checked here; the function's own schema does the rest.
 */
function opexSchema(id: string | undefined, properties: { id: string; currency: string }[], initialCurrency: string) {
  const read = (values: OpexFields, context: z.RefinementCtx) => {
    const currency = currencyOf(properties, values.propertyId, initialCurrency);
    let amountMinor: number | null = null;
    if (values.amount.trim() !== "") {
      amountMinor = minorOf(values.amount, currency) ?? null;
      if (amountMinor === null) fieldIssue(context, "amount", amountShapeMessage(currency, "120.50"));
    }
    const problem = values.receipt ? receiptFileProblem(values.receipt) : null;
    if (problem) fieldIssue(context, "receipt", problem);
    return {
      category: values.category as OpexCategory,
      incurredOn: values.incurredOn,
      // Null when empty, for the schema to ask for it.
      amountMinor: amountMinor as number,
      currency,
      note: values.note,
      ...(values.receipt
        ? { receipt: { fileName: values.receipt.name, contentBase64: values.receipt.contentBase64 } }
        : {}),
    };
  };
  return id
    ? formSchema(opexFields, (values, context) => ({ id, ...read(values, context) }), editOpexInput)
    : formSchema(
        opexFields,
        (values, context) => ({ propertyId: values.propertyId, ...read(values, context) }),
        recordOpexInput,
      );
}

function majorText(amountMinor: number | null, currency: string): string {
  if (amountMinor === null) return "";
  const digits = minorDigits(currency);
  return digits === 0 ? String(amountMinor) : (amountMinor / 10 ** digits).toFixed(digits);
}

/**
 * Records a new expense or edits one (`initial.id`). The currency follows the property (an expense is always
 * in its property's currency); the receipt is checked here for kind and size and on the server for content.
 */
export function OpexForm({
  properties,
  initial,
  onDone,
}: {
  properties: { id: string; title: string; currency: string }[];
  initial: OpexFormValues;
  onDone?: () => void;
}) {
  const t = useTranslations("dashboardAccounts.opex");
  const router = useRouter();
  const formId = useId();
  const editing = Boolean(initial.id);
  const schema = useMemo(
    () => opexSchema(initial.id, properties, initial.currency),
    [initial.id, properties, initial.currency],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<OpexFields, unknown, { id: string }>({
    name: editing ? "editOpex" : "recordOpex",
    schema,
    defaultValues: {
      propertyId: initial.propertyId,
      category: initial.category,
      incurredOn: initial.incurredOn,
      amount: majorText(initial.amountMinor, initial.currency),
      note: initial.note,
      receipt: null,
    },
    fieldOf: FIELD_OF,
  });
  const { register, watch } = form;
  const [saved, setSaved] = useState<string | null>(null);
  /** Changed to clear the file input after a recorded expense (a new input, with no file chosen). */
  const [receiptInputKey, setReceiptInputKey] = useState(0);
  /** The chosen receipt is read (base64) when chosen; a submit waits for it. */
  const receiptRead = useRef<Promise<void>>(Promise.resolve());
  const propertyId = watch("propertyId");
  const currency = currencyOf(properties, propertyId, initial.currency);
  const receiptError = errorOf("receipt");

  function chooseReceipt(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    receiptRead.current = (async () => {
      if (!file) return form.setValue("receipt", null);
      // A file refused for its size or kind is not read: its message shows on submit.
      const contentBase64 = receiptFileProblem(file) ? "" : await base64Of(file);
      form.setValue("receipt", { name: file.name, size: file.size, type: file.type, contentBase64 });
    })();
  }

  const save = submitWith(() => {
    setSaved(editing ? t("form.updated") : t("form.recorded"));
    if (!editing) {
      // The next expense is often for the same property: it stays chosen, the rest is cleared.
      form.reset({ ...form.formState.defaultValues, propertyId: form.getValues("propertyId") });
      setReceiptInputKey((key) => key + 1);
    }
    router.refresh();
    onDone?.();
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    await receiptRead.current;
    await save();
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? t("form.edit") : t("form.record")}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      noValidate
    >
      {!editing && (
        <div className="space-y-1">
          <label htmlFor={`${formId}-property`} className="block text-sm font-medium">
            {t("form.property")}
          </label>
          <select
            id={`${formId}-property`}
            {...register("propertyId")}
            className={controlClass}
            aria-invalid={errorOf("propertyId") ? true : undefined}
            aria-describedby={errorOf("propertyId") ? `${formId}-property-error` : undefined}
            required
          >
            <option value="">{t("form.choose")}</option>
            {properties.map((property) => (
              <option key={property.id} value={property.id}>
                {property.title} ({property.currency})
              </option>
            ))}
          </select>
          {errorOf("propertyId") && (
            <p id={`${formId}-property-error`} className="text-sm text-red-700">
              {errorOf("propertyId")}
            </p>
          )}
        </div>
      )}
      <div className="space-y-1">
        <label htmlFor={`${formId}-category`} className="block text-sm font-medium">
          {t("form.category")}
        </label>
        <select
          id={`${formId}-category`}
          {...register("category")}
          className={controlClass}
          aria-invalid={errorOf("category") ? true : undefined}
        >
          {OPEX_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t("form.incurredOn")}
        {...register("incurredOn")}
        type="date"
        required
        error={errorOf("incurredOn")}
      />
      <Field
        label={currency ? t("form.amountIn", { currency }) : t("form.amount")}
        {...register("amount")}
        inputMode="decimal"
        autoComplete="off"
        error={errorOf("amount")}
        hint={currency ? t("form.amountHint", { currency }) : t("form.amountFirst")}
        required
      />
      <div className="space-y-1 sm:col-span-2">
        <label htmlFor={`${formId}-note`} className="block text-sm font-medium">
          {t("form.note")}
        </label>
        <textarea id={`${formId}-note`} {...register("note")} rows={2} maxLength={1000} className={controlClass} />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${formId}-receipt`} className="block text-sm font-medium">
          {initial.receiptName ? t("form.replaceReceipt") : t("form.receipt")}
        </label>
        <input
          id={`${formId}-receipt`}
          key={receiptInputKey}
          name="receipt"
          type="file"
          onChange={chooseReceipt}
          accept={RECEIPT_TYPES.join(",")}
          className="block w-full text-sm"
          aria-invalid={receiptError ? true : undefined}
          aria-describedby={`${formId}-receipt-hint${receiptError ? ` ${formId}-receipt-error` : ""}`}
        />
        <p id={`${formId}-receipt-hint`} className="text-xs text-muted">
          {t("form.receiptHint")}
          {initial.receiptName ? t("form.current", { name: initial.receiptName }) : ""}
        </p>
        {receiptError && (
          <p id={`${formId}-receipt-error`} className="text-sm text-red-700">
            {receiptError}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" busy={busy}>
          {editing ? t("form.save") : t("form.submit")}
        </Button>
        {editing && onDone && (
          <Button variant="secondary" onClick={onDone}>
            {t("form.cancel")}
          </Button>
        )}
      </div>
      {formError && (
        <div className="sm:col-span-2 lg:col-span-3">
          <FormMessage>{formError}</FormMessage>
        </div>
      )}
      {saved && (
        <div className="sm:col-span-2 lg:col-span-3">
          <FormMessage tone="success">{saved}</FormMessage>
        </div>
      )}
    </form>
  );
}

/** Edit and void for one expense row: the edit form opens below, voiding asks first. */
export function OpexRowActions({
  values,
  properties,
  label,
}: {
  values: OpexFormValues;
  properties: { id: string; title: string; currency: string }[];
  label: string;
}) {
  const t = useTranslations("dashboardAccounts.opex.form");
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const voiding = useFunctionCall<{ id: string }>("voidOpex");
  const [reason, setReason] = useState("");

  async function confirmVoid() {
    const result = await voiding.run({ id: values.id, reason });
    if (!result) return false;
    router.refresh();
    return true;
  }

  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          onClick={() => setEditing(!editing)}
          aria-expanded={editing}
          aria-label={t("editLabel", { label })}
        >
          {t("editButton")}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (open) setEditing(false);
          }}
          trigger={
            <Button variant="ghost" className="px-3 py-1.5 text-red-700" aria-label={t("voidLabel", { label })}>
              {t("void")}
            </Button>
          }
          title={t("voidTitle")}
          description={t("voidDescription")}
          confirmLabel={t("voidConfirm")}
          tone="danger"
          onConfirm={confirmVoid}
          error={voiding.formError}
        >
          <Field
            label={t("reason")}
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={500}
            error={voiding.fieldErrors.reason}
          />
        </ConfirmDialog>
      </div>
      {editing && (
        <div className="rounded-xl border border-line bg-brand-50/40 p-3">
          <OpexForm properties={properties} initial={values} onDone={() => setEditing(false)} />
        </div>
      )}
    </div>
  );
}
