"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { z } from "zod";
import { formSchema, numberOf } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormMessage } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { callFunction, FunctionsError } from "@/lib/functions/client";
import { COMMENT_MAX, COMMENT_MIN, hideReviewInput, reviewReplyInput, supplierReviewInput } from "../inputs";
import { formatNumber } from "@/lib/format";
import { StarsSelect } from "./stars-select";

/*
 * The dashboard's review forms (/dashboard/reviews), with the dashboard's words (dashboardReviews); the guest's
 * form is in review-forms.tsx, in the page's language.
 */

interface SupplierFields {
  rating: string;
  comment: string;
}

/** The supplier's review of a guest, on the dashboard's Reviews page. */
export function SupplierReviewForm({ bookingId, guestName }: { bookingId: string; guestName: string }) {
  const t = useTranslations("dashboardReviews.forms");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const schema = useMemo(
    () =>
      formSchema(
        z.object({ rating: z.string(), comment: z.string() }),
        (values) => ({ bookingId, rating: numberOf(values.rating), comment: values.comment }),
        supplierReviewInput,
      ),
    [bookingId],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<SupplierFields, unknown, unknown>({
    name: "reviewGuest",
    schema,
    defaultValues: { rating: "", comment: "" },
  });
  const submit = submitWith(() => {
    setOpen(false);
    router.refresh();
  });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" aria-label={t("reviewOf", { name: guestName })}>
          {t("reviewGuest")}
        </Button>
      }
      title={t("reviewOf", { name: guestName })}
      description={t("reviewDescription")}
    >
      <form
        onSubmit={(event) => void submit(event)}
        aria-label={t("reviewOf", { name: guestName })}
        className="space-y-3"
        noValidate
      >
        {formError && <FormMessage>{formError}</FormMessage>}
        <Field label={t("theGuest")} error={errorOf("rating")}>
          <StarsSelect
            {...form.register("rating")}
            chooseLabel={t("choose")}
            labelOf={(value) => t("stars", { count: Number(value) })}
          />
        </Field>
        <Field
          label={t("yourReview")}
          hint={t("hint", { min: COMMENT_MIN, max: formatNumber(COMMENT_MAX, "en") })}
          error={errorOf("comment")}
        >
          <Textarea {...form.register("comment")} rows={4} maxLength={COMMENT_MAX} />
        </Field>
        <Button type="submit" busy={busy}>
          {t("send")}
        </Button>
      </form>
    </Dialog>
  );
}

/** The supplier's one public reply to a guest's review. */
export function ReplyForm({ reviewId, authorName }: { reviewId: string; authorName: string }) {
  const t = useTranslations("dashboardReviews.forms");
  const router = useRouter();
  const schema = useMemo(
    () =>
      formSchema(z.object({ reply: z.string() }), (values) => ({ reviewId, reply: values.reply }), reviewReplyInput),
    [reviewId],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<{ reply: string }, unknown, unknown>({
    name: "replyToReview",
    schema,
    defaultValues: { reply: "" },
  });
  const submit = submitWith(() => router.refresh());
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t("replyTo", { name: authorName })}
      className="mt-2 space-y-2"
      noValidate
    >
      {formError && <FormMessage>{formError}</FormMessage>}
      <Field label={t("publicReply")} hint={t("replyHint")} error={errorOf("reply")}>
        <Textarea {...form.register("reply")} rows={2} maxLength={COMMENT_MAX} />
      </Field>
      <Button type="submit" size="sm" variant="secondary" busy={busy}>
        {t("postReply")}
      </Button>
    </form>
  );
}

/** Staff hide a review that breaks the content rules, saying which in the dialog (kept in the audit log). */
export function HideReviewButton({ reviewId, authorName }: { reviewId: string; authorName: string }) {
  const t = useTranslations("dashboardReviews.forms");
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="secondary">
          {t("hide")}
        </Button>
      }
      title={t("hideTitle", { name: authorName })}
      description={t("hideDescription")}
      confirmLabel={t("hideConfirm")}
      tone="danger"
      error={error}
      onConfirm={async () => {
        const parsed = hideReviewInput.safeParse({ reviewId, reason });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? t("hideReasonMissing"));
          return false;
        }
        setError(null);
        try {
          await callFunction("hideReview", parsed.data);
        } catch (failure) {
          setError(failure instanceof FunctionsError ? failure.message : t("hideFailed"));
          return false;
        }
        router.refresh();
        return true;
      }}
    >
      <Field label={t("reason")} hint={t("reasonHint")}>
        <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={2} maxLength={500} />
      </Field>
    </ConfirmDialog>
  );
}
