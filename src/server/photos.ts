import "server-only";
import sharp, { type Metadata } from "sharp";
import { invalidArgument } from "@/server/functions";
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MIN_PHOTO_WIDTH, PHOTO_MESSAGES } from "@/lib/photo-rules";

/**
 * Uploaded photos (listings, add-on products): decoded by sharp, so only real JPEG, PNG and WebP images get in;
 * auto-rotated, stripped of their metadata (camera, GPS) and stored as WebP in three widths.
 */

/** The stored widths; the middle one is what cards and product pages show (the seed's photos are 960 wide). */
export const PHOTO_WIDTHS = [1600, 960, 480] as const;
export const DISPLAY_WIDTH = 960;
/** A base64 photo of 8 MB is about 10.7 MB of JSON: an upload's own body limit leaves room for that. */
export const PHOTO_UPLOAD_MAX_BODY_BYTES = 12 * 1024 * 1024;
/** The bytes of a photo as the functions API takes them: base64 without a `data:` prefix. */
export const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface ProcessedPhoto {
  sizes: { width: number; height: number; data: Buffer }[];
}

/**
 * The stored sizes of an uploaded image, or an invalid-argument error saying what is wrong with it. sharp reads
 * the bytes themselves: a file's name or declared type is never trusted.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw invalidArgument(PHOTO_MESSAGES.tooLarge);
  if (bytes.byteLength === 0) throw invalidArgument(PHOTO_MESSAGES.notAnImage);
  let metadata: Metadata;
  try {
    // Reading the header decodes nothing, so no pixel limit yet: the size is judged just below, with its own message.
    metadata = await sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata();
  } catch {
    throw invalidArgument(PHOTO_MESSAGES.notAnImage);
  }
  if (metadata.format !== "jpeg" && metadata.format !== "png" && metadata.format !== "webp")
    throw invalidArgument(PHOTO_MESSAGES.notAnImage);
  // A few megabytes of PNG can claim billions of pixels: the header is checked before anything is decoded.
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) throw invalidArgument(PHOTO_MESSAGES.tooManyPixels);
  const width = metadata.autoOrient?.width ?? metadata.width;
  if (width < MIN_PHOTO_WIDTH) throw invalidArgument(PHOTO_MESSAGES.tooSmall);
  try {
    // Decoded once, turned upright and cut to the largest width (as raw pixels, so no metadata survives);
    // each stored size is made from that, one at a time, to keep memory to one large image.
    const largest = await sharp(bytes, { failOn: "error", limitInputPixels: MAX_PHOTO_PIXELS })
      .autoOrient()
      .resize({ width: PHOTO_WIDTHS[0], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: largest.info.width, height: largest.info.height, channels: largest.info.channels };
    const sizes: ProcessedPhoto["sizes"] = [];
    for (const target of PHOTO_WIDTHS) {
      const { data, info } = await sharp(largest.data, { raw })
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      sizes.push({ width: info.width, height: info.height, data });
    }
    return { sizes };
  } catch {
    // A header that reads but pixels that do not (a truncated file) are just as unusable.
    throw invalidArgument(PHOTO_MESSAGES.notAnImage);
  }
}
