import { existsSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn, uniquePhone } from "@tests/support/functions";
import { ANONYMOUS, actorForUser, type UserActor } from "@/server/access";
import { addonPhotos } from "@/server/db/schema";
import { holdAddonsForBooking } from "./attach";
import { MAX_ADDON_PHOTOS } from "./pricing";
import { getPublicAddon, listAddonProducts, listGuestAddonOrders, listPublicAddons } from "./queries";

const db = testDb();
const storageDir = process.env.STORAGE_DIR!;

let supplier: Record<string, string>;
let otherSupplier: Record<string, string>;
let guest: Record<string, string>;
let supplierActor: Awaited<ReturnType<typeof actorForUser>>;
let guestActor: UserActor;
let otherGuestActor: UserActor;

beforeAll(async () => {
  const suffix = uniqueSuffix();
  const organisation = await createOrganisation(db);
  const supplierEmail = `addon-photos-${suffix}@example.test`;
  const user = await createUser(db, { email: supplierEmail, profile: { organisationId: organisation.id } });
  supplier = bearer(await signIn(supplierEmail));
  supplierActor = await actorForUser(db, { id: user.user.id, email: supplierEmail, emailVerified: true });
  const other = await createOrganisation(db);
  const otherEmail = `addon-photos-other-${suffix}@example.test`;
  await createUser(db, { email: otherEmail, profile: { organisationId: other.id } });
  otherSupplier = bearer(await signIn(otherEmail));
  const guestEmail = `addon-photos-guest-${suffix}@example.test`;
  const guestUser = await createUser(db, { email: guestEmail });
  guest = bearer(await signIn(guestEmail));
  guestActor = (await actorForUser(db, { id: guestUser.user.id, email: guestEmail, emailVerified: true })) as UserActor;
  const otherGuestEmail = `addon-photos-guest2-${suffix}@example.test`;
  const otherGuest = await createUser(db, { email: otherGuestEmail });
  otherGuestActor = (await actorForUser(db, {
    id: otherGuest.user.id,
    email: otherGuestEmail,
    emailVerified: true,
  })) as UserActor;
});

/** A real image made with sharp: a PNG of the given size, in base64. */
async function pngBase64(width: number, height: number, background = "#4b8fa6"): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return png.toString("base64");
}

async function newProduct(headers = supplier, kind = "day_tour"): Promise<string> {
  const created = await resultOf<{ id: string }>(
    await callFunction(
      "createAddonProduct",
      {
        kind,
        title: `Photo tour ${uniqueSuffix()}`,
        description: "Limestone caves by boat.",
        country: "malaysia",
        city: "Kuala Lumpur",
        priceMinor: 9_000,
        capacity: 10,
        meetingPoint: "Jetty",
        durationMinutes: 120,
      },
      headers,
    ),
  );
  return created.id;
}

async function upload(productId: string, headers = supplier, alt = "") {
  return resultOf<{ photoId: string; isCover: boolean; width: number }>(
    await callFunction(
      "uploadAddonPhoto",
      { productId, fileName: "boat.png", contentBase64: await pngBase64(1200, 800), alt },
      headers,
    ),
  );
}

async function rowsOf(productId: string) {
  return db.select().from(addonPhotos).where(eq(addonPhotos.productId, productId)).orderBy(asc(addonPhotos.sortOrder));
}

describe("add-on product photos", () => {
  it("stores an upload in three WebP widths; the first is the cover, shown on /experiences and the product page", async () => {
    const productId = await newProduct();
    const first = await upload(productId, supplier, "The long-tail boat");
    expect(first).toMatchObject({ isCover: true, width: 960 });
    for (const width of [1600, 960, 480]) {
      const file = path.join(storageDir, `addons/${productId}/photos/${first.photoId}-${width}.webp`);
      expect(existsSync(file)).toBe(true);
      expect((await sharp(file).metadata()).format).toBe("webp");
    }
    const second = await upload(productId);
    expect(second.isCover).toBe(false);

    const rows = await rowsOf(productId);
    expect(rows.map((row) => [row.id, row.sortOrder, row.isCover])).toEqual([
      [first.photoId, 0, true],
      [second.photoId, 1, false],
    ]);
    expect(rows[0]!.storageKey).toBe(`addons/${productId}/photos/${first.photoId}-960.webp`);

    const card = (await listPublicAddons(db)).find((product) => product.id === productId);
    expect(card!.coverUrl).toBe(`/api/files/addons/${productId}/photos/${first.photoId}-960.webp`);
    const page = await getPublicAddon(db, { id: productId });
    expect(page!.photos.map((photo) => [photo.id, photo.alt, photo.isCover])).toEqual([
      [first.photoId, "The long-tail boat", true],
      [second.photoId, "", false],
    ]);
    const dashboard = await listAddonProducts(db, { actor: supplierActor, kind: "day_tour" });
    expect(dashboard!.find((product) => product.id === productId)!.photos).toHaveLength(2);
  });

  it("reorders the photos, moves the cover and saves descriptions in one call", async () => {
    const productId = await newProduct();
    const a = await upload(productId);
    const b = await upload(productId);
    const c = await upload(productId);
    const arranged = await resultOf(
      await callFunction(
        "arrangeAddonPhotos",
        {
          productId,
          photos: [
            { id: c.photoId, alt: "Sunset at the pier" },
            { id: a.photoId, alt: "" },
            { id: b.photoId, alt: "Lunch on board" },
          ],
          coverPhotoId: b.photoId,
        },
        supplier,
      ),
    );
    expect(arranged).toMatchObject({ photos: 3, coverPhotoId: b.photoId });
    const rows = await rowsOf(productId);
    expect(rows.map((row) => [row.id, row.alt, row.isCover])).toEqual([
      [c.photoId, "Sunset at the pier", false],
      [a.photoId, "", false],
      [b.photoId, "Lunch on board", true],
    ]);
    expect((await listPublicAddons(db)).find((product) => product.id === productId)!.coverUrl).toContain(b.photoId);

    // A list that is not exactly the product's photos is refused, and nothing changes.
    const partial = await callFunction(
      "arrangeAddonPhotos",
      { productId, photos: [{ id: a.photoId, alt: "" }], coverPhotoId: a.photoId },
      supplier,
    );
    expect(partial.status).toBe(400);
    expect((await errorOf(partial)).message).toContain("The photos changed in the meantime");
    expect((await rowsOf(productId)).map((row) => row.id)).toEqual([c.photoId, a.photoId, b.photoId]);
  });

  it("deletes a photo and its files; deleting the cover passes it to the next photo", async () => {
    const productId = await newProduct();
    const a = await upload(productId);
    const b = await upload(productId);
    const deleted = await resultOf(await callFunction("deleteAddonPhoto", { productId, photoId: a.photoId }, supplier));
    expect(deleted).toMatchObject({ photos: 1 });
    const rows = await rowsOf(productId);
    expect(rows.map((row) => [row.id, row.isCover])).toEqual([[b.photoId, true]]);
    for (const width of [1600, 960, 480])
      expect(existsSync(path.join(storageDir, `addons/${productId}/photos/${a.photoId}-${width}.webp`))).toBe(false);
    const again = await callFunction("deleteAddonPhoto", { productId, photoId: a.photoId }, supplier);
    expect(again.status).toBe(404);
  });

  it("refuses a file that is not an image, a tiny one and a too-large one, writing nothing", async () => {
    const productId = await newProduct();
    const attempts: [string, string][] = [
      [Buffer.from("%PDF-1.4 not a photo").toString("base64"), "That file is not a JPEG, PNG or WebP image."],
      [
        (
          await sharp({ create: { width: 500, height: 400, channels: 3, background: "#fff" } })
            .gif()
            .toBuffer()
        ).toString("base64"),
        "That file is not a JPEG, PNG or WebP image.",
      ],
      [await pngBase64(300, 300), "Photos must be at least 400 pixels wide."],
      [Buffer.alloc(8 * 1024 * 1024 + 1, 1).toString("base64"), "Photos can be at most 8 MB."],
    ];
    for (const [contentBase64, message] of attempts) {
      const response = await callFunction(
        "uploadAddonPhoto",
        { productId, fileName: "x.png", contentBase64 },
        supplier,
      );
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ status: "INVALID_ARGUMENT", message });
    }
    const notBase64 = await callFunction("uploadAddonPhoto", { productId, contentBase64: "not base64!" }, supplier);
    expect(await errorOf(notBase64)).toMatchObject({ status: "INVALID_ARGUMENT" });
    expect(await db.$count(addonPhotos, eq(addonPhotos.productId, productId))).toBe(0);
    expect(existsSync(path.join(storageDir, `addons/${productId}`))).toBe(false);
  });

  it(`keeps a product to ${MAX_ADDON_PHOTOS} photos, and the database to one cover`, async () => {
    const productId = await newProduct();
    const image = await pngBase64(600, 400);
    for (let i = 0; i < MAX_ADDON_PHOTOS; i++)
      await resultOf(await callFunction("uploadAddonPhoto", { productId, contentBase64: image }, supplier));
    const more = await callFunction("uploadAddonPhoto", { productId, contentBase64: image }, supplier);
    expect(more.status).toBe(400);
    expect((await errorOf(more)).message).toBe(
      `A product can have at most ${MAX_ADDON_PHOTOS} photos. Delete one to add another.`,
    );
    const [, second] = await rowsOf(productId);
    // Whatever writes the rows, a second cover is refused by the partial unique index.
    await expect(
      db.update(addonPhotos).set({ isCover: true }).where(eq(addonPhotos.id, second!.id)),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: "addon_photos_one_cover" }),
    });
  });

  it("lets no other supplier, and no guest, upload, arrange or delete a product's photos", async () => {
    const productId = await newProduct();
    const mine = await upload(productId);
    const image = await pngBase64(600, 400);
    const attempts: [string, Record<string, unknown>][] = [
      ["uploadAddonPhoto", { productId, contentBase64: image }],
      [
        "arrangeAddonPhotos",
        { productId, photos: [{ id: mine.photoId, alt: "Mine now" }], coverPhotoId: mine.photoId },
      ],
      ["deleteAddonPhoto", { productId, photoId: mine.photoId }],
    ];
    for (const [name, data] of attempts) {
      const elsewhere = await callFunction(name, data, otherSupplier);
      expect(elsewhere.status, name).toBe(404);
      expect((await errorOf(elsewhere)).message).toBe("No such product in your catalogue.");
      const byGuest = await callFunction(name, data, guest);
      expect(byGuest.status, name).toBe(403);
      const anonymous = await callFunction(name, data);
      expect(anonymous.status, name).toBe(401);
    }
    const rows = await rowsOf(productId);
    expect(rows.map((row) => [row.id, row.alt])).toEqual([[mine.photoId, ""]]);
    expect(existsSync(path.join(storageDir, `addons/${productId}/photos/${mine.photoId}-960.webp`))).toBe(true);
  });
});

describe("the guest's add-on orders", () => {
  it("lists the guest's own orders, booked alone, with product, time, quantity, status and amount; nobody else's", async () => {
    const productId = await newProduct();
    await upload(productId);
    const from = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await resultOf(await callFunction("addAddonSlots", { productId, from, to: from, startTimes: ["09:30"] }, supplier));
    const page = await getPublicAddon(db, { id: productId });
    const slotId = page!.slots[0]!.id;
    const placed = await resultOf<{ reference: string; status: string; totalMinor: number }>(
      await callFunction(
        "orderAddon",
        {
          productId,
          slotId,
          quantity: 3,
          guest: { name: "Nadia Rahman", email: "nadia@example.test", phone: uniquePhone() },
          card: { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123", holder: "Nadia Rahman" },
          idempotencyKey: randomUUID(),
        },
        guest,
      ),
    );
    expect(placed.status).toBe("scheduled");

    const mine = await listGuestAddonOrders(db, { actor: guestActor, page: 1 });
    const row = mine!.rows.find((each) => each.reference === placed.reference);
    expect(row).toMatchObject({
      status: "scheduled",
      productId,
      kind: "day_tour",
      day: from,
      startTime: "09:30",
      quantity: 3,
      currency: "MYR",
      totalMinor: 27_000,
      bookingReference: null,
    });
    expect(row!.coverUrl).toMatch(new RegExp(`^/api/files/addons/${productId}/photos/`));
    expect(mine!.total).toBeGreaterThanOrEqual(1);

    const theirs = await listGuestAddonOrders(db, { actor: otherGuestActor, page: 1 });
    expect(theirs!.rows.map((each) => each.reference)).not.toContain(placed.reference);
    const suppliers = await listGuestAddonOrders(db, { actor: supplierActor, page: 1 });
    expect(suppliers!.rows.map((each) => each.reference)).not.toContain(placed.reference);
    expect(await listGuestAddonOrders(db, { actor: ANONYMOUS, page: 1 })).toBeNull();
  });

  it("links an order booked with a stay to that stay", async () => {
    const productId = await newProduct();
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await resultOf(
      await callFunction("addAddonSlots", { productId, from: day, to: day, startTimes: ["18:00"] }, supplier),
    );
    const slotId = (await getPublicAddon(db, { id: productId }))!.slots[0]!.id;
    const owner = await createOrganisation(db);
    const created = await createProperty(db, { organisationId: owner.id, title: `Orders flat ${uniqueSuffix()}` });
    const booking = await createBooking(db, {
      propertyId: created.property.id,
      unitId: created.units[0]!.id,
      guestUserId: guestActor.userId,
      checkIn: "2032-05-10",
      checkOut: "2032-05-12",
      status: "held",
    });
    await db.transaction((tx) =>
      holdAddonsForBooking(
        tx,
        {
          id: booking.id,
          currency: "MYR",
          guestUserId: guestActor.userId,
          guestName: "Nadia Rahman",
          guestEmail: guestActor.email,
          guestPhone: "+60123456789",
        },
        [{ productId, slotId, quantity: 2 }],
      ),
    );
    const mine = await listGuestAddonOrders(db, { actor: guestActor, page: 1 });
    const row = mine!.rows.find((each) => each.productId === productId);
    expect(row).toMatchObject({ bookingReference: booking.reference, quantity: 2, status: "held", startTime: "18:00" });
  });
});
