import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createOrganisation, createProperty } from "@tests/factories";
import { uniqueSuffix } from "@tests/factories/random";
import { testDb } from "@tests/support/db";
import { rowOf, sqlTypes } from "@/server/db/rows";
import { organisations, properties, propertySearch, reviews, units } from "@/server/db/schema";

// property_search (catalogue/sql/property-search.sql) is the search's source: every change that decides whether a
// guest can find a place, or what the search filters and sorts it by, must reach it in the same transaction.
const db = testDb();

const rowOfProperty = async (id: string) =>
  (await db.select().from(propertySearch).where(eq(propertySearch.id, id)))[0] ?? null;

/** Rows of these properties where the table and the rule (listed, organisation enabled, a unit not archived) differ. */
const drift = async (ids: string[]) =>
  (
    await rowOf(
      db,
      z.object({ drift: sqlTypes.int }),
      sql`with expected as (
        select p.id, lower(p.city) as city_key, p.country, p.latitude, p.longitude, p.type, p.amenities, p.instant_book,
          p.bedrooms, p.max_guests, p.max_adults, p.max_children, p.currency, p.nightly_rate_minor,
          p.monthly_rate_minor, p.hourly_rate_minor, p.min_nights, p.max_nights, p.min_hours, p.max_hours,
          p.opening_time, p.closing_time, p.time_zone, p.buffer_hours, p.rating_count, p.rating_sum, p.created_at,
          case when p.rating_count > 0 then (p.rating_sum::numeric / p.rating_count)::float8 end as rating_average
        from properties p join organisations o on o.id = p.organisation_id
        where p.status = 'listed' and o.enabled
          and exists (select 1 from units u where u.property_id = p.id and u.archived_at is null)
          and p.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
      ), kept as (
        -- Named in the order above: a set comparison matches columns by position, not by name.
        select s.id, s.city_key, s.country, s.latitude, s.longitude, s.type, s.amenities, s.instant_book, s.bedrooms,
          s.max_guests, s.max_adults, s.max_children, s.currency, s.nightly_rate_minor, s.monthly_rate_minor,
          s.hourly_rate_minor, s.min_nights, s.max_nights, s.min_hours, s.max_hours, s.opening_time, s.closing_time,
          s.time_zone, s.buffer_hours, s.rating_count, s.rating_sum, s.created_at, s.rating_average
        from property_search s where s.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
      )
      select count(*)::int as drift from ((select * from expected except select * from kept)
        union all (select * from kept except select * from expected)) d`,
    )
  ).drift;

const city = `Searchtable ${uniqueSuffix()}`;
const base = { city, country: "malaysia" as const, currency: "MYR", timeZone: "Asia/Kuala_Lumpur" };

describe("property_search", () => {
  it("has a row for a listed place of an enabled organisation with a unit, made with it", async () => {
    const organisation = await createOrganisation(db);
    const listed = await createProperty(db, { ...base, organisationId: organisation.id, nightlyRateMinor: 12_000 });
    const draft = await createProperty(db, { ...base, organisationId: organisation.id, status: "draft" });
    const row = await rowOfProperty(listed.property.id);
    expect(row).toMatchObject({ cityKey: city.toLowerCase(), nightlyRateMinor: 12_000, ratingCount: 0 });
    expect(await rowOfProperty(draft.property.id)).toBeNull();
    expect(await drift([listed.property.id, draft.property.id])).toBe(0);
  });

  it("follows the price, the city, the place's limits and its listing status", async () => {
    const organisation = await createOrganisation(db);
    const { property } = await createProperty(db, { ...base, organisationId: organisation.id });
    await db
      .update(properties)
      .set({ nightlyRateMinor: 31_500, monthlyRateMinor: 600_000, maxGuests: 5, city: `${city} North` })
      .where(eq(properties.id, property.id));
    expect(await rowOfProperty(property.id)).toMatchObject({
      nightlyRateMinor: 31_500,
      monthlyRateMinor: 600_000,
      maxGuests: 5,
      cityKey: `${city} North`.toLowerCase(),
    });
    await db.update(properties).set({ status: "unlisted" }).where(eq(properties.id, property.id));
    expect(await rowOfProperty(property.id)).toBeNull();
    await db
      .update(properties)
      .set({ status: "listed", nightlyRateMinor: 20_000 })
      .where(eq(properties.id, property.id));
    expect(await rowOfProperty(property.id)).toMatchObject({ nightlyRateMinor: 20_000 });
    expect(await drift([property.id])).toBe(0);
  });

  it("leaves a place whose units are all archived, and returns with a unit restored or added", async () => {
    const organisation = await createOrganisation(db);
    const made = await createProperty(db, {
      ...base,
      organisationId: organisation.id,
      type: "coliving_room",
      units: [
        { name: "Room A", kind: "room" },
        { name: "Room B", kind: "room" },
      ],
    });
    const [roomA, roomB] = made.units.map((unit) => unit.id);
    await db.update(units).set({ archivedAt: new Date() }).where(eq(units.id, roomA!));
    expect(await rowOfProperty(made.property.id)).not.toBeNull();
    await db.update(units).set({ archivedAt: new Date() }).where(eq(units.id, roomB!));
    expect(await rowOfProperty(made.property.id)).toBeNull();
    await db.update(units).set({ archivedAt: null }).where(eq(units.id, roomA!));
    expect(await rowOfProperty(made.property.id)).not.toBeNull();
    await db.delete(units).where(eq(units.id, roomA!));
    expect(await rowOfProperty(made.property.id)).toBeNull();
    await db.insert(units).values({ propertyId: made.property.id, name: "Room C", kind: "room" });
    expect(await rowOfProperty(made.property.id)).not.toBeNull();
    expect(await drift([made.property.id])).toBe(0);
  });

  it("follows reviews published, hidden and deleted (the rating the search sorts by)", async () => {
    const organisation = await createOrganisation(db);
    const { property } = await createProperty(db, { ...base, organisationId: organisation.id });
    const [review] = await db
      .insert(reviews)
      .values([
        { propertyId: property.id, authorName: "Guest", rating: 4, publishedAt: null },
        { propertyId: property.id, authorName: "Guest", rating: 2, publishedAt: new Date() },
      ])
      .returning();
    expect(await rowOfProperty(property.id)).toMatchObject({ ratingCount: 1, ratingSum: 2 });
    await db.update(reviews).set({ publishedAt: new Date() }).where(eq(reviews.id, review!.id));
    expect(await rowOfProperty(property.id)).toMatchObject({ ratingCount: 2, ratingSum: 6, ratingAverage: 3 });
    await db
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenReason: "Not about the stay" })
      .where(eq(reviews.id, review!.id));
    expect(await rowOfProperty(property.id)).toMatchObject({ ratingCount: 1, ratingSum: 2 });
    await db.delete(reviews).where(eq(reviews.propertyId, property.id));
    expect(await rowOfProperty(property.id)).toMatchObject({ ratingCount: 0, ratingSum: 0, ratingAverage: null });
    expect(await drift([property.id])).toBe(0);
  });

  it("leaves every place of a disabled organisation and returns them when it is enabled", async () => {
    const organisation = await createOrganisation(db);
    const made = [
      await createProperty(db, { ...base, organisationId: organisation.id }),
      await createProperty(db, { ...base, organisationId: organisation.id }),
    ];
    const ids = made.map((m) => m.property.id);
    await db.update(organisations).set({ enabled: false }).where(eq(organisations.id, organisation.id));
    expect(await db.select().from(propertySearch).where(inArray(propertySearch.id, ids))).toHaveLength(0);
    await db.update(organisations).set({ enabled: true }).where(eq(organisations.id, organisation.id));
    expect(await db.select().from(propertySearch).where(inArray(propertySearch.id, ids))).toHaveLength(2);
    await db.delete(properties).where(eq(properties.id, ids[0]!));
    expect(await rowOfProperty(ids[0]!)).toBeNull();
    expect(await drift(ids)).toBe(0);
  });

  it("keeps a price changed while a unit is archived in another transaction (the second waits for the first)", async () => {
    const organisation = await createOrganisation(db);
    const made = await createProperty(db, {
      ...base,
      organisationId: organisation.id,
      nightlyRateMinor: 10_000,
      units: [
        { name: "One", kind: "entire_place" },
        { name: "Two", kind: "entire_place" },
      ],
    });
    const { id } = made.property;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let priced!: () => void;
    const pricedYet = new Promise<void>((resolve) => (priced = resolve));
    // The first writer changes the price and keeps its transaction open; the second archives a unit meanwhile. Had the
    // second read the property before the first committed, its refresh would write the old price back.
    const first = db.transaction(async (tx) => {
      await tx.update(properties).set({ nightlyRateMinor: 22_000 }).where(eq(properties.id, id));
      priced();
      await gate;
    });
    await pricedYet;
    const second = db.transaction(async (tx) => {
      await tx.update(units).set({ archivedAt: new Date() }).where(eq(units.id, made.units[0]!.id));
    });
    const waiting = z.object({ waiting: sqlTypes.int });
    while (
      (
        await rowOf(
          db,
          waiting,
          sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like ${`%update "units"%`}`,
        )
      ).waiting === 0
    )
      await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await Promise.all([first, second]);
    expect(await rowOfProperty(id)).toMatchObject({ nightlyRateMinor: 22_000 });
    expect(await drift([id])).toBe(0);
  });

  it("ends equal to its rule when price changes, unit archiving and the owner's switch race on one place", async () => {
    const organisation = await createOrganisation(db);
    const made = await createProperty(db, {
      ...base,
      organisationId: organisation.id,
      units: [
        { name: "One", kind: "entire_place" },
        { name: "Two", kind: "entire_place" },
      ],
    });
    const { id } = made.property;
    // Ten writers at once, each through its own transaction and connection of the pool, reaching the one row from
    // the three tables that feed it; whatever order they commit in, the row must end as the rule says.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction(async (tx) => {
          if (i % 3 === 0)
            await tx
              .update(properties)
              .set({ nightlyRateMinor: 10_000 + i })
              .where(eq(properties.id, id));
          else if (i % 3 === 1)
            await tx
              .update(units)
              .set({ archivedAt: i % 2 === 0 ? new Date() : null })
              .where(eq(units.id, made.units[i % 2]!.id));
          else
            await tx
              .update(organisations)
              .set({ enabled: i % 4 !== 0 })
              .where(eq(organisations.id, organisation.id));
        }),
      ),
    );
    expect(await drift([id])).toBe(0);
  });
});
