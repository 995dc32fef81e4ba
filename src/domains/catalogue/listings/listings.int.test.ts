import { existsSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking, createOrganisation, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, errorOf, resultOf, signIn } from "@tests/support/functions";
import { ANONYMOUS } from "@/server/access";
import { addDays, todayIn } from "@/lib/dates";
import { auditLog, properties, propertyPhotos, units } from "@/server/db/schema";
import { findProduct } from "../product";
import { dashboardListings, listingForEditor } from "./queries";

const db = testDb();
const suffix = uniqueSuffix();
const city = `Listingtown ${suffix}`;
const storageDir = process.env.STORAGE_DIR!;

let supplier: Record<string, string>;
let otherSupplier: Record<string, string>;
let roomer: Record<string, string>;
let reviewer: Record<string, string>;
let organisationId: string;

/** A real image made with sharp: a PNG of the given size. */
async function pngBase64(width: number, height: number, colour = "#2f6f73"): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return png.toString("base64");
}

/** A tiny PNG whose header claims a huge image (a "decompression bomb"): refused before any decoding. */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const call = async <T = Record<string, unknown>>(name: string, data: unknown, headers: Record<string, string>) =>
  resultOf<T>(await callFunction(name, data, headers));

async function newDraft(headers = supplier, values: Record<string, unknown> = {}) {
  const { propertyId } = await call<{ propertyId: string }>(
    "createListing",
    {
      type: "apartment",
      title: `Harbour view flat ${uniqueSuffix()}`,
      description: "",
      country: "malaysia",
      ...values,
    },
    headers,
  );
  return propertyId;
}

const COMPLETE_DESCRIPTION =
  "A bright two-bedroom flat above the harbour, five minutes' walk from the ferry and the night market.";

/** Fills every step of a draft through the functions, so that it can be submitted. */
async function completeDraft(propertyId: string, headers = supplier) {
  await call(
    "updateListing",
    {
      propertyId,
      step: "basics",
      values: { type: "apartment", title: "Harbour view flat", description: COMPLETE_DESCRIPTION },
    },
    headers,
  );
  await call(
    "updateListing",
    {
      propertyId,
      step: "location",
      values: { country: "malaysia", city, address: "12 Jalan Pantai", latitude: 5.41, longitude: 100.33 },
    },
    headers,
  );
  await call(
    "updateListing",
    {
      propertyId,
      step: "prices",
      values: { nightly: { rate: 180, weekendRate: null, minNights: 1, maxNights: null }, monthly: null, hourly: null },
    },
    headers,
  );
  await call(
    "uploadListingPhoto",
    { propertyId, fileName: "front.png", contentBase64: await pngBase64(800, 600), alt: "The front of the building" },
    headers,
  );
}

beforeAll(async () => {
  const organisation = await createOrganisation(db, { name: `Listing Owners ${suffix}` });
  organisationId = organisation.id;
  const other = await createOrganisation(db, { name: `Other Owners ${suffix}` });
  const emails = {
    supplier: `owner-${suffix}@example.test`,
    other: `other-${suffix}@example.test`,
    roomer: `roomer-${suffix}@example.test`,
    reviewer: `operator-${suffix}@example.test`,
  };
  await createUser(db, { email: emails.supplier, profile: { organisationId: organisation.id } });
  await createUser(db, { email: emails.other, profile: { organisationId: other.id } });
  await createUser(db, { email: emails.roomer, profile: {} });
  await createUser(db, { email: emails.reviewer, profile: { organisationId: other.id, isOperator: true } });
  supplier = bearer(await signIn(emails.supplier));
  otherSupplier = bearer(await signIn(emails.other));
  roomer = bearer(await signIn(emails.roomer));
  reviewer = bearer(await signIn(emails.reviewer));
});

describe("a supplier lists a co-living property, staff approve it, guests find it", () => {
  it("goes through every step, and the listing is public only once approved", async () => {
    const { propertyId } = await call<{ propertyId: string; status: string }>(
      "createListing",
      { type: "coliving_room", title: "Garden co-living", description: "", country: "thailand" },
      supplier,
    );
    // The time zone and currency follow the country.
    const [created] = await db.select().from(properties).where(eq(properties.id, propertyId));
    expect(created).toMatchObject({
      status: "draft",
      organisationId,
      currency: "THB",
      timeZone: "Asia/Bangkok",
      city: "",
    });

    await call(
      "updateListing",
      {
        propertyId,
        step: "basics",
        values: { type: "coliving_room", title: "Garden co-living", description: COMPLETE_DESCRIPTION },
      },
      supplier,
    );
    const moved = await call<{ changed: string[] }>(
      "updateListing",
      {
        propertyId,
        step: "location",
        values: { country: "malaysia", city, address: "3 Lorong Taman", latitude: 3.14, longitude: 101.69 },
      },
      supplier,
    );
    expect(moved.changed).toEqual(expect.arrayContaining(["country", "currency", "timeZone", "city"]));
    await call(
      "updateListing",
      {
        propertyId,
        step: "space",
        values: { bedrooms: 3, bathrooms: 2, maxGuests: 3, sizeSqm: 140, amenities: ["Wi-Fi", "Kitchen"] },
      },
      supplier,
    );

    // Units: the first room is renamed, two are added, and the order is chosen.
    const [firstUnit] = await db.select().from(units).where(eq(units.propertyId, propertyId));
    await call(
      "saveListingUnits",
      { propertyId, units: [{ name: "Room B" }, { id: firstUnit!.id, name: "Room A" }, { name: "Room C" }] },
      supplier,
    );
    await call(
      "saveListingUnits",
      {
        propertyId,
        units: [
          { id: firstUnit!.id, name: "Room A" },
          ...(await unitsOf(propertyId)).filter((unit) => unit.id !== firstUnit!.id),
        ],
      },
      supplier,
    );
    expect((await unitsOf(propertyId)).map((unit) => unit.name)).toEqual(["Room A", "Room B", "Room C"]);
    expect(
      (await db.select().from(units).where(eq(units.propertyId, propertyId))).every((unit) => unit.kind === "room"),
    ).toBe(true);

    await call(
      "updateListing",
      {
        propertyId,
        step: "prices",
        values: {
          nightly: { rate: 95.5, weekendRate: 110, minNights: 7, maxNights: 90 },
          monthly: { rate: 2100 },
          hourly: null,
        },
      },
      supplier,
    );
    await call(
      "updateListing",
      {
        propertyId,
        step: "rules",
        values: {
          cleaningFee: 40,
          houseRules: "No smoking.",
          checkInTime: "14:00",
          checkOutTime: "11:00",
          cancellationPolicy: "flexible",
          instantBook: false,
          licenceNumber: null,
        },
      },
      supplier,
    );
    const [priced] = await db.select().from(properties).where(eq(properties.id, propertyId));
    // Entered in ringgit, stored in sen.
    expect(priced).toMatchObject({
      nightlyRateMinor: 9550,
      weekendRateMinor: 11_000,
      monthlyRateMinor: 210_000,
      cleaningFeeMinor: 4000,
      minNights: 7,
      maxNights: 90,
      instantBook: false,
    });

    // Photos: two real PNGs, made into WebP sizes; the second becomes the cover and the first comes last.
    const first = await call<{ photoId: string; width: number; height: number; isCover: boolean }>(
      "uploadListingPhoto",
      { propertyId, fileName: "garden.png", contentBase64: await pngBase64(2000, 1500), alt: "The garden" },
      supplier,
    );
    expect(first).toMatchObject({ width: 960, height: 720, isCover: true });
    for (const width of [1600, 960, 480]) {
      const file = path.join(storageDir, `properties/${propertyId}/photos/${first.photoId}-${width}.webp`);
      expect(existsSync(file), file).toBe(true);
      expect((await sharp(file).metadata()).format).toBe("webp");
    }
    const second = await call<{ photoId: string; isCover: boolean }>(
      "uploadListingPhoto",
      { propertyId, fileName: "room.png", contentBase64: await pngBase64(1000, 700, "#f4efe6") },
      supplier,
    );
    expect(second.isCover).toBe(false);
    await call(
      "arrangeListingPhotos",
      {
        propertyId,
        photos: [
          { id: second.photoId, alt: "Room A with its desk" },
          { id: first.photoId, alt: "The garden" },
        ],
        coverPhotoId: second.photoId,
      },
      supplier,
    );
    const photoRows = await db
      .select()
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, propertyId))
      .orderBy(propertyPhotos.sortOrder);
    expect(photoRows.map((photo) => [photo.id, photo.isCover, photo.alt])).toEqual([
      [second.photoId, true, "Room A with its desk"],
      [first.photoId, false, "The garden"],
    ]);
    expect(photoRows[0]!.storageKey).toBe(`properties/${propertyId}/photos/${second.photoId}-960.webp`);

    const editor = await listingForEditor(db, { actor: await actorOf(supplier), propertyId });
    expect(editor?.missing).toEqual([]);
    expect(editor?.steps).toMatchObject({
      basics: "done",
      location: "done",
      space: "done",
      units: "done",
      photos: "done",
      prices: "done",
      rules: "done",
      review: "todo",
    });

    expect(await call("submitListing", { propertyId }, supplier)).toMatchObject({ status: "in_review" });
    // In review: still not public, neither on its page nor in search.
    expect(await findProduct(db, propertyId, { actor: ANONYMOUS })).toBeNull();
    expect(await searchTitles()).not.toContain("Garden co-living");

    // A supplier cannot approve their own listing.
    const selfApproval = await callFunction("reviewListing", { propertyId, decision: "approve" }, supplier);
    expect(selfApproval.status).toBe(403);

    expect(await call("reviewListing", { propertyId, decision: "approve" }, reviewer)).toMatchObject({
      status: "listed",
    });
    const product = await findProduct(db, propertyId, { actor: ANONYMOUS });
    expect(product).toMatchObject({ title: "Garden co-living", currency: "MYR", city });
    expect(product!.units.map((unit) => unit.name)).toEqual(["Room A", "Room B", "Room C"]);
    expect(product!.photos[0]).toMatchObject({
      alt: "Room A with its desk",
      url: `/api/files/properties/${propertyId}/photos/${second.photoId}-960.webp`,
    });
    expect(await searchTitles()).toContain("Garden co-living");

    // The audit log says who did what to this property.
    const trail = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, `property:${propertyId}`));
    expect(trail.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        "createListing",
        "updateListing",
        "saveListingUnits",
        "uploadListingPhoto",
        "submitListing",
        "reviewListing",
      ]),
    );
  });

  it("a draft never appears in search or on a product page, even with everything filled in", async () => {
    const propertyId = await newDraft();
    await completeDraft(propertyId);
    await db.update(properties).set({ title: "Complete but a draft" }).where(eq(properties.id, propertyId));
    expect(await findProduct(db, propertyId, { actor: ANONYMOUS })).toBeNull();
    expect(await searchTitles()).not.toContain("Complete but a draft");
    const cards = await resultOf<{ listings: { id: string }[] }>(
      await callFunction("findListings", { city, limit: 50 }),
    );
    expect(cards.listings.map((card) => card.id)).not.toContain(propertyId);
    const quote = await resultOf(
      await callFunction("quoteStay", {
        propertyId,
        stay: { mode: "nightly", checkIn: "2027-05-01", checkOut: "2027-05-03" },
      }),
    );
    expect(quote).toMatchObject({ available: false, problem: "not_found" });
  });
});

describe("review and status changes", () => {
  it("send back leaves a note for the supplier, and submitting again clears it", async () => {
    const propertyId = await newDraft();
    await completeDraft(propertyId);
    await call("submitListing", { propertyId }, supplier);

    const noNote = await callFunction("reviewListing", { propertyId, decision: "sendBack", note: "" }, reviewer);
    expect((await errorOf(noNote)).details?.issues).toEqual([
      { path: "note", message: "Tell the supplier what to change (at least 5 characters)." },
    ]);

    await call(
      "reviewListing",
      { propertyId, decision: "sendBack", note: "Please add a photo of the bathroom." },
      reviewer,
    );
    const sentBack = await dashboardListings(db, {
      actor: await actorOf(supplier),
      filters: { page: 1, status: "draft", city },
    });
    expect(sentBack.listings.find((listing) => listing.id === propertyId)).toMatchObject({
      status: "draft",
      reviewNote: "Please add a photo of the bathroom.",
    });

    await call("submitListing", { propertyId }, supplier);
    const [row] = await db.select().from(properties).where(eq(properties.id, propertyId));
    expect(row).toMatchObject({ status: "in_review", reviewNote: null });
    expect(row!.submittedAt).toBeInstanceOf(Date);
  });

  it("a supplier unlists and relists a listed property; a draft cannot be relisted", async () => {
    const propertyId = await newDraft();
    const draftRelist = await callFunction("setListingStatus", { propertyId, status: "listed" }, supplier);
    expect(draftRelist.status).toBe(409);
    expect((await errorOf(draftRelist)).message).toBe("A listing that is draft cannot be listed again.");

    await completeDraft(propertyId);
    await call("submitListing", { propertyId }, supplier);
    await call("reviewListing", { propertyId, decision: "approve" }, reviewer);
    expect(await call("setListingStatus", { propertyId, status: "unlisted" }, supplier)).toMatchObject({
      status: "unlisted",
    });
    expect(await findProduct(db, propertyId, { actor: ANONYMOUS })).toBeNull();
    expect(await call("setListingStatus", { propertyId, status: "listed" }, supplier)).toMatchObject({
      status: "listed",
    });
    expect(await findProduct(db, propertyId, { actor: ANONYMOUS })).not.toBeNull();
  });

  it("submitting an incomplete listing lists what is missing, and nothing changes", async () => {
    const propertyId = await newDraft();
    const response = await callFunction("submitListing", { propertyId }, supplier);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.status).toBe("INVALID_ARGUMENT");
    expect(error.message).toBe(
      "This listing is not complete yet. Still missing: A description of at least 50 characters; The city; The street address; At least one photo; A nightly or a monthly rate.",
    );
    expect(error.details?.missing).toHaveLength(5);
    const [row] = await db.select().from(properties).where(eq(properties.id, propertyId));
    expect(row!.status).toBe("draft");
  });

  it("a listed property must stay complete: deleting its only photo is refused", async () => {
    const propertyId = await newDraft();
    await completeDraft(propertyId);
    await call("submitListing", { propertyId }, supplier);
    const [photo] = await db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, propertyId));
    const response = await callFunction("deleteListingPhoto", { propertyId, photoId: photo!.id }, supplier);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(
      "A listing that is in review must stay complete. This change would leave it without: At least one photo.",
    );
    expect(await db.$count(propertyPhotos, eq(propertyPhotos.propertyId, propertyId))).toBe(1);
    expect(existsSync(path.join(storageDir, photo!.storageKey))).toBe(true);
  });
});

describe("who may reach a listing", () => {
  it("another supplier gets not-found, exactly as for an id that does not exist", async () => {
    const propertyId = await newDraft();
    const foreign = await callFunction(
      "updateListing",
      { propertyId, step: "space", values: { bedrooms: 9, bathrooms: 9, maxGuests: 9, sizeSqm: null, amenities: [] } },
      otherSupplier,
    );
    const missing = await callFunction(
      "updateListing",
      {
        propertyId: "00000000-0000-4000-8000-000000000000",
        step: "space",
        values: { bedrooms: 9, bathrooms: 9, maxGuests: 9, sizeSqm: null, amenities: [] },
      },
      otherSupplier,
    );
    expect(foreign.status).toBe(404);
    expect(await errorOf(foreign)).toEqual(await errorOf(missing));
    for (const [name, data] of [
      ["submitListing", { propertyId }],
      ["setListingStatus", { propertyId, status: "unlisted" }],
      ["saveListingUnits", { propertyId, units: [{ name: "Mine now" }] }],
      ["uploadListingPhoto", { propertyId, contentBase64: await pngBase64(800, 600) }],
    ] as const) {
      expect((await callFunction(name, data, otherSupplier)).status, name).toBe(404);
    }
    // Nor does it show on their dashboard, or open in their editor.
    expect(await listingForEditor(db, { actor: await actorOf(otherSupplier), propertyId })).toBeNull();
    const theirs = await dashboardListings(db, { actor: await actorOf(otherSupplier), filters: { page: 1 } });
    expect(theirs.listings.map((listing) => listing.id)).not.toContain(propertyId);
    const [row] = await db.select().from(properties).where(eq(properties.id, propertyId));
    expect(row!.bedrooms).toBe(1);
  });

  it("a roomer is denied and a visitor must sign in", async () => {
    const propertyId = await newDraft();
    const asRoomer = await callFunction(
      "createListing",
      { type: "house", title: "Roomer's house", description: "", country: "malaysia" },
      roomer,
    );
    expect(asRoomer.status).toBe(403);
    expect((await callFunction("submitListing", { propertyId }, roomer)).status).toBe(403);
    const anonymous = await callFunction("submitListing", { propertyId });
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).status).toBe("UNAUTHENTICATED");
    expect(await listingForEditor(db, { actor: await actorOf(roomer), propertyId })).toBeNull();
  });

  it("staff and operators create a listing for a supplier organisation they name", async () => {
    const withoutOrganisation = await callFunction(
      "createListing",
      { type: "house", title: "Operator's pick", description: "", country: "malaysia" },
      reviewer,
    );
    expect(await errorOf(withoutOrganisation)).toMatchObject({
      status: "INVALID_ARGUMENT",
      message: "Choose the organisation that owns this listing.",
    });
    const { propertyId } = await call<{ propertyId: string }>(
      "createListing",
      { type: "house", title: "Operator's pick", description: "", country: "malaysia", organisationId },
      reviewer,
    );
    const [row] = await db.select().from(properties).where(eq(properties.id, propertyId));
    expect(row!.organisationId).toBe(organisationId);
    // A supplier cannot put a listing in another organisation.
    const elsewhere = await callFunction(
      "createListing",
      { type: "house", title: "Not mine", description: "", country: "malaysia", organisationId },
      otherSupplier,
    );
    expect(elsewhere.status).toBe(404);
  });
});

describe("bad input", () => {
  it("refuses a file that is not an image, a tiny image and a too-large one, writing nothing", async () => {
    const propertyId = await newDraft();
    const attempts: [unknown, string][] = [
      [
        Buffer.from("%PDF-1.4 this is not a photo at all").toString("base64"),
        "That file is not a JPEG, PNG or WebP image.",
      ],
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
      [pngHeaderClaiming(20_000, 20_000).toString("base64"), "Photos can be at most 60 megapixels."],
    ];
    for (const [contentBase64, message] of attempts) {
      const response = await callFunction(
        "uploadListingPhoto",
        { propertyId, fileName: "x.png", contentBase64 },
        supplier,
      );
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ status: "INVALID_ARGUMENT", message });
    }
    expect(await db.$count(propertyPhotos, eq(propertyPhotos.propertyId, propertyId))).toBe(0);
    expect(existsSync(path.join(storageDir, `properties/${propertyId}`))).toBe(false);
  });

  it("refuses prices with more decimals than the currency, hourly stays on a flat and a reversed stay length", async () => {
    const propertyId = await newDraft(supplier, { country: "indonesia" });
    const rupiahCents = await callFunction(
      "updateListing",
      {
        propertyId,
        step: "prices",
        values: {
          nightly: { rate: 850000.5, weekendRate: null, minNights: 1, maxNights: null },
          monthly: null,
          hourly: null,
        },
      },
      supplier,
    );
    expect((await errorOf(rupiahCents)).details?.issues).toEqual([
      { path: "values.nightly.rate", message: "Amounts in IDR have at most the currency's decimals." },
    ]);
    const hourly = await callFunction(
      "updateListing",
      {
        propertyId,
        step: "prices",
        values: {
          nightly: null,
          monthly: null,
          hourly: {
            rate: 50000,
            minHours: 2,
            maxHours: null,
            openingTime: "08:00",
            closingTime: "20:00",
            bufferHours: 1,
          },
        },
      },
      supplier,
    );
    expect((await errorOf(hourly)).message).toBe(
      "Hourly stays alone are for day rooms: add a nightly or monthly rate, or make the place a day room.",
    );
    const reversed = await callFunction(
      "updateListing",
      {
        propertyId,
        step: "prices",
        values: {
          nightly: { rate: 800000, weekendRate: null, minNights: 5, maxNights: 2 },
          monthly: null,
          hourly: null,
        },
      },
      supplier,
    );
    expect((await errorOf(reversed)).details?.issues).toEqual([
      { path: "values.nightly.maxNights", message: "The maximum nights cannot be fewer than the minimum." },
    ]);
    const unknownField = await callFunction(
      "updateListing",
      {
        propertyId,
        step: "space",
        values: { bedrooms: 1, bathrooms: 1, maxGuests: 2, sizeSqm: null, amenities: ["Helipad"], pool: true },
      },
      supplier,
    );
    expect(unknownField.status).toBe(400);
  });

  it("a draft that becomes a day room loses its nightly prices, which a day room cannot have", async () => {
    const propertyId = await newDraft();
    await completeDraft(propertyId);
    await call(
      "updateListing",
      {
        propertyId,
        step: "basics",
        values: { type: "day_room", title: "Harbour day room", description: COMPLETE_DESCRIPTION },
      },
      supplier,
    );
    const [row] = await db.select().from(properties).where(eq(properties.id, propertyId));
    expect(row).toMatchObject({ type: "day_room", nightlyRateMinor: null, monthlyRateMinor: null });
    const submit = await callFunction("submitListing", { propertyId }, supplier);
    expect((await errorOf(submit)).message).toBe(
      "This listing is not complete yet. Still missing: An hourly rate: a day room is sold by the hour.",
    );
  });

  it("refuses to remove a room with an upcoming booking, and says which", async () => {
    const { propertyId } = await call<{ propertyId: string }>(
      "createListing",
      { type: "coliving_bed", title: "Bunk house", description: "", country: "malaysia" },
      supplier,
    );
    await call(
      "saveListingUnits",
      { propertyId, units: [...(await unitsOf(propertyId)), { name: "Bed 2" }] },
      supplier,
    );
    const [bed1, bed2] = await unitsOf(propertyId);
    const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 33 * 86_400_000).toISOString().slice(0, 10);
    await createBooking(db, { propertyId, unitId: bed2!.id, checkIn: nextMonth, checkOut: later });

    const response = await callFunction("saveListingUnits", { propertyId, units: [bed1] }, supplier);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(
      "Bed 2 has an upcoming booking, so it cannot be removed. Move or cancel it first, or close its calendar instead.",
    );
    expect((await unitsOf(propertyId)).map((unit) => unit.name)).toEqual(["Bed 1", "Bed 2"]);
    // An entire place keeps exactly one unit.
    const flat = await newDraft();
    const two = await callFunction(
      "saveListingUnits",
      { propertyId: flat, units: [{ name: "Half A" }, { name: "Half B" }] },
      supplier,
    );
    expect((await errorOf(two)).message).toBe(
      "An entire place is one unit; rooms and beds are for co-living listings.",
    );
  });
});

describe("a unit's upcoming bookings, counted from today where the property is", () => {
  // Kiritimati (UTC+14) is a day ahead of UTC for most of the day and Pago Pago (UTC-11) a day behind for most of
  // it, so at any hour one of the two reads "today" differently from the database's UTC date: a count made on
  // UTC's date fails one of them whatever the time.
  async function bunkHouseIn(timeZone: string) {
    const { propertyId } = await call<{ propertyId: string }>(
      "createListing",
      { type: "coliving_bed", title: `Zone house ${uniqueSuffix()}`, description: "", country: "malaysia" },
      supplier,
    );
    await db.update(properties).set({ timeZone }).where(eq(properties.id, propertyId));
    await call(
      "saveListingUnits",
      { propertyId, units: [...(await unitsOf(propertyId)), { name: "Bed 2" }] },
      supplier,
    );
    const [bed1, bed2] = await unitsOf(propertyId);
    return { propertyId, bed1: bed1!, bed2: bed2! };
  }

  it("a stay that checked out yesterday there is past, one checking out today there is upcoming", async () => {
    const ahead = await bunkHouseIn("Pacific/Kiritimati");
    const yesterdayAhead = addDays(todayIn("Pacific/Kiritimati"), -1);
    await createBooking(db, {
      propertyId: ahead.propertyId,
      unitId: ahead.bed2.id,
      checkIn: addDays(yesterdayAhead, -2),
      checkOut: yesterdayAhead,
    });
    const behind = await bunkHouseIn("Pacific/Pago_Pago");
    const todayBehind = todayIn("Pacific/Pago_Pago");
    await createBooking(db, {
      propertyId: behind.propertyId,
      unitId: behind.bed2.id,
      checkIn: addDays(todayBehind, -2),
      checkOut: todayBehind,
    });

    const actor = await actorOf(supplier);
    const upcoming = async (propertyId: string) =>
      (await listingForEditor(db, { actor, propertyId }))!.units.map((unit) => unit.upcomingBookings);
    expect(await upcoming(ahead.propertyId)).toEqual([0, 0]);
    expect(await upcoming(behind.propertyId)).toEqual([0, 1]);

    const removing = async (house: { propertyId: string; bed1: { id: string; name: string } }) =>
      (
        await errorOf(
          await callFunction("saveListingUnits", { propertyId: house.propertyId, units: [house.bed1] }, supplier),
        )
      ).message;
    expect(await removing(behind)).toBe(
      "Bed 2 has an upcoming booking, so it cannot be removed. Move or cancel it first, or close its calendar instead.",
    );
    expect(await removing(ahead)).toBe(
      "Bed 2 has past bookings that keep it on record, so it cannot be removed. Rename it or close its calendar instead.",
    );
  });
});

describe("the listings page's data", () => {
  it("shows each property's occupancy of the next 30 days: booked nights of live bookings over units × 30", async () => {
    const { propertyId } = await call<{ propertyId: string }>(
      "createListing",
      { type: "coliving_room", title: `Occupancy house ${suffix}`, description: "", country: "malaysia" },
      supplier,
    );
    await call(
      "updateListing",
      {
        propertyId,
        step: "location",
        values: { country: "malaysia", city: `Occupancy ${suffix}`, address: "", latitude: null, longitude: null },
      },
      supplier,
    );
    await call(
      "saveListingUnits",
      { propertyId, units: [...(await unitsOf(propertyId)), { name: "Room 2" }] },
      supplier,
    );
    const [room1, room2] = await unitsOf(propertyId);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await createBooking(db, { propertyId, unitId: room1!.id, checkIn: day(2), checkOut: day(7) });
    // Only the 3 nights inside the window count; a cancelled booking does not count at all.
    await createBooking(db, { propertyId, unitId: room2!.id, checkIn: day(28), checkOut: day(34) });
    await createBooking(db, {
      propertyId,
      unitId: room1!.id,
      checkIn: day(10),
      checkOut: day(15),
      status: "cancelled",
    });

    const page = await dashboardListings(db, {
      actor: await actorOf(supplier),
      filters: { page: 1, city: `occupancy ${suffix}` },
    });
    expect(page.total).toBe(1);
    const [listing] = page.listings;
    expect(listing).toMatchObject({
      id: propertyId,
      status: "draft",
      units: 2,
      organisationName: `Listing Owners ${suffix}`,
    });
    // Today's date in Kuala Lumpur may be a day ahead of UTC's: 5 + 2 or 5 + 3 nights.
    expect([(5 + 2) / 60, (5 + 3) / 60].map((value) => value.toFixed(4))).toContain(listing!.occupancy!.toFixed(4));
  });

  it("filters by status within the actor's scope, with counts per status", async () => {
    const operatorView = await dashboardListings(db, {
      actor: await actorOf(reviewer),
      filters: { page: 1, status: "in_review", organisationId },
    });
    expect(operatorView.listings.every((listing) => listing.status === "in_review")).toBe(true);
    expect(operatorView.total).toBe(operatorView.statusCounts.in_review);
    const supplierView = await dashboardListings(db, { actor: await actorOf(supplier), filters: { page: 1 } });
    expect(supplierView.total).toBe(Object.values(supplierView.statusCounts).reduce((sum, count) => sum + count, 0));
    expect(supplierView.statusCounts.draft).toBeGreaterThan(0);
    const roomerView = await dashboardListings(db, { actor: await actorOf(roomer), filters: { page: 1 } });
    expect(roomerView.total).toBe(0);
  });
});

describe("the functions API's body-size limit", () => {
  it("refuses a body over 1 MB for an ordinary function, counted even without Content-Length", async () => {
    const big = await callFunction(
      "createListing",
      { type: "house", title: "Huge", description: "x".repeat(1024 * 1024), country: "malaysia" },
      supplier,
    );
    expect(big.status).toBe(413);
    expect(await errorOf(big)).toMatchObject({
      status: "INVALID_ARGUMENT",
      message: "The request body is larger than 1 MB, the most this function accepts.",
    });

    // A streamed body has no Content-Length: it is counted as it arrives.
    const { POST } = await import("@/app/api/functions/[name]/route");
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode('{"data":{"type":"house","title":"Streamed","country":"malaysia","description":"'),
        );
      },
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 3 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost:3000/api/functions/createListing", {
      method: "POST",
      headers: { "content-type": "application/json", ...supplier },
      body: stream,
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    expect(request.headers.get("content-length")).toBeNull();
    const streamed = await POST(request, { params: Promise.resolve({ name: "createListing" }) });
    expect(streamed.status).toBe(413);
    expect((await errorOf(streamed)).message).toBe(
      "The request body is larger than 1 MB, the most this function accepts.",
    );
    // It stopped reading well before the end of the stream.
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it("lets a photo upload carry up to 12 MB, and no more", async () => {
    const propertyId = await newDraft();
    const photo = await pngBase64(1200, 900);
    expect(JSON.stringify({ data: { propertyId, contentBase64: photo } }).length).toBeGreaterThan(1024);
    await call("uploadListingPhoto", { propertyId, contentBase64: photo, alt: "Fits" }, supplier);
    const tooBig = await callFunction(
      "uploadListingPhoto",
      { propertyId, contentBase64: "A".repeat(12 * 1024 * 1024) },
      supplier,
    );
    expect(await errorOf(tooBig)).toMatchObject({
      status: "INVALID_ARGUMENT",
      message: "The request body is larger than 12 MB, the most this function accepts.",
    });
  });
});

async function unitsOf(propertyId: string) {
  const rows = await db.select().from(units).where(eq(units.propertyId, propertyId)).orderBy(units.sortOrder);
  return rows.map((unit) => ({ id: unit.id, name: unit.name }));
}

async function searchTitles(): Promise<string[]> {
  const page = await resultOf<{ results: { title: string }[] }>(await callFunction("searchListings", { city }));
  return page.results.map((result) => result.title);
}

/** The actor behind a bearer header, as the pages see it. */
async function actorOf(headers: Record<string, string>) {
  const { resolveActor } = await import("@/server/access");
  return resolveActor(new Headers(headers));
}
