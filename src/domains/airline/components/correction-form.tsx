"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";

/** A points correction: a booking, a signed number of points and the reason. It adds a row; nothing is edited. */
export function CorrectionForm() {
  const router = useRouter();
  const call = useFunctionCall<{ reference: string; points: number; balance: number }>("correctAirlinePoints");
  const [done, setDone] = useState<string | null>(null);
  const [pointsHint, setPointsHint] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const points = Number(String(form.get("points") ?? "").trim());
    if (!Number.isInteger(points) || points === 0) {
      setPointsHint("Enter a whole number of points, with a minus sign to take points back.");
      return;
    }
    setPointsHint(undefined);
    const result = await call.run({
      reference: String(form.get("reference") ?? ""),
      points,
      reason: String(form.get("reason") ?? ""),
    });
    if (result) {
      setDone(
        `Recorded ${result.points > 0 ? "+" : ""}${result.points} points on ${result.reference}: it now holds ${result.balance} points.`,
      );
      formElement.reset();
      router.refresh();
    }
  }

  return (
    <section aria-labelledby="correction-heading" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="correction-heading" className="text-lg font-semibold">
        Correct points
      </h2>
      <p className="text-sm text-muted">
        A correction is a new row with its reason; the points already recorded never change.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-3 grid gap-3 sm:grid-cols-3" aria-label="Correct points">
        <div className="sm:col-span-3">
          {call.formError && <FormMessage>{call.formError}</FormMessage>}
          {done && <FormMessage tone="success">{done}</FormMessage>}
        </div>
        <Field
          label="Booking reference"
          name="reference"
          placeholder="BK-7K2P9Q"
          autoComplete="off"
          spellCheck={false}
          error={call.fieldErrors.reference}
        />
        <Field
          label="Points (+ or −)"
          name="points"
          inputMode="numeric"
          placeholder="-120"
          error={pointsHint ?? call.fieldErrors.points}
        />
        <Field label="Reason" name="reason" placeholder="Stay shortened by one night" error={call.fieldErrors.reason} />
        <div className="sm:col-span-3">
          <Button type="submit" busy={call.busy}>
            Record correction
          </Button>
        </div>
      </form>
    </section>
  );
}
