"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import { formSchema } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Field, FormMessage } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { markInsuranceClaimInput, openInsuranceClaimInput } from "../inputs";

/** The claim as typed, on the page's policy, checked by `openInsuranceClaim`'s own schema. */
function claimSchema(policyNumber: string) {
  return formSchema(
    z.object({ summary: z.string(), note: z.string() }),
    (values) => ({ policyNumber, summary: values.summary, note: values.note }),
    openInsuranceClaimInput,
  );
}

/** Opens a claim on a policy: what it is for, and a first note. */
export function OpenClaimForm({ policyNumber }: { policyNumber: string }) {
  const t = useTranslations("dashboardInsurance.claims");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const schema = useMemo(() => claimSchema(policyNumber), [policyNumber]);
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    { summary: string; note: string },
    unknown,
    { claimId: string }
  >({ name: "openInsuranceClaim", schema, defaultValues: { summary: "", note: "" } });

  const submit = submitWith(() => {
    form.reset();
    setOpen(false);
    router.refresh();
  });

  if (!open)
    return (
      <Button
        type="button"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={t("openOn", { policy: policyNumber })}
      >
        {t("open")}
      </Button>
    );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-2 rounded-xl border border-line bg-canvas p-3"
      aria-label={t("newOn", { policy: policyNumber })}
    >
      {formError && <FormMessage>{formError}</FormMessage>}
      <Field label={t("summary")} error={errorOf("summary")}>
        <Input density="dense" {...form.register("summary")} maxLength={500} />
      </Field>
      <Field label={t("noteOptional")} error={errorOf("note")}>
        <Textarea density="dense" {...form.register("note")} rows={2} maxLength={2000} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" busy={busy}>
          {t("submit")}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

const NEXT: Record<string, { status: "approved" | "rejected" | "paid"; action: "approve" | "reject" | "markPaid" }[]> =
  {
    opened: [
      { status: "approved", action: "approve" },
      { status: "rejected", action: "reject" },
    ],
    approved: [{ status: "paid", action: "markPaid" }],
  };

type NextStatus = "approved" | "rejected" | "paid";

/**
 * The note as typed, with the status its button chose, on the page's claim, checked by `markInsuranceClaim`'s
 * own schema. The status is not typed: it is the button pressed, set on the form before it is checked.
 */
function markSchema(claimId: string) {
  return formSchema(
    z.object({ note: z.string(), status: z.string() }),
    // One of the buttons' statuses; the schema says so if it is not one it takes.
    (values) => ({ claimId, status: values.status as NextStatus, note: values.note }),
    markInsuranceClaimInput,
  );
}

/** Moves a claim on (approve, reject, mark paid) with a note; rejecting asks for confirmation first. */
export function MarkClaimForm({ claimId, status, summary }: { claimId: string; status: string; summary: string }) {
  const t = useTranslations("dashboardInsurance.claims");
  const router = useRouter();
  const schema = useMemo(() => markSchema(claimId), [claimId]);
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<
    { note: string; status: string },
    unknown,
    { status: string }
  >({ name: "markInsuranceClaim", schema, defaultValues: { note: "", status: "" } });
  const { confirm, dialog } = useConfirm();
  const submit = submitWith(() => {
    form.reset();
    router.refresh();
  });
  const choices = NEXT[status] ?? [];
  if (choices.length === 0) return null;

  async function mark(next: NextStatus) {
    form.setValue("status", next);
    // The note is checked before the confirmation: a dialog for a claim the function would refuse helps no one.
    if (!(await form.trigger())) return;
    if (
      next === "rejected" &&
      !(await confirm({
        title: t("rejectTitle", { summary }),
        description: t("rejectDescription"),
        confirmLabel: t("rejectConfirm"),
        tone: "danger",
      }))
    )
      return;
    await submit();
  }

  return (
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="mt-2 space-y-2"
      aria-label={t("markForm", { summary })}
    >
      {formError && <FormMessage>{formError}</FormMessage>}
      <Field label={t("note")} error={errorOf("note")}>
        <Textarea density="dense" {...form.register("note")} rows={2} maxLength={2000} />
      </Field>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Button
            key={choice.status}
            type="button"
            variant={choice.status === "rejected" ? "secondary" : "primary"}
            busy={busy}
            onClick={() => void mark(choice.status)}
          >
            {t(choice.action)}
          </Button>
        ))}
      </div>
      {dialog}
    </form>
  );
}
