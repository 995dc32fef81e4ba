import { z } from "zod";
import { isBookingReference } from "@/lib/ids";

/*
 * Booking functions' input schemas the guest's forms share. Client-safe (zod and pure rules only): the forms
 * validate with these same schemas before they call, so each rule and its message is written once.
 */

/** A booking reference as a guest types it: any case, spaces around dropped. */
export const bookingReferenceText = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isBookingReference, { error: "A booking reference looks like BK-7K2P9Q." });

/** `findBooking`'s input: the reference and the email the booking was made with. */
export const findBookingInput = z.strictObject({
  reference: bookingReferenceText,
  email: z.email({ error: "Enter the email address the booking was made with." }).max(254),
});
