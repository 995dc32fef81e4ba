/** Words for the catalogue's codes, the same on every page. */
import type { cancellationPolicy, propertyType } from "./schema";

export type PropertyType = (typeof propertyType.enumValues)[number];

export const TYPE_LABELS: Record<PropertyType, string> = {
  apartment: "Apartment",
  condo: "Condo",
  studio: "Studio",
  house: "House",
  coliving_room: "Co-living",
  coliving_bed: "Co-living bed",
  day_room: "Day room",
};

/** The amenities a listing can tick and a guest can filter by. */
export const AMENITIES = [
  "Wi-Fi",
  "Air conditioning",
  "Kitchen",
  "Washing machine",
  "Pool",
  "Gym",
  "Workspace",
  "Parking",
  "Smart TV",
  "Balcony",
  "24-hour security",
  "Self check-in",
] as const;

/** Each cancellation policy in plain words (DOMAIN.md Booking); the refund rules live with bookings. */
export const CANCELLATION_POLICIES: Record<
  (typeof cancellationPolicy.enumValues)[number],
  { name: string; summary: string }
> = {
  flexible: { name: "Flexible", summary: "Full refund if you cancel at least 24 hours before check-in." },
  moderate: { name: "Moderate", summary: "Full refund if you cancel at least 5 days before check-in." },
  strict: {
    name: "Strict",
    summary: "Half refunded if you cancel at least 14 days before check-in; no refund after that.",
  },
  custom: {
    name: "Custom",
    summary: "Your own steps: how many days before check-in, and the share refunded.",
  },
};

export type Amenity = (typeof AMENITIES)[number];

/**
 * Each amenity's key in the guest pages' catalogue (`search.amenities.*`): listings store the English word, the
 * search and product pages show it in the visitor's language (docs/I18N.md).
 */
export const AMENITY_KEYS = {
  "Wi-Fi": "wifi",
  "Air conditioning": "airConditioning",
  Kitchen: "kitchen",
  "Washing machine": "washingMachine",
  Pool: "pool",
  Gym: "gym",
  Workspace: "workspace",
  Parking: "parking",
  "Smart TV": "smartTv",
  Balcony: "balcony",
  "24-hour security": "security",
  "Self check-in": "selfCheckIn",
} as const satisfies Record<Amenity, string>;

export type AmenityKey = (typeof AMENITY_KEYS)[Amenity];

/** The catalogue key of an amenity a listing stores, or null for a word outside the list (shown as stored). */
export function amenityKey(amenity: string): AmenityKey | null {
  return Object.hasOwn(AMENITY_KEYS, amenity) ? AMENITY_KEYS[amenity as Amenity] : null;
}
