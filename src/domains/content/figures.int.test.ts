import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrganisation, createProperty, uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { ANONYMOUS } from "@/server/access";
import { fillPlaceholders, textBlock } from "./blocks";
import { marketplaceFigures } from "./figures";

const db = testDb();
const scope = { actor: ANONYMOUS };

/** The counts counted a second way: distinct cities and rows of listed properties. */
async function countedDirectly() {
  const [row] = (
    await db.execute<{ cities: number; places: number }>(
      sql`select count(distinct (country, city))::int as cities, count(*)::int as places from properties where status = 'listed'`,
    )
  ).rows;
  return row!;
}

describe("the marketplace's figures on the marketing pages", () => {
  it("are the database's count of listed places and their cities, and follow a new listing at once", async () => {
    expect(await marketplaceFigures(db, scope)).toEqual(await countedDirectly());
    const before = await marketplaceFigures(db, scope);

    const organisationId = (await createOrganisation(db)).id;
    const city = `Figures town ${uniqueSuffix()}`;
    await createProperty(db, { organisationId, city });
    await createProperty(db, { organisationId, city });
    // Not listed: in no count.
    await createProperty(db, { organisationId, city: `${city} draft`, status: "draft" });

    expect(await marketplaceFigures(db, scope)).toEqual({ cities: before.cities + 1, places: before.places + 2 });
  });

  it("fill the about page's introduction, which writes no count of its own", async () => {
    const block = textBlock("about.intro")!;
    expect(block.placeholders).toEqual(["cities", "places"]);
    expect(block.defaultText).not.toMatch(/\d/);
    const figures = await marketplaceFigures(db, scope);
    const intro = fillPlaceholders(block.defaultText, { ...figures });
    expect(intro).toContain(`${figures.places} places in ${figures.cities} cities`);
    expect(intro).not.toMatch(/[{}]/);
  });
});
