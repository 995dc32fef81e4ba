import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty, createUser, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { bearer, callFunction, resultOf, signIn } from "@tests/support/functions";
import { ANONYMOUS } from "@/server/access";
import type { RateSnapshot } from "@/domains/currency";
import { propertyTranslations } from "@/server/db/schema";
import { isPgError, PG } from "@/lib/pg-errors";
import { findListings } from "../queries";
import { findProduct } from "../product";
import { searchInput, searchListings } from "../search";
import { searchCacheKey } from "../search-cache-store";

const db = testDb();
const suffix = uniqueSuffix();
const city = `Translationtown ${suffix}`;
const rates: RateSnapshot = { perBase: { USD: 1, MYR: 4.5 }, asOf: new Date(), sources: ["test"] };

let supplier: Record<string, string>;
let otherSupplier: Record<string, string>;
let guest: Record<string, string>;
let propertyId: string;
const ENGLISH = {
  title: "Quiet flat by the river",
  description: "A quiet one-bedroom flat by the river, ten minutes' walk from the old town and its markets.",
};
const CHINESE = { title: "河边的安静公寓", description: "河边安静的一居室公寓，步行十分钟即可到达老城区和市场。" };

beforeAll(async () => {
  const organisation = await createOrganisation(db, { name: `Translating Owners ${suffix}` });
  const other = await createOrganisation(db, { name: `Other Owners ${suffix}` });
  const emails = {
    supplier: `translating-owner-${suffix}@example.test`,
    other: `other-owner-${suffix}@example.test`,
    guest: `translating-guest-${suffix}@example.test`,
  };
  await createUser(db, { email: emails.supplier, profile: { organisationId: organisation.id } });
  await createUser(db, { email: emails.other, profile: { organisationId: other.id } });
  await createUser(db, { email: emails.guest });
  supplier = bearer(await signIn(emails.supplier));
  otherSupplier = bearer(await signIn(emails.other));
  guest = bearer(await signIn(emails.guest));
  const { property } = await createProperty(db, { organisationId: organisation.id, city, ...ENGLISH });
  propertyId = property.id;
});

const call = async <T = Record<string, unknown>>(name: string, data: unknown, headers = supplier) =>
  resultOf<T>(await callFunction(name, data, headers));

describe("a listing's title and description per language", () => {
  it("a Chinese title and description show on the product page, in search and on cards in Chinese only", async () => {
    expect(await call("saveListingTranslation", { propertyId, locale: "zh", ...CHINESE })).toMatchObject({
      changed: true,
    });

    expect(await findProduct(db, propertyId, { actor: ANONYMOUS, locale: "zh" })).toMatchObject(CHINESE);
    expect(await findProduct(db, propertyId, { actor: ANONYMOUS, locale: "th" })).toMatchObject(ENGLISH);
    expect(await findProduct(db, propertyId, { actor: ANONYMOUS })).toMatchObject(ENGLISH);

    const search = searchInput.parse({ city });
    const inChinese = await searchListings(db, search, { actor: ANONYMOUS, rates, locale: "zh" });
    expect(inChinese.results.map((result) => result.title)).toEqual([CHINESE.title]);
    const inMalay = await searchListings(db, search, { actor: ANONYMOUS, rates, locale: "ms" });
    expect(inMalay.results.map((result) => result.title)).toEqual([ENGLISH.title]);
    // The text filter keeps matching English's columns, in every language.
    const byCity = await searchListings(db, searchInput.parse({ city: city.toUpperCase() }), {
      actor: ANONYMOUS,
      rates,
      locale: "zh",
    });
    expect(byCity.total).toBe(1);

    const cards = await findListings(db, { actor: ANONYMOUS, ids: [propertyId], limit: 1, locale: "zh" });
    expect(cards[0]!.title).toBe(CHINESE.title);
  });

  it("an empty translated description reads English's; the same text again changes nothing; removing falls back", async () => {
    const thai = { title: "คอนโดเงียบริมแม่น้ำ", description: "" };
    await call("saveListingTranslation", { propertyId, locale: "th", ...thai });
    expect(await findProduct(db, propertyId, { actor: ANONYMOUS, locale: "th" })).toMatchObject({
      title: thai.title,
      description: ENGLISH.description,
    });
    expect(await call("saveListingTranslation", { propertyId, locale: "th", ...thai })).toMatchObject({
      changed: false,
    });
    expect(await call("removeListingTranslation", { propertyId, locale: "th" })).toMatchObject({ removed: true });
    expect(await findProduct(db, propertyId, { actor: ANONYMOUS, locale: "th" })).toMatchObject(ENGLISH);
    expect(await call("removeListingTranslation", { propertyId, locale: "th" })).toMatchObject({ removed: false });
  });

  it("search pages are cached per language", () => {
    const search = searchInput.parse({ city });
    expect(searchCacheKey(search, rates, "zh")).not.toBe(searchCacheKey(search, rates, "en"));
    expect(searchCacheKey(search, rates)).toBe(searchCacheKey(search, rates, "en"));
  });
});

describe("what is refused", () => {
  it("another supplier's listing answers 404 and a guest 403, writing nothing", async () => {
    const input = { propertyId, locale: "id", title: "Apartemen tenang di tepi sungai", description: "" };
    expect((await callFunction("saveListingTranslation", input, otherSupplier)).status).toBe(404);
    expect((await callFunction("removeListingTranslation", { propertyId, locale: "zh" }, otherSupplier)).status).toBe(
      404,
    );
    expect((await callFunction("saveListingTranslation", input, guest)).status).toBe(403);
    const rows = await db.select().from(propertyTranslations).where(eq(propertyTranslations.propertyId, propertyId));
    expect(rows.map((row) => row.locale)).toEqual(["zh"]);
  });

  it("a bad language is 400 with nothing written; a title is checked as English's", async () => {
    for (const locale of ["en", "de"]) {
      const response = await callFunction("saveListingTranslation", { propertyId, locale, ...CHINESE }, supplier);
      expect(response.status, locale).toBe(400);
    }
    expect(
      (
        await callFunction(
          "saveListingTranslation",
          { propertyId, locale: "ms", title: "Flat", description: "" },
          supplier,
        )
      ).status,
    ).toBe(400);
    const rows = await db.select().from(propertyTranslations).where(eq(propertyTranslations.propertyId, propertyId));
    expect(rows.map((row) => row.locale)).toEqual(["zh"]);
  });

  it("the database keeps one row per listing and language, and refuses English", async () => {
    const twice = await db
      .insert(propertyTranslations)
      .values({ propertyId, locale: "zh", ...CHINESE })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isPgError(twice, PG.uniqueViolation)).toBe(true);
    const english = await db
      .insert(propertyTranslations)
      .values({ propertyId, locale: "en", ...ENGLISH })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isPgError(english, PG.checkViolation)).toBe(true);
  });
});
