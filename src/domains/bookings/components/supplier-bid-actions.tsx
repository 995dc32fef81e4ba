"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
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
  const t = useTranslations("dashboardBookings.bids.actions");
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
          aria-label={t("acceptOf", { guest: guestName })}
        >
          {t("accept")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setCountering((open) => !open)}
          aria-expanded={countering}
          aria-label={t("counterOf", { guest: guestName })}
        >
          {t("counter")}
        </Button>
        <Button
          variant="danger"
          busy={busy}
          onClick={async () => {
            const confirmed = await confirm({
              title: t("rejectTitle", { guest: guestName }),
              description: t("rejectDescription"),
              confirmLabel: t("rejectConfirm"),
              tone: "danger",
            });
            if (confirmed) await answer({ action: "reject" });
          }}
          aria-label={t("rejectOf", { guest: guestName })}
        >
          {t("reject")}
        </Button>
      </div>
      {dialog}
      {countering && (
        <form
          onSubmit={(event) => void counter(event)}
          className="flex items-end gap-2"
          aria-label={t("counterTo", { guest: guestName })}
          noValidate
        >
          <div className="space-y-1">
            <label htmlFor={fieldId} className="block text-sm font-medium">
              {t("total", { currency })}
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
            {t("send")}
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
