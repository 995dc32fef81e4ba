"use client";

import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { z } from "zod";
import { amountShapeMessage, fieldIssue, formSchema, minorOf } from "@/components/forms/form-values";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { answerBidInput } from "../bids/inputs";

type Answer = { status: string; reference: string | null };

/** The counter-offer's one field, the total as typed. */
const amountFields = z.object({ amount: z.string() });

/** The function's name for the amount the form calls "amount". */
const FIELD_OF = { amountMinor: "amount" } as const;

/** The supplier's answers to an open offer: accept (a held booking for the guest to pay), counter, reject. */
export function SupplierBidActions({ id, guestName, currency }: { id: string; guestName: string; currency: string }) {
  const router = useRouter();
  const fieldId = useId();
  const call = useFunctionCall<Answer>("answerBid");
  const schema = useMemo(
    () =>
      formSchema(
        amountFields,
        ({ amount }, context) => {
          const amountMinor = minorOf(amount, currency);
          if (amountMinor === undefined) fieldIssue(context, "amount", amountShapeMessage(currency, "800.00"));
          return { id, action: "counter" as const, amountMinor: amountMinor ?? 0 };
        },
        answerBidInput,
      ),
    [id, currency],
  );
  const counterForm = useFunctionForm<{ amount: string }, unknown, Answer>({
    name: "answerBid",
    schema,
    defaultValues: { amount: "" },
    fieldOf: FIELD_OF,
  });
  const [countering, setCountering] = useState(false);
  const { confirm, dialog } = useConfirm();
  const busy = call.busy || counterForm.busy;

  async function answer(data: Record<string, unknown>) {
    if (await call.run({ id, ...data })) router.refresh();
  }

  const counter = counterForm.submitWith(() => router.refresh());

  const error = counterForm.errorOf("amount") ?? counterForm.formError ?? call.formError;
  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          busy={busy}
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
          busy={busy}
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
              {...counterForm.form.register("amount")}
              inputMode="decimal"
              autoComplete="off"
              className="block w-36 rounded-lg border border-line bg-white px-3 py-2 text-sm"
              aria-invalid={error ? true : undefined}
            />
          </div>
          <Button type="submit" busy={busy}>
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
