"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Field, FormMessage } from "@/components/ui/field";

/** Adds an affiliate partner with its tracking code (links are any public page with ?aff=CODE). */
export function NewAffiliateForm({ commissionPercent }: { commissionPercent: string }) {
  const router = useRouter();
  const create = useFunctionCall<{ code: string }>("createAffiliate");
  const [created, setCreated] = useState<string | null>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const result = await create.run({
      name: String(form.get("name") ?? ""),
      code: String(form.get("code") ?? ""),
      contactEmail: String(form.get("contactEmail") ?? ""),
    });
    if (!result) return;
    setCreated(result.code);
    formElement.reset();
    router.refresh();
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-2xl border border-line bg-white p-5"
      aria-labelledby="new-affiliate"
    >
      <h2 id="new-affiliate" className="text-lg font-semibold">
        Add an affiliate
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Name" name="name" required maxLength={120} error={create.fieldErrors.name} />
        <Field
          label="Tracking code"
          name="code"
          required
          maxLength={32}
          hint="Lower-case letters, digits, hyphens."
          error={create.fieldErrors.code}
        />
        <Field
          label="Contact email"
          name="contactEmail"
          type="email"
          required
          error={create.fieldErrors.contactEmail}
        />
      </div>
      <p className="text-sm text-muted">
        Commission: {commissionPercent} of the room revenue of the bookings they bring.
      </p>
      {create.formError && <FormMessage>{create.formError}</FormMessage>}
      {created && !create.formError && (
        <FormMessage tone="success">Affiliate added. Their links end in ?aff={created}.</FormMessage>
      )}
      <Button type="submit" busy={create.busy}>
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
  const pay = useFunctionCall<unknown>("markAffiliateCommissionPaid");
  const { confirm, dialog } = useConfirm();
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reference = String(new FormData(event.currentTarget).get("reference") ?? "");
    const confirmed = await confirm({ title: `Mark ${label} as paid?`, description: "This cannot be undone.", confirmLabel: "Mark paid" });
    if (!confirmed) return;
    if (await pay.run({ affiliateId, month, currency, reference })) router.refresh();
  }
  const id = `reference-${affiliateId}-${month}-${currency}`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-2">
      <label htmlFor={id} className="sr-only">
        Payment reference for {label}
      </label>
      <input
        id={id}
        name="reference"
        placeholder="Payment reference"
        maxLength={100}
        className="w-44 rounded-lg border border-line px-2 py-1.5 text-sm"
        aria-invalid={pay.fieldErrors.reference ? true : undefined}
      />
      <Button type="submit" className="px-3 py-1.5" busy={pay.busy}>
        Mark paid
      </Button>
      {dialog}
      {(pay.fieldErrors.reference ?? pay.formError) && (
        <span role="alert" className="basis-full text-xs text-red-700">
          {pay.fieldErrors.reference ?? pay.formError}
        </span>
      )}
    </form>
  );
}
