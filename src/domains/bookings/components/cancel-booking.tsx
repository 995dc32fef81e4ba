"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { formatMoney } from "@/lib/money";
import type { CancellationPlan } from "../actions";

type Cancelled = CancellationPlan & { status: "cancelled" };

/**
 * The guest cancels their own booking: first what the policy gives back now (`previewCancellation`), then,
 * once they confirm, `cancelBooking` and the refund it made. The result stays shown after the list reloads.
 */
export function CancelBooking({ reference, cancellable }: { reference: string; cancellable: boolean }) {
  const router = useRouter();
  const preview = useFunctionCall<CancellationPlan>("previewCancellation");
  const cancel = useFunctionCall<Cancelled>("cancelBooking");
  const [plan, setPlan] = useState<CancellationPlan | null>(null);
  const [done, setDone] = useState<Cancelled | null>(null);
  const money = (amountMinor: number, currency: string) => formatMoney({ amountMinor, currency }, { exact: true });

  if (done) {
    return (
      <FormMessage tone="success">
        <span data-testid="cancel-result">
          Booking {done.reference} is cancelled.{" "}
          {done.charged ? `Refund: ${money(done.refundMinor, done.currency)}. ` : ""}
          {done.explanation}
        </span>
      </FormMessage>
    );
  }
  if (!cancellable) return null;

  async function ask() {
    const answer = await preview.run({ reference });
    if (answer) setPlan(answer);
  }

  async function confirm() {
    const result = await cancel.run({ reference });
    if (!result) return;
    setDone(result);
    setPlan(null);
    router.refresh();
  }

  if (!plan) {
    return (
      <div className="space-y-2">
        {preview.formError && <FormMessage>{preview.formError}</FormMessage>}
        <Button variant="secondary" busy={preview.busy} onClick={ask} aria-label={`Cancel booking ${reference}`}>
          Cancel booking
        </Button>
      </div>
    );
  }

  const headingId = `cancel-${reference}`;
  return (
    <section
      role="alertdialog"
      aria-labelledby={headingId}
      aria-describedby={`${headingId}-refund`}
      className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <h4 id={headingId} className="font-semibold">
        Cancel booking {reference}?
      </h4>
      <p id={`${headingId}-refund`} className="text-sm" data-testid="cancel-preview">
        {plan.charged ? (
          <>
            You get back <span className="font-semibold">{money(plan.refundMinor, plan.currency)}</span> of the{" "}
            {money(plan.totalMinor, plan.currency)} paid.{" "}
          </>
        ) : null}
        {plan.explanation}
      </p>
      {cancel.formError && <FormMessage>{cancel.formError}</FormMessage>}
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" busy={cancel.busy} onClick={confirm}>
          Yes, cancel it
        </Button>
        <Button variant="secondary" disabled={cancel.busy} onClick={() => setPlan(null)} autoFocus>
          Keep my booking
        </Button>
      </div>
    </section>
  );
}
