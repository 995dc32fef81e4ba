"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { formSchema } from "@/components/forms/form-values";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Field, FormMessage } from "@/components/ui/field";
import { affiliateSchema, payAffiliatePayoutSchema } from "../inputs";
import { MarkPaidForm, PayoutDraftActions } from "@/components/payouts/payout-actions";

type AffiliateFields = z.input<typeof affiliateSchema>;

/** Adds an affiliate partner with its tracking code (links are any public page with ?aff=CODE). */
export function NewAffiliateForm({ commissionPercent }: { commissionPercent: string }) {
  const t = useTranslations("dashboardMarketing.affiliateForms");
  const router = useRouter();
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<AffiliateFields, unknown, { code: string }>({
    name: "createAffiliate",
    schema: affiliateSchema,
    defaultValues: { name: "", code: "", contactEmail: "" },
  });
  const { register } = form;
  const [created, setCreated] = useState<string | null>(null);
  const submit = submitWith((result) => {
    setCreated(result.code);
    form.reset();
    router.refresh();
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl border border-line bg-white p-5"
      aria-labelledby="new-affiliate"
    >
      <h2 id="new-affiliate" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t("name")} {...register("name")} required maxLength={120} error={errorOf("name")} />
        <Field
          label={t("code")}
          {...register("code")}
          required
          maxLength={32}
          hint={t("codeHint")}
          error={errorOf("code")}
        />
        <Field label={t("email")} {...register("contactEmail")} type="email" required error={errorOf("contactEmail")} />
      </div>
      <p className="text-sm text-muted">{t("commission", { percent: commissionPercent })}</p>
      {formError && <FormMessage>{formError}</FormMessage>}
      {created && !formError && <FormMessage tone="success">{t("added", { code: created })}</FormMessage>}
      <Button type="submit" busy={busy}>
        {t("submit")}
      </Button>
    </form>
  );
}

export function AffiliateActiveButton({ id, name, active }: { id: string; name: string; active: boolean }) {
  const t = useTranslations("dashboardMarketing.affiliateForms");
  const router = useRouter();
  const toggle = useFunctionCall<unknown>("setAffiliateActive");
  const { confirm, dialog } = useConfirm();
  async function onClick() {
    if (
      active &&
      !(await confirm({
        title: t("switchOffTitle", { name }),
        description: t("switchOffDescription"),
        confirmLabel: t("switchOff"),
        tone: "danger",
      }))
    )
      return;
    if (await toggle.run({ id, active: !active })) router.refresh();
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        onClick={onClick}
        busy={toggle.busy}
        aria-label={active ? t("switchOffName", { name }) : t("switchOnName", { name })}
      >
        {active ? t("switchOff") : t("switchOn")}
      </Button>
      {dialog}
      {toggle.formError && <span className="text-xs text-red-700">{toggle.formError}</span>}
    </span>
  );
}

/** Makes an ended month's statement for one affiliate and currency: a draft of the commission owed. */
export function PrepareStatementButton({
  affiliateId,
  month,
  currency,
  label,
}: {
  affiliateId: string;
  month: string;
  currency: string;
  label: string;
}) {
  const t = useTranslations("dashboardMarketing.affiliateForms");
  const router = useRouter();
  const prepare = useFunctionCall<unknown>("prepareAffiliatePayout");
  const error = prepare.formError ?? Object.values(prepare.fieldErrors)[0];
  return (
    <div className="space-y-1">
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        busy={prepare.busy}
        aria-label={t("prepareLabel", { label })}
        onClick={async () => {
          if ((await prepare.run({ affiliateId, month, currency })) !== undefined) router.refresh();
        }}
      >
        {t("prepare")}
      </Button>
      {error && (
        <span role="alert" className="block text-xs text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * A statement's next step, as a supplier's settlement has them: a draft is approved or deleted (each asked once
 * more), an approved one is paid with the transfer's reference (one idempotency key per form).
 */
export function StatementActions({
  id,
  status,
  amount,
  label,
}: {
  id: string;
  status: "draft" | "approved";
  amount: string;
  label: string;
}) {
  const t = useTranslations("dashboardMarketing.affiliateForms");
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const schema = useMemo(
    () =>
      formSchema(
        z.object({ reference: z.string() }),
        ({ reference }) => ({ payoutId: id, reference, idempotencyKey }),
        payAffiliatePayoutSchema,
      ),
    [id, idempotencyKey],
  );
  if (status === "approved") return <MarkPaidForm name="payAffiliatePayout" schema={schema} amount={amount} />;
  return (
    <PayoutDraftActions
      approve={{
        name: "approveAffiliatePayout",
        input: { payoutId: id },
        title: t("approveTitle", { label, amount }),
        description: t("approveDescription"),
      }}
      remove={{
        name: "deleteAffiliatePayout",
        input: { payoutId: id },
        title: t("deleteTitle", { label }),
        description: t("deleteDescription"),
      }}
      basePath="/dashboard/affiliates"
    />
  );
}
