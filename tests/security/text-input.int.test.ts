import { describe, expect, it } from "vitest";
import { testDb } from "@tests/support/db";
import { staffSession } from "@tests/support/staff";
import { bearer, callFunction, errorOf } from "@tests/support/functions";
import { searchFromParams } from "@/domains/catalogue/search-params";
import { functionRegistry } from "@/domains/registry";

/**
 * docs/SECURITY.md, "Text that is not text": a NUL character or a lone surrogate in any text field is a
 * 400 naming the field, never a 500 from the database.
 */
const db = testDb();
const NUL = "Kuala\u0000Lumpur";
const LONE_SURROGATE = "Penang\ud800";

async function expectRefused(response: Response, path: string) {
  expect(response.status).toBe(400);
  const error = await errorOf(response);
  expect(error.status).toBe("INVALID_ARGUMENT");
  expect(error.details?.issues?.map((issue) => issue.path)).toContain(path);
}

describe("anonymous functions", () => {
  it.each([
    ["findListings", { city: NUL }, "city"],
    [
      "findListings",
      { city: "Penang", after: { city: LONE_SURROGATE, id: "00000000-0000-4000-8000-000000000000" } },
      "after.city",
    ],
    ["searchListings", { city: NUL }, "city"],
    ["searchListings", { city: LONE_SURROGATE }, "city"],
    ["searchListings", { amenities: ["wifi", "pool\u0000"] }, "amenities.1"],
    [
      "submitEnquiry",
      {
        name: "Ana\u0000",
        email: "ana@example.test",
        topic: "stay",
        message: "A question about a long stay in Penang.",
      },
      "name",
    ],
    [
      "submitEnquiry",
      { name: "Ana", email: "ana@example.test", topic: "stay", message: `A question about ${LONE_SURROGATE} stays.` },
      "message",
    ],
  ])("%s refuses %j naming %s", async (name, data, path) => {
    await expectRefused(await callFunction(name, data), path);
  });

  it("names a key that is not text", async () => {
    await expectRefused(await callFunction("searchListings", { "city\u0000": "Penang" }), "city\uFFFD");
  });
});

describe("every registered function", () => {
  // Staff may call nearly everything; whatever they may not is refused before its input is read.
  const staffToken = staffSession(db);

  it("answers 400 naming the field before any schema or handler runs", async () => {
    const answers: Record<string, number> = {};
    for (const name of functionRegistry.keys()) {
      const response = await callFunction(name, { probe: ["ok", { text: "x\u0000" }] }, bearer(staffToken()));
      answers[name] = response.status;
      if (response.status === 400)
        expect((await errorOf(response)).details?.issues).toEqual([expect.objectContaining({ path: "probe.1.text" })]);
    }
    const notRefused = Object.entries(answers).filter(([, status]) => status !== 400 && status !== 403);
    expect(notRefused).toEqual([]);
    expect(Object.values(answers).filter((status) => status === 400).length).toBeGreaterThan(100);
  });
});

describe("search pages' query parameters", () => {
  it("drop a place that is not text and say so", () => {
    const { search, problems } = searchFromParams({ city: NUL }, { currency: "USD" });
    expect(search.city).toBeUndefined();
    expect(problems).toEqual([expect.stringMatching(/^Place: must not contain a NUL character/)]);
  });
});
