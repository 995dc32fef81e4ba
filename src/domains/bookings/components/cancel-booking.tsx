"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
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
    if (!result) return false;
    setDone(result);
    setPlan(null);
    router.refresh();
    return true;
  }

  return (
    <div className="space-y-2">
      {preview.formError && <FormMessage>{preview.formError}</FormMessage>}
      <Button variant="secondary" busy={preview.busy} onClick={ask} aria-label={`Cancel booking ${reference}`}>
        Cancel booking
      </Button>
      <ConfirmDialog
        open={plan !== null}
        onOpenChange={(open) => {
          if (!open) setPlan(null);
        }}
        title={`Cancel booking ${reference}?`}
        description={
          plan && (
            <span data-testid="cancel-preview">
              {plan.charged ? (
                <>
                  You get back <span className="font-semibold">{money(plan.refundMinor, plan.currency)}</span> of the{" "}
                  {money(plan.totalMinor, plan.currency)} paid.{" "}
                </>
              ) : null}
              {plan.explanation}
            </span>
          )
        }
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep my booking"
        tone="danger"
        onConfirm={confirm}
        error={cancel.formError}
      />
    </div>
  );
}
