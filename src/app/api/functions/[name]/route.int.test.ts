import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import type { ListingCard } from "@/domains/catalogue";
import { GET, POST } from "./route";

const db = testDb();

interface Page {
  listings: ListingCard[];
  next: { city: string; id: string } | null;
}

function context(name: string) {
  return { params: Promise.resolve({ name }) };
}

function post(name: string, body: unknown): Promise<Response> {
  const request = new Request(`http://localhost/api/functions/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return POST(request, context(name));
}

async function findListings(data: unknown): Promise<Page> {
  const response = await post("findListings", { data });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: Page }).result;
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { status: string; message: string; details?: unknown } }).error;
}

// A city of this file's own, so that filters see exactly the rows made here whatever else the database holds.
const city = `Int City ${uniqueSuffix()}`;
const thaiCity = `Int Thai City ${uniqueSuffix()}`;
let withPhoto: { id: string; title: string };
let listedIds: string[];
let draftId: string;
let thaiId: string;

beforeAll(async () => {
  const organisation = await createOrganisation(db);
  const photoPropertyId = randomUUID();
  const { property } = await createProperty(db, {
    id: photoPropertyId,
    organisationId: organisation.id,
    city,
    nightlyRateMinor: 31_000,
    photos: [
      { storageKey: `properties/${photoPropertyId}/exterior.webp`, width: 960, height: 640, alt: "Outside" },
      { storageKey: `properties/${photoPropertyId}/interior.webp`, width: 960, height: 640, alt: "Inside" },
    ],
  });
  withPhoto = property;
  const second = await createProperty(db, { organisationId: organisation.id, city });
  const third = await createProperty(db, { organisationId: organisation.id, city });
  listedIds = [property.id, second.property.id, third.property.id].sort();
  draftId = (await createProperty(db, { organisationId: organisation.id, city, status: "draft" })).property.id;
  thaiId = (
    await createProperty(db, {
      organisationId: organisation.id,
      country: "thailand",
      city: thaiCity,
      timeZone: "Asia/Bangkok",
      currency: "THB",
      nightlyRateMinor: 150_000,
    })
  ).property.id;
});

describe("POST /api/functions/findListings", () => {
  it("answers listings when called with no data ({data: null}, as the client sends it)", async () => {
    const page = await findListings(null);
    expect(Array.isArray(page.listings)).toBe(true);
    expect(page.listings.length).toBeGreaterThan(0);
    expect(page.listings.length).toBeLessThanOrEqual(24);
  });

  it("answers listings when called with an empty object", async () => {
    const page = await findListings({});
    expect(page.listings.length).toBeGreaterThan(0);
    expect(page.listings.length).toBeLessThanOrEqual(24);
  });

  it("filters by city and shows each listed property's card with its cover photo", async () => {
    const page = await findListings({ city });
    expect(page.listings.map((card) => card.id)).toEqual(listedIds);
    expect(page.next).toBeNull();

    const card = page.listings.find((listing) => listing.id === withPhoto.id);
    expect(card).toMatchObject({
      id: withPhoto.id,
      title: withPhoto.title,
      type: "apartment",
      country: "malaysia",
      city,
      currency: "MYR",
      nightlyRateMinor: 31_000,
    });
    expect(card!.coverPhotoUrl).toMatch(/^\/api\/files\/properties\//);
    expect(card!.coverPhotoUrl).toBe(`/api/files/properties/${withPhoto.id}/exterior.webp`);
    const others = page.listings.filter((listing) => listing.id !== withPhoto.id);
    expect(others.every((listing) => listing.coverPhotoUrl === null)).toBe(true);
  });

  it("never shows a property that is not listed", async () => {
    const page = await findListings({ city, limit: 50 });
    expect(page.listings.map((card) => card.id)).not.toContain(draftId);
  });

  it("matches the city whatever its case", async () => {
    const page = await findListings({ city: city.toUpperCase() });
    expect(page.listings).toHaveLength(3);
  });

  it("filters by country", async () => {
    const thai = await findListings({ country: "thailand", city: thaiCity });
    expect(thai.listings.map((card) => card.id)).toEqual([thaiId]);
    expect(thai.listings[0]).toMatchObject({ country: "thailand", currency: "THB", nightlyRateMinor: 150_000 });

    const wrongCountry = await findListings({ country: "malaysia", city: thaiCity });
    expect(wrongCountry.listings).toEqual([]);

    const malaysia = await findListings({ country: "malaysia", limit: 50 });
    expect(malaysia.listings.every((card) => card.country === "malaysia")).toBe(true);
  });

  it("pages through results with next", async () => {
    const first = await findListings({ city, limit: 2 });
    expect(first.listings.map((card) => card.id)).toEqual(listedIds.slice(0, 2));
    expect(first.next).toEqual({ city, id: listedIds[1] });

    const second = await findListings({ city, limit: 2, after: first.next });
    expect(second.listings.map((card) => card.id)).toEqual(listedIds.slice(2));
    expect(second.next).toBeNull();
  });

  it("pages through the whole catalogue without repeating a listing", async () => {
    const seen = new Set<string>();
    let after: Page["next"] = null;
    let pages = 0;
    do {
      const page: Page = await findListings({ limit: 50, ...(after ? { after } : {}) });
      for (const card of page.listings) {
        expect(seen.has(card.id)).toBe(false);
        seen.add(card.id);
      }
      after = page.next;
      pages += 1;
    } while (after && pages < 1_000);
    for (const id of [...listedIds, thaiId]) expect(seen.has(id)).toBe(true);
    expect(seen.has(draftId)).toBe(false);
  });

  it.each([
    ["an unknown country", { country: "atlantis" }, "country"],
    ["a limit above 50", { limit: 500 }, "limit"],
    ["a limit of 0", { limit: 0 }, "limit"],
    ["a fractional limit", { limit: 2.5 }, "limit"],
    ["an empty city", { city: "  " }, "city"],
    ["a malformed cursor", { after: { city, id: "not-a-uuid" } }, "after.id"],
    ["an unknown field", { sort: "price" }, ""],
  ])("answers 400 INVALID_ARGUMENT to %s", async (_label, data, path) => {
    const response = await post("findListings", { data });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.status).toBe("INVALID_ARGUMENT");
    const issues = (error.details as { issues: { path: string }[] }).issues;
    expect(issues.map((issue) => issue.path)).toContain(path);
  });
});

describe("the route", () => {
  it("answers 404 NOT_FOUND to an unknown function", async () => {
    const response = await post("noSuchFunction", { data: null });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).status).toBe("NOT_FOUND");
  });

  it("refuses GET for findListings, which does not allow it", async () => {
    const response = await GET(
      new Request("http://localhost/api/functions/findListings?city=x"),
      context("findListings"),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).status).toBe("INVALID_ARGUMENT");
  });

  it("answers 404 to GET of an unknown function", async () => {
    const response = await GET(new Request("http://localhost/api/functions/nope"), context("nope"));
    expect(response.status).toBe(404);
  });

  it("answers 401 to an invalid bearer token even for a public function", async () => {
    const request = new Request("http://localhost/api/functions/findListings", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer expired-token" },
      body: JSON.stringify({ data: {} }),
    });
    const response = await POST(request, context("findListings"));
    expect(response.status).toBe(401);
    expect((await errorOf(response)).status).toBe("UNAUTHENTICATED");
  });
});
