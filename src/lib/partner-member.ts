/**
 * The airline member ID a guest gives so the partner can credit points: typed at an /airasia checkout, or kept
 * on their profile (SPEC.md §3's {product}UserId, read as the member ID at the partner) so the checkout
 * prefills it. Our rule (docs/API.md): 10 letters or digits, like AA12345678. Spaces and dashes that people
 * type to group the characters are dropped and letters are upper-cased before the check; an empty answer means
 * none. Pure and client-safe: the checkout and profile forms (instant messages), `createBooking` and
 * `updateMyPartnerMemberId` (the real checks) share it. In lib because both the bookings and the identity
 * domains use it, and neither may import the other.
 */
import { z } from "zod";

export const MEMBER_ID_LENGTH = 10;
const MEMBER_ID = /^[A-Z0-9]{10}$/;

export const MEMBER_ID_MESSAGE = `An AirAsia member ID is ${MEMBER_ID_LENGTH} letters or digits, like AA12345678.`;

/** The ID as stored: spaces and dashes removed, upper case. */
export function normaliseMemberId(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

export function isMemberId(value: string): boolean {
  return MEMBER_ID.test(normaliseMemberId(value));
}

/** A member ID or a blank answer: blank reads as undefined (no ID), anything else must follow the rule. */
export const memberIdOrBlankSchema = z
  .string({ error: MEMBER_ID_MESSAGE })
  .max(40, { error: MEMBER_ID_MESSAGE })
  .transform(normaliseMemberId)
  .refine((value) => value === "" || MEMBER_ID.test(value), { error: MEMBER_ID_MESSAGE })
  .transform((value) => (value === "" ? undefined : value));

/** Optional: absent or blank is no ID; anything else must follow the rule. */
export const partnerMemberIdSchema = memberIdOrBlankSchema.optional();
