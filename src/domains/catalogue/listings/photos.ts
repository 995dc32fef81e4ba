/**
 * Listing photos: upload (base64 in the JSON body, the functions API being the one way in), arrange (order,
 * cover, alt text) and delete. `server/photos` checks and converts them (the same rules as add-on photos).
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/server/db";
import { defineFunction, invalidArgument, notFound } from "@/server/functions";
import { BASE64, DISPLAY_WIDTH, PHOTO_UPLOAD_MAX_BODY_BYTES, PHOTO_WIDTHS, processPhoto } from "@/server/photos";
import { deleteFiles, putFile } from "@/server/storage";
import { propertyPhotos } from "../schema";
import { requireManagedProperty } from "../scope";
import { requireStillComplete, touchProperty } from "./state";
import { MAX_PHOTOS } from "./steps";

export function photoKey(propertyId: string, photoId: string, width: number): string {
  return `properties/${propertyId}/photos/${photoId}-${width}.webp`;
}

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
    contentBase64: z
      .string({ error: "Send the photo's bytes in base64." })
      .regex(BASE64, { error: "The photo must be sent in base64." }),
    alt: alt.default(""),
  }),
  handler: async (input, { db, actor, audit, onRollback }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    const existing = await photosOf(db, property.id);
    if (existing.length >= MAX_PHOTOS)
      throw invalidArgument(`A listing can have at most ${MAX_PHOTOS} photos. Delete one to add another.`);
    const processed = await processPhoto(Buffer.from(input.contentBase64, "base64"));

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
    // Stored last, after every check passed, and removed again if the write or its commit fails: no file
    // outlives the row that names it, and a failed store fails the write, so no row names a missing file.
    const keys = PHOTO_WIDTHS.map((width) => photoKey(property.id, photoId, width));
    onRollback(() => deleteFiles(keys));
    await Promise.all(processed.sizes.map((size, index) => putFile(keys[index]!, size.data)));
    audit({
      entity: `property:${property.id}`,
      changes: { photos: { from: existing.length, to: existing.length + 1 } },
    });
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
    photos: z
      .array(z.strictObject({ id: z.uuid(), alt }))
      .min(1)
      .max(MAX_PHOTOS),
    coverPhotoId: z.uuid({ error: "Choose a cover photo." }),
  }),
  handler: async (input, { db, actor, audit }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    const existing = await photosOf(db, property.id);
    const sent = input.photos.map((photo) => photo.id);
    if (
      new Set(sent).size !== sent.length ||
      sent.length !== existing.length ||
      !existing.every((photo) => sent.includes(photo.id))
    ) {
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
  handler: async (input, { db, actor, audit, afterCommit }) => {
    const property = await requireManagedProperty(db, actor, input.propertyId, { forUpdate: true });
    const existing = await photosOf(db, property.id);
    const photo = existing.find((row) => row.id === input.photoId);
    if (!photo) throw notFound("There is no such photo in this listing.");
    await db.delete(propertyPhotos).where(eq(propertyPhotos.id, photo.id));
    const rest = existing.filter((row) => row.id !== photo.id);
    // A listing always has a cover while it has photos: the next photo takes over.
    if (photo.isCover && rest[0])
      await db.update(propertyPhotos).set({ isCover: true }).where(eq(propertyPhotos.id, rest[0].id));
    await touchProperty(db, property.id);
    await requireStillComplete(db, property.id);
    // Files go once the row's removal is committed (a failed commit keeps row and files); the seed's photos
    // (other keys) are removed by their own key.
    const keys = photo.storageKey.includes("/photos/")
      ? PHOTO_WIDTHS.map((width) => photoKey(property.id, photo.id, width))
      : [photo.storageKey];
    afterCommit(() => deleteFiles(keys));
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
