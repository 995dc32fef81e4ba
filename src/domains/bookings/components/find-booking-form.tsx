"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { z } from "zod";
import { useFunctionForm } from "@/components/forms/use-function-form";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { findBookingInput } from "../inputs";
import { eventsAvailable } from "../lifecycle";
import type { GuestBooking } from "../queries";
import { BookingSummary } from "./booking-summary";
import { fieldErrorWords } from "./field-error-words";

type FoundBooking = Omit<GuestBooking, "property"> & {
  property: Omit<GuestBooking["property"], "coverKey"> & { coverPhotoUrl: string | null };
};

type FindFields = z.input<typeof findBookingInput>;

/** Find one booking by its reference and the email it was made with (no account needed). */
export function FindBookingForm() {
  const t = useTranslations("bookings");
  const tc = useTranslations("checkout");
  const {
    form,
    submitWith,
    errorOf: schemaErrorOf,
    formError,
    busy,
  } = useFunctionForm<FindFields, unknown, FoundBooking>({
    name: "findBooking",
    schema: findBookingInput,
    defaultValues: { reference: "", email: "" },
  });
  const [found, setFound] = useState<FoundBooking | null>(null);
  const submit = submitWith((booking) => setFound(booking));
  // The schema's messages in the page's language (field-error-words.ts).
  const errorOf = (field: keyof FindFields) => fieldErrorWords(schemaErrorOf(field), (key) => tc(`fieldErrors.${key}`));

  return (
    <section aria-labelledby="find-booking" className="space-y-4">
      <h2 id="find-booking" className="text-lg font-semibold">
        {t("find.title")}
      </h2>
      <form
        onSubmit={(event) => {
          setFound(null);
          void submit(event);
        }}
        noValidate
        className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
      >
        <Field
          label={t("find.reference")}
          {...form.register("reference")}
          placeholder="BK-7K2P9Q"
          autoComplete="off"
          spellCheck={false}
          error={errorOf("reference")}
          required
        />
        <Field
          label={t("find.email")}
          {...form.register("email")}
          type="email"
          autoComplete="email"
          error={errorOf("email")}
          required
        />
        <Button type="submit" busy={busy}>
          {t("find.submit")}
        </Button>
      </form>
      {formError && <FormMessage>{formError}</FormMessage>}
      {found && (
        <BookingSummary booking={found} coverUrl={found.property.coverPhotoUrl}>
          {eventsAvailable(found.status, "guest").includes("cancel") ? (
            <p className="text-sm text-muted" data-testid="cancel-hint">
              {t("find.cancelHint")}
            </p>
          ) : null}
        </BookingSummary>
      )}
    </section>
  );
}
