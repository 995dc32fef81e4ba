"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { controlClassDense } from "@/components/ui/styles";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";

const textarea = controlClassDense;

/** Opens a claim on a policy: what it is for, and a first note. */
export function OpenClaimForm({ policyNumber }: { policyNumber: string }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const call = useFunctionCall<{ claimId: string }>("openInsuranceClaim");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const done = await call.run({
      policyNumber,
      summary: String(form.get("summary") ?? ""),
      note: String(form.get("note") ?? ""),
    });
    if (done) {
      setOpen(false);
      router.refresh();
    }
  }

  if (!open)
    return (
      <Button
        type="button"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={`Open a claim on ${policyNumber}`}
      >
        Open a claim
      </Button>
    );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-2 rounded-xl border border-line bg-canvas p-3"
      aria-label={`New claim on ${policyNumber}`}
    >
      {call.formError && <FormMessage>{call.formError}</FormMessage>}
      <div className="space-y-1">
        <label htmlFor={`${id}-summary`} className="block text-sm font-medium">
          What is the claim for?
        </label>
        <input
          id={`${id}-summary`}
          name="summary"
          className={textarea}
          maxLength={500}
          aria-invalid={call.fieldErrors.summary ? true : undefined}
          aria-describedby={call.fieldErrors.summary ? `${id}-summary-error` : undefined}
        />
        {call.fieldErrors.summary && (
          <p id={`${id}-summary-error`} className="text-sm text-red-700">
            {call.fieldErrors.summary}
          </p>
        )}
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-note`} className="block text-sm font-medium">
          Note (optional)
        </label>
        <textarea id={`${id}-note`} name="note" rows={2} maxLength={2000} className={textarea} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" busy={call.busy}>
          Open claim
        </Button>
        <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const NEXT: Record<string, { status: "approved" | "rejected" | "paid"; label: string }[]> = {
  opened: [
    { status: "approved", label: "Approve" },
    { status: "rejected", label: "Reject" },
  ],
  approved: [{ status: "paid", label: "Mark paid" }],
};

/** Moves a claim on (approve, reject, mark paid) with a note; rejecting asks for confirmation first. */
export function MarkClaimForm({ claimId, status, summary }: { claimId: string; status: string; summary: string }) {
  const router = useRouter();
  const id = useId();
  const call = useFunctionCall<{ status: string }>("markInsuranceClaim");
  const { confirm, dialog } = useConfirm();
  const choices = NEXT[status] ?? [];
  if (choices.length === 0) return null;

  async function mark(next: "approved" | "rejected" | "paid", form: HTMLFormElement) {
    if (
      next === "rejected" &&
      !(await confirm({
        title: `Reject the claim "${summary}"?`,
        description: "A rejected claim cannot be reopened.",
        confirmLabel: "Reject claim",
        tone: "danger",
      }))
    )
      return;
    const note = String(new FormData(form).get("note") ?? "");
    const done = await call.run({ claimId, status: next, note });
    if (done) {
      form.reset();
      router.refresh();
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="mt-2 space-y-2"
      aria-label={`Mark the claim "${summary}"`}
    >
      {call.formError && <FormMessage>{call.formError}</FormMessage>}
      <label htmlFor={`${id}-note`} className="block text-sm font-medium">
        Note
      </label>
      <textarea id={`${id}-note`} name="note" rows={2} maxLength={2000} className={textarea} />
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Button
            key={choice.status}
            type="button"
            variant={choice.status === "rejected" ? "secondary" : "primary"}
            busy={call.busy}
            onClick={(event) => mark(choice.status, event.currentTarget.form!)}
          >
            {choice.label}
          </Button>
        ))}
      </div>
      {dialog}
    </form>
  );
}
