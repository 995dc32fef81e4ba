import { MEMBER_ID_MESSAGE } from "@/lib/partner-member";

/**
 * The guest's forms (checkout, paying again, finding a booking) validate with the functions' own schemas
 * (bookings/inputs.ts, payments' cardInput), whose messages are English and stay so for the server and the API.
 * The messages a guest meets on a field are said again in the page's language here, recognised by their English
 * text; any other message (a rule the server adds) is shown as it came.
 */
export const FIELD_ERROR_KEYS = {
  "Enter the guest's full name.": "guestName",
  "Enter a valid email address.": "email",
  "Enter the phone number in international format, e.g. +60123456789.": "phone",
  "Enter the card number.": "cardNumber",
  "This card number is not valid. Check it and try again.": "cardNumberInvalid",
  "Enter the expiry.": "expiry",
  "Enter the expiry as MM/YY; the card must not have expired.": "expiryInvalid",
  "Enter the security code.": "cvc",
  "The security code is the 3 or 4 digits on the card.": "cvcInvalid",
  "Enter the name on the card.": "cardHolder",
  [MEMBER_ID_MESSAGE]: "memberId",
  "A member ID is only taken for bookings made from a partner's storefront.": "memberIdDirect",
  "A booking reference looks like BK-7K2P9Q.": "bookingReference",
  "Enter the email address the booking was made with.": "bookingEmail",
  "Use a pickup time like 09:30 (24-hour clock).": "pickupTime",
  "Choose a date and time for the add-on.": "addonSlot",
  "Enter the flight number as printed on the ticket, e.g. AK6123.": "flightNumber",
  "Choose a pickup zone.": "pickupZone",
  "Enter how many.": "quantity",
  "Enter a whole number.": "wholeNumber",
  "At least 1.": "quantityAtLeastOne",
  "At most 50 per add-on.": "quantityAtMost",
} as const satisfies Record<string, string>;

export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[keyof typeof FIELD_ERROR_KEYS];

/** The message in the language when it is one of the schemas' known messages, else the message as it came. */
export function fieldErrorWords(message: string | undefined, t: (key: FieldErrorKey) => string): string | undefined {
  if (message === undefined) return undefined;
  const key = (FIELD_ERROR_KEYS as Record<string, FieldErrorKey>)[message];
  return key ? t(key) : message;
}
