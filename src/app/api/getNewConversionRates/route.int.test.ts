import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_RATES_PER_USD } from "@tests/fixtures/demo-rates";
import { uniqueSuffix } from "@tests/factories";
import { testDb } from "@tests/support/db";
import { exchangeRates } from "@/server/db/schema";

// The key must be in the environment before the first env() of this file's workers (it is parsed once, then
// cached), so the route and the settings are imported only after it is set.
const API_KEY = `int-test-rates-key-${uniqueSuffix()}`;
process.env.CONVERSION_RATES_API_KEY = API_KEY;
const { GET } = await import("./route");
const { env } = await import("@/server/env");

const db = testDb();

interface Rates {
  toCurrency: string;
  rates: Record<string, number>;
  asOf: string;
  sources: string[];
  stale: boolean;
}

interface ErrorBody {
  error: { status: string; message: string };
}

/** This file's rates: a source of its own, removed at the end so that later files see theirs again. */
const source = `int test ${uniqueSuffix()}`;
/** An MYR rate no other snapshot has, so that the answer is visibly ours. */
const MYR_PER_USD = 4.4612;
let asOf: Date;

function request(query: string, headers: Record<string, string> = { "x-api-key": API_KEY }): Promise<Response> {
  return GET(new Request(`http://localhost:3000/api/getNewConversionRates${query}`, { headers }));
}

async function ratesOf(response: Response): Promise<Rates> {
  const body = (await response.json()) as { data: { data: { queryConverstionRate: Rates[] } } };
  expect(body.data.data.queryConverstionRate).toHaveLength(1);
  return body.data.data.queryConverstionRate[0]!;
}

async function errorOf(response: Response): Promise<ErrorBody["error"]> {
  return ((await response.json()) as ErrorBody).error;
}

async function insertRates(rows: { quote: string; rate: number; asOf: Date }[]) {
  await db.insert(exchangeRates).values(rows.map((row) => ({ base: "USD", source, ...row })));
}

beforeAll(async () => {
  // The newest rate of each currency wins and the snapshot is as old as its oldest currency, so give every
  // currency the table knows (other files may have added some) a rate newer than anything in it.
  const existing = await db.execute<{ quote: string; newest: Date | null }>(
    sql`select quote, max(as_of) as newest from ${exchangeRates} where base = 'USD' group by quote`,
  );
  const newest = Math.max(Date.now(), ...existing.rows.map((row) => (row.newest ? new Date(row.newest).getTime() : 0)));
  asOf = new Date(Math.ceil(newest / 1000) * 1000 + randomInt(1, 3600) * 1000);
  const perUsd: Record<string, number> = { ...DEMO_RATES_PER_USD, MYR: MYR_PER_USD };
  for (const row of existing.rows) if (row.quote !== "USD") perUsd[row.quote] ??= 1;
  await insertRates(Object.entries(perUsd).map(([quote, rate]) => ({ quote, rate, asOf })));
});

afterAll(async () => {
  await db.delete(exchangeRates).where(sql`${exchangeRates.source} = ${source}`);
});

describe("the API key", () => {
  it("answers 401 without a key", async () => {
    const response = await request("?toCurrency=MYR", {});
    expect(response.status).toBe(401);
    expect((await errorOf(response)).status).toBe("UNAUTHENTICATED");
  });

  it.each([
    ["a wrong key", { "x-api-key": "not-the-key-of-this-test" }],
    ["the key with a character more", { "x-api-key": `${API_KEY}x` }],
    ["the key cut short", { "x-api-key": API_KEY.slice(0, -1) }],
    ["an empty key", { "x-api-key": "" }],
    ["the key in another header", { authorization: `Bearer ${API_KEY}` }],
  ])("answers 401 to %s", async (_label, headers) => {
    const response = await request("?toCurrency=MYR", headers);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).status).toBe("UNAUTHENTICATED");
  });

  it("checks the key before the currency", async () => {
    expect((await request("?toCurrency=12", {})).status).toBe(401);
  });

  it("reads the header name in any case", async () => {
    expect((await request("?toCurrency=MYR", { "X-API-KEY": API_KEY })).status).toBe(200);
  });
});

describe("toCurrency", () => {
  it.each([
    ["", "missing"],
    ["?toCurrency=", "empty"],
    ["?toCurrency=12", "digits"],
    ["?toCurrency=MYRR", "four letters"],
    ["?toCurrency=M%20R", "a space"],
  ])("answers 400 when it is %j (%s)", async (query) => {
    const response = await request(query);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).status).toBe("INVALID_ARGUMENT");
  });

  it("answers 400 to a currency without a rate", async () => {
    const response = await request("?toCurrency=XYZ");
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.status).toBe("INVALID_ARGUMENT");
    expect(error.message).toContain("XYZ");
  });
});

describe("the rates", () => {
  it("answers the rates into MYR at data.data.queryConverstionRate[0]", async () => {
    const response = await request("?toCurrency=MYR");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, max-age=300");
    const rates = await ratesOf(response);
    expect(rates.toCurrency).toBe("MYR");
    expect(rates.rates.MYR).toBe(1);
    expect(rates.rates.USD).toBeCloseTo(MYR_PER_USD, 10);
    expect(rates.rates.THB).toBeCloseTo(MYR_PER_USD / DEMO_RATES_PER_USD.THB!, 10);
    expect(rates.rates.IDR).toBeCloseTo(MYR_PER_USD / DEMO_RATES_PER_USD.IDR!, 12);
    for (const currency of ["USD", ...Object.keys(DEMO_RATES_PER_USD)])
      expect(rates.rates[currency]).toBeGreaterThan(0);
    expect(rates.asOf).toBe(asOf.toISOString());
    expect(rates.sources).toEqual([source]);
    expect(rates.stale).toBe(false);
  });

  it("accepts the currency in lower case", async () => {
    const response = await request("?toCurrency=myr");
    expect(response.status).toBe(200);
    const rates = await ratesOf(response);
    expect(rates.toCurrency).toBe("MYR");
    expect(rates.rates.USD).toBeCloseTo(MYR_PER_USD, 10);
  });

  it("answers rates into the base currency", async () => {
    const rates = await ratesOf(await request("?toCurrency=USD"));
    expect(rates.toCurrency).toBe("USD");
    expect(rates.rates.USD).toBe(1);
    expect(rates.rates.MYR).toBeCloseTo(1 / MYR_PER_USD, 10);
  });

  it("answers rates into a zero-decimal currency", async () => {
    const rates = await ratesOf(await request("?toCurrency=JPY"));
    expect(rates.rates.USD).toBeCloseTo(DEMO_RATES_PER_USD.JPY!, 10);
    expect(rates.rates.MYR).toBeCloseTo(DEMO_RATES_PER_USD.JPY! / MYR_PER_USD, 10);
  });
});

describe("stale rates", () => {
  // A currency of this test alone whose only rate is old makes the whole snapshot that old.
  const quote = "QZQ";
  const hour = 3_600_000;

  afterEach(async () => {
    await db
      .delete(exchangeRates)
      .where(sql`${exchangeRates.source} = ${source} and ${exchangeRates.quote} = ${quote}`);
  });

  it("flags rates older than RATES_STALE_HOURS, and still answers them", async () => {
    const old = new Date(Date.now() - (env().RATES_STALE_HOURS + 1) * hour);
    await insertRates([{ quote, rate: 2, asOf: old }]);
    const response = await request("?toCurrency=MYR");
    expect(response.status).toBe(200);
    const rates = await ratesOf(response);
    expect(rates.stale).toBe(true);
    expect(rates.asOf).toBe(old.toISOString());
    expect(rates.rates.USD).toBeCloseTo(MYR_PER_USD, 10);
  });

  it("does not flag rates younger than RATES_STALE_HOURS", async () => {
    await insertRates([{ quote, rate: 2, asOf: new Date(Date.now() - (env().RATES_STALE_HOURS - 1) * hour) }]);
    expect((await ratesOf(await request("?toCurrency=MYR"))).stale).toBe(false);
  });
});

describe("failures", () => {
  afterEach(() => {
    vi.doUnmock("@/server/db");
    vi.resetModules();
    process.env.CONVERSION_RATES_API_KEY = API_KEY;
  });

  it("answers 503 when the database cannot be read", async () => {
    vi.resetModules();
    vi.doMock("@/server/db", async (importOriginal) => ({
      ...(await importOriginal<typeof import("@/server/db")>()),
      db: () => ({ execute: () => Promise.reject(new Error("connection refused")) }),
    }));
    const { GET: brokenGet } = await import("./route");
    const response = await brokenGet(
      new Request("http://localhost:3000/api/getNewConversionRates?toCurrency=MYR", {
        headers: { "x-api-key": API_KEY },
      }),
    );
    expect(response.status).toBe(503);
    expect((await errorOf(response)).status).toBe("UNAVAILABLE");
  });

  it("refuses every call when no key is configured", async () => {
    vi.resetModules();
    delete process.env.CONVERSION_RATES_API_KEY;
    const { GET: keylessGet } = await import("./route");
    const response = await keylessGet(
      new Request("http://localhost:3000/api/getNewConversionRates?toCurrency=MYR", {
        headers: { "x-api-key": API_KEY },
      }),
    );
    expect(response.status).toBe(401);
  });
});
