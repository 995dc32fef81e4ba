"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import type { CancellationPlan } from "../actions";
import { refundExplanationWords } from "./cancellation-words";

type Cancelled = CancellationPlan & { status: "cancelled" };

/**
 * The guest cancels their own booking: first what the policy gives back now (`previewCancellation`), then,
 * once they confirm, `cancelBooking` and the refund it made. The result stays shown after the list reloads.
 */
export function CancelBooking({ reference, cancellable }: { reference: string; cancellable: boolean }) {
  const t = useTranslations("bookings");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const preview = useFunctionCall<CancellationPlan>("previewCancellation");
  const cancel = useFunctionCall<Cancelled>("cancelBooking");
  const [plan, setPlan] = useState<CancellationPlan | null>(null);
  const [done, setDone] = useState<Cancelled | null>(null);
  const money = (amountMinor: number, currency: string) =>
    formatMoney({ amountMinor, currency }, locale, { exact: true });
  const explain = (explanation: string) =>
    refundExplanationWords(explanation, (key, values) => t(`refund.${key}`, values));
  // Referral credit that paid part of the stay comes back as credit, not to the card, and expired credit not at
  // all (docs/REFERRAL-CREDIT.md).
  const givenBack = (plan: CancellationPlan) => plan.refundMinor - (plan.referralCredit?.expiredMinor ?? 0);
  const creditWords = (plan: CancellationPlan) => {
    const credit = plan.referralCredit;
    if (!credit || credit.creditMinor + credit.expiredMinor === 0) return "";
    const words = [];
    if (credit.creditMinor > 0)
      words.push(
        t("cancel.creditBack", {
          credit: money(credit.creditMinor, plan.currency),
          card: money(givenBack(plan) - credit.creditMinor, plan.currency),
        }),
      );
    if (credit.expiredMinor > 0)
      words.push(t("cancel.creditExpired", { amount: money(credit.expiredMinor, plan.currency) }));
    return `${words.join(" ")} `;
  };

  if (done) {
    return (
      <FormMessage tone="success">
        <span data-testid="cancel-result">
          {t("cancel.cancelled", { reference: done.reference })}{" "}
          {done.charged ? `${t("cancel.refund", { amount: money(givenBack(done), done.currency) })} ` : ""}
          {creditWords(done)}
          {explain(done.explanation)}
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
      <Button variant="secondary" busy={preview.busy} onClick={ask} aria-label={t("cancel.buttonLabel", { reference })}>
        {t("cancel.button")}
      </Button>
      <ConfirmDialog
        open={plan !== null}
        onOpenChange={(open) => {
          if (!open) setPlan(null);
        }}
        title={t("cancel.title", { reference })}
        description={
          plan && (
            <span data-testid="cancel-preview">
              {plan.charged ? (
                <>
                  {t.rich("cancel.getBack", {
                    refund: money(givenBack(plan), plan.currency),
                    total: money(plan.totalMinor, plan.currency),
                    b: (chunks) => <span className="font-semibold">{chunks}</span>,
                  })}{" "}
                  {creditWords(plan)}
                </>
              ) : null}
              {explain(plan.explanation)}
            </span>
          )
        }
        confirmLabel={t("cancel.confirm")}
        cancelLabel={t("cancel.keep")}
        tone="danger"
        onConfirm={confirm}
        error={cancel.formError}
      />
    </div>
  );
}
