/**
 * The checkout's address (`/checkout?property=…&adults=…&children=…&ages=…&mode=…&checkIn=…&checkOut=…`, or `day`, `start` and
 * `hours` for hourly stays, `channel` for a partner storefront, and `promo` and `nationality` as the guest
 * answers them), as the product page's booking panel writes it. The older `guests=N` is read as N adults
 * (catalogue/occupancy.ts). Pure, so the page, the inline sign-up's return
 * address and the tests read it the same way.
 */
import { isCalendarDay } from "@/lib/dates";
import { isIsoCountryCode } from "@/lib/iso-countries";
import { occupancyFromParams, occupancyParams, type Occupancy } from "@/domains/catalogue/inputs";

export type CheckoutStay =
  | { mode: "nightly" | "monthly"; checkIn: string; checkOut: string }
  | { mode: "hourly"; day: string; start: string; hours: number };

export interface CheckoutRequest {
  propertyId: string;
  stay: CheckoutStay;
  /** Who stays: adults, and each child's age. */
  occupancy: Occupancy;
  /** "direct", or a partner storefront's name from the partner list the caller passes. */
  channel: string;
  /** A promo code the guest entered (`promo`), upper case; checked by the page, not here. */
  promoCode?: string;
  /**
   * The guest's answer to the nationality question (`nationality`, ISO 3166-1), when a tax of the place's country
   * depends on it: on the address so the page re-quotes with it on the server. A code that does not exist is
   * ignored (the question is asked again), never trusted.
   */
  nationality?: string;
}

export type CheckoutParams = Record<string, string | string[] | undefined>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function one(params: CheckoutParams, name: string): string {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}

/** A real calendar day written as YYYY-MM-DD (2027-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  return isCalendarDay(value);
}

/**
 * Reads the checkout's address. Answers what to book, or the one thing wrong with the address in words for
 * the guest. A `channel` outside `partners` is ignored (the booking is direct), never trusted.
 */
export function parseCheckoutParams(
  params: CheckoutParams,
  options: { partners: readonly string[] },
): { ok: true; request: CheckoutRequest } | { ok: false; message: string } {
  const propertyId = one(params, "property");
  if (!UUID.test(propertyId)) return { ok: false, message: "This checkout link does not name a place to book." };

  const party = occupancyFromParams(params);
  if (!party.ok) return { ok: false, message: party.message };
  const occupancy = party.occupancy;

  const channelText = one(params, "channel").toLowerCase();
  const channel = options.partners.includes(channelText) ? channelText : "direct";
  const promoText = one(params, "promo").replace(/\s+/g, "").toUpperCase().slice(0, 40);
  const nationalityText = one(params, "nationality").toUpperCase();
  const answers = {
    ...(promoText ? { promoCode: promoText } : {}),
    ...(isIsoCountryCode(nationalityText) ? { nationality: nationalityText } : {}),
  };

  const mode = one(params, "mode") || (one(params, "day") ? "hourly" : "nightly");
  if (mode === "hourly") {
    const day = one(params, "day");
    const start = one(params, "start");
    const hoursText = one(params, "hours");
    if (!isCalendarDate(day)) return { ok: false, message: "Choose the day of your stay on the place's page." };
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(start))
      return { ok: false, message: "Choose the time your stay starts on the place's page." };
    const hours = /^\d{1,2}$/.test(hoursText) ? Number(hoursText) : NaN;
    if (!(hours >= 1 && hours <= 24))
      return { ok: false, message: "Choose how many hours you stay on the place's page." };
    return {
      ok: true,
      request: { propertyId, occupancy, channel, stay: { mode: "hourly", day, start, hours }, ...answers },
    };
  }
  if (mode !== "nightly" && mode !== "monthly")
    return { ok: false, message: "This checkout link asks for a kind of stay we do not offer." };
  const checkIn = one(params, "checkIn");
  const checkOut = one(params, "checkOut");
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut))
    return { ok: false, message: "Choose your check-in and check-out dates on the place's page." };
  if (checkOut <= checkIn) return { ok: false, message: "Check-out must be after check-in." };
  return { ok: true, request: { propertyId, occupancy, channel, stay: { mode, checkIn, checkOut }, ...answers } };
}

/** The address of a checkout: the same query the booking panel writes, so a round trip keeps it. */
export function checkoutPath(request: CheckoutRequest): string {
  const stay: Record<string, string> =
    request.stay.mode === "hourly"
      ? { mode: "hourly", day: request.stay.day, start: request.stay.start, hours: String(request.stay.hours) }
      : { mode: request.stay.mode, checkIn: request.stay.checkIn, checkOut: request.stay.checkOut };
  const query = new URLSearchParams([["property", request.propertyId], ...occupancyParams(request.occupancy)]);
  for (const [key, value] of Object.entries(stay)) query.set(key, value);
  if (request.channel !== "direct") query.set("channel", request.channel);
  if (request.promoCode) query.set("promo", request.promoCode);
  if (request.nationality) query.set("nationality", request.nationality);
  return `/checkout?${query}`;
}
