import { z } from "zod";
import { fileUrl } from "@/domains/catalogue";
import { isBookingReference } from "@/lib/ids";
import { defineFunction, notFound } from "@/server/functions";
import { findBookingByReference } from "./queries";

/**
 * A guest finds a booking by its reference and their email, signed in or not (the /bookings page). Both must
 * match; a wrong one answers exactly as a missing booking does.
 */
export const findBookingFunction = defineFunction({
  name: "findBooking",
  kind: "read",
  permission: "public",
  input: z.strictObject({
    reference: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isBookingReference, { error: "A booking reference looks like BK-7K2P9Q." }),
    email: z.email({ error: "Enter the email address the booking was made with." }).max(254),
  }),
  handler: async (input, { db, actor }) => {
    const booking = await findBookingByReference(db, { actor, reference: input.reference, email: input.email });
    if (!booking) throw notFound("No booking matches this reference and email.");
    const { coverKey, ...property } = booking.property;
    return { ...booking, property: { ...property, coverPhotoUrl: coverKey ? fileUrl(coverKey) : null } };
  },
});

export const bookingFunctions = [findBookingFunction];
