"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { formSchema } from "@/components/forms/form-values";
import { MarkPaidForm, PayoutDraftActions } from "@/components/payouts/payout-actions";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { formatMoney } from "@/lib/money";
import { z } from "zod";
import { payInvestorPayoutInput, prepareInvestorPayoutsInput } from "../inputs";

const money = (amountMinor: number, currency: string) =>
  formatMoney({ amountMinor, currency }, { exact: true, currencyDisplay: "code" });

interface Prepared {
  prepared: number;
  waiting: number;
  totals: Record<string, number>;
}

const prepareSchema = formSchema(
  z.object({ throughMonth: z.string() }),
  ({ throughMonth }) => ({ throughMonth }),
  prepareInvestorPayoutsInput,
);

/**
 * Finance gathers every distribution not yet paid, through a month that has ended, into a draft per investor and
 * currency (prepareInvestorPayouts): a draft already open grows, an approved one waits for its payment.
 */
export function PrepareInvestorPayoutsForm({ defaultMonth }: { defaultMonth: string }) {
  const t = useTranslations("dashboardInvest.payouts");
  const router = useRouter();
  const [result, setResult] = useState<Prepared | null>(null);
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    { throughMonth: string },
    z.output<typeof prepareInvestorPayoutsInput>,
    Prepared
  >({ name: "prepareInvestorPayouts", schema: prepareSchema, defaultValues: { throughMonth: defaultMonth } });
  const submit = submitWith((prepared) => {
    setResult(prepared);
    router.refresh();
  });
  return (
    <section aria-labelledby="prepare-heading" className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <h2 id="prepare-heading" className="text-base font-semibold">
        {t("prepareHeading")}
      </h2>
      <p className="text-sm text-muted">{t("prepareIntro")}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => void submit(event)}
        aria-label={t("prepareForm")}
        noValidate
      >
        <Field
          label={t("through")}
          type="month"
          max={defaultMonth}
          {...form.register("throughMonth")}
          error={errorOf("throughMonth")}
        />
        <Button type="submit" busy={busy}>
          {t("prepare")}
        </Button>
      </form>
      {formError && <FormMessage>{formError}</FormMessage>}
      {result && (
        <p role="status" className="text-sm">
          {result.prepared === 0
            ? t("nothingNew")
            : t("prepared", {
                count: result.prepared,
                totals: Object.entries(result.totals)
                  .map(([currency, amount]) => money(amount, currency))
                  .join(", "),
              })}
          {result.waiting > 0 && t("waiting", { count: result.waiting })}
        </p>
      )}
    </section>
  );
}

/** A draft's approve and delete (each asked once more), or an approved payout's payment with its reference. */
export function InvestorPayoutActions({
  id,
  status,
  amountMinor,
  currency,
  holderName,
  basePath,
}: {
  id: string;
  status: "draft" | "approved" | "paid";
  amountMinor: number;
  currency: string;
  holderName: string;
  basePath: string;
}) {
  const t = useTranslations("dashboardInvest.payouts");
  if (status === "paid") return null;
  return (
    <section aria-labelledby="payout-actions-heading" className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <h2 id="payout-actions-heading" className="text-base font-semibold">
        {status === "draft" ? t("review") : t("pay")}
      </h2>
      {status === "draft" ? (
        <DraftActions
          id={id}
          amountMinor={amountMinor}
          currency={currency}
          holderName={holderName}
          basePath={basePath}
        />
      ) : (
        <PayForm id={id} amountMinor={amountMinor} currency={currency} />
      )}
    </section>
  );
}

function DraftActions({
  id,
  amountMinor,
  currency,
  holderName,
  basePath,
}: {
  id: string;
  amountMinor: number;
  currency: string;
  holderName: string;
  basePath: string;
}) {
  const t = useTranslations("dashboardInvest.payouts");
  return (
    <PayoutDraftActions
      intro={t("draftIntro")}
      approve={{
        name: "approveInvestorPayout",
        input: { payoutId: id },
        title: t("approveTitle", { amount: money(amountMinor, currency), name: holderName }),
        description: t("approveDescription"),
      }}
      remove={{
        name: "deleteInvestorPayout",
        input: { payoutId: id },
        title: t("deleteTitle"),
        description: t("deleteDescription"),
      }}
      basePath={basePath}
    />
  );
}

/** The transfer's reference, checked with payInvestorPayout's own schema; a retried press keeps its key. */
function PayForm({ id, amountMinor, currency }: { id: string; amountMinor: number; currency: string }) {
  // One key per form on the page: pressing again after a lost answer is the same payment, answered once.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const schema = useMemo(
    () =>
      formSchema(
        z.object({ reference: z.string() }),
        ({ reference }) => ({ payoutId: id, reference, idempotencyKey }),
        payInvestorPayoutInput,
      ),
    [id, idempotencyKey],
  );
  return <MarkPaidForm name="payInvestorPayout" schema={schema} amount={money(amountMinor, currency)} />;
}
