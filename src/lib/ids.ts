/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L, 5/S, B). */
const REFERENCE_ALPHABET = "2346789ACDEFGHJKMNPQRTUVWXYZ";

/** A short human reference such as "BK-7K2P9Q": 28^6 ≈ 480 million codes, unique by a database constraint. */
export function bookingReference(random: () => number = Math.random): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[Math.floor(random() * REFERENCE_ALPHABET.length)];
  return `BK-${code}`;
}

export function isBookingReference(value: string): boolean {
  return new RegExp(`^BK-[${REFERENCE_ALPHABET}]{6}$`).test(value.trim().toUpperCase());
}

/** An add-on order's reference, such as "AO-7K2P9Q" (same alphabet as bookings, unique by a constraint). */
export function addonOrderReference(random: () => number = Math.random): string {
  return `AO-${bookingReference(random).slice(3)}`;
}

export function isAddonOrderReference(value: string): boolean {
  return new RegExp(`^AO-[${REFERENCE_ALPHABET}]{6}$`).test(value.trim().toUpperCase());
}
