/**
 * Listing photos: upload (base64 in the JSON body, the functions API being the one way in), arrange (order,
 * cover, alt text) and delete. Uploads are decoded by sharp, so only real JPEG, PNG and WebP images get in;
 * they are auto-rotated, stripped of their metadata (camera, GPS) and stored as WebP in three widths.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import { z } from "zod";
import type { DbOrTx } from "@/server/db";
import { defineFunction, invalidArgument, notFound } from "@/server/functions";
import { deleteFile, putFile } from "@/server/storage";
import { propertyPhotos } from "../schema";
import { requireManagedProperty } from "../scope";
import { requireStillComplete, touchProperty } from "./state";
import { MAX_PHOTOS } from "./steps";
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MIN_PHOTO_WIDTH, PHOTO_MESSAGES } from "./photo-rules";

/** The stored widths; the middle one is what cards and the product page show (the seed's photos are 960 wide). */
export const PHOTO_WIDTHS = [1600, 960, 480] as const;
const DISPLAY_WIDTH = 960;
/** A base64 photo of 8 MB is about 10.7 MB of JSON: the upload's own body limit leaves room for that. */
export const PHOTO_UPLOAD_MAX_BODY_BYTES = 12 * 1024 * 1024;

export function photoKey(propertyId: string, photoId: string, width: number): string {
  return `properties/${propertyId}/photos/${photoId}-${width}.webp`;
}

export interface ProcessedPhoto {
  sizes: { width: number; height: number; data: Buffer }[];
}

/**
 * The stored sizes of an uploaded image, or an invalid-argument error saying what is wrong with it. sharp reads
 * the bytes themselves: a file's name or declared type is never trusted.
 */
export async function processListingPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw invalidArgument(PHOTO_MESSAGES.tooLarge);
  if (bytes.byteLength === 0) throw invalidArgument(PHOTO_MESSAGES.notAnImage);
  let metadata: Metadata;
  try {
    // Reading the header decodes nothing, so no pixel limit yet: the size is judged just below, with its own message.
    metadata = await sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata();
  } catch {
    throw invalidArgument(PHOTO_MESSAGES.notAnImage);
  }
  if (metadata.format !== "jpeg" && metadata.format !== "png" && metadata.format !== "webp") throw invalidArgument(PHOTO_MESSAGES.notAnImage);
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

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const propertyId = z.uuid({ error: "There is no such property." });
const alt = z.string().trim().max(200, { error: "A photo description must be at most 200 characters." });

export const uploadListingPhotoFunction = defineFunction({
  name: "uploadListingPhoto",
  kind: "write",
  permission: "editListings",
  maxBodyBytes: PHOTO_UPLOAD_MAX_BODY_BYTES,
  input: z.strictObject({
    propertyId,
    fileName: z.string().max(255).optional(),
    /** The file's bytes in base64 (no `data:` prefix). */
    // No length rule here: the body limit bounds it, and the decoded size is checked with the photo's own message.
    contentBase64: z.string({ error: "Send the photo's bytes in base64." }).regex(BASE64, { error: "The photo must be sent in base64." }),
    alt: alt.default(""),
  }),
  handler: async (input, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    const existing = await photosOf(db, property.id);
    if (existing.length >= MAX_PHOTOS) throw invalidArgument(`A listing can have at most ${MAX_PHOTOS} photos. Delete one to add another.`);
    const processed = await processListingPhoto(Buffer.from(input.contentBase64, "base64"));

    const photoId = randomUUID();
    const display = processed.sizes[PHOTO_WIDTHS.indexOf(DISPLAY_WIDTH)]!;
    const isCover = existing.length === 0;
    await db.insert(propertyPhotos).values({
      id: photoId,
      propertyId: property.id,
      storageKey: photoKey(property.id, photoId, DISPLAY_WIDTH),
      width: display.width,
      height: display.height,
      alt: input.alt,
      sortOrder: existing.length,
      isCover,
    });
    await touchProperty(db, property.id);
    // Written last, so a refused upload leaves no file behind. A commit that fails after this leaves files
    // without a row, which nothing serves a link to.
    await Promise.all(processed.sizes.map((size, index) => putFile(photoKey(property.id, photoId, PHOTO_WIDTHS[index]!), size.data)));
    audit({ entity: `property:${property.id}`, changes: { photos: { from: existing.length, to: existing.length + 1 } } });
    return { photoId, width: display.width, height: display.height, isCover };
  },
});

export const arrangeListingPhotosFunction = defineFunction({
  name: "arrangeListingPhotos",
  kind: "write",
  permission: "editListings",
  input: z.strictObject({
    propertyId,
    /** Every photo of the listing, in the order guests see them, with its description. */
    photos: z.array(z.strictObject({ id: z.uuid(), alt })).min(1).max(MAX_PHOTOS),
    coverPhotoId: z.uuid({ error: "Choose a cover photo." }),
  }),
  handler: async (input, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    const existing = await photosOf(db, property.id);
    const sent = input.photos.map((photo) => photo.id);
    if (new Set(sent).size !== sent.length || sent.length !== existing.length || !existing.every((photo) => sent.includes(photo.id))) {
      throw invalidArgument("The photos changed in the meantime. Reload the page and arrange them again.");
    }
    if (!sent.includes(input.coverPhotoId)) throw notFound("There is no such photo in this listing.");
    for (const [index, photo] of input.photos.entries()) {
      await db
        .update(propertyPhotos)
        .set({ sortOrder: index, alt: photo.alt, isCover: photo.id === input.coverPhotoId })
        .where(and(eq(propertyPhotos.id, photo.id), eq(propertyPhotos.propertyId, property.id)));
    }
    await touchProperty(db, property.id);
    await requireStillComplete(db, property.id);
    audit({
      entity: `property:${property.id}`,
      changes: {
        photoOrder: { from: existing.map((photo) => photo.id), to: sent },
        cover: { from: existing.find((photo) => photo.isCover)?.id ?? null, to: input.coverPhotoId },
      },
    });
    return { propertyId: property.id, photos: sent.length, coverPhotoId: input.coverPhotoId };
  },
});

export const deleteListingPhotoFunction = defineFunction({
  name: "deleteListingPhoto",
  kind: "write",
  permission: "editListings",
  input: z.strictObject({ propertyId, photoId: z.uuid({ error: "There is no such photo." }) }),
  handler: async (input, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    const existing = await photosOf(db, property.id);
    const photo = existing.find((row) => row.id === input.photoId);
    if (!photo) throw notFound("There is no such photo in this listing.");
    await db.delete(propertyPhotos).where(eq(propertyPhotos.id, photo.id));
    const rest = existing.filter((row) => row.id !== photo.id);
    // A listing always has a cover while it has photos: the next photo takes over.
    if (photo.isCover && rest[0]) await db.update(propertyPhotos).set({ isCover: true }).where(eq(propertyPhotos.id, rest[0].id));
    await touchProperty(db, property.id);
    await requireStillComplete(db, property.id);
    // Files go after every check passed; the seed's photos (other keys) are removed by their own key.
    const keys = photo.storageKey.includes("/photos/") ? PHOTO_WIDTHS.map((width) => photoKey(property.id, photo.id, width)) : [photo.storageKey];
    await Promise.all(keys.map((key) => deleteFile(key)));
    audit({ entity: `property:${property.id}`, changes: { photos: { from: existing.length, to: rest.length } } });
    return { propertyId: property.id, photos: rest.length };
  },
});

async function photosOf(db: DbOrTx, propertyId: string) {
  return db
    .select()
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, propertyId))
    .orderBy(asc(propertyPhotos.sortOrder), asc(propertyPhotos.id));
}

export const photoFunctions = [uploadListingPhotoFunction, arrangeListingPhotosFunction, deleteListingPhotoFunction];
