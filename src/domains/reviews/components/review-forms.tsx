"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { z } from "zod";
import { formSchema, numberOf } from "@/components/forms/form-values";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormMessage } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { COMMENT_MAX, COMMENT_MIN, guestReviewInput, SUB_RATINGS } from "../inputs";
import { StarsSelect } from "./stars-select";
import { formatNumber } from "@/lib/format";
import type { Locale } from "@/lib/locales";

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
