/**
 * A transfer's flight and pickup zone as a guest types them: the add-on order's form and the checkout's add-ons
 * both take them. Pure and client-safe (zod only). In lib because two domains validate with the same rule and
 * bookings, the lower layer, may not import add-ons.
 */
import { z } from "zod";

/** A flight number as airlines print it: a two-character airline code, then 1 to 4 digits ("AK 6123", "MH1"). */
export const FLIGHT_NUMBER = /^[A-Z0-9]{2}[A-Z]?\s?\d{1,4}[A-Z]?$/;

export function normaliseFlightNumber(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, "");
}

/** A transfer's flight, as printed on the ticket (spaces and case forgiven): the order's and the checkout's. */
export const flightNumberInput = z
  .string()
  .transform(normaliseFlightNumber)
  .refine((value) => FLIGHT_NUMBER.test(value), {
    error: "Enter the flight number as printed on the ticket, e.g. AK6123.",
  });

/** A transfer's pickup zone, one of the product's. */
export const pickupZoneInput = z.string().trim().min(1, { error: "Choose a pickup zone." }).max(80);
