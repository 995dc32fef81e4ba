"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { minorDigits, toMinor } from "@/lib/money";
import { OPEX_CATEGORIES, OPEX_CATEGORY_LABELS, receiptFileProblem, RECEIPT_TYPES, type OpexCategory } from "../rules";
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

/** A typed amount ("1,234.50") in minor units, or an error in words. */
function parseAmount(text: string, currency: string): { amountMinor: number } | { error: string } {
  const cleaned = text.replace(/[,\s]/g, "");
  const digits = minorDigits(currency);
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!cleaned) return { error: "Enter the amount." };
  if (!pattern.test(cleaned))
    return {
      error:
        digits === 0
          ? `Enter a whole amount in ${currency}.`
          : `Enter an amount like 120.50 (at most ${digits} decimals).`,
    };
  const amountMinor = toMinor(Number(cleaned), currency);
  if (amountMinor <= 0) return { error: "The amount must be more than zero." };
  return { amountMinor };
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
  const router = useRouter();
  const formId = useId();
  const editing = Boolean(initial.id);
  const call = useFunctionCall<{ id: string }>(editing ? "editOpex" : "recordOpex");
  const [propertyId, setPropertyId] = useState(initial.propertyId);
  const [amountText, setAmountText] = useState(majorText(initial.amountMinor, initial.currency));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const currency = properties.find((property) => property.id === propertyId)?.currency ?? initial.currency;
  const errors = { ...call.fieldErrors, ...localErrors };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const element = event.currentTarget;
    const form = new FormData(element);
    const problems: Record<string, string> = {};
    if (!propertyId) problems.propertyId = "Choose a property.";
    const amount = parseAmount(amountText, currency);
    if ("error" in amount) problems.amountMinor = amount.error;
    const file = form.get("receipt");
    const receiptFile = file instanceof File && file.size > 0 ? file : null;
    const fileProblem = receiptFile ? receiptFileProblem(receiptFile) : null;
    if (fileProblem) problems.receipt = fileProblem;
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0 || "error" in amount) return;
    const data = {
      ...(editing ? { id: initial.id } : { propertyId }),
      category: String(form.get("category")),
      incurredOn: String(form.get("incurredOn")),
      amountMinor: amount.amountMinor,
      currency,
      note: String(form.get("note") ?? ""),
      ...(receiptFile ? { receipt: { fileName: receiptFile.name, contentBase64: await base64Of(receiptFile) } } : {}),
    };
    const result = await call.run(data);
    if (!result) return;
    setSaved(editing ? "The expense was updated." : "The expense was recorded.");
    if (!editing) {
      element.reset();
      setAmountText("");
    }
    router.refresh();
    onDone?.();
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? "Edit the expense" : "Record an expense"}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      noValidate
    >
      {!editing && (
        <div className="space-y-1">
          <label htmlFor={`${formId}-property`} className="block text-sm font-medium">
            Property
          </label>
          <select
            id={`${formId}-property`}
            name="propertyId"
            value={propertyId}
            onChange={(event) => setPropertyId(event.target.value)}
            className={controlClass}
            aria-invalid={errors.propertyId ? true : undefined}
            aria-describedby={errors.propertyId ? `${formId}-property-error` : undefined}
            required
          >
            <option value="">Choose a property</option>
            {properties.map((property) => (
              <option key={property.id} value={property.id}>
                {property.title} ({property.currency})
              </option>
            ))}
          </select>
          {errors.propertyId && (
            <p id={`${formId}-property-error`} className="text-sm text-red-700">
              {errors.propertyId}
            </p>
          )}
        </div>
      )}
      <div className="space-y-1">
        <label htmlFor={`${formId}-category`} className="block text-sm font-medium">
          Category
        </label>
        <select id={`${formId}-category`} name="category" defaultValue={initial.category} className={controlClass}>
          {OPEX_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {OPEX_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      <Field
        label="Date incurred"
        name="incurredOn"
        type="date"
        defaultValue={initial.incurredOn}
        required
        error={errors.incurredOn}
      />
      <Field
        label={`Amount${currency ? ` (${currency})` : ""}`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        error={errors.amountMinor ?? errors.currency}
        hint={
          currency
            ? `In ${currency}, the property's currency.`
            : "Choose a property first: the amount is in its currency."
        }
        required
      />
      <div className="space-y-1 sm:col-span-2">
        <label htmlFor={`${formId}-note`} className="block text-sm font-medium">
          Note
        </label>
        <textarea
          id={`${formId}-note`}
          name="note"
          defaultValue={initial.note}
          rows={2}
          maxLength={1000}
          className={controlClass}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${formId}-receipt`} className="block text-sm font-medium">
          {initial.receiptName ? "Replace the receipt (optional)" : "Receipt (optional)"}
        </label>
        <input
          id={`${formId}-receipt`}
          name="receipt"
          type="file"
          accept={RECEIPT_TYPES.join(",")}
          className="block w-full text-sm"
          aria-invalid={errors.receipt ? true : undefined}
          aria-describedby={`${formId}-receipt-hint${errors.receipt ? ` ${formId}-receipt-error` : ""}`}
        />
        <p id={`${formId}-receipt-hint`} className="text-xs text-muted">
          JPEG, PNG, WebP or PDF, at most 5 MB.{initial.receiptName ? ` Current: ${initial.receiptName}.` : ""}
        </p>
        {errors.receipt && (
          <p id={`${formId}-receipt-error`} className="text-sm text-red-700">
            {errors.receipt}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" busy={call.busy}>
          {editing ? "Save changes" : "Record expense"}
        </Button>
        {editing && onDone && (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
      {call.formError && (
        <div className="sm:col-span-2 lg:col-span-3">
          <FormMessage>{call.formError}</FormMessage>
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
          aria-label={`Edit ${label}`}
        >
          Edit
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (open) setEditing(false);
          }}
          trigger={
            <Button variant="ghost" className="px-3 py-1.5 text-red-700" aria-label={`Void ${label}`}>
              Void
            </Button>
          }
          title="Void this expense?"
          description="Its charge to the owner is reversed in the books; the expense stays listed as voided."
          confirmLabel="Void expense"
          tone="danger"
          onConfirm={confirmVoid}
          error={voiding.formError}
        >
          <Field
            label="Reason (optional)"
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
