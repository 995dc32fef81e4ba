"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState, type FormEvent } from "react";
import { z } from "zod";
import { formSchema } from "@/components/forms/form-values";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Field, FormMessage } from "@/components/ui/field";
import { affiliatePaidSchema, affiliateSchema } from "../inputs";

type AffiliateFields = z.input<typeof affiliateSchema>;

/** The payment form's one field; the month, currency and affiliate come from the row. */
const referenceFields = z.object({ reference: z.string() });

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

/** Records a finished month's commission as paid, with the payment's reference. */
export function MarkPaidForm({
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
  const schema = useMemo(
    () =>
      formSchema(
        referenceFields,
        ({ reference }) => ({ affiliateId, month, currency, reference }),
        affiliatePaidSchema,
      ),
    [affiliateId, month, currency],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<{ reference: string }, unknown, unknown>({
    name: "markAffiliateCommissionPaid",
    schema,
    defaultValues: { reference: "" },
  });
  const { confirm, dialog } = useConfirm();
  const pay = submitWith(() => router.refresh());
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The reference is checked before the confirmation, so the dialog only asks about a payment that can be saved.
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return;
    const confirmed = await confirm({
      title: `Mark ${label} as paid?`,
      description: "This cannot be undone.",
      confirmLabel: "Mark paid",
    });
    if (!confirmed) return;
    await pay();
  }
  const error = errorOf("reference") ?? formError;
  const id = `reference-${affiliateId}-${month}-${currency}`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-2">
      <label htmlFor={id} className="sr-only">
        Payment reference for {label}
      </label>
      <input
        id={id}
        {...form.register("reference")}
        placeholder="Payment reference"
        maxLength={100}
        className="w-44 rounded-lg border border-line px-2 py-1.5 text-sm"
        aria-invalid={errorOf("reference") ? true : undefined}
      />
      <Button type="submit" className="px-3 py-1.5" busy={busy}>
        Mark paid
      </Button>
      {dialog}
      {error && (
        <span role="alert" className="basis-full text-xs text-red-700">
          {error}
        </span>
      )}
    </form>
  );
}
