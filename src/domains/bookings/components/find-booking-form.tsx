"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, FormMessage } from "@/components/ui/field";
import { useFunctionCall } from "@/components/forms/use-function-call";
import { eventsAvailable } from "../lifecycle";
import type { GuestBooking } from "../queries";
import { BookingSummary } from "./booking-summary";

type FoundBooking = Omit<GuestBooking, "property"> & { property: Omit<GuestBooking["property"], "coverKey"> & { coverPhotoUrl: string | null } };

/** Find one booking by its reference and the email it was made with (no account needed). */
export function FindBookingForm() {
  const find = useFunctionCall<FoundBooking>("findBooking");
  const [found, setFound] = useState<FoundBooking | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFound(null);
    const booking = await find.run({ reference: String(form.get("reference") ?? ""), email: String(form.get("email") ?? "") });
    if (booking) setFound(booking);
  }

  return (
    <section aria-labelledby="find-booking" className="space-y-4">
      <h2 id="find-booking" className="text-lg font-semibold">
        Find a booking
      </h2>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
        <Field label="Booking reference" name="reference" placeholder="BK-7K2P9Q" autoComplete="off" spellCheck={false} error={find.fieldErrors.reference} required />
        <Field label="Email used for the booking" name="email" type="email" autoComplete="email" error={find.fieldErrors.email} required />
        <Button type="submit" busy={find.busy}>
          Find booking
        </Button>
      </form>
      {find.formError && <FormMessage>{find.formError}</FormMessage>}
      {found && (
        <BookingSummary booking={found} coverUrl={found.property.coverPhotoUrl}>
          {eventsAvailable(found.status, "guest").includes("cancel") ? (
            <p className="text-sm text-muted" data-testid="cancel-hint">
              To cancel, sign in with the account that booked it: the cancel button is on its entry under Your bookings.
            </p>
          ) : null}
        </BookingSummary>
      )}
    </section>
  );
}
