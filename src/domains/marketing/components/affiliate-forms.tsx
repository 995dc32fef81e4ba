"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
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
        Add an affiliate
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Name" {...register("name")} required maxLength={120} error={errorOf("name")} />
        <Field
          label="Tracking code"
          {...register("code")}
          required
          maxLength={32}
          hint="Lower-case letters, digits, hyphens."
          error={errorOf("code")}
        />
        <Field
          label="Contact email"
          {...register("contactEmail")}
          type="email"
          required
          error={errorOf("contactEmail")}
        />
      </div>
      <p className="text-sm text-muted">
        Commission: {commissionPercent} of the room revenue of the bookings they bring.
      </p>
      {formError && <FormMessage>{formError}</FormMessage>}
      {created && !formError && (
        <FormMessage tone="success">Affiliate added. Their links end in ?aff={created}.</FormMessage>
      )}
      <Button type="submit" busy={busy}>
        Add affiliate
      </Button>
    </form>
  );
}

export function AffiliateActiveButton({ id, name, active }: { id: string; name: string; active: boolean }) {
  const router = useRouter();
  const toggle = useFunctionCall<unknown>("setAffiliateActive");
  const { confirm, dialog } = useConfirm();
  async function onClick() {
    if (
      active &&
      !(await confirm({
        title: `Switch off ${name}?`,
        description: "Their links stop counting clicks and bookings.",
        confirmLabel: "Switch off",
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
        aria-label={`${active ? "Switch off" : "Switch on"} ${name}`}
      >
        {active ? "Switch off" : "Switch on"}
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
  const router = useRouter();
  const prepare = useFunctionCall<unknown>("prepareAffiliatePayout");
  const error = prepare.formError ?? Object.values(prepare.fieldErrors)[0];
  return (
    <div className="space-y-1">
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        busy={prepare.busy}
        aria-label={`Prepare the statement of ${label}`}
        onClick={async () => {
          if ((await prepare.run({ affiliateId, month, currency })) !== undefined) router.refresh();
        }}
      >
        Prepare statement
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
        title: `Approve the statement of ${label} for ${amount}?`,
        description: "It cannot be changed afterwards; paying it comes next.",
      }}
      remove={{
        name: "deleteAffiliatePayout",
        input: { payoutId: id },
        title: `Delete the draft statement of ${label}?`,
        description: "The month can be prepared again with the latest bookings.",
      }}
      basePath="/dashboard/affiliates"
    />
  );
}
