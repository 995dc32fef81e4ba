/**
 * What a photo (of a listing or an add-on) may be, in one place for the browser's early check and the server's real one (which
 * decodes the image: a file's name or declared type proves nothing).
 */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
export const MIN_PHOTO_WIDTH = 400;
/** 60 megapixels: more than any camera a supplier uses, far less than what a small crafted PNG can claim. */
export const MAX_PHOTO_PIXELS = 60_000_000;
export const ACCEPTED_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const PHOTO_MESSAGES = {
  notAnImage: "That file is not a JPEG, PNG or WebP image.",
  tooLarge: "Photos can be at most 8 MB.",
  tooSmall: `Photos must be at least ${MIN_PHOTO_WIDTH} pixels wide.`,
  tooManyPixels: "Photos can be at most 60 megapixels.",
} as const;

/** The browser's check before sending: type and size only (the width needs decoding, which the server does). */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.notAnImage;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}
