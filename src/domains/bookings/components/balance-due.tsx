"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { formatDay, formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import type { BalanceOutcome } from "../deposits";

/**
 * A booking's balance after its deposit on /bookings (docs/DEPOSITS.md): how much, by when and how it is paid, and
 * "Pay the balance" to pay it now (the kept card, or a transfer for a booking paid by transfer). One idempotency
 * key per press: a retry of the same press charges nothing again.
 */
export function BalanceDue({
  reference,
  currency,
  balance,
  payable,
}: {
  reference: string;
  currency: string;
  balance: { minor: number; dueOn: string; paid: boolean; automatic: boolean };
  /** The booking is the viewer's and still confirmed: the button is offered. */
  payable: boolean;
}) {
  const t = useTranslations("bookings");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pay = useFunctionCall<BalanceOutcome>("payBalance");
  const [outcome, setOutcome] = useState<BalanceOutcome | null>(null);
  const key = useRef<string | null>(null);
  const amount = formatMoney({ amountMinor: balance.minor, currency }, locale, { exact: true });
  const date = formatDay(balance.dueOn, locale);

  if (balance.paid || outcome?.state === "paid")
    return (
      <p className="text-sm" data-testid="balance-paid">
        {t("balance.paid", { amount })}
      </p>
    );

  async function press() {
    key.current ??= crypto.randomUUID();
    const answer = await pay.run({
      reference,
      payment: { method: balance.automatic ? "kept_card" : "bank_transfer" },
      idempotencyKey: key.current,
    });
    key.current = null;
    if (!answer) return;
    setOutcome(answer);
    if (answer.state === "paid") router.refresh();
  }

  return (
    <div className="space-y-2 text-sm" data-testid="balance-due">
      <p>
        {t("balance.due", { amount, date })} {balance.automatic ? t("balance.automatic") : t("balance.byTransfer")}
      </p>
      {outcome?.state === "pending" && outcome.transferReference && (
        <FormMessage tone="success">
          {t("balance.transfer", { amount, reference: outcome.transferReference })}
        </FormMessage>
      )}
      {outcome?.state === "declined" && <FormMessage>{outcome.message ?? t("balance.declined")}</FormMessage>}
      {outcome?.state === "in_progress" && <FormMessage>{t("balance.inProgress")}</FormMessage>}
      {pay.formError && <FormMessage>{pay.formError}</FormMessage>}
      {payable && (
        <Button variant="secondary" busy={pay.busy} onClick={press} aria-label={t("balance.payLabel", { reference })}>
          {t("balance.pay")}
        </Button>
      )}
    </div>
  );
}
