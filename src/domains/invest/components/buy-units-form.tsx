"use client";

import { useRouter } from "next/navigation";
import { useId, useMemo, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { SiteLink } from "@/components/shell/site-link";
import { formatMoney } from "@/lib/money";

interface Outcome {
  status: "paid" | "failed" | "pending";
  units: number;
  amountMinor: number;
  currency: string;
  message?: string;
}

/** Buys units of one offering by card; a new idempotency key per purchase, kept across retries of it. */
export function BuyUnitsForm({
  offeringId,
  unitPriceMinor,
  currency,
  unitsLeft,
  testCard,
}: {
  offeringId: string;
  unitPriceMinor: number;
  currency: string;
  unitsLeft: number;
  testCard: string | null;
}) {
  const router = useRouter();
  const id = useId();
  const call = useFunctionCall<Outcome>("buyUnits");
  const [units, setUnits] = useState("1");
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [unitsError, setUnitsError] = useState<string | null>(null);
  const count = Number(units);
  const total = useMemo(
    () =>
      Number.isInteger(count) && count > 0
        ? formatMoney({ amountMinor: count * unitPriceMinor, currency }, { exact: true, currencyDisplay: "code" })
        : null,
    [count, unitPriceMinor, currency],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    if (!Number.isInteger(count) || count < 1) return setUnitsError("Enter a whole number of units, at least 1.");
    if (count > unitsLeft) return setUnitsError(`Only ${unitsLeft} unit${unitsLeft === 1 ? " is" : "s are"} left.`);
    setUnitsError(null);
    const form = new FormData(event.currentTarget);
    const result = await call.run({
      offeringId,
      units: count,
      card: {
        number: String(form.get("number") ?? ""),
        expiry: String(form.get("expiry") ?? ""),
        cvc: String(form.get("cvc") ?? ""),
        holder: String(form.get("holder") ?? ""),
      },
      idempotencyKey: key,
    });
    if (!result) return;
    setOutcome(result);
    // The next purchase is a new one; a retry of a failed card is too (its units were given back).
    setKey(crypto.randomUUID());
    if (result.status === "paid") router.refresh();
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Buy units"
      className="grid gap-3 sm:grid-cols-2"
      noValidate
    >
      <Field
        id={`${id}-units`}
        label="Units"
        name="units"
        inputMode="numeric"
        value={units}
        onChange={(event) => setUnits(event.target.value)}
        error={unitsError ?? call.fieldErrors.units}
        hint={total ? `Total ${total}` : undefined}
      />
      <Field label="Name on card" name="holder" autoComplete="cc-name" error={call.fieldErrors["card.holder"]} />
      <Field
        label="Card number"
        name="number"
        inputMode="numeric"
        autoComplete="cc-number"
        error={call.fieldErrors["card.number"]}
        hint={testCard ? `Test card: ${testCard}` : undefined}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field
          label="Expiry (MM/YY)"
          name="expiry"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={call.fieldErrors["card.expiry"]}
        />
        <Field
          label="Security code"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          error={call.fieldErrors["card.cvc"]}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" busy={call.busy}>
          Pay {total ?? ""}
        </Button>
      </div>
      {call.formError && (
        <div className="sm:col-span-2">
          <FormMessage>{call.formError}</FormMessage>
        </div>
      )}
      {outcome && (
        <div className="sm:col-span-2">
          {outcome.status === "paid" ? (
            <FormMessage tone="success">
              You bought {outcome.units} unit{outcome.units === 1 ? "" : "s"} for{" "}
              {formatMoney(
                { amountMinor: outcome.amountMinor, currency: outcome.currency },
                { exact: true, currencyDisplay: "code" },
              )}
              .{" "}
              <SiteLink href="/dashboard/investmentPortfolio" className="font-medium underline">
                See your portfolio
              </SiteLink>
            </FormMessage>
          ) : (
            <FormMessage>
              {outcome.message ?? "The payment did not go through. Nothing was charged; try another card."}
            </FormMessage>
          )}
        </div>
      )}
    </form>
  );
}
