"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { minorDigits, toMinor } from "@/lib/money";
import { GENERAL_COUNTER_ACCOUNT_LABELS, GENERAL_COUNTER_ACCOUNTS, GENERAL_CURRENCIES } from "../rules";
import { controlClass } from "@/components/ui/styles";

/** Records a general payment: in or out, against which account, how much, when, with whom. */
export function GeneralPaymentForm({ today }: { today: string }) {
  const router = useRouter();
  const id = useId();
  const call = useFunctionCall<{ id: string }>("recordGeneralPayment");
  const [currency, setCurrency] = useState("MYR");
  const [amountError, setAmountError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const element = event.currentTarget;
    const form = new FormData(element);
    const text = String(form.get("amount") ?? "").replace(/[,\s]/g, "");
    const digits = minorDigits(currency);
    const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
    if (!pattern.test(text) || toMinor(Number(text), currency) <= 0) {
      setAmountError(digits === 0 ? `Enter a whole amount in ${currency}.` : "Enter an amount like 500.00.");
      return;
    }
    setAmountError(null);
    const result = await call.run({
      direction: String(form.get("direction")),
      counterAccount: String(form.get("counterAccount")),
      amountMinor: toMinor(Number(text), currency),
      currency,
      paidOn: String(form.get("paidOn")),
      counterparty: String(form.get("counterparty") ?? ""),
      reference: String(form.get("reference") ?? ""),
      note: String(form.get("note") ?? ""),
    });
    if (!result) return;
    element.reset();
    setSaved(true);
    router.refresh();
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Record a general payment"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      noValidate
    >
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">Direction</legend>
        <div className="flex gap-4 pt-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="direction" value="in" defaultChecked /> Money in
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="direction" value="out" /> Money out
          </label>
        </div>
      </fieldset>
      <div className="space-y-1 lg:col-span-2">
        <label htmlFor={`${id}-account`} className="block text-sm font-medium">
          Counter-account
        </label>
        <select id={`${id}-account`} name="counterAccount" defaultValue="deposits_held" className={controlClass}>
          {GENERAL_COUNTER_ACCOUNTS.map((account) => (
            <option key={account} value={account}>
              {GENERAL_COUNTER_ACCOUNT_LABELS[account]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-currency`} className="block text-sm font-medium">
          Currency
        </label>
        <select
          id={`${id}-currency`}
          name="currency"
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
          className={controlClass}
        >
          {GENERAL_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={`Amount (${currency})`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        error={amountError ?? call.fieldErrors.amountMinor}
      />
      <Field label="Date" name="paidOn" type="date" defaultValue={today} required error={call.fieldErrors.paidOn} />
      <Field
        label="Counterparty"
        name="counterparty"
        maxLength={200}
        required
        error={call.fieldErrors.counterparty}
        hint="Who paid us, or whom we paid."
      />
      <Field
        label="Reference"
        name="reference"
        maxLength={100}
        error={call.fieldErrors.reference}
        hint="Bank reference, invoice number…"
      />
      <div className="space-y-1 sm:col-span-2 lg:col-span-4">
        <label htmlFor={`${id}-note`} className="block text-sm font-medium">
          Note
        </label>
        <textarea id={`${id}-note`} name="note" rows={2} maxLength={1000} className={controlClass} />
      </div>
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" busy={call.busy}>
          Record payment
        </Button>
      </div>
      {call.formError && (
        <div className="sm:col-span-2 lg:col-span-4">
          <FormMessage>{call.formError}</FormMessage>
        </div>
      )}
      {saved && (
        <div className="sm:col-span-2 lg:col-span-4">
          <FormMessage tone="success">The payment was recorded.</FormMessage>
        </div>
      )}
    </form>
  );
}

/** Reverses a payment after a confirmation (the opposite entry is posted; both stay). */
export function ReversePaymentButton({ paymentId, label }: { paymentId: string; label: string }) {
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
        <Button variant="ghost" className="px-3 py-1.5 text-red-700" aria-label={`Reverse ${label}`}>
          Reverse
        </Button>
      }
      title="Reverse this payment?"
      description="The opposite entry is posted and both stay in the books. A payment is reversed once."
      confirmLabel="Reverse payment"
      tone="danger"
      onConfirm={reverse}
      error={call.formError}
    >
      <Field
        label="Reason (optional)"
        name="reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={500}
        error={call.fieldErrors.reason}
      />
    </ConfirmDialog>
  );
}
