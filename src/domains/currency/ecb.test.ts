import { describe, expect, it } from "vitest";
import { ecbDocument } from "@tests/support/ecb-document";
import { parseEcbRates, ratesAgainst, RatesFormatError } from "./ecb";

const ECB_DAILY = ecbDocument("2024-05-10", {
  USD: "1.0772",
  JPY: "167.83",
  GBP: "0.86075",
  MYR: "5.0997",
  IDR: "17247.61",
});

function formatError(xml: string): RatesFormatError {
  try {
    parseEcbRates(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(RatesFormatError);
    return error as RatesFormatError;
  }
  throw new Error("expected parseEcbRates to refuse the document");
}

/** The daily file with its rates replaced. */
function withRates(rates: string): string {
  return ecbDocument("2024-05-10", {}).replace("<Cube time='2024-05-10'>", `<Cube time='2024-05-10'>${rates}`);
}

describe("parseEcbRates: a good document", () => {
  it("reads the day and every rate per euro", () => {
    const parsed = parseEcbRates(ECB_DAILY);
    expect(parsed.date).toBe("2024-05-10");
    expect(parsed.asOf.toISOString()).toBe("2024-05-10T00:00:00.000Z");
    expect(parsed.perEur).toEqual({ USD: 1.0772, JPY: 167.83, GBP: 0.86075, MYR: 5.0997, IDR: 17247.61 });
  });

  it("takes double quotes, attributes in any order, a prefixed Cube, comments and no line breaks", () => {
    const xml = `<e:Envelope xmlns:e="x"><!-- <Cube time="1999-01-01"><Cube currency="USD" rate="9"/></Cube> --><e:Cube><e:Cube time="2024-05-13"><e:Cube rate="1.0788" currency="USD" /><e:Cube currency="THB" rate="39.5"></e:Cube></e:Cube></e:Cube></e:Envelope>`;
    expect(parseEcbRates(xml)).toMatchObject({ date: "2024-05-13", perEur: { USD: 1.0788, THB: 39.5 } });
  });

  it("takes the newest day of a file with several (the 90-day file), whatever their order", () => {
    const xml = `<Envelope><Cube><Cube time="2024-05-09"><Cube currency="USD" rate="1.07"/></Cube><Cube time="2024-05-10"><Cube currency="USD" rate="1.08"/></Cube><Cube time="2024-05-08"><Cube currency="USD" rate="1.06"/></Cube></Cube></Envelope>`;
    expect(parseEcbRates(xml)).toMatchObject({ date: "2024-05-10", perEur: { USD: 1.08 } });
  });
});

describe("parseEcbRates: refuses", () => {
  it("an empty answer", () => {
    expect(formatError("").message).toMatch(/empty/);
    expect(formatError("   \n ").message).toMatch(/empty/);
  });

  it("a document without a dated Cube (an HTML error page, another XML)", () => {
    expect(formatError("<html><body>Service unavailable</body></html>").message).toMatch(/no dated Cube/);
    expect(formatError(`<?xml version="1.0"?><Envelope><Cube></Cube></Envelope>`).message).toMatch(/no dated Cube/);
    expect(formatError(`{"rates":{"USD":1.08}}`).message).toMatch(/no dated Cube/);
  });

  it("a dated Cube with no rates, or a rate outside one", () => {
    expect(formatError(withRates("")).message).toMatch(/holds no rates/);
    expect(formatError(`<Cube><Cube currency="USD" rate="1.08"/></Cube>`).message).toMatch(/outside a dated Cube/);
  });

  it("a bad day", () => {
    expect(formatError(ECB_DAILY.replace("2024-05-10", "10/05/2024")).message).toMatch(/YYYY-MM-DD/);
    expect(formatError(ECB_DAILY.replace("2024-05-10", "2024-02-30")).message).toMatch(/not a real day/);
  });

  it.each([
    ["a word", "abc"],
    ["an empty rate", ""],
    ["zero", "0"],
    ["zero with decimals", "0.0000"],
    ["a negative rate", "-1.07"],
    ["an exponent", "1e3"],
    ["a comma decimal", "1,0772"],
    ["two points", "1.07.72"],
    ["infinity", "Infinity"],
  ])("a rate that is %s, refusing the whole document", (_what, rate) => {
    const xml = withRates(`<Cube currency='USD' rate='1.0772'/><Cube currency='JPY' rate='${rate}'/>`);
    expect(formatError(xml).message).toMatch(/JPY/);
  });

  it("a rate without a currency, a bad code, a currency twice, a rate for the euro", () => {
    expect(formatError(withRates(`<Cube rate='1.0772'/>`)).message).toMatch(/not a currency code/);
    expect(formatError(withRates(`<Cube currency='usd' rate='1.0772'/>`)).message).toMatch(/not a currency code/);
    expect(
      formatError(withRates(`<Cube currency='USD' rate='1.07'/><Cube currency='USD' rate='1.08'/>`)).message,
    ).toMatch(/twice/);
    expect(formatError(withRates(`<Cube currency='EUR' rate='1'/>`)).message).toMatch(/euro/);
  });

  it("a document cut off inside the dated Cube", () => {
    expect(formatError(ECB_DAILY.slice(0, ECB_DAILY.indexOf("<Cube currency='GBP'"))).message).toMatch(/not closed/);
  });
});

describe("ratesAgainst", () => {
  it("turns rates per euro into rates per US dollar, the euro included, for the currencies asked", () => {
    const { perEur } = parseEcbRates(ECB_DAILY);
    const perUsd = ratesAgainst(perEur, "USD", ["EUR", "MYR", "JPY", "USD", "VND"]);
    expect(Object.keys(perUsd).sort()).toEqual(["EUR", "JPY", "MYR"]);
    expect(perUsd.EUR).toBeCloseTo(1 / 1.0772, 10);
    expect(perUsd.MYR).toBeCloseTo(5.0997 / 1.0772, 9);
    expect(perUsd.JPY).toBeCloseTo(167.83 / 1.0772, 8);
  });

  it("refuses a document without the base currency", () => {
    expect(() => ratesAgainst({ JPY: 167.83 }, "USD", ["JPY"])).toThrow(/no rate for USD/);
  });
});
