import { beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createProperty } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { ANONYMOUS } from "@/server/access";
import { listedLocations } from "./locations";

const db = testDb();
let ids: Record<"placed" | "unplaced" | "unlisted", string>;

beforeAll(async () => {
  const organisation = await createOrganisation(db);
  const base = { organisationId: organisation.id };
  ids = {
    placed: (await createProperty(db, { ...base, latitude: 5.4141, longitude: 100.3288 })).property.id,
    unplaced: (await createProperty(db, { ...base, latitude: null, longitude: null })).property.id,
    unlisted: (await createProperty(db, { ...base, status: "in_review", latitude: 5.4, longitude: 100.3 })).property.id,
  };
});

describe("listedLocations", () => {
  it("gives where listed properties are, leaving out those without a place or not listed", async () => {
    const locations = await listedLocations(db, { actor: ANONYMOUS, ids: Object.values(ids) });
    expect([...locations.entries()]).toEqual([[ids.placed, { latitude: 5.4141, longitude: 100.3288 }]]);
    expect((await listedLocations(db, { actor: ANONYMOUS, ids: [] })).size).toBe(0);
  });
});
