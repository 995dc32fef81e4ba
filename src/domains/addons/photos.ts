/**
 * Photos of add-on products (day tours, transfers, meals): upload, arrange (order, cover, descriptions) and
 * delete, with the same checks and storage as listing photos (`server/photos`). Every change finds the product
 * with `productForChange`, so only its supplier (and operators and staff, `addonScopeOf`) may touch them; a
 * product outside the scope answers as a missing one does.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/server/db";
import { defineFunction, invalidArgument, notFound } from "@/server/functions";
import { BASE64, DISPLAY_WIDTH, PHOTO_UPLOAD_MAX_BODY_BYTES, PHOTO_WIDTHS, processPhoto } from "@/server/photos";
import { deleteFiles, putFile } from "@/server/storage";
import { MAX_ADDON_PHOTOS } from "./pricing";
import { productForChange } from "./products";
import { addonPhotos, addonProducts } from "./schema";

export function addonPhotoKey(productId: string, photoId: string, width: number): string {
  return `addons/${productId}/photos/${photoId}-${width}.webp`;
}

const productId = z.uuid({ error: "Choose a product." });
const alt = z.string().trim().max(200, { error: "A photo description is at most 200 characters." });

async function photosOf(db: DbOrTx, id: string) {
  return db
    .select()
    .from(addonPhotos)
    .where(eq(addonPhotos.productId, id))
    .orderBy(asc(addonPhotos.sortOrder), asc(addonPhotos.createdAt), asc(addonPhotos.id));
}

async function touchProduct(db: DbOrTx, id: string) {
  await db.update(addonProducts).set({ updatedAt: new Date() }).where(eq(addonProducts.id, id));
}

export const uploadAddonPhotoFunction = defineFunction({
  name: "uploadAddonPhoto",
  kind: "write",
  permission: "manageAddons",
  maxBodyBytes: PHOTO_UPLOAD_MAX_BODY_BYTES,
  input: z.strictObject({
    productId,
    fileName: z.string().max(255).optional(),
    /** The file's bytes in base64 (no `data:` prefix). */
    // No length rule here: the body limit bounds it, and the decoded size is checked with the photo's own message.
    contentBase64: z
      .string({ error: "Send the photo's bytes in base64." })
      .regex(BASE64, { error: "The photo must be sent in base64." }),
    alt: alt.default(""),
  }),
  handler: async (input, { db, actor, audit, onRollback }) => {
    // The product's row lock makes concurrent uploads take turns, so the count and the order stay right.
    const product = await productForChange(db, actor, input.productId);
    const existing = await photosOf(db, product.id);
    if (existing.length >= MAX_ADDON_PHOTOS)
      throw invalidArgument(`A product can have at most ${MAX_ADDON_PHOTOS} photos. Delete one to add another.`);
    const processed = await processPhoto(Buffer.from(input.contentBase64, "base64"));

    const photoId = randomUUID();
    const display = processed.sizes[PHOTO_WIDTHS.indexOf(DISPLAY_WIDTH)]!;
    const isCover = !existing.some((photo) => photo.isCover);
    await db.insert(addonPhotos).values({
      id: photoId,
      productId: product.id,
      storageKey: addonPhotoKey(product.id, photoId, DISPLAY_WIDTH),
      width: display.width,
      height: display.height,
      alt: input.alt,
      sortOrder: existing.length,
      isCover,
    });
    await touchProduct(db, product.id);
    // Stored last, after every check passed, and removed again if the write or its commit fails: no file
    // outlives the row that names it, and a failed store fails the write, so no row names a missing file.
    const keys = PHOTO_WIDTHS.map((width) => addonPhotoKey(product.id, photoId, width));
    onRollback(() => deleteFiles(keys));
    await Promise.all(processed.sizes.map((size, index) => putFile(keys[index]!, size.data)));
    audit({ entity: `addon:${product.id}`, changes: { photos: { from: existing.length, to: existing.length + 1 } } });
    return { photoId, width: display.width, height: display.height, isCover };
  },
});

export const arrangeAddonPhotosFunction = defineFunction({
  name: "arrangeAddonPhotos",
  kind: "write",
  permission: "manageAddons",
  input: z.strictObject({
    productId,
    /** Every photo of the product, in the order guests see them, with its description. */
    photos: z
      .array(z.strictObject({ id: z.uuid({ error: "There is no such photo." }), alt }), {
        error: "List the product's photos.",
      })
      .min(1, { error: "List the product's photos." })
      .max(MAX_ADDON_PHOTOS, { error: `A product has at most ${MAX_ADDON_PHOTOS} photos.` }),
    coverPhotoId: z.uuid({ error: "Choose a cover photo." }),
  }),
  handler: async (input, { db, actor, audit }) => {
    const product = await productForChange(db, actor, input.productId);
    const existing = await photosOf(db, product.id);
    const sent = input.photos.map((photo) => photo.id);
    if (
      new Set(sent).size !== sent.length ||
      sent.length !== existing.length ||
      !existing.every((photo) => sent.includes(photo.id))
    )
      throw invalidArgument("The photos changed in the meantime. Reload the page and arrange them again.");
    if (!sent.includes(input.coverPhotoId)) throw notFound("There is no such photo of this product.");
    // The old cover goes first: the one-cover index is checked after each statement.
    await db.update(addonPhotos).set({ isCover: false }).where(eq(addonPhotos.productId, product.id));
    for (const [index, photo] of input.photos.entries()) {
      await db
        .update(addonPhotos)
        .set({ sortOrder: index, alt: photo.alt, isCover: photo.id === input.coverPhotoId })
        .where(and(eq(addonPhotos.id, photo.id), eq(addonPhotos.productId, product.id)));
    }
    await touchProduct(db, product.id);
    audit({
      entity: `addon:${product.id}`,
      changes: {
        photoOrder: { from: existing.map((photo) => photo.id), to: sent },
        cover: { from: existing.find((photo) => photo.isCover)?.id ?? null, to: input.coverPhotoId },
      },
    });
    return { productId: product.id, photos: sent.length, coverPhotoId: input.coverPhotoId };
  },
});

export const deleteAddonPhotoFunction = defineFunction({
  name: "deleteAddonPhoto",
  kind: "write",
  permission: "manageAddons",
  input: z.strictObject({ productId, photoId: z.uuid({ error: "There is no such photo." }) }),
  handler: async (input, { db, actor, audit, afterCommit }) => {
    const product = await productForChange(db, actor, input.productId);
    const existing = await photosOf(db, product.id);
    const photo = existing.find((row) => row.id === input.photoId);
    if (!photo) throw notFound("There is no such photo of this product.");
    await db.delete(addonPhotos).where(eq(addonPhotos.id, photo.id));
    const rest = existing.filter((row) => row.id !== photo.id);
    // A product keeps a cover while it has photos: the next one takes over.
    if (photo.isCover && rest[0])
      await db.update(addonPhotos).set({ isCover: true }).where(eq(addonPhotos.id, rest[0].id));
    await touchProduct(db, product.id);
    // Files go once the row's removal is committed (a failed commit keeps row and files); the seed's photos
    // (a single file each) are removed by their own key.
    const keys = photo.storageKey.startsWith(`addons/${product.id}/photos/`)
      ? PHOTO_WIDTHS.map((width) => addonPhotoKey(product.id, photo.id, width))
      : [photo.storageKey];
    afterCommit(() => deleteFiles(keys));
    audit({ entity: `addon:${product.id}`, changes: { photos: { from: existing.length, to: rest.length } } });
    return { productId: product.id, photos: rest.length };
  },
});

export const addonPhotoFunctions = [uploadAddonPhotoFunction, arrangeAddonPhotosFunction, deleteAddonPhotoFunction];
