"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { minorDigits, toMinor } from "@/lib/money";

type Answer = { status: string; reference: string | null };

/** The supplier's answers to an open offer: accept (a held booking for the guest to pay), counter, reject. */
export function SupplierBidActions({ id, guestName, currency }: { id: string; guestName: string; currency: string }) {
  const router = useRouter();
  const fieldId = useId();
  const call = useFunctionCall<Answer>("answerBid");
  const [amountError, setAmountError] = useState<string | null>(null);
  const [countering, setCountering] = useState(false);
  const { confirm, dialog } = useConfirm();

  async function answer(data: Record<string, unknown>) {
    if (await call.run({ id, ...data })) router.refresh();
  }

  async function counter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = String(new FormData(event.currentTarget).get("amount") ?? "").replace(/[,\s]/g, "");
    const digits = minorDigits(currency);
    const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
    if (!pattern.test(amount) || Number(amount) <= 0) {
      setAmountError(digits === 0 ? `Enter a whole amount in ${currency}.` : "Enter an amount like 800.00.");
      return;
    }
    setAmountError(null);
    await answer({ action: "counter", amountMinor: toMinor(Number(amount), currency) });
  }

  const error = amountError ?? call.fieldErrors.amountMinor ?? call.formError;
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          busy={call.busy}
          onClick={() => void answer({ action: "accept" })}
          aria-label={`Accept ${guestName}'s offer`}
        >
          Accept
        </Button>
        <Button
          variant="secondary"
          onClick={() => setCountering((open) => !open)}
          aria-expanded={countering}
          aria-label={`Counter ${guestName}'s offer`}
        >
          Counter
        </Button>
        <Button
          variant="danger"
          busy={call.busy}
          onClick={async () => {
            const confirmed = await confirm({
              title: `Reject ${guestName}'s offer?`,
              description: "They are told it was declined.",
              confirmLabel: "Reject offer",
              tone: "danger",
            });
            if (confirmed) await answer({ action: "reject" });
          }}
          aria-label={`Reject ${guestName}'s offer`}
        >
          Reject
        </Button>
      </div>
      {dialog}
      {countering && (
        <form
          onSubmit={(event) => void counter(event)}
          className="flex items-end gap-2"
          aria-label={`Counter-offer to ${guestName}`}
          noValidate
        >
          <div className="space-y-1">
            <label htmlFor={fieldId} className="block text-sm font-medium">
              Your total ({currency})
            </label>
            <input
              id={fieldId}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              className="block w-36 rounded-lg border border-line bg-white px-3 py-2 text-sm"
              aria-invalid={error ? true : undefined}
            />
          </div>
          <Button type="submit" busy={call.busy}>
            Send counter-offer
          </Button>
        </form>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The guest's answer to a counter-offer: accepting holds the dates at that price and opens the payment. */
export function CounterResponse({ id, total }: { id: string; total: string }) {
  const router = useRouter();
  const call = useFunctionCall<Answer>("respondToCounter");
  const { confirm, dialog } = useConfirm();
  async function respond(accept: boolean) {
    const result = await call.run({ id, accept });
    if (!result) return;
    if (result.reference) router.push(`/checkout/${result.reference}`);
    else router.refresh();
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap gap-2">
        <Button busy={call.busy} onClick={() => void respond(true)}>
          Accept {total} and pay
        </Button>
        <Button
          variant="secondary"
          busy={call.busy}
          onClick={async () => {
            const confirmed = await confirm({
              title: "Decline the host's counter-offer?",
              confirmLabel: "Decline",
              tone: "danger",
            });
            if (confirmed) await respond(false);
          }}
        >
          Decline
        </Button>
      </div>
      {dialog}
      {call.formError && (
        <p role="alert" className="text-sm text-red-700">
          {call.formError}
        </p>
      )}
    </div>
  );
}
