"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { z } from "zod";
import { formSchema, numberOf } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormMessage } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import { callFunction, FunctionsError } from "@/lib/functions/client";
import {
  COMMENT_MAX,
  COMMENT_MIN,
  guestReviewInput,
  hideReviewInput,
  reviewReplyInput,
  SUB_RATINGS,
  supplierReviewInput,
} from "../inputs";
import { formatNumber } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import { plural } from "@/lib/plural";

const STAR_CHOICES = ["5", "4", "3", "2", "1"] as const;
const starsLabel = (value: string) => plural(Number(value), { one: "star", other: "stars" });

/** Stars to choose from; the guest's form passes its words in the page's language, the dashboard's are English. */
function StarsSelect({
  chooseLabel = "Choose…",
  labelOf = starsLabel,
  ...props
}: React.SelectHTMLAttributes<HTMLSelectElement> & { chooseLabel?: string; labelOf?: (value: string) => string }) {
  return (
    <Select {...props}>
      <option value="">{chooseLabel}</option>
      {STAR_CHOICES.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </Select>
  );
}

interface GuestFields {
  rating: string;
  cleanliness: string;
  accuracy: string;
  location: string;
  value: string;
  communication: string;
  comment: string;
}

const guestFields = z.object({
  rating: z.string(),
  cleanliness: z.string(),
  accuracy: z.string(),
  location: z.string(),
  value: z.string(),
  communication: z.string(),
  comment: z.string(),
});

/** The guest's "Review your stay" on /bookings: overall stars, the five parts and a text, in a dialog. */
export function GuestReviewForm({
  bookingId,
  propertyTitle,
  daysLeft,
}: {
  bookingId: string;
  propertyTitle: string;
  daysLeft: number;
}) {
  const t = useTranslations("bookings");
  const locale = useLocale() as Locale;
  const stars = {
    chooseLabel: t("review.choose"),
    labelOf: (value: string) => t("review.stars", { count: Number(value) }),
  };
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const schema = useMemo(
    () =>
      formSchema(
        guestFields,
        (values) => ({
          bookingId,
          rating: numberOf(values.rating),
          cleanliness: numberOf(values.cleanliness),
          accuracy: numberOf(values.accuracy),
          location: numberOf(values.location),
          value: numberOf(values.value),
          communication: numberOf(values.communication),
          comment: values.comment,
        }),
        guestReviewInput,
      ),
    [bookingId],
  );
  const { form, submitWith, errorOf, formError, busy } = useFunctionForm<GuestFields, unknown, { published: boolean }>({
    name: "reviewStay",
    schema,
    defaultValues: {
      rating: "",
      cleanliness: "",
      accuracy: "",
      location: "",
      value: "",
      communication: "",
      comment: "",
    },
  });
  const submit = submitWith(() => {
    setOpen(false);
    router.refresh();
  });
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="lg"
      trigger={<Button size="sm">{t("review.button")}</Button>}
      title={t("review.title", { title: propertyTitle })}
      description={t("review.description", { count: daysLeft })}
    >
      <form onSubmit={(event) => void submit(event)} aria-label={t("review.button")} className="space-y-3" noValidate>
        {formError && <FormMessage>{formError}</FormMessage>}
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={t("review.overall")} error={errorOf("rating")}>
            <StarsSelect {...form.register("rating")} {...stars} />
          </Field>
          {SUB_RATINGS.map((part) => (
            <Field key={part.key} label={t(`review.part.${part.key}`)} error={errorOf(part.key)}>
              <StarsSelect {...form.register(part.key)} {...stars} />
            </Field>
          ))}
        </div>
        <Field
          label={t("review.yourReview")}
          hint={t("review.hint", { min: COMMENT_MIN, max: formatNumber(COMMENT_MAX, locale) })}
          error={errorOf("comment")}
        >
          <Textarea {...form.register("comment")} rows={5} maxLength={COMMENT_MAX} />
        </Field>
        <Button type="submit" busy={busy}>
          {t("review.send")}
        </Button>
      </form>
    </Dialog>
  );
}

interface SupplierFields {
  rating: string;
  comment: string;
}

/** The supplier's review of a guest, on the dashboard's Reviews page. */
export function SupplierReviewForm({ bookingId, guestName }: { bookingId: string; guestName: string }) {
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
        <Button size="sm" aria-label={`Review ${guestName}`}>
          Review guest
        </Button>
      }
      title={`Review ${guestName}`}
      description="The guest reviews the stay too. Both reviews appear together once both are written, or when the 14 days end."
    >
      <form
        onSubmit={(event) => void submit(event)}
        aria-label={`Review ${guestName}`}
        className="space-y-3"
        noValidate
      >
        {formError && <FormMessage>{formError}</FormMessage>}
        <Field label="The guest" error={errorOf("rating")}>
          <StarsSelect {...form.register("rating")} />
        </Field>
        <Field
          label="Your review"
          hint={`${COMMENT_MIN} to ${COMMENT_MAX.toLocaleString("en")} characters.`}
          error={errorOf("comment")}
        >
          <Textarea {...form.register("comment")} rows={4} maxLength={COMMENT_MAX} />
        </Field>
        <Button type="submit" busy={busy}>
          Send review
        </Button>
      </form>
    </Dialog>
  );
}

/** The supplier's one public reply to a guest's review. */
export function ReplyForm({ reviewId, authorName }: { reviewId: string; authorName: string }) {
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
      aria-label={`Reply to ${authorName}`}
      className="mt-2 space-y-2"
      noValidate
    >
      {formError && <FormMessage>{formError}</FormMessage>}
      <Field label="Public reply" hint="One reply, shown under the review." error={errorOf("reply")}>
        <Textarea {...form.register("reply")} rows={2} maxLength={COMMENT_MAX} />
      </Field>
      <Button type="submit" size="sm" variant="secondary" busy={busy}>
        Post reply
      </Button>
    </form>
  );
}

/** Staff hide a review that breaks the content rules, saying which in the dialog (kept in the audit log). */
export function HideReviewButton({ reviewId, authorName }: { reviewId: string; authorName: string }) {
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="secondary">
          Hide
        </Button>
      }
      title={`Hide ${authorName}'s review?`}
      description="It leaves the place's page and its rating. The reason is kept in the audit log."
      confirmLabel="Hide review"
      tone="danger"
      error={error}
      onConfirm={async () => {
        const parsed = hideReviewInput.safeParse({ reviewId, reason });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? "Say which content rule the review breaks.");
          return false;
        }
        setError(null);
        try {
          await callFunction("hideReview", parsed.data);
        } catch (failure) {
          setError(failure instanceof FunctionsError ? failure.message : "The review could not be hidden.");
          return false;
        }
        router.refresh();
        return true;
      }}
    >
      <Field label="Reason" hint="Which content rule it breaks.">
        <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={2} maxLength={500} />
      </Field>
    </ConfirmDialog>
  );
}
