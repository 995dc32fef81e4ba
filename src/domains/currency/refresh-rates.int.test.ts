import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { ecbDocument } from "@tests/support/ecb-document";
import { startFakeRatesProvider } from "@tests/support/fake-rates-provider";
import { exchangeRates } from "@/server/db/schema";
import { RatesFormatError } from "./ecb";
import { ECB_SOURCE, ratesNeedRefresh, RatesProviderError, refreshExchangeRates } from "./refresh-rates";

const db = testDb();
const DAY = "2024-05-10";
const AS_OF = new Date(`${DAY}T00:00:00Z`);
/** What the ECB published that day for the currencies the app knows, plus two it does not (CHF, ZAR). */
const PER_EUR = {
  USD: 1.0772,
  JPY: 167.83,
  GBP: 0.86075,
  MYR: 5.0997,
  IDR: 17247.61,
  THB: 39.513,
  PHP: 61.75,
  SGD: 1.4578,
  CHF: 0.9763,
  ZAR: 19.8,
};
/** Rates the ECB does not publish, recorded earlier by someone else: the refresh must leave them alone. */
const earlierSource = `int refresh ${uniqueSuffix()}`;
const EARLIER = { VND: 25_340, TWD: 32.1, KZT: 497, ANG: 1.79, AMD: 396, MYR: 4.46 };
const EARLIER_AS_OF = new Date("2024-05-01T08:00:00Z");

let provider: Awaited<ReturnType<typeof startFakeRatesProvider>>;

async function tableRows() {
  return db
    .select({
      id: exchangeRates.id,
      base: exchangeRates.base,
      quote: exchangeRates.quote,
      rate: exchangeRates.rate,
      asOf: exchangeRates.asOf,
      source: exchangeRates.source,
    })
    .from(exchangeRates)
    .orderBy(asc(exchangeRates.id));
}

async function ecbRows() {
  return db.select().from(exchangeRates).where(eq(exchangeRates.source, ECB_SOURCE)).orderBy(asc(exchangeRates.quote));
}

async function cleanEcbRows() {
  await db.delete(exchangeRates).where(eq(exchangeRates.source, ECB_SOURCE));
}

beforeAll(async () => {
  provider = await startFakeRatesProvider({ kind: "document", body: ecbDocument(DAY, PER_EUR) });
  await db.insert(exchangeRates).values(
    Object.entries(EARLIER).map(([quote, rate]) => ({
      base: "USD",
      quote,
      rate,
      asOf: EARLIER_AS_OF,
      source: earlierSource,
    })),
  );
});

beforeEach(async () => {
  await cleanEcbRows();
  provider.answer({ kind: "document", body: ecbDocument(DAY, PER_EUR) });
});

afterAll(async () => {
  await cleanEcbRows();
  await db.delete(exchangeRates).where(eq(exchangeRates.source, earlierSource));
  await provider.close();
});

describe("refreshExchangeRates from an ECB document", () => {
  it("stores the app's currencies per US dollar, as of the document's day, source ecb", async () => {
    const result = await refreshExchangeRates(db, { url: provider.url });
    expect(result.asOf.toISOString()).toBe(AS_OF.toISOString());
    // The euro comes from the dollar's rate; USD is the base (never stored); CHF and ZAR are not ours.
    expect(result.stored).toEqual(["EUR", "GBP", "IDR", "JPY", "MYR", "PHP", "SGD", "THB"]);
    expect(result.notPublished).toEqual(expect.arrayContaining(["VND", "TWD", "KZT", "ANG", "AMD", "CNY", "INR"]));

    const rows = await ecbRows();
    expect(rows.map((row) => row.quote)).toEqual(result.stored);
    for (const row of rows) {
      expect(row).toMatchObject({ base: "USD", source: "ecb" });
      expect(row.asOf.toISOString()).toBe(AS_OF.toISOString());
    }
    const rate = (quote: string) => rows.find((row) => row.quote === quote)!.rate;
    expect(rate("EUR")).toBeCloseTo(1 / 1.0772, 9);
    expect(rate("MYR")).toBeCloseTo(5.0997 / 1.0772, 9);
    expect(rate("IDR")).toBeCloseTo(17247.61 / 1.0772, 6);
  });

  it("leaves the rows of currencies the document does not publish exactly as they were", async () => {
    const before = await db
      .select()
      .from(exchangeRates)
      .where(eq(exchangeRates.source, earlierSource))
      .orderBy(asc(exchangeRates.quote));
    await refreshExchangeRates(db, { url: provider.url });
    const after = await db
      .select()
      .from(exchangeRates)
      .where(eq(exchangeRates.source, earlierSource))
      .orderBy(asc(exchangeRates.quote));
    expect(after).toEqual(before);
    expect(after).toHaveLength(Object.keys(EARLIER).length);
    // A currency the document does publish gets a newer row beside its old one, which stays.
    const myr = await db
      .select()
      .from(exchangeRates)
      .where(and(eq(exchangeRates.quote, "MYR"), inArray(exchangeRates.source, [earlierSource, ECB_SOURCE])));
    expect(myr.map((row) => row.source).sort()).toEqual([earlierSource, ECB_SOURCE].sort());
  });

  it("refreshes also a currency someone added that the ECB publishes (CHF), and runs twice without duplicates", async () => {
    const other = `int refresh chf ${uniqueSuffix()}`;
    await db.insert(exchangeRates).values({ base: "USD", quote: "CHF", rate: 0.9, asOf: EARLIER_AS_OF, source: other });
    try {
      await refreshExchangeRates(db, { url: provider.url });
      // The ECB corrects a rate the same day: the second run rewrites that day's row.
      provider.answer({ kind: "document", body: ecbDocument(DAY, { ...PER_EUR, MYR: 5.1 }) });
      const second = await refreshExchangeRates(db, { url: provider.url });
      expect(second.stored).toContain("CHF");
      const rows = await ecbRows();
      expect(rows.filter((row) => row.quote === "MYR")).toHaveLength(1);
      expect(rows.find((row) => row.quote === "MYR")!.rate).toBeCloseTo(5.1 / 1.0772, 9);
      expect(rows.find((row) => row.quote === "CHF")!.rate).toBeCloseTo(0.9763 / 1.0772, 9);
    } finally {
      await db.delete(exchangeRates).where(eq(exchangeRates.source, other));
    }
  });

  it("says the rates need a refresh when it never ran or its newest day is older than the limit", async () => {
    expect(await ratesNeedRefresh(db, { staleHours: 48 })).toBe(true);
    await refreshExchangeRates(db, { url: provider.url });
    expect(await ratesNeedRefresh(db, { staleHours: 48, now: new Date(AS_OF.getTime() + 47 * 3_600_000) })).toBe(false);
    expect(await ratesNeedRefresh(db, { staleHours: 48, now: new Date(AS_OF.getTime() + 49 * 3_600_000) })).toBe(true);
  });
});

describe("refreshExchangeRates changes nothing when the provider fails", () => {
  beforeEach(async () => {
    // The failures below must leave yesterday's ECB rows as they are, too.
    provider.answer({ kind: "document", body: ecbDocument("2024-05-09", PER_EUR) });
    await refreshExchangeRates(db, { url: provider.url });
  });

  it.each([
    [
      "an HTTP 500",
      { kind: "document", status: 500, body: "<html>Internal Server Error</html>" },
      RatesProviderError,
      /HTTP 500/,
    ],
    [
      "an HTTP 404 with an ECB-looking body",
      { kind: "document", status: 404, body: ecbDocument(DAY, PER_EUR) },
      RatesProviderError,
      /HTTP 404/,
    ],
    [
      "malformed XML",
      { kind: "document", body: "<gesmes:Envelope><Cube><Cube time='2024-05-10'><Cube currency='USD' rate=" },
      RatesFormatError,
      /./,
    ],
    [
      "an HTML page",
      { kind: "document", body: "<!doctype html><html><body>Maintenance</body></html>" },
      RatesFormatError,
      /no dated Cube/,
    ],
    ["an empty answer", { kind: "document", body: "" }, RatesFormatError, /empty/],
    [
      "one bad rate among good ones",
      { kind: "document", body: ecbDocument(DAY, { ...PER_EUR, JPY: "n/a" }) },
      RatesFormatError,
      /JPY/,
    ],
    [
      "a document without the dollar",
      { kind: "document", body: ecbDocument(DAY, { JPY: 167.83, MYR: 5.0997 }) },
      RatesFormatError,
      /USD/,
    ],
    ["a day in the future", { kind: "document", body: ecbDocument("2999-01-01", PER_EUR) }, RatesFormatError, /future/],
  ] as const)("%s", async (_what, answer, errorType, message) => {
    const before = await tableRows();
    provider.answer(answer);
    const failure = refreshExchangeRates(db, { url: provider.url, timeoutMs: 2_000 });
    await expect(failure).rejects.toBeInstanceOf(errorType);
    await expect(failure).rejects.toThrow(message);
    expect(await tableRows()).toEqual(before);
  });

  it.each([
    ["no answer at all", { kind: "silent" }],
    ["headers, half a document, then nothing", { kind: "stall", body: ecbDocument(DAY, PER_EUR) }],
  ] as const)("a timeout: %s", async (_what, answer) => {
    const before = await tableRows();
    provider.answer(answer);
    const started = Date.now();
    const failure = refreshExchangeRates(db, { url: provider.url, timeoutMs: 300 });
    await expect(failure).rejects.toThrow(/did not answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await tableRows()).toEqual(before);
  });

  it("a provider that is not there", async () => {
    const before = await tableRows();
    const gone = await startFakeRatesProvider({ kind: "silent" });
    await gone.close();
    await expect(refreshExchangeRates(db, { url: gone.url, timeoutMs: 2_000 })).rejects.toThrow(
      /could not reach 127\.0\.0\.1/,
    );
    expect(await tableRows()).toEqual(before);
  });
});
